import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';

import { JOB_ALERT_MAILS_TASK } from './tasks';

/** Set by scripts that publish postings nobody is waiting for (the demo seed). */
export const SKIP_JOB_ALERTS = 'skipJobAlerts';
const ALERTS_DUE = 'jobAlertsDue';

/**
 * A posting's first publication is news for the job alerts; later edits are not. Marks the
 * posting in the same write, so a second publish (or a retry) never mails again.
 */
export const markJobAlertsDue: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  const publishing = data._status === 'published';
  const alreadyAnnounced = Boolean(originalDoc?.alertsQueuedAt ?? data.alertsQueuedAt);
  if (!publishing || alreadyAnnounced) return data;
  if (!context[SKIP_JOB_ALERTS]) context[ALERTS_DUE] = true;
  return { ...data, alertsQueuedAt: new Date().toISOString() };
};

/**
 * Queues the mails in Payload's job queue (a table of the database, so they survive restarts),
 * in the same transaction as the publication: no posting without its mails, and no mails for a
 * publication that was rolled back.
 */
export const queueJobAlertMails: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context[ALERTS_DUE]) return doc;
  context[ALERTS_DUE] = false;
  await req.payload.jobs.queue({ task: JOB_ALERT_MAILS_TASK, input: { postingId: doc.id }, req });
  return doc;
};
