/**
 * What the service worker may cache (spec 4, issue 8): pages and their RSC payloads network
 * first, images and hashed build files cache first; never the CMS admin or API, build files,
 * the worker itself, or a response that says it must not be stored (draft previews send
 * `private, no-store`). Pure functions, shared by the worker and its tests.
 */

import { CAREER_LINK_PREFIX } from '../lib/http/headers';
import { SEARCH_PATH } from '../lib/search/paths';

/** The German offline page (a route of the site) ... */
export const OFFLINE_PATH = '/offline';
/** ... and the script-free copy of it that the worker precaches and shows for pages that are
 * neither online nor cached (made by bin/buildServiceWorker.ts; scripts would hydrate the
 * offline page's route into the address the visitor asked for). */
export const OFFLINE_DOCUMENT = '/offline.html';

/** Paths the worker leaves alone entirely. */
const NEVER = /^\/(?:admin|api|builds|block-previews|login-nuxt\/redirect-target)(?:\/|$)|^\/sw\.js$/;

type RequestLike = Pick<Request, 'method' | 'mode' | 'destination' | 'headers'>;

export function isExcludedPath(pathname: string): boolean {
  return NEVER.test(pathname);
}

const isOwnGet = (request: RequestLike, url: URL, origin: string) => request.method === 'GET' && url.origin === origin && !isExcludedPath(url.pathname);

const isRsc = (request: RequestLike) => request.headers.get('RSC') === '1';
const isPrefetch = (request: RequestLike) => request.headers.has('Next-Router-Prefetch') || request.headers.has('Next-Router-Segment-Prefetch');

/** A page of the site as a document: a navigation, or a request for its HTML (caching a visited page). */
export function isPageRequest(request: RequestLike, url: URL, origin: string): boolean {
  if (!isOwnGet(request, url, origin) || isRsc(request) || url.pathname.startsWith('/_next/')) return false;
  return request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');
}

/** The RSC payload of a page, fetched by a client-side navigation (prefetches stay uncached). */
export function isPageDataRequest(request: RequestLike, url: URL, origin: string): boolean {
  return isOwnGet(request, url, origin) && isRsc(request) && !isPrefetch(request) && !url.pathname.startsWith('/_next/');
}

/**
 * Pages the server tells every cache not to store (`siteHeaders`): search results, and the career
 * portal's links with their secret tokens. The worker would not keep them, so a page does not
 * ask it to fetch them once more for offline use: for a results page that was a second search,
 * counted against the visitor's limit.
 */
export function isNeverStoredPage(pathname: string): boolean {
  return pathname === SEARCH_PATH || pathname === CAREER_LINK_PREFIX || pathname.startsWith(`${CAREER_LINK_PREFIX}/`);
}

/** Build output with a content hash in its name: scripts, styles, fonts. */
export function isHashedAsset(request: RequestLike, url: URL, origin: string): boolean {
  return isOwnGet(request, url, origin) && url.pathname.startsWith('/_next/static/');
}

/** Pictures of this site (the responsive variants under /_next/image included). */
export function isImageRequest(request: RequestLike, url: URL, origin: string): boolean {
  return isOwnGet(request, url, origin) && request.destination === 'image';
}

/** Only complete, shareable answers are kept: never a draft, an error or a redirect. */
export function isCacheable(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('Cache-Control') ?? '');
}
