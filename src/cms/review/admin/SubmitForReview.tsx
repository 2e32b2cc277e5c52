'use client';

import { Button, FormSubmit, toast, useConfig, useDocumentInfo, useForm, useFormModified } from '@payloadcms/ui';
import { formatAdminURL } from 'payload/shared';
import { useEffect, useId, useRef, useState } from 'react';

import { REVIEW_CHANGED_EVENT } from './ReviewPanel';
import { sendReviewStep } from './reviewApi';

/**
 * In place of "Veröffentlichen" for whoever may not publish this page: "Zur Freigabe einreichen"
 * with a note for the reviewers, or "Wartet auf Freigabe" while a submission waits. The draft is
 * saved first, so the reviewers see what the author sees.
 */
export function SubmitForReview({ collectionSlug }: { collectionSlug: string }) {
  const { id, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo();
  const { config } = useConfig();
  const { submit } = useForm();
  const modified = useFormModified();
  // The browser's own modal dialog: named by its heading, Escape closes it, focus stays inside.
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const noteId = useId();
  const [waiting, setWaiting] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const api = config.routes.api;

  useEffect(() => {
    if (id === undefined || id === null) return;
    const query = new URLSearchParams({
      'where[document.relationTo][equals]': collectionSlug,
      'where[document.value][equals]': String(id),
      'where[status][equals]': 'waiting',
      limit: '1',
      depth: '0',
    });
    let current = true;
    const load = () =>
      fetch(`${api}/review-requests?${query.toString()}`, {
        credentials: 'include',
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ totalDocs?: number }>) : null))
        .then((body) => current && setWaiting((body?.totalDocs ?? 0) > 0))
        .catch(() => current && setWaiting(false));
    void load();
    // A withdrawal in the panel makes the page submittable again.
    window.addEventListener(REVIEW_CHANGED_EVENT, load);
    return () => {
      current = false;
      window.removeEventListener(REVIEW_CHANGED_EVENT, load);
    };
  }, [api, collectionSlug, id]);

  if (id === undefined || id === null) return null;
  if (waiting) {
    return (
      <FormSubmit buttonId="action-submit-for-review" disabled size="medium" type="button">
        Wartet auf Freigabe
      </FormSubmit>
    );
  }

  const hasChanges = modified || (unpublishedVersionCount ?? 0) > 0 || !hasPublishedDoc;
  const send = async () => {
    setBusy(true);
    if (modified) {
      await submit({
        action: formatAdminURL({
          apiRoute: api,
          path: `/${collectionSlug}/${id}?depth=0&draft=true`,
        }),
        method: 'PATCH',
        overrides: { _status: 'draft' },
        skipValidation: true,
        disableSuccessStatus: true,
      });
    }
    const refused = await sendReviewStep(api, 'POST', '', {
      document: { relationTo: collectionSlug, value: id },
      note,
    });
    setBusy(false);
    if (refused) {
      toast.error(refused);
      return;
    }
    dialog.current?.close();
    setNote('');
    setWaiting(true);
    toast.success('Eingereicht: Die Freigabe ist benachrichtigt.');
    window.dispatchEvent(new Event(REVIEW_CHANGED_EVENT));
  };

  return (
    <>
      <FormSubmit buttonId="action-submit-for-review" disabled={waiting === null || !hasChanges} onClick={() => dialog.current?.showModal()} size="medium" type="button">
        Zur Freigabe einreichen
      </FormSubmit>
      <dialog ref={dialog} className="review-dialog" aria-labelledby={headingId}>
        <h2 id={headingId}>Zur Freigabe einreichen</h2>
        <p>
          Die Redakteur/innen der Rubrik und die Chefredaktion erhalten eine E-Mail und sehen den Entwurf auf ihrer Übersicht. Bis sie ihn veröffentlichen oder zurückgeben, wartet er auf Freigabe.
        </p>
        <div className="field-type textarea">
          <label className="field-label" htmlFor={noteId}>
            Hinweis für die Freigabe (freiwillig)
          </label>
          <div className="textarea-outer">
            <div className="textarea-inner">
              <textarea id={noteId} className="textarea-element" rows={4} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
            </div>
          </div>
        </div>
        <div className="review-dialog__buttons">
          <Button disabled={busy} margin={false} onClick={() => void send()}>
            Einreichen
          </Button>
          <Button buttonStyle="secondary" margin={false} onClick={() => dialog.current?.close()}>
            Abbrechen
          </Button>
        </div>
      </dialog>
    </>
  );
}
