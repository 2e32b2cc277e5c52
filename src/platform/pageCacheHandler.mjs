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
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const Base = FileSystemCache.default ?? FileSystemCache;

export class FilePageCacheHandler extends Base {
  async set(key, data, ctx) {
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
