import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import { DRAFT_MODE_COOKIE, HSTS, PAGE_CACHE_CONTROL, SITE_WIDE_HEADERS } from '@/lib/http/headers';
import { pagePolicyHeaders } from '@/lib/http/pagePolicies';
import { isContentPath } from '@/lib/routing/contentPaths';
import { isDecodablePath } from '@/lib/routing/malformedPath';
import { NOT_FOUND_PAGE_FETCH_HEADER, isNotFoundPageFetch, notFoundPageFor } from '@/lib/routing/notFoundPage';
import { NOT_FOUND_SHELL_PATH } from '@/lib/routing/notFoundShell';
import { type PathIndex, currentPathIndex, lookupPath } from '@/lib/routing/pathIndex';
import { getPublicSettings } from '@/lib/settings/public';
import { ANSWERED_BY_PROXY_HEADER } from '@/ops/requests/routeKind';

import type { RequestStep } from './requestStep';

/** A path on this site, in characters a header may hold (anything else: the page redirects). */
const SITE_PATH = /^\/(?!\/)[\x21-\x7e]*$/;
const DRAFT_COOKIE = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`);

/** The path and query of a request as Next reads them (WHATWG URL: dot segments resolved, unsafe characters escaped). */
function target(request: IncomingMessage): { pathname: string; search: string } | null {
  const url = request.url ?? '/';
  // `//host/x` would parse as another host; Next answers such a path itself.
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const { pathname, search } = new URL(url, 'http://site.invalid');
  return { pathname, search };
}

/**
 * Whether the index decides this request: a visitor's GET or HEAD of a content path. Not in an
 * editor's preview (drafts are not in the index), not for a path Next answers itself first (one
 * that does not decode: the proxy's 400; one with a trailing slash: Next's redirect), and not for
 * the server's own fetch of the 404 page.
 */
function decidedByIndex(request: IncomingMessage, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (DRAFT_COOKIE.test(request.headers.cookie ?? '')) return false;
  if (pathname.length > 1 && pathname.endsWith('/')) return false;
  if (pathname === NOT_FOUND_SHELL_PATH && isNotFoundPageFetch(request.headers[NOT_FOUND_PAGE_FETCH_HEADER])) return false;
  return isContentPath(pathname) && isDecodablePath(pathname);
}

/** What every answer of a content page carries (next.config.ts, and the proxy's two policies). */
function pageHeaders(request: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const { key, value } of SITE_WIDE_HEADERS) headers[key] = value;
  // The pipeline's first step has set the protocol as trusted proxies say it.
  if (request.headers['x-forwarded-proto'] === 'https') headers['Strict-Transport-Security'] = HSTS;
  for (const [key, value] of pagePolicyHeaders(getPublicSettings(), process.env.NODE_ENV === 'development')) headers[key] = value;
  return headers;
}

/**
 * A step of the server pipeline (src/lib/server/pipeline.ts): a request for a content path is
 * looked up in the index of published paths (src/lib/routing/pathIndex.ts) before Next routes it.
 * An unknown path gets the shared 404 page held in memory (src/lib/routing/notFoundPage.ts),
 * status 404; a redirect on this site (an editor's, an article's old address, `/article/{id}`,
 * `/channel/{slug}`) its 307 or 308. Neither renders anything, asks the CMS or leaves anything
 * behind per path, and neither passes through Next's router and proxy, which cost an unknown path
 * several times what the answer itself does (docs/performance.md). A known page, a redirect to
 * another site (the page answers it so the app router loads that site), and everything until the
 * index is loaded go on to Next, where the page decides as before.
 */
export function answerFromPathIndex(index: () => PathIndex | undefined = currentPathIndex): RequestStep {
  return (request, response, next) => {
    const current = index();
    const asked = current ? target(request) : null;
    if (!current || !asked || !decidedByIndex(request, asked.pathname)) return next();
    lookupPath(current, asked.pathname).then(
      (verdict) => {
        if (verdict.kind === 'page') return next();
        if (verdict.kind === 'redirect') {
          if (!SITE_PATH.test(verdict.to)) return next();
          answer(request, response, verdict.permanent ? 308 : 307, { ...pageHeaders(request), Location: verdict.to }, null);
          return;
        }
        const html = notFoundPageFor(asked.pathname, asked.search);
        if (html === null) return next();
        const headers = { ...pageHeaders(request), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex', [ANSWERED_BY_PROXY_HEADER]: '1' };
        answer(request, response, 404, headers, html);
      },
      () => next(),
    );
  };
}

function answer(request: IncomingMessage, response: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Uint8Array | null): void {
  response.writeHead(status, { ...headers, 'Content-Length': body?.byteLength ?? 0 });
  response.end(request.method === 'HEAD' ? undefined : (body ?? undefined));
}
