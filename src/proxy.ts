import { type NextRequest, NextResponse } from 'next/server';

import { CAREER_ROUTES } from '@/lib/career/links';
import { badRequestPage, isDecodablePath } from '@/lib/routing/malformedPath';
import { getPublicSettings } from '@/lib/settings/public';

const UNSUBSCRIBE_PREFIX = CAREER_ROUTES.unsubscribe('');

/**
 * Runs only for the paths of the matcher; every other request never runs this code.
 *
 * - A path with a `%`: a broken escape such as `/%zz` makes Next fail with a 500 deep in its
 *   router, so it is answered 400 before it gets there.
 * - A POST to the unsubscribe page is a mail program's one-click unsubscribe (RFC 8058: it posts
 *   to the List-Unsubscribe link, which is the page's own address); the CMS answers it.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isDecodablePath(pathname)) {
    return new NextResponse(badRequestPage(getPublicSettings().siteName), {
      status: 400,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  }
  if (request.method === 'POST' && pathname.startsWith(UNSUBSCRIBE_PREFIX)) {
    const token = pathname.slice(UNSUBSCRIBE_PREFIX.length);
    return NextResponse.rewrite(new URL(`/api/jobAlerts/one-click/${encodeURIComponent(token)}`, request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ['/:path(.*%.*)', '/karriere-portal/unsubscribe/:token'] };
