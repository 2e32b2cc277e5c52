// The page cache in Redis, so that a publish is never lost to a render that was under way.
//
// @fortedigital/nextjs-cache-handler's Redis handler expires a tag by deleting the entries that
// carry it at that moment, and stamps an entry with the time it was written. A render that read
// the CMS before a publish and finishes after the tag was expired writes the old page back, as
// new, and every instance serves it until the page's own lifetime ends (minutes); Varnish, purged
// again a moment later, fetches that copy and keeps it for an hour. Here instead:
//
// - expiring a tag also records when (in the handler's hash of expired tags, which its `get`
//   already compares with each entry's time), for every tag, not only Next's implicit ones;
// - an entry is stamped with the time its render began (when this process asked for the key and
//   found nothing usable), not the time it was written: whatever expired its tags after that is
//   newer than the entry, so `get` drops it, on every instance;
// - a render whose tags were expired while it ran is not written at all, and its answer says so
//   (OUTDATED_HEADER), so that a cache in front does not keep it either (deploy/varnish/site.vcl);
// - an expiry that Redis did not take (down, or hung past the deadline) is kept in this process,
//   which meanwhile treats entries with those tags as expired, and written at its next chance.
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

import { RenderStarts, markOutdated } from './renderStarts.mjs';

export { OUTDATED_HEADER, RenderStarts } from './renderStarts.mjs';

/** The handler's own hash of tag -> when it was last expired (ms), see its `revalidateTag`. */
const EXPIRED_TAGS_KEY = '__revalidated_tags__';

/**
 * An expiry's record matters to the renders under way when it happened (minutes at most) and to
 * entries the library could not delete then; a week is far past both.
 */
const EXPIRY_RECORD_MS = 7 * 24 * 3600 * 1000;
const PRUNE_EVERY_MS = 3600 * 1000;

/** Whether Next renders (again) after this `get`: nothing found, or found past its fresh time. */
function rendersAfter(entry, now) {
  if (!entry) return true;
  const staleAt = entry.lifespan?.staleAt;
  return typeof staleAt === 'number' && staleAt * 1000 <= now;
}

/** `client` answers within its own deadlines (src/cache/serviceGuard.mjs); `now` for tests. */
export default function createPublishSafeHandler({ client, keyPrefix, timeoutMs, now = () => Date.now() }) {
  const inner = createRedisHandler({ client, keyPrefix, timeoutMs });
  const expiredTagsKey = keyPrefix + EXPIRED_TAGS_KEY;
  const starts = new RenderStarts(now);
  let prunedAt = 0;
  /** Expiries Redis has not taken yet: tag -> when it was expired. */
  const unwritten = new Map();

  async function recordExpiry(tag, time) {
    await client.hSet(expiredTagsKey, tag, String(time));
    await inner.revalidateTag(tag);
  }

  /** Writes the expiries Redis missed, oldest first; stops at the first failure. */
  async function writeUnwritten() {
    for (const [tag, time] of [...unwritten]) {
      await recordExpiry(tag, time);
      unwritten.delete(tag);
    }
  }

  function expiredHere(entry) {
    if (!entry || unwritten.size === 0) return false;
    return (entry.tags ?? []).some((tag) => (unwritten.get(tag) ?? -Infinity) > entry.lastModified);
  }

  async function expiredAfter(tags, time) {
    if (tags.length === 0) return false;
    const times = await client.hmGet(expiredTagsKey, tags);
    return times.some((value) => value !== null && value !== undefined && Number(value) > time);
  }

  async function pruneExpiryRecords() {
    const current = now();
    if (current - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = current;
    const records = await client.hGetAll(expiredTagsKey);
    const old = Object.entries(records)
      .filter(([, time]) => current - Number(time) > EXPIRY_RECORD_MS)
      .map(([tag]) => tag);
    if (old.length > 0) await client.hDel(expiredTagsKey, old);
  }

  return {
    name: 'redis-publish-safe',

    async get(key, meta) {
      let entry;
      try {
        if (unwritten.size > 0) await writeUnwritten();
        entry = await inner.get(key, meta);
      } catch (error) {
        starts.began(key);
        throw error;
      }
      if (expiredHere(entry)) entry = null;
      if (rendersAfter(entry, now())) starts.began(key);
      return entry;
    },

    async set(key, cacheHandlerValue, ctx) {
      // One millisecond earlier: an expiry in the very millisecond the render began is newer.
      const lastModified = starts.finished(key) - 1;
      const tags = [...(cacheHandlerValue.tags ?? [])];
      if (expiredHere({ tags, lastModified }) || (await expiredAfter(tags, lastModified))) {
        markOutdated(cacheHandlerValue.value);
        return;
      }
      await inner.set(key, { ...cacheHandlerValue, lastModified }, ctx);
    },

    async revalidateTag(tag) {
      const time = now();
      try {
        await recordExpiry(tag, time);
      } catch (error) {
        unwritten.set(tag, Math.max(time, unwritten.get(tag) ?? 0));
        throw error;
      }
      await pruneExpiryRecords().catch(() => {});
    },

    async delete(key) {
      await inner.delete(key);
    },

    async prepare() {
      await inner.prepare?.();
    },
  };
}
