import type { SanitizedConfig, TaskConfig } from 'payload';

import { expireAfterJob } from '../hooks/revalidate';

/** The queue of the nightly maintenance jobs, looked at every 10 minutes. */
export const MAINTENANCE_QUEUE = 'maintenance';

/** The task Payload adds for scheduled publishing (`versions.drafts.schedulePublish`). */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish';

/**
 * How often the instance running the job queue looks at it (JOBS_INTERVAL_SECONDS, 1–5; 5 by
 * default): a queued mail or a scheduled publication waits at most this long. The test servers
 * look every second, so that a test waits for its mail, not for the timer.
 */
export function jobsIntervalSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = env.JOBS_INTERVAL_SECONDS?.trim();
  if (!value) return 5;
  const seconds = Number(value);
  // At most 5: the runner's lease (below) is renewed at each look and must outlast three of them.
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 5) throw new Error(`JOBS_INTERVAL_SECONDS must be a whole number of seconds from 1 to 5, got "${value}".`);
  return seconds;
}

/**
 * How long the instance running the job queue keeps that role without renewing it (it renews
 * at each look at the queue, every 5 s at most): a stopped instance's role passes on within this.
 */
const JOB_RUNNER_LEASE_MS = 15_000;

/**
 * Whether this instance runs the queued jobs now (Payload's `jobs.shouldAutoRun`, asked at every
 * look at the queue). Payload marks a job as taken with a read and then a write, so two
 * instances looking at the same moment could both run it: a scheduled publication twice, or a
 * job alert mailed twice. With Redis one instance holds the lease and runs every job; the others
 * only queue. A draining instance takes no new jobs.
 */
export async function runsJobsHere(): Promise<boolean> {
  const [{ isDraining }, { holdLease }] = await Promise.all([import('@/lib/server/drain'), import('@/lib/server/redis')]);
  if (isDraining()) return false;
  return holdLease('job-runner', JOB_RUNNER_LEASE_MS);
}

/**
 * Every task's writes expire the pages they change, as a publish in the admin does: the tasks
 * run on the queue's timer, outside a request, where the hooks cannot expire anything
 * themselves (see `expireAfterJob`). Applied to the built config, because Payload adds its
 * scheduled-publishing task while building it.
 */
export function expireAfterEveryTask(config: SanitizedConfig): SanitizedConfig {
  for (const task of config.jobs.tasks ?? []) {
    const { handler } = task;
    if (typeof handler !== 'function') continue;
    task.handler = (args) => expireAfterJob(args.req.payload, async () => handler(args));
  }
  return config;
}

export type BeforeSchedule = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>;

/** Long enough for every instance to have looked at an occurrence (they look every 10 minutes, at the same time). */
const SCHEDULE_CLAIM_MS = 5 * 60_000;

/**
 * Every instance schedules the maintenance queue's jobs, and Payload's own check (one queued
 * job per queue) is read by all of them at once, so each would queue one. With Redis the first
 * instance to reach an occurrence claims it; the others skip it: it runs once per cluster. If
 * queueing fails after the claim, an instance tries again once the claim has lapsed.
 */
export const oncePerCluster: BeforeSchedule = async (args) => {
  const result = await args.defaultBeforeSchedule(args);
  if (!result.shouldSchedule) return result;
  const { queueable } = args;
  const occurrence = (result.waitUntil ?? queueable.waitUntil)?.toISOString() ?? 'now';
  const { claimOnce } = await import('@/lib/server/redis');
  const claimed = await claimOnce(`schedule:${queueable.scheduleConfig.queue}:${queueable.taskConfig?.slug ?? ''}:${occurrence}`, SCHEDULE_CLAIM_MS);
  return claimed ? result : { ...result, shouldSchedule: false };
};
