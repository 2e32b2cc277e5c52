'use client';

import { useConfig, useDocumentInfo } from '@payloadcms/ui';
import { useEffect, useState } from 'react';

import { viennaTime } from '../../admin/viennaTime';
import type { ReviewState } from '../state';
import { REVIEW_STATUS_LABELS } from '../statusLabels';

import { ReviewActions } from './ReviewActions';

/** Sent by the review buttons (submit, return, withdraw): the panel asks for its state again. */
export const REVIEW_CHANGED_EVENT = 'mobilclub:review-changed';

const when = (date: string) => viennaTime.format(new Date(date));
const DECIDED: Record<string, string> = { returned: 'Zurückgegeben', published: 'Veröffentlicht', withdrawn: 'Zurückgezogen' };

/**
 * In the sidebar of an article, channel or job posting: where its review stands (waiting,
 * returned with the reviewer's comment, published, withdrawn), who submitted and decided it and
 * when, a link to what changed since the published version (Payload's comparison: changed
 * fields only, side by side), and the steps this person may take. Asked anew after each step
 * and each publish.
 */
export function ReviewPanel() {
  const { id, collectionSlug, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo();
  const { config } = useConfig();
  const [state, setState] = useState<ReviewState | null>(null);
  const api = config.routes.api;

  useEffect(() => {
    if (id === undefined || id === null || !collectionSlug) return;
    let current = true;
    const load = () =>
      fetch(`${api}/review-requests/state/${collectionSlug}/${id}`, { credentials: 'include' })
        .then((response) => (response.ok ? (response.json() as Promise<ReviewState>) : null))
        .then((loaded) => current && loaded && setState(loaded))
        .catch(() => undefined);
    void load();
    window.addEventListener(REVIEW_CHANGED_EVENT, load);
    return () => {
      current = false;
      window.removeEventListener(REVIEW_CHANGED_EVENT, load);
    };
    // A publish changes these: the submission is closed then.
  }, [api, collectionSlug, id, hasPublishedDoc, unpublishedVersionCount]);

  // Nothing to say about a page never submitted: its publish button (or "Zur Freigabe einreichen") says it all.
  const request = state?.request;
  if (id === undefined || id === null || !state || !request) return null;
  const waiting = request.status === 'waiting';
  return (
    <section className="review-panel" aria-labelledby="review-panel-heading">
      <h3 id="review-panel-heading" className="review-panel__heading">
        Freigabe
      </h3>
      <p className={`review-panel__status review-panel__status--${request.status}`}>{REVIEW_STATUS_LABELS[request.status]}</p>
      <p className="review-panel__meta">
        Eingereicht von {request.submittedBy} am <time dateTime={request.submittedAt}>{when(request.submittedAt)}</time>
        {request.reviewedAt && !waiting ? (
          <>
            <br />
            {DECIDED[request.status]} von {request.reviewedBy ?? 'jemand'} am <time dateTime={request.reviewedAt}>{when(request.reviewedAt)}</time>
          </>
        ) : null}
      </p>
      {request.note ? (
        <blockquote className="review-panel__text">
          <strong>Hinweis:</strong> {request.note}
        </blockquote>
      ) : null}
      {request.status === 'returned' && request.comment ? (
        <blockquote className="review-panel__text review-panel__text--comment">
          <strong>Kommentar:</strong> {request.comment}
        </blockquote>
      ) : null}
      {request.status === 'returned' && request.bySelf ? <p className="review-panel__meta">Überarbeiten Sie den Entwurf und reichen Sie ihn erneut ein.</p> : null}
      {waiting && state.compareUrl ? (
        <p>
          <a href={state.compareUrl}>Änderungen ansehen</a> (seit der veröffentlichten Fassung)
        </p>
      ) : null}
      {waiting && !state.everPublished ? <p className="review-panel__meta">Noch nie veröffentlicht: Die Vorschau zeigt die ganze Seite.</p> : null}
      {state.mayReturn ? <p className="review-panel__meta">Veröffentlichen Sie den Entwurf oben (sofort oder geplant) oder geben Sie ihn mit einem Kommentar zurück.</p> : null}
      {state.mayReturn || state.mayWithdraw ? (
        <ReviewActions
          requestId={request.id}
          submitter={request.submittedBy}
          mayReturn={state.mayReturn}
          mayWithdraw={state.mayWithdraw}
          onDone={() => window.dispatchEvent(new Event(REVIEW_CHANGED_EVENT))}
        />
      ) : null}
    </section>
  );
}
