import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import PageCacheHandler, { MemoryEntries, MemoryExpiries, OUTDATED_HEADER, RenderStarts, createPageCache } from './pageCache.mjs';

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const setContext = { cacheControl: { revalidate: 300, expire: undefined } };

function page(html: string, { status = 200, tags = [] as string[] } = {}) {
  return { kind: 'APP_PAGE', status, html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags.join(',') } as Record<string, string>, postponed: undefined, segmentData: undefined };
}

const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | undefined)?.html ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memoryCache(maxBytes = 10_000_000) {
  const local = new MemoryEntries(maxBytes);
  return createPageCache({ shared: local, local, expiries: new MemoryExpiries(() => Date.now()) });
}

describe('the page cache of one instance', () => {
  it('answers a 404 again from memory and writes nothing to disk, whatever Next hands it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
    const handler = new PageCacheHandler({ serverDistDir: dir, maxMemoryCacheSize: 10_000_000 });
    await handler.set('/reisen/gibt-es-nicht', page('<p>Nicht gefunden</p>', { status: 404 }), setContext);
    await handler.set('/reisen', page('<p>Reisen</p>'), setContext);
    expect(htmlOf(await handler.get('/reisen/gibt-es-nicht', pageContext))).toBe('<p>Nicht gefunden</p>');
    expect(htmlOf(await handler.get('/reisen', pageContext))).toBe('<p>Reisen</p>');
    expect(await readdir(dir, { recursive: true })).toEqual([]);
  });

  it('keeps at most its memory budget, letting the least recently read go first', async () => {
    const cache = memoryCache(3 * (512 + 1_000 + 3));
    const html = (name: string) => name.padEnd(1_000, '.');
    for (const name of ['/a', '/b', '/c']) await cache.set(name, page(html(name)), setContext);
    await cache.get('/a', pageContext);
    await cache.set('/d', page(html('/d')), setContext);
    expect(await cache.get('/b', pageContext), 'the least recently read goes').toBeNull();
    for (const name of ['/a', '/c', '/d']) expect(htmlOf(await cache.get(name, pageContext))).toBe(html(name));
  });

  it('drops a CMS read once one of its tags is expired, and keeps others', async () => {
    const cache = memoryCache();
    const read = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, url: '' }, revalidate: 31_536_000 });
    await cache.set('navigation-key', read('{"header":[]}'), { tags: ['navigation'] });
    await cache.set('sitemap-key', read('{"channels":3}'), { tags: ['sitemap'] });
    await sleep(2);
    await cache.revalidateTag(['navigation']);
    expect(await cache.get('navigation-key', { kind: 'FETCH', tags: ['navigation'], softTags: [] })).toBeNull();
    expect((await cache.get('sitemap-key', { kind: 'FETCH', tags: ['sitemap'], softTags: [] }))?.value).toMatchObject({ data: { body: '{"channels":3}' } });
  });

  it('does not keep a page whose render began before its tags were expired, and marks its answer, but keeps the next one', async () => {
    const cache = memoryCache();
    const key = '/verkehr/ein-artikel';
    const tags = ['path:/verkehr/ein-artikel'];
    await cache.set(key, page('<p>erst</p>', { tags }), setContext);
    await sleep(2);
    // The editor publishes, a visitor's render begins (nothing usable), another publish, the render ends.
    await cache.revalidateTag(tags);
    await sleep(2);
    expect(await cache.get(key, pageContext)).toBeNull();
    await sleep(2);
    await cache.revalidateTag(tags);
    const old = page('<p>alt</p>', { tags });
    await cache.set(key, old, setContext);
    expect(old.headers[OUTDATED_HEADER], 'the old render’s answer is marked').toBe('1');
    await sleep(2);
    expect(await cache.get(key, pageContext), 'the old render is not kept').toBeNull();
    const fresh = page('<p>neu</p>', { tags });
    await cache.set(key, fresh, setContext);
    expect(fresh.headers[OUTDATED_HEADER]).toBeUndefined();
    expect(htmlOf(await cache.get(key, pageContext))).toBe('<p>neu</p>');
  });

  it('answers a published page instead of the 404 it was before', async () => {
    const cache = memoryCache();
    const key = '/reisen/neu';
    const tags = ['path:/reisen/neu'];
    await cache.set(key, page('<p>Nicht gefunden</p>', { status: 404, tags }), setContext);
    await sleep(2);
    await cache.revalidateTag(tags);
    await sleep(2);
    expect(await cache.get(key, pageContext)).toBeNull();
    await cache.set(key, page('<p>Neu</p>', { tags }), setContext);
    expect(htmlOf(await cache.get(key, pageContext))).toBe('<p>Neu</p>');
  });
});

describe('when a render of a page began', () => {
  it('stamps each finished render no later than it began, whatever order renders of one page end in', () => {
    let now = 100;
    const starts = new RenderStarts(() => now);
    starts.began('/a');
    now = 150;
    starts.began('/a');
    now = 200;
    // The later render ends first: it is stamped with the earlier start (never later than its own).
    expect(starts.finished('/a')).toBe(100);
    expect(starts.finished('/a')).toBe(100);
    // No render known: the time it is written, as before.
    now = 300;
    expect(starts.finished('/a')).toBe(300);
  });

  it('forgets a start after two minutes (a render that long has failed)', () => {
    let now = 0;
    const starts = new RenderStarts(() => now);
    starts.began('/b');
    now = 121_000;
    expect(starts.finished('/b')).toBe(121_000);
  });
});
