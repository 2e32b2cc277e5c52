import type { Payload, PayloadRequest } from 'payload';

import { type AustrianState, type JobField, matchesCriteria } from '@/lib/career/options';
import { CONSENT_TEXT, type SubscriptionInput, type SubscriptionErrors, validateSubscription } from '@/lib/career/subscription';
import { careerLinks } from '@/lib/career/links';
import { getPublicSettings } from '@/lib/settings/public';

import type { JobAlert } from '../generated/payload-types';
import { maskEmail } from './mask';
import type { JobAlertStatus } from './status';
import { alertMail, confirmationMail } from './mails';
import { hashMatches, hashToken, isWellFormedToken, newToken } from './tokens';

type Purpose = 'confirm' | 'unsubscribe';

/** Alerts that were never confirmed, or were unsubscribed, are erased after this long. */
export const RETENTION_DAYS = 30;
/** Alerts mailed per run of the queue's task; the next batch is a job of its own. */
export const MAIL_BATCH_SIZE = 50;

export class SubscriptionInputError extends Error {
  constructor(readonly errors: SubscriptionErrors) {
    super(Object.values(errors).join(' '));
    this.name = 'SubscriptionInputError';
  }
}

type AlertDoc = Pick<JobAlert, 'id' | 'email' | 'status' | 'states' | 'fields'>;

const criteriaOf = (alert: AlertDoc) => ({ states: alert.states ?? [], fields: alert.fields ?? [] });

async function issueToken(payload: Payload, alertId: number, purpose: Purpose, req?: PayloadRequest): Promise<string> {
  const token = newToken();
  await payload.create({ collection: 'jobAlertTokens', data: { hash: hashToken(token), purpose, alert: alertId }, overrideAccess: true, req });
  return token;
}

/** The alert a link's token belongs to, or null for a malformed, unknown or erased one (all alike). */
async function alertByToken(payload: Payload, token: string, purpose: Purpose): Promise<AlertDoc | null> {
  if (!isWellFormedToken(token)) return null;
  const { docs } = await payload.find({
    collection: 'jobAlertTokens',
    where: { and: [{ hash: { equals: hashToken(token) } }, { purpose: { equals: purpose } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const row = docs[0];
  if (!row || !hashMatches(row.hash, token)) return null;
  const alertId = typeof row.alert === 'object' ? row.alert.id : row.alert;
  return payload.findByID({ collection: 'jobAlerts', id: alertId, depth: 0, overrideAccess: true, disableErrors: true });
}

/**
 * Creates a pending alert and mails the confirmation link (double opt-in). The answer is the
 * same whether or not the address already has alerts, so the form tells nobody who subscribed.
 */
export async function subscribe(req: PayloadRequest, input: SubscriptionInput): Promise<void> {
  const checked = validateSubscription(input);
  if (!checked.ok) throw new SubscriptionInputError(checked.errors);
  const { email, states, fields } = checked.value;
  const { payload } = req;
  const alert = await payload.create({
    collection: 'jobAlerts',
    data: { email, states, fields, status: 'pending', consent: { text: CONSENT_TEXT, givenAt: new Date().toISOString() } },
    overrideAccess: true,
    req,
  });
  const token = await issueToken(payload, alert.id, 'confirm', req);
  const { siteName } = getPublicSettings();
  await payload.sendEmail(confirmationMail(email, { states, fields }, careerLinks.confirm(token), siteName));
}

export interface JobAlertView {
  status: JobAlertStatus;
  maskedEmail: string;
  states: AustrianState[];
  fields: JobField[];
}

/** What a link's page shows about its alert; null for any token that is not a live one. */
export async function viewAlert(payload: Payload, token: string, purpose: Purpose): Promise<JobAlertView | null> {
  const alert = await alertByToken(payload, token, purpose);
  if (!alert) return null;
  return { status: alert.status, maskedEmail: maskEmail(alert.email), ...criteriaOf(alert) };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

async function hasActiveTwin(payload: Payload, alert: AlertDoc): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'jobAlerts',
    where: { and: [{ email: { equals: alert.email } }, { status: { equals: 'active' } }, { id: { not_equals: alert.id } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const mine = criteriaOf(alert);
  return docs.some((other) => sameSet(criteriaOf(other).states, mine.states) && sameSet(criteriaOf(other).fields, mine.fields));
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'invalid';

export async function confirm(payload: Payload, token: string): Promise<ConfirmOutcome> {
  const alert = await alertByToken(payload, token, 'confirm');
  if (!alert) return 'invalid';
  if (alert.status === 'active') return 'already-confirmed';
  if (alert.status === 'unsubscribed') return 'unsubscribed';
  // Subscribed twice to the same: the first alert stays, this one goes (one mail per posting).
  if (await hasActiveTwin(payload, alert)) {
    await payload.delete({ collection: 'jobAlertTokens', where: { alert: { equals: alert.id } }, overrideAccess: true });
    await payload.delete({ collection: 'jobAlerts', id: alert.id, overrideAccess: true });
    return 'already-confirmed';
  }
  await payload.update({
    collection: 'jobAlerts',
    id: alert.id,
    data: { status: 'active', confirmedAt: new Date().toISOString() },
    overrideAccess: true,
  });
  return 'confirmed';
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

/** Idempotent: a second click, or a mail program's one-click POST after the visitor's, is fine. */
export async function unsubscribe(payload: Payload, token: string): Promise<UnsubscribeOutcome> {
  const alert = await alertByToken(payload, token, 'unsubscribe');
  if (!alert) return 'invalid';
  if (alert.status === 'unsubscribed') return 'already-unsubscribed';
  await payload.update({
    collection: 'jobAlerts',
    id: alert.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    overrideAccess: true,
  });
  return 'unsubscribed';
}


/**
 * Mails one batch of active alerts about a published posting, those with ids after
 * `afterAlertId`. Returns where the next batch starts, or null when all are done.
 */
export async function mailAlertBatch(
  req: PayloadRequest,
  postingId: number,
  afterAlertId: number,
): Promise<{ sent: number; nextAfter: number | null }> {
  const { payload } = req;
  const posting = await payload.findByID({ collection: 'jobPostings', id: postingId, depth: 0, overrideAccess: true, disableErrors: true, req });
  // Withdrawn or deleted before its mails went out: nobody is told about it.
  if (!posting || posting._status !== 'published' || !posting.path) return { sent: 0, nextAfter: null };
  const { docs, hasNextPage } = await payload.find({
    collection: 'jobAlerts',
    where: { and: [{ status: { equals: 'active' } }, { id: { greater_than: afterAlertId } }] },
    sort: 'id',
    limit: MAIL_BATCH_SIZE,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const { siteName, siteUrl } = getPublicSettings();
  const url = new URL(posting.path, siteUrl).toString();
  let sent = 0;
  for (const alert of docs) {
    if (!matchesCriteria(criteriaOf(alert), posting)) continue;
    // Written at once, outside the job's request: a link that went out in a mail must keep
    // working even if a later mail of the batch fails and the job is retried.
    const token = await issueToken(payload, alert.id, 'unsubscribe');
    await payload.sendEmail(alertMail(alert.email, criteriaOf(alert), { ...posting, url }, careerLinks.unsubscribe(token), siteName));
    await payload.update({ collection: 'jobAlerts', id: alert.id, data: { lastNotifiedAt: new Date().toISOString() }, overrideAccess: true });
    sent += 1;
  }
  const last = docs.at(-1);
  return { sent, nextAfter: hasNextPage && last ? last.id : null };
}

/** Erases alerts never confirmed, or unsubscribed, more than RETENTION_DAYS ago, with their links. */
export async function eraseStaleAlerts(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const { docs } = await payload.find({
    collection: 'jobAlerts',
    where: {
      or: [
        { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: cutoff } }] },
        { and: [{ status: { equals: 'unsubscribed' } }, { unsubscribedAt: { less_than: cutoff } }] },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {},
  });
  const ids = docs.map((doc) => doc.id);
  if (ids.length === 0) return 0;
  await payload.delete({ collection: 'jobAlertTokens', where: { alert: { in: ids } }, overrideAccess: true });
  await payload.delete({ collection: 'jobAlerts', where: { id: { in: ids } }, overrideAccess: true });
  return ids.length;
}
