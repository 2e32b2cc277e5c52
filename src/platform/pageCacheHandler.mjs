// Next's own file-system page cache, except that only pages (status 200) reach the disk.
//
// Every distinct path a page renders for is an entry of the catch-all route: with the plain file
// cache each leaves 55-75 kB in nine files under .next (HTML, RSC, segments, meta), so a crawler
// or an attacker asking for random paths fills the server's disk. Unknown paths mostly never get
// here (the proxy answers them from one shared 404 page), but what a page still answers with
// another status (a 404 past the last list page, a redirect for an article asked under an old
// slug) lives only in Next's in-memory LRU (cacheMaxMemorySize, 50 MB by default), which bounds
// it: a repeated path is still answered from memory, an evicted one is simply rendered again.
//
// With REDIS_URL (several instances), the shared cache in Redis instead: src/cache/sharedPageCache.mjs.
//
// Plain JavaScript: Next imports this file at runtime (next.config.ts `cacheHandler`). It extends
// Next's FileSystemCache and writes into its static memoryCache, neither of them public: its test
// (pageCacheHandler.test.ts) runs on Next's own class and is its canary.
//
// A render that read the CMS before a publish and finishes after its tags were expired would be
// written as new (Next stamps an entry with the time it is written): such a render is not written,
// and its answer is marked (src/cache/renderStarts.mjs), as the shared cache does for a cluster
// (src/cache/publishSafeHandler.mjs).
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { LONGEST_RENDER_MS, RenderStarts, markOutdated } from '../cache/renderStarts.mjs';

const Base = FileSystemCache.default ?? FileSystemCache;

/** The tags an entry is expired by: a page's from its header, a read's from its context. */
function tagsOf(data, ctx) {
  if (data?.kind === 'APP_PAGE') {
    const header = data.headers?.['x-next-cache-tags'];
    return typeof header === 'string' ? header.split(',') : [];
  }
  return Array.isArray(ctx?.tags) ? ctx.tags : [];
}

/** One process's page cache: its renders and its tags' expiries are its own. */
const renderStarts = new RenderStarts();
/** tag -> when this process last expired it (ms); kept as long as a render can be under way. */
const expiredAt = new Map();

export class FilePageCacheHandler extends Base {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // Nothing usable (none, or its tags expired): Next renders now.
    if (!entry) renderStarts.began(key);
    return entry;
  }

  async revalidateTag(tags, durations) {
    const now = Date.now();
    for (const [tag, time] of expiredAt) if (now - time > LONGEST_RENDER_MS) expiredAt.delete(tag);
    for (const tag of typeof tags === 'string' ? [tags] : tags) expiredAt.set(tag, now);
    return super.revalidateTag(tags, durations);
  }

  async set(key, data, ctx) {
    // One millisecond earlier: an expiry in the very millisecond the render began is newer.
    const began = renderStarts.finished(key) - 1;
    if (tagsOf(data, ctx).some((tag) => (expiredAt.get(tag) ?? -Infinity) > began)) {
      markOutdated(data);
      return;
    }
    if (data && data.kind === 'APP_PAGE' && data.status !== undefined && data.status !== 200) {
      Base.memoryCache?.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx.cacheControl });
      return;
    }
    // CMS reads kept for renders (the navigation, src/lib/cms): in memory only. On disk they
    // would outlive the database they came from, into the next start against a fresh or
    // restored one (a build's own reads, an e2e run's seed), with nothing to expire them.
    if (data && data.kind === 'FETCH') {
      Base.memoryCache?.set(key, { value: data, lastModified: Date.now(), cacheControl: undefined });
      return;
    }
    return super.set(key, data, ctx);
  }
}

// Not while building: prerendering writes only to the build's own files.
const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build';

export default shared
  ? (await import('../cache/sharedPageCache.mjs')).default(process.env.REDIS_URL)
  : FilePageCacheHandler;
