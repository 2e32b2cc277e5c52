import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';

import { safeRedirectPath } from '@/lib/links/safeRedirect';
import { seeOther } from '@/lib/preview/paths';
import { getPublicSettings } from '@/lib/settings/public';

export const dynamic = 'force-dynamic';

/** Leaves draft mode and returns to the public page at `?pfad=` (anyone may leave). */
export async function GET(request: NextRequest) {
  const path = safeRedirectPath(request.nextUrl.searchParams.get('pfad'), getPublicSettings().siteUrl);
  (await draftMode()).disable();
  return seeOther(path);
}
