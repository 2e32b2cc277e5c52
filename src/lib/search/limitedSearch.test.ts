import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answerSearch, isCountedSearch, searchLimitMark } from './limitedSearch';
import { SEARCH_RATE_LIMIT } from './limits';

const WAIT_PAGE = '<!DOCTYPE html><html lang="de-AT"><body><h1>Suche</h1><p>Bitte kurz warten</p></body></html>';

let clients = 0;
/** A request from a client of its own, so no test shares another's count. */
function searchRequest(query: string, headers: Record<string, string> = {}, client = `10.77.0.${(clients += 1)}`) {
  return new NextRequest(`http://127.0.0.1:3999/suche?q=${encodeURIComponent(query)}`, { headers: { 'x-forwarded-for': client, ...headers } });
}

/** The headers the page gets with a request the proxy passed on. */
function passedOn(response: Response): Headers {
  const headers = new Headers();
  for (const name of response.headers.get('x-middleware-override-headers')?.split(',') ?? []) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

const fetched: Request[] = [];
beforeEach(() => {
  fetched.length = 0;
  vi.stubEnv('MOBILCLUB_OWN_ORIGIN', 'http://127.0.0.1:3999');
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    fetched.push(new Request(url, init));
    return new Response(WAIT_PAGE, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  });
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('mobilclub.searchLimitedPage')];
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the site search counted in the proxy', () => {
  it('counts a page load that searches, not the router fetching the page, an empty or too long query or another page', () => {
    expect(isCountedSearch(searchRequest('Vignette'))).toBe(true);
    expect(isCountedSearch(searchRequest('Vignette', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }))).toBe(true);
    // The router's navigations and prefetches are fetches of the page: the page counts them when it renders.
    expect(isCountedSearch(searchRequest('Vignette', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }))).toBe(false);
    expect(isCountedSearch(searchRequest('   '))).toBe(false);
    expect(isCountedSearch(searchRequest('x'.repeat(101)))).toBe(false);
    expect(isCountedSearch(new NextRequest('http://127.0.0.1:3999/suche'))).toBe(false);
    expect(isCountedSearch(new NextRequest('http://127.0.0.1:3999/verkehr?q=Vignette'))).toBe(false);
    expect(isCountedSearch(new NextRequest('http://127.0.0.1:3999/suche?q=Vignette', { method: 'POST' }))).toBe(false);
  });

  it('tells the page a search is counted, in a way a client cannot forge', async () => {
    const response = await answerSearch(searchRequest('Vignette', { 'x-mobilclub-search-limit': 'limited:geraten' }));
    expect(response.status).toBe(200);
    expect(searchLimitMark(passedOn(response))).toBe('counted');
    expect(searchLimitMark(new Headers({ 'x-mobilclub-search-limit': 'counted:geraten' }))).toBeNull();
  });

  it('answers a client over the limit with the held "please wait" page, status 429 and Retry-After', async () => {
    const client = '10.77.1.1';
    for (let search = 0; search < SEARCH_RATE_LIMIT.limit; search += 1) {
      expect(searchLimitMark(passedOn(await answerSearch(searchRequest(`maut${search}`, {}, client))))).toBe('counted');
    }
    // The page in that state was fetched from this server meanwhile, marked as the proxy's own request.
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.url).toBe('http://127.0.0.1:3999/suche');
    expect(searchLimitMark(fetched[0]?.headers ?? new Headers())).toBe('limited');

    const limited = await answerSearch(searchRequest('maut', {}, client));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    expect(await limited.text()).toBe(WAIT_PAGE);

    // Another client searches as before.
    expect(searchLimitMark(passedOn(await answerSearch(searchRequest('maut'))))).toBe('counted');
  });

  it('lets the page say "please wait" itself while the page is not held yet', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }));
    const client = '10.77.2.1';
    for (let search = 0; search < SEARCH_RATE_LIMIT.limit; search += 1) await answerSearch(searchRequest(`maut${search}`, {}, client));
    const limited = await answerSearch(searchRequest('maut', {}, client));
    expect(limited.status).toBe(200);
    expect(searchLimitMark(passedOn(limited))).toBe('limited');
  });

  it('fetches the "please wait" page once, and again only when it is shown and 10 s old: a search after a quiet spell renders nothing else', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.parse('2026-11-27T10:00:00Z');
      vi.setSystemTime(start);
      await answerSearch(searchRequest('maut'));
      expect(fetched).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 0));

      vi.setSystemTime(start + 60_000);
      expect(searchLimitMark(passedOn(await answerSearch(searchRequest('maut'))))).toBe('counted');
      expect(fetched).toHaveLength(1);

      const client = '10.77.3.1';
      for (let search = 0; search < SEARCH_RATE_LIMIT.limit; search += 1) await answerSearch(searchRequest(`maut${search}`, {}, client));
      expect(fetched).toHaveLength(1);
      // Shown, it is the copy held (a minute old), and fetched anew for the next one.
      const limited = await answerSearch(searchRequest('maut', {}, client));
      expect(limited.status).toBe(429);
      expect(await limited.text()).toBe(WAIT_PAGE);
      expect(fetched).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
