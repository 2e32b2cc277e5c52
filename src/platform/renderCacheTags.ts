import 'server-only';

import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';

/**
 * Tags the page being rendered with `tags`, exactly as Next's `fetch(…, { next: { tags } })`
 * does (next/dist/server/lib/patch-fetch.js): the tags go onto the render's store and end up on
 * the cached page, so `revalidateTag` expires it. Reads that do not go through `fetch` (the
 * embedded CMS, in this process) need it; Next offers no public call for it outside
 * `"use cache"`. The store module is one Next shares with application code (".external").
 * Canary: renderCacheTags.canary.test.ts (every store type Next has, tagged exactly where Next's
 * fetch tags it); the publish e2e tests fail if tags stop reaching pages.
 */
export function tagRender(tags: readonly string[]): void {
  const store = workUnitAsyncStorage.getStore();
  if (!store) return;
  switch (store.type) {
    case 'prerender':
    case 'prerender-runtime':
    case 'prerender-client':
    case 'validation-client':
    case 'prerender-legacy':
    case 'cache':
    case 'private-cache': {
      const collected = (store.tags ??= []);
      for (const tag of tags) if (!collected.includes(tag)) collected.push(tag);
      return;
    }
    default:
      // A dynamic render (request) is never cached: nothing to tag.
      return;
  }
}
