import { type NextRequest, NextResponse } from 'next/server';

import { clientKey } from '@/lib/http/rateLimit';
import { heldPage, ownRequestToken } from '@/lib/routing/heldPage';

import { queryWords } from './german';
import { MAX_SEARCH_QUERY_LENGTH } from './limits';
import { SEARCH_PATH } from './paths';
import { takeSearchLimit } from './rateLimit';

/** A query as the results page reads it from `?q=`: spaces collapsed, trimmed. */
export function normalizedQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

/** Why the results page will not search for a query, or null when it will (then it counts). */
export function queryProblem(query: string): 'empty' | 'too-long' | null {
  if (queryWords(query).length === 0) return 'empty';
  if (query.length > MAX_SEARCH_QUERY_LENGTH) return 'too-long';
  return null;
}

/**
 * The proxy's word to the results page, with this process's token (ownRequestToken): the search
 * is counted already, or over the limit. A client cannot send it: without the token it is ignored.
 */
const LIMIT_HEADER = 'x-mobilclub-search-limit';
type LimitMark = 'counted' | 'limited';

export function searchLimitMark(headers: Headers): LimitMark | null {
  const value = headers.get(LIMIT_HEADER);
  if (value === `counted:${ownRequestToken()}`) return 'counted';
  if (value === `limited:${ownRequestToken()}`) return 'limited';
  return null;
}

/** The results page in its "please wait" state (with the site's header and footer), held for the 429. */
const limitedPageHtml = heldPage('mobilclub.searchLimitedPage', SEARCH_PATH, () => ({ [LIMIT_HEADER]: `limited:${ownRequestToken()}` }));

/**
 * A page load the results page would answer with a search: counted here, in the proxy, because
 * only here can a client over the limit get status 429 (a page cannot set it; a rewrite's
 * status is dropped). The router's requests (its navigations and prefetches, `fetch` from the
 * page: `Sec-Fetch-Dest: empty`) are left to the page, which counts them if it renders them, as
 * before: Next hides their own headers from the proxy, and the router could not use a 429 (it
 * would take it for no page and load the address again). A client without the Fetch Metadata
 * headers (a script, a bot) is counted here.
 */
export function isCountedSearch(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.nextUrl.pathname !== SEARCH_PATH) return false;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return false;
  const query = request.nextUrl.searchParams.get('q');
  return query !== null && queryProblem(normalizedQuery(query)) === null;
}

/** Passes the request on to the page with the mark. */
function markedForPage(request: NextRequest, mark: LimitMark): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(LIMIT_HEADER, `${mark}:${ownRequestToken()}`);
  return NextResponse.next({ request: { headers } });
}

/**
 * Counts the search. Over the limit, the client gets the held "please wait" page with 429 and
 * Retry-After; until that page is held (the first second after a start), the page's own
 * rendering of that state.
 */
export async function answerSearch(request: NextRequest): Promise<NextResponse> {
  const limit = await takeSearchLimit(clientKey(request.headers));
  if (limit.ok) {
    // Fetched before the first client runs over the limit, and kept fresh only where it is
    // shown: refreshed on every search, it was rendered beside the first search after each
    // quiet spell of 10 s.
    limitedPageHtml(Date.now(), 'if-none');
    return markedForPage(request, 'counted');
  }
  const html = limitedPageHtml();
  if (html === null) return markedForPage(request, 'limited');
  return new NextResponse(request.method === 'HEAD' ? null : html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Retry-After': String(limit.retryAfterSeconds),
      'X-Robots-Tag': 'noindex, follow',
    },
  });
}
