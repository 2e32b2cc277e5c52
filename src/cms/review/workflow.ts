import { APIError, ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload';

import { isChief } from '../access';
import type { ReviewRequest } from '../generated/payload-types';
import { relationId } from '../hooks/paths';
import { REVIEW_REQUESTS_SLUG, type Reviewable, isReviewable } from './reviewable';
import { latestChannel, publishRefusal, sameAccount, waitingSubmission } from './rights';

/** Set by the page's own publish: only then is a submission closed as published. */
const CLOSING_ON_PUBLISH = 'reviewClosedByPublish';

export const REVIEW_MAIL_TASK = 'reviewMail';
export type ReviewMailStep = 'submitted' | 'returned' | 'published';

type Id = number | string;

/** The page a submission is about, as stored (relationship to one of several collections). */
export function submittedPage(document: ReviewRequest['document'] | { relationTo?: unknown; value?: unknown } | null | undefined): { collection: Reviewable; id: Id } | null {
  if (!document || !isReviewable(document.relationTo)) return null;
  const id = relationId(document.value as Id | { id: Id } | null);
  return id === null ? null : { collection: document.relationTo, id };
}

const refuse = (message: string, status = 400): never => {
  throw new APIError(message, status, undefined, true);
};

const fieldError = (req: PayloadRequest, path: string, message: string): never => {
  throw new ValidationError({ collection: REVIEW_REQUESTS_SLUG, errors: [{ path, message }], req }, req.t);
};

/**
 * The steps of a submission, whoever asks and however (admin, REST, GraphQL): submitted by
 * anyone signed in, once per page at a time; sent back with a comment by someone who could
 * publish it and did not submit it; withdrawn by the submitter (or the Chefredaktion); closed as
 * published only by the page's publish itself. What was submitted (page, title, submitter) stays.
 */
export const checkReviewStep: CollectionBeforeChangeHook<ReviewRequest> = async ({ data, operation, originalDoc, req, context }) => {
  const { user } = req;
  if (operation === 'create') {
    const page = submittedPage(data.document);
    if (!page) return fieldError(req, 'document', 'Wählen Sie die Seite, die freigegeben werden soll.');
    const draft = await req.payload.findByID({
      collection: page.collection,
      id: page.id,
      draft: true,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    });
    if (!draft) return refuse('Diese Seite gibt es nicht (mehr).', 404);
    if (await waitingSubmission(req, page.collection, page.id)) return refuse('Diese Seite wartet schon auf Freigabe.', 409);
    const channel = page.collection === 'channels' ? draft.id : 'channel' in draft ? relationId(draft.channel) : null;
    return {
      document: { relationTo: page.collection, value: draft.id },
      title: draft.title || 'Ohne Titel',
      channel: typeof channel === 'number' ? channel : null,
      status: 'waiting',
      note: data.note?.trim() || null,
      submittedBy: typeof user?.id === 'number' ? user.id : null,
      reviewedBy: null,
      reviewedAt: null,
      comment: null,
    } as ReviewRequest;
  }

  const before = originalDoc;
  if (!before) return data;
  const fixed = {
    document: before.document,
    title: before.title,
    channel: before.channel,
    submittedBy: before.submittedBy,
  };
  const next = data.status ?? before.status;
  if (before.status !== 'waiting') return refuse('Diese Einreichung ist abgeschlossen. Reichen Sie den Entwurf neu ein.');
  const bySubmitter = !user || sameAccount(before.submittedBy, user);
  const page = submittedPage(before.document);
  const closed = {
    reviewedBy: typeof user?.id === 'number' ? user.id : null,
    reviewedAt: new Date().toISOString(),
  };
  switch (next) {
    case 'waiting':
      // Only the submitter adds to their note; nothing else changes while it waits.
      return {
        ...data,
        ...fixed,
        status: 'waiting',
        note: bySubmitter && data.note !== undefined ? data.note?.trim() || null : before.note,
        reviewedBy: null,
        reviewedAt: null,
        comment: null,
      };
    case 'published':
      if (!context[CLOSING_ON_PUBLISH]) return refuse('Freigegeben wird mit „Veröffentlichen“ auf der Seite selbst; die Einreichung schließt sich dann von allein.');
      return { ...data, ...fixed, note: before.note };
    case 'withdrawn':
      if (!bySubmitter && !isChief(user)) return refuse('Zurückziehen kann nur, wer eingereicht hat.', 403);
      return {
        ...fixed,
        note: before.note,
        status: 'withdrawn',
        comment: null,
        ...closed,
      };
    case 'returned': {
      if (user && sameAccount(before.submittedBy, user)) return refuse('Ihre eigene Einreichung geben Sie nicht zurück: Ziehen Sie sie zurück.', 403);
      const comment = data.comment?.trim();
      if (!comment) return fieldError(req, 'comment', 'Schreiben Sie, was vor dem Veröffentlichen noch zu tun ist.');
      if (user && page) {
        const channel = page.collection === 'articles' ? await latestChannel(req, page.id) : null;
        if (
          await publishRefusal(req, page.collection, page.id, {
            channel,
            fourEyes: true,
          })
        )
          return refuse('Zurückgeben darf, wer diese Seite freigeben darf.', 403);
      }
      return {
        ...fixed,
        note: before.note,
        status: 'returned',
        comment,
        ...closed,
      };
    }
    default:
      return refuse('Unbekannter Stand der Freigabe.');
  }
};

/**
 * A step that hands the page to someone else (a submission to the reviewers, a return to the
 * author) releases the hand-over's own edit lock on it (Payload's document locking): otherwise
 * the one it was handed to is refused (423) until the lock runs out, if the admin's tab was
 * closed rather than left through the admin. Someone else's lock stays.
 */
export const releaseLockOnHandOver: CollectionAfterChangeHook<ReviewRequest> = async ({ doc, previousDoc, operation, req }) => {
  const handsOver = operation === 'create' || (doc.status === 'returned' && previousDoc?.status !== 'returned');
  const page = doc.document;
  const pageId = relationId(page.value);
  if (!handsOver || !req.user || pageId === null) return doc;
  await req.payload.delete({
    collection: 'payload-locked-documents',
    where: {
      and: [{ 'document.relationTo': { equals: page.relationTo } }, { 'document.value': { equals: pageId } }, { 'user.value': { equals: req.user.id } }],
    },
    overrideAccess: true,
    req,
  });
  return doc;
};

/** Who learns of a step by mail: the reviewers of a submission, the submitter of its outcome. */
export const mailReviewStep: CollectionAfterChangeHook<ReviewRequest> = async ({ doc, previousDoc, operation, req }) => {
  const step: ReviewMailStep | null = operation === 'create' ? 'submitted' : doc.status !== previousDoc?.status && (doc.status === 'returned' || doc.status === 'published') ? doc.status : null;
  if (step)
    await req.payload.jobs.queue({
      task: REVIEW_MAIL_TASK,
      input: { requestId: doc.id, step },
      req,
    });
  return doc;
};

/**
 * A page's afterChange: a publish by a person closes the page's waiting submission as
 * published by them (a scheduled publish runs as the person who scheduled it). System writes
 * without a person (the seed, path updates) leave it waiting.
 */
export function closeSubmissionOnPublish(collection: Reviewable): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation !== 'update' || !req.user || (doc as { _status?: unknown })._status !== 'published') return doc;
    const submission = await waitingSubmission(req, collection, (doc as { id: Id }).id);
    if (!submission) return doc;
    await req.payload.update({
      collection: REVIEW_REQUESTS_SLUG,
      id: submission.id,
      data: {
        status: 'published',
        reviewedBy: typeof req.user.id === 'number' ? req.user.id : null,
        reviewedAt: new Date().toISOString(),
      },
      overrideAccess: true,
      context: { [CLOSING_ON_PUBLISH]: true },
      req,
    });
    return doc;
  };
}

/**
 * A page's beforeDelete: its submissions go with it, in the same transaction (after the delete,
 * the database has already dropped their link to the page).
 */
export function forgetSubmissions(collection: Reviewable): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    await req.payload.delete({
      collection: REVIEW_REQUESTS_SLUG,
      where: {
        and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }],
      },
      overrideAccess: true,
      req,
    });
  };
}
