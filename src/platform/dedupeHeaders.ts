import type { ServerResponse } from 'node:http';

import type { RequestStep } from '@/lib/server/requestStep';

/**
 * Next.js appends a cached redirect's headers onto a response that already has them, so the
 * first (cache-miss) response of an ISR redirect carries `Location` twice. Proxies join the
 * two into `/a, /a`, which crawlers do not follow (vercel/next.js#82117, fix pending in #95913).
 * This step of the server pipeline makes the response skip appending a value a header already
 * holds; remove it once Next.js ships the fix.
 * Canary: dedupeHeaders.canary.test.ts runs Next's replay of cached headers and fails once it no
 * longer duplicates.
 */
export const dedupeAppendedHeaders: RequestStep = (_request, response, next) => {
  const append = response.appendHeader;
  response.appendHeader = function appendNewValues(this: ServerResponse, name: string, value: string | readonly string[]) {
    const existing = this.getHeader(name);
    const present = new Set((Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]).map(String));
    const values = (Array.isArray(value) ? value : [value]).filter((v) => !present.has(String(v)));
    return values.length === 0 ? this : append.call(this, name, values);
  };
  next();
};
