import { type NextRequest, NextResponse } from 'next/server';

import { CAREER_ROUTES } from '@/lib/career/links';
import { pagePolicyHeaders } from '@/lib/http/pagePolicies';
import { badRequestPage, isDecodablePath } from '@/lib/routing/malformedPath';
import { answerSearch, isCountedSearch } from '@/lib/search/limitedSearch';
import { getPublicSettings } from '@/lib/settings/public';
import { ownOrigin } from '@/lib/server/ownOrigin';

const UNSUBSCRIBE_PREFIX = CAREER_ROUTES.unsubscribe('');

/**
 * Runs before every page request (the matcher leaves out Next's own files, the CMS and its API).
 *
 * - A path with a `%` that does not decode (`/%zz`) makes Next fail with a 500 deep in its
 *   router, so it is answered 400 here.
 * - A POST to the unsubscribe page is a mail program's one-click unsubscribe (RFC 8058: it posts
 *   to the List-Unsubscribe link, which is the page's own address); the CMS answers it.
 * - Unknown paths and redirects on this site never get here: the server pipeline answers them
 *   from the index of published paths (src/lib/server/pathIndexAnswers.ts). Known paths, and every
 *   path until the index is loaded or in an editor's preview, go on to their page.
 * - A search on the results page is counted against the client's limit here: over it, the
 *   visitor gets the page's "please wait" state with status 429 (src/lib/search/limitedSearch.ts).
 * - Every answer gets the site's two policy headers, naming only the vendors it is configured for
 *   (see `pagePolicyHeaders`).
 */
function answer(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  if (!isDecodablePath(pathname)) {
    return new NextResponse(badRequestPage(getPublicSettings().siteName), {
      status: 400,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  }
  if (request.method === 'POST' && pathname.startsWith(UNSUBSCRIBE_PREFIX)) {
    const token = pathname.slice(UNSUBSCRIBE_PREFIX.length);
    return NextResponse.rewrite(onThisServer(`/api/jobAlerts/one-click/${encodeURIComponent(token)}`, request));
  }
  return NextResponse.next();
}

/**
 * `to` against the request, with this server's address as Next knows it. Next turns a rewrite
 * or redirect to its own address back into a path (a relative Location, no proxying), but it
 * builds the request's URL with "localhost" while it compares with the address it listens on
 * (`-H 127.0.0.1`, as in the cluster): a rewrite became a request to localhost, which nothing
 * answered, and a Location pointed visitors at localhost. Another site's address stays as it is.
 */
function onThisServer(to: string, request: NextRequest): URL {
  const url = new URL(to, request.url);
  const own = ownOrigin();
  if (own && url.origin === request.nextUrl.origin) url.host = new URL(own).host;
  return url;
}


const DEV = process.env.NODE_ENV === 'development';

/** The site's policies for the vendors its settings enable (src/lib/http/pagePolicies.ts), built once per settings. */
function withPolicies(response: NextResponse): NextResponse {
  for (const [key, value] of pagePolicyHeaders(getPublicSettings(), DEV)) response.headers.set(key, value);
  return response;
}

/** A server action's id, as Next writes it into the page: hex. */
const ACTION_ID = /^[0-9a-f]{40,64}$/i;

function refusal(status: number, message: string): NextResponse {
  return new NextResponse(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' } });
}

/** The host the request was sent to, as Next's server actions compare it with the origin. */
const requestHost = (request: NextRequest) => request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');

/**
 * What Next would answer with a 500: a server-action call with an id that is none, or from
 * another origin (Next's CSRF check), gets 400 or 403. (A body over the limit never gets here:
 * src/platform/pageBodyLimit.ts answers it as the server receives it.)
 */
function refusedBeforeNext(request: NextRequest): NextResponse | null {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const action = request.headers.get('next-action');
  if (action === null) return null;
  if (!ACTION_ID.test(action)) return refusal(400, 'Diese Anfrage ist keine gültige Aktion dieser Website.');
  const origin = request.headers.get('origin');
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = 'invalid';
  }
  if (origin !== null && originHost !== requestHost(request)) return refusal(403, 'Abgelehnt: Diese Aktion kommt nicht von dieser Website.');
  return null;
}

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const refused = refusedBeforeNext(request);
  if (refused) return withPolicies(refused);
  // The admin's server actions pass only the check above.
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) return NextResponse.next();
  // A search is counted here, the one place that can answer 429 with a page (src/lib/search/limitedSearch.ts).
  if (isCountedSearch(request)) return answerSearch(request).then(withPolicies);
  return withPolicies(answer(request));
}

export const config = {
  matcher: [
    '/((?!_next/|api/|admin(?:/|$)).*)',
    // The admin only for its server actions' calls.
    { source: '/admin/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
