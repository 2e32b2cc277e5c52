import { type NextRequest, NextResponse } from 'next/server';

import { badRequestPage, isDecodablePath } from '@/lib/routing/malformedPath';
import { getPublicSettings } from '@/lib/settings/public';

/**
 * Only paths with a `%` come here (see the matcher): a broken escape such as `/%zz` makes Next
 * fail with a 500 deep in its router, so it is answered 400 before it gets there. Every other
 * request never runs this code.
 */
export function proxy(request: NextRequest) {
  if (isDecodablePath(request.nextUrl.pathname)) return NextResponse.next();
  return new NextResponse(badRequestPage(getPublicSettings().siteName), {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}

export const config = { matcher: '/:path(.*%.*)' };
