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
 * A request the results page would answer with a search: counted here, in the proxy, because
 * only here can a client over the limit get status 429 (a page cannot set it; a rewrite's
 * status is dropped). A prefetch of the router is left to the page, which counts it if it
 * renders it, as for any other request without the mark.
 */
export function isCountedSearch(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.nextUrl.pathname !== SEARCH_PATH || request.headers.has('next-router-prefetch')) return false;
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
 * Counts the search. Over the limit, a page request gets the held "please wait" page with 429
 * and Retry-After; the router's request for a page's payload (`RSC`) and any request before the
 * page is held get the page's own rendering of that state (it cannot be a 429: the router
 * would take the answer for no page and load the address again).
 */
export async function answerSearch(request: NextRequest): Promise<NextResponse> {
  // Asked on every search, so it is fetched before the first client runs over the limit.
  const html = limitedPageHtml();
  const limit = await takeSearchLimit(clientKey(request.headers));
  if (limit.ok) return markedForPage(request, 'counted');
  if (html === null || request.headers.has('rsc')) return markedForPage(request, 'limited');
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
