import { describe, expect, it } from 'vitest';

import { OUTDATED_HEADER } from '@/cache/pageCache.mjs';

import { requireInstalled, versionOf } from './canary';

requireInstalled('next/dist/server/node-environment-baseline.js');

type Entry = { value: { kind: string; headers: Record<string, string> } | null } | null;
type ResponseCacheType = new (options: { minimalMode: boolean; route: { kind: string } }) => {
  get(key: string, generate: () => Promise<unknown>, context: object): Promise<Entry>;
};

const { default: ResponseCache } = requireInstalled<{ default: ResponseCacheType }>('next/dist/server/response-cache/index.js');
const { default: RenderResult } = requireInstalled<{ default: { fromStatic(body: string, contentType: string): unknown } }>('next/dist/server/render-result.js');

const NOT_SENT =
  'src/cache/pageCache.mjs marks a page rendered from outdated content by adding a header to the value Next hands its cache ' +
  'handler’s set(), expecting Next to send the page from that same value afterwards (next/dist/server/response-cache: handleRevalidate ' +
  'awaits incrementalCache.set, then toResponseCacheEntry keeps value.headers). It no longer does: Varnish would keep such pages for an hour. ' +
  'Find where the answer’s headers come from now, or drop the page’s cache-control for such a render another way.';

describe(`canary: the answer is sent from the value the cache handler was handed, in Next ${versionOf('next')} (src/cache/pageCache.mjs)`, () => {
  it('carries a header the handler’s set() added to the page’s headers', async () => {
    const cache = new ResponseCache({ minimalMode: false, route: { kind: 'APP_PAGE' } });
    const incrementalCache = {
      get: async () => null,
      set: async (_key: string, value: { headers?: Record<string, string> }) => {
        if (value.headers) value.headers[OUTDATED_HEADER] = '1';
      },
    };
    const render = async () => ({
      value: { kind: 'APP_PAGE', html: RenderResult.fromStatic('<p>Seite</p>', 'text/html; charset=utf-8'), headers: { 'x-next-cache-tags': 'path:/seite' }, status: 200, rscData: Buffer.from('rsc'), postponed: undefined, segmentData: undefined },
      cacheControl: { revalidate: 300, expire: undefined },
    });
    const entry = await cache.get('/seite', render, { incrementalCache, isOnDemandRevalidate: false, isFallback: false, isRoutePPREnabled: false, isPrefetch: false });
    expect(entry?.value?.kind).toBe('APP_PAGE');
    expect(entry?.value?.headers[OUTDATED_HEADER], NOT_SENT).toBe('1');
  });
});
