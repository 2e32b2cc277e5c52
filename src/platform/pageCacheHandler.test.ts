// Also the canary of src/platform/pageCacheHandler.mjs: it runs on Next's own FileSystemCache (its
// static memoryCache, its entry kinds), so a change there fails here.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import type { CachedRouteKind, IncrementalCacheKind, IncrementalCachedAppPageValue } from 'next/dist/server/response-cache/types';
import { describe, expect, it } from 'vitest';

import PageCacheHandler from './pageCacheHandler.mjs';

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function page(status: number): IncrementalCachedAppPageValue {
  return {
    // Next's const enums hold these strings; its types cannot be used as values here.
    kind: 'APP_PAGE' as CachedRouteKind.APP_PAGE,
    status,
    html: '<html></html>',
    rscData: Buffer.from('rsc'),
    headers: {},
    postponed: undefined,
    segmentData: undefined,
  };
}

/** What a failure of the in-memory half means. */
const MEMORY =
  'Next’s FileSystemCache (next/dist/server/lib/incremental-cache/file-system-cache.js) no longer keeps entries in its static memoryCache, or its entries changed: ' +
  'src/platform/pageCacheHandler.mjs keeps 404s and CMS reads there, and they would now be lost (rendered every time) or written to disk.';

const context = { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false };

describe('the page cache', () => {
  it('keeps unknown paths (404) in memory only, and real pages on disk as Next does', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
    const cache = new PageCacheHandler({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir: dir,
      maxMemoryCacheSize: 10_000_000,
      revalidatedTags: [],
      _requestHeaders: {},
    });

    await cache.set('/reisen/gibt-es-nicht', page(404), context);
    expect(await filesUnder(dir)).toEqual([]);
    const remembered = await cache.get('/reisen/gibt-es-nicht', {
      kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE,
      isRoutePPREnabled: false,
      isFallback: false,
    });
    expect(remembered?.value, MEMORY).toMatchObject({ status: 404 });

    await cache.set('/reisen', page(200), context);
    expect(await filesUnder(dir)).toEqual(expect.arrayContaining(['reisen.html', 'reisen.rsc', 'reisen.meta']));
  });

  it('keeps CMS reads (the navigation) in memory only: a restart against another database reads anew', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
    // As in .next: Next writes fetched data beside the server's files, to cache/fetch-cache.
    const cache = new PageCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: path.join(dir, 'server'), maxMemoryCacheSize: 10_000_000, revalidatedTags: [], _requestHeaders: {} });
    const navigation = { kind: 'FETCH' as CachedRouteKind.FETCH, data: { headers: {}, body: '{"header":[]}', url: '' }, revalidate: 31_536_000 };
    await cache.set('cms-navigation-key', navigation, { fetchCache: true, tags: ['navigation'] });
    expect(await filesUnder(dir)).toEqual([]);
    const read = await cache.get('cms-navigation-key', { kind: 'FETCH' as IncrementalCacheKind.FETCH, tags: ['navigation'], softTags: [] });
    expect(read?.value, MEMORY).toMatchObject({ kind: 'FETCH', data: { body: '{"header":[]}' } });
  });

  it('does not keep a page whose render began before its tags were expired, and marks its answer, but keeps the next one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
    const cache = new PageCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: dir, maxMemoryCacheSize: 10_000_000, revalidatedTags: [], _requestHeaders: {} });
    const key = '/verkehr/ein-artikel';
    const getContext = { kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE, isRoutePPREnabled: false, isFallback: false };
    const tagged = (html: string) => ({ ...page(200), html, headers: { 'x-next-cache-tags': 'path:/verkehr/ein-artikel' } as Record<string, string> });

    // A visitor's render begins (nothing cached), the editor publishes, the render ends after.
    expect(await cache.get(key, getContext)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.revalidateTag(['path:/verkehr/ein-artikel'], { expire: 0 });
    const old = tagged('<p>alt</p>');
    await cache.set(key, old, context);
    expect(old.headers['x-club-outdated'], 'the old render’s answer is marked').toBe('1');
    // The next visitor, after the publish: nothing kept, so a render begins, and is kept.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get(key, getContext), 'the old render is not kept').toBeNull();
    const fresh = tagged('<p>neu</p>');
    await cache.set(key, fresh, context);
    expect(fresh.headers['x-club-outdated']).toBeUndefined();
    expect((await cache.get(key, getContext))?.value).toMatchObject({ html: '<p>neu</p>' });
  });
});
