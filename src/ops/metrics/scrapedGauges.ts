import { readFile, statfs } from 'node:fs/promises';
import path from 'node:path';

import type { Payload } from 'payload';
import { z } from 'zod';

import { lastRebuild } from '@/cms/search/rebuildStatus';
import { checkDependencies } from '@/ops/health/dependencies';
import { backupStatusFile } from '@/ops/backup/status';

import { scrapeGauge } from './registry';

/** Values read at scrape time: one `scrapeGauge` each, registered once per process. */

const backupStatusSchema = z.object({ finishedAt: z.string(), bytes: z.number() });

/** The last successful `npm run backup` (src/ops/backup): its time and size; none before the first. */
async function lastBackup(): Promise<z.infer<typeof backupStatusSchema> | null> {
  try {
    const parsed = backupStatusSchema.safeParse(JSON.parse(await readFile(backupStatusFile(), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Due jobs (not waiting for a later time, not completed, not failed for good) by queue. */
async function readDueJobs(payload: Payload, now: Date): Promise<Map<string, { due: number; oldestMs: number }>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }, { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] }],
    },
    sort: 'createdAt',
    limit: 1_000,
    depth: 0,
    pagination: false,
    select: { queue: true, createdAt: true, waitUntil: true },
    overrideAccess: true,
  });
  // Every queue the instance runs is reported, 0 while it has nothing due.
  const autoRun = payload.config.jobs?.autoRun;
  const configured = Array.isArray(autoRun) ? autoRun.map((run) => run.queue ?? 'default') : [];
  const queues = new Map<string, { due: number; oldestMs: number }>(configured.map((queue) => [queue, { due: 0, oldestMs: 0 }]));
  for (const job of docs) {
    const queue = typeof job.queue === 'string' && job.queue ? job.queue : 'default';
    const dueSince = Date.parse(job.waitUntil ?? job.createdAt);
    const seen = queues.get(queue) ?? { due: 0, oldestMs: 0 };
    seen.due += 1;
    seen.oldestMs = Math.max(seen.oldestMs, now.getTime() - dueSince);
    queues.set(queue, seen);
  }
  return queues;
}

/** One read per scrape for both job gauges. */
let dueJobsRead: { at: number; result: ReturnType<typeof readDueJobs> } | undefined;
function dueJobs(payload: Payload, now: Date): ReturnType<typeof readDueJobs> {
  if (!dueJobsRead || now.getTime() - dueJobsRead.at > 1_000) dueJobsRead = { at: now.getTime(), result: readDueJobs(payload, now) };
  return dueJobsRead.result;
}

type Pool = { totalCount: number; idleCount: number; waitingCount: number };
const poolOf = (payload: Payload): Pool | undefined => {
  const pool = (payload.db as { pool?: Partial<Pool> }).pool;
  return pool && typeof pool.totalCount === 'number' ? (pool as Pool) : undefined;
};

/** One check per scrape for both dependency gauges. */
let dependenciesRead: { at: number; result: ReturnType<typeof checkDependencies> } | undefined;
function dependencies(): ReturnType<typeof checkDependencies> {
  const now = Date.now();
  if (!dependenciesRead || now - dependenciesRead.at > 1_000) dependenciesRead = { at: now, result: checkDependencies() };
  return dependenciesRead.result;
}

/** The gauges that need no CMS: the shared services, the last backup and the disk the site's data is on. */
export function registerHostGauges(): void {
  scrapeGauge('mobilclub_dependency_up', 'Whether a shared service (redis) answered this instance’s check within its deadline (1) or not (0).', ['dependency'], async () =>
    (await dependencies()).map(({ name, ok }) => ({ labels: { dependency: name }, value: ok ? 1 : 0 })),
  );
  scrapeGauge('mobilclub_dependency_check_seconds', 'How long the last check of a shared service took (until given up, for a failed one).', ['dependency'], async () =>
    (await dependencies()).map(({ name, latencyMs }) => ({ labels: { dependency: name }, value: latencyMs / 1000 })),
  );
  scrapeGauge('mobilclub_backup_last_success_timestamp_seconds', 'When the last successful backup (npm run backup) finished, as a Unix time.', [], async () => {
    const last = await lastBackup();
    return last ? [{ labels: {}, value: Date.parse(last.finishedAt) / 1000 }] : [];
  });
  scrapeGauge('mobilclub_backup_last_size_bytes', 'The size of the last successful backup’s archive.', [], async () => {
    const last = await lastBackup();
    return last ? [{ labels: {}, value: last.bytes }] : [];
  });
  scrapeGauge('mobilclub_data_filesystem_bytes', 'The file system that holds the site’s data (.data/ by default): its size and what is still free.', ['state'], async () => {
    const dir = path.dirname(backupStatusFile());
    const stats = await statfs(dir).catch(() => statfs(process.cwd()));
    return [
      { labels: { state: 'size' }, value: stats.blocks * stats.bsize },
      { labels: { state: 'free' }, value: stats.bavail * stats.bsize },
    ];
  });
}

/** The gauges read from the embedded CMS: the job queue, the search index, PostgreSQL's pool. */
export function registerCmsGauges(getPayload: () => Promise<Payload>): void {
  scrapeGauge('mobilclub_jobs_due', 'Jobs that are due and not done, by queue.', ['queue'], async () => {
    const queues = await dueJobs(await getPayload(), new Date());
    return [...queues].map(([queue, { due }]) => ({ labels: { queue }, value: due }));
  });
  scrapeGauge('mobilclub_jobs_oldest_due_age_seconds', 'How long the oldest due job of each queue has waited.', ['queue'], async () => {
    const queues = await dueJobs(await getPayload(), new Date());
    return [...queues].map(([queue, { oldestMs }]) => ({ labels: { queue }, value: oldestMs / 1000 }));
  });
  scrapeGauge('mobilclub_search_index_rebuild_age_seconds', 'Time since the site search’s index was last rebuilt in full (every night at 04:00).', [], async () => {
    const last = await lastRebuild(await getPayload());
    return last ? [{ labels: {}, value: (Date.now() - Date.parse(last.finishedAt)) / 1000 }] : [];
  });
  scrapeGauge('mobilclub_db_pool_connections', 'PostgreSQL connections of this instance’s pool: open, idle, and requests waiting for one.', ['state'], async () => {
    const pool = poolOf(await getPayload());
    if (!pool) return [];
    return [
      { labels: { state: 'open' }, value: pool.totalCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'waiting' }, value: pool.waitingCount },
    ];
  });
}
