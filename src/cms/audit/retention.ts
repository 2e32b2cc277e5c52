import type { Payload, TaskConfig } from 'payload';

import { MAINTENANCE_QUEUE, oncePerCluster } from '../scheduling/jobs';
import { AUDIT_LOG_SLUG } from './AuditLog';

export const ERASE_OLD_AUDIT_ENTRIES_TASK = 'eraseOldAuditEntries';

/** How long the record keeps an entry: AUDIT_LOG_RETENTION_DAYS, a whole number of days (1 year by default). */
export function auditRetentionDays(env: Record<string, string | undefined> = process.env): number {
  const value = env.AUDIT_LOG_RETENTION_DAYS?.trim();
  if (!value) return 365;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) throw new Error(`AUDIT_LOG_RETENTION_DAYS must be a whole number of days, at least 1, got "${value}".`);
  return days;
}

/**
 * Removes the entries older than the retention. Straight in the database: the record's access
 * rules let no one delete an entry, and this job is the only way one goes.
 */
export async function eraseOldAuditEntries(payload: Payload, now = new Date(), days = auditRetentionDays()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
  const where = { createdAt: { less_than: cutoff } };
  const { totalDocs } = await payload.db.count({ collection: AUDIT_LOG_SLUG, where });
  if (totalDocs > 0) await payload.db.deleteMany({ collection: AUDIT_LOG_SLUG, where });
  return totalDocs;
}

export const eraseOldAuditEntriesTask: TaskConfig<{ input: object; output: { erased: number } }> = {
  slug: ERASE_OLD_AUDIT_ENTRIES_TASK,
  label: 'Alte Protokolleinträge löschen',
  outputSchema: [{ name: 'erased', type: 'number', required: true }],
  schedule: [{ cron: '0 45 3 * * *', queue: MAINTENANCE_QUEUE, hooks: { beforeSchedule: oncePerCluster } }],
  handler: async ({ req }) => ({ output: { erased: await eraseOldAuditEntries(req.payload) } }),
};
