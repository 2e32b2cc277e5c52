import type { NextRequest } from 'next/server';

import { safeRedirectPath } from '@/lib/links/safeRedirect';
import { getPublicSettings } from '@/lib/settings/public';

/**
 * Spec 2: where a sign-in flow returns to. Leads on to `?redirect=` when that is a path on this
 * site (spec 5's internal rule), otherwise home: never off-site. The answer depends on the
 * query, so nothing stores it.
 */
export function GET(request: NextRequest): Response {
  const location = safeRedirectPath(request.nextUrl.searchParams.get('redirect'), getPublicSettings().siteUrl);
  return new Response(null, {
    status: 307,
    headers: { Location: location, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
