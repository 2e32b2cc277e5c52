import type { TaskConfig } from 'payload';

import { MAINTENANCE_QUEUE, oncePerCluster } from '../scheduling/jobs';

import { eraseStaleAlerts, mailAlertBatch } from './service';

export const JOB_ALERT_MAILS_TASK = 'jobAlertMails';
export const ERASE_STALE_ALERTS_TASK = 'eraseStaleJobAlerts';

/**
 * Mails the active alerts matching a newly published posting, one batch per job; a job queues
 * the next batch itself. Retried with backoff when mail delivery fails (SMTP down).
 */
export const jobAlertMailsTask: TaskConfig<{ input: { postingId: number; afterAlertId?: number | null }; output: { sent: number } }> = {
  slug: JOB_ALERT_MAILS_TASK,
  label: 'Job-Alarme zu einer neuen Stelle versenden',
  inputSchema: [
    { name: 'postingId', type: 'number', required: true },
    { name: 'afterAlertId', type: 'number' },
  ],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const { sent, nextAfter } = await mailAlertBatch(req, input.postingId, input.afterAlertId ?? 0);
    if (nextAfter !== null) {
      await req.payload.jobs.queue({ task: JOB_ALERT_MAILS_TASK, input: { postingId: input.postingId, afterAlertId: nextAfter }, req });
    }
    return { output: { sent } };
  },
};

/** Daily: alerts never confirmed or unsubscribed 30 days ago are erased (data minimisation). */
export const eraseStaleAlertsTask: TaskConfig<{ input: object; output: { erased: number } }> = {
  slug: ERASE_STALE_ALERTS_TASK,
  label: 'Alte Job-Alarme löschen',
  outputSchema: [{ name: 'erased', type: 'number', required: true }],
  schedule: [{ cron: '0 30 3 * * *', queue: MAINTENANCE_QUEUE, hooks: { beforeSchedule: oncePerCluster } }],
  handler: async ({ req }) => ({ output: { erased: await eraseStaleAlerts(req.payload) } }),
};
