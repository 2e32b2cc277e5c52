/** Next's page cache as far as expiring tags goes (its IncrementalCache, with the configured handler). */
export interface TagExpiringCache {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

/**
 * Next's page cache of this process, for expiring tags outside a request (a queued job), where
 * `revalidateTag` from next/cache refuses to run. Next keeps the cache it builds for a request on
 * `globalThis.__incrementalCache` (next/dist/server/route-modules/route-module.js and the app-page
 * and app-route templates), a private global: undefined until this process has answered a
 * request. Canary: incrementalCache.canary.test.ts.
 */
export function processIncrementalCache(): TagExpiringCache | undefined {
  return (globalThis as { __incrementalCache?: TagExpiringCache }).__incrementalCache;
}
