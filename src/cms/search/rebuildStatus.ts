import type { Payload, Where } from 'payload';
import { z } from 'zod';

import { SEARCHED_COLLECTIONS, type SearchedCollection } from './collection';

export const REINDEX_SEARCH_TASK = 'reindexSearch';

/**
 * A rebuild due this long ago and not finished no longer stops another: its instance was
 * stopped midway (the job stays "processing"), and a rebuild in place can run again at any time.
 * 10,000 pages take from 10 s (nothing to write) to 6 minutes (every row written, PostgreSQL).
 */
export const REBUILD_PENDING_MS = 60 * 60_000;

/**
 * Where the last finished rebuild is noted (Payload's key-value store, a table of the database):
 * Payload deletes a job once it has completed, so the queue cannot tell.
 */
export const LAST_REBUILD_KEY = 'search-index:last-rebuild';

const lastRebuildSchema = z.object({
  finishedAt: z.string(),
  collections: z.array(z.enum(SEARCHED_COLLECTIONS)),
  pages: z.number(),
  removed: z.number(),
});
export type LastRebuild = z.infer<typeof lastRebuildSchema>;

/** What the search index's list tells admins about its rebuilds. */
export type RebuildStatus =
  | { state: 'running'; since: string; collections: SearchedCollection[] }
  | { state: 'failed'; at: string; collections: SearchedCollection[] }
  | { state: 'finished'; last: LastRebuild }
  | { state: 'none' };

const collectionsOf = (input: unknown): SearchedCollection[] => {
  const parsed = z.object({ collections: z.array(z.enum(SEARCHED_COLLECTIONS)) }).safeParse(input);
  return parsed.success ? parsed.data.collections : [];
};

/** A rebuild that is due or running (and not forsaken, see REBUILD_PENDING_MS), oldest first. */
function pendingWhere(now: Date): Where {
  const forsaken = new Date(now.getTime() - REBUILD_PENDING_MS).toISOString();
  return {
    and: [
      { taskSlug: { equals: REINDEX_SEARCH_TASK } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      {
        or: [
          { and: [{ waitUntil: { exists: false } }, { createdAt: { greater_than: forsaken } }] },
          // The night's rebuild is queued a day ahead: due from its hour on, not before.
          { and: [{ waitUntil: { greater_than: forsaken } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
        ],
      },
    ],
  };
}

export async function rebuildPending(payload: Payload, now = new Date()): Promise<boolean> {
  return (await payload.count({ collection: 'payload-jobs', where: pendingWhere(now), overrideAccess: true })).totalDocs > 0;
}

export async function noteFinishedRebuild(payload: Payload, last: LastRebuild): Promise<void> {
  await payload.kv.set(LAST_REBUILD_KEY, last);
}

export async function lastRebuild(payload: Payload): Promise<LastRebuild | null> {
  const parsed = lastRebuildSchema.safeParse(await payload.kv.get(LAST_REBUILD_KEY));
  return parsed.success ? parsed.data : null;
}

/**
 * A rebuild under way; else one that failed (after its retries) since the last that finished;
 * else the last that finished.
 */
export async function rebuildStatus(payload: Payload, now = new Date()): Promise<RebuildStatus> {
  const [pending, failed, last] = await Promise.all([
    payload.find({ collection: 'payload-jobs', where: pendingWhere(now), sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: REINDEX_SEARCH_TASK } }, { hasError: { equals: true } }] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    lastRebuild(payload),
  ]);
  const running = pending.docs[0];
  if (running) return { state: 'running', since: running.waitUntil ?? running.createdAt, collections: collectionsOf(running.input) };
  const failure = failed.docs[0];
  if (failure && (!last || Date.parse(failure.updatedAt) > Date.parse(last.finishedAt))) {
    return { state: 'failed', at: failure.updatedAt, collections: collectionsOf(failure.input) };
  }
  return last ? { state: 'finished', last } : { state: 'none' };
}
