'use client';

import { Button, toast, useConfig } from '@payloadcms/ui';
import { useId, useState } from 'react';

import { sendReviewStep } from './reviewApi';

/** A waiting submission's steps in the "Freigabe" panel: send back with a comment, or withdraw. */
export function ReviewActions({ requestId, submitter, mayReturn, mayWithdraw, onDone }: { requestId: number; submitter: string; mayReturn: boolean; mayWithdraw: boolean; onDone: () => void }) {
  const { config } = useConfig();
  const commentId = useId();
  const errorId = useId();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const step = async (data: Record<string, unknown>, done: string) => {
    setBusy(true);
    const refused = await sendReviewStep(config.routes.api, 'PATCH', `/${requestId}`, data);
    setBusy(false);
    setProblem(refused);
    if (refused) return;
    toast.success(done);
    setComment('');
    onDone();
  };

  return (
    <div className="review-panel__actions">
      {mayReturn ? (
        // Not a <form>: it would sit inside the document's form, and its button submitted that one.
        <div className="review-panel__return">
          <div className="field-type textarea">
            <label className="field-label" htmlFor={commentId}>
              Kommentar für {submitter}
            </label>
            <div className="textarea-outer">
              <div className="textarea-inner">
                <textarea
                  id={commentId}
                  className="textarea-element"
                  rows={4}
                  maxLength={2000}
                  aria-required="true"
                  aria-describedby={problem ? errorId : undefined}
                  aria-invalid={problem ? true : undefined}
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                />
              </div>
            </div>
          </div>
          {problem ? (
            <p id={errorId} className="review-panel__error" role="alert">
              {problem}
            </p>
          ) : null}
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void step({ status: 'returned', comment }, `Zurückgegeben: ${submitter} ist benachrichtigt.`)}>
            Zurückgeben
          </Button>
        </div>
      ) : null}
      {mayWithdraw ? (
        <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void step({ status: 'withdrawn' }, 'Die Einreichung ist zurückgezogen.')}>
          Einreichung zurückziehen
        </Button>
      ) : null}
      {!mayReturn && problem ? (
        <p className="review-panel__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
