import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { describe, expect, it } from 'vitest';

import { readInstalled, sliceFrom, versionOf } from './canary';
import { dedupeAppendedHeaders } from './dedupeHeaders';

const TEMPLATE = 'next/dist/build/templates/app-page-runtime.js';

/**
 * Next's replay of a cached page's headers onto the response (the app-page handler it builds into
 * every page route), taken from its template as it is and run on a real response.
 */
function replayCachedHeaders(): (res: ServerResponse, headers: Record<string, string>) => void {
  const block = sliceFrom(readInstalled(TEMPLATE), 'if (cachedData.headers) {', '\n                }\n');
  if (!block) {
    throw new Error(
      `${TEMPLATE} no longer replays cached headers in an \`if (cachedData.headers) {…}\` block. Next may have fixed the duplicate Location ` +
        '(vercel/next.js#82117, #95913): request a cached redirect twice (an article under an old slug) and look at its raw headers; if Location is ' +
        'there once, remove src/platform/dedupeHeaders.ts and its call in src/lib/server/registerNode.ts, else point this canary at the new code.',
    );
  }
  // The block's free names, as the template has them in scope.
  const run = new Function('cachedData', 'res', 'isMinimalMode', 'isSSG', '_constants1', block) as (...args: unknown[]) => void;
  return (res, headers) => run({ headers }, res, false, true, { NEXT_CACHE_TAGS_HEADER: 'x-next-cache-tags' });
}

/** A response as the render of a redirect leaves it, before the cached entry's headers are replayed. */
function redirectResponse(): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('Location', '/reisen');
  return res;
}

describe(`canary: cached headers in Next ${versionOf('next')} (src/platform/dedupeHeaders.ts)`, () => {
  it('Next still appends a cached redirect’s Location to the one its render set (so the workaround is still needed) …', () => {
    const res = redirectResponse();
    replayCachedHeaders()(res, { location: '/reisen' });
    expect(
      res.getHeader('location'),
      'Next no longer sends Location twice on the first response of a cached redirect (vercel/next.js#82117 fixed): ' +
        'remove src/platform/dedupeHeaders.ts, its step in src/lib/server/pipeline.ts, and this canary.',
    ).toEqual(['/reisen', '/reisen']);
  });

  it('… and with it, Location is sent once', () => {
    const res = redirectResponse();
    dedupeAppendedHeaders(res.req, res, () => undefined);
    replayCachedHeaders()(res, { location: '/reisen', vary: 'RSC' });
    expect(res.getHeader('location')).toBe('/reisen');
    expect(res.getHeader('vary')).toEqual(['RSC']);
  });
});
