import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';

import { safeRedirectPath } from '@/lib/links/safeRedirect';
import { isSignedInEditor } from '@/lib/preview/editor';
import { previewHref, seeOther } from '@/lib/preview/paths';
import { getPublicSettings } from '@/lib/settings/public';

export const dynamic = 'force-dynamic';

/**
 * Enters draft mode and shows the page at `?pfad=` with its latest draft: only for a signed-in
 * editor or admin (others are sent to the CMS's sign-in, and come back here after it).
 */
export async function GET(request: NextRequest) {
  const path = safeRedirectPath(request.nextUrl.searchParams.get('pfad'), getPublicSettings().siteUrl);
  if (!(await isSignedInEditor(request.headers.get('cookie')))) {
    return seeOther(`/admin/login?redirect=${encodeURIComponent(previewHref(path))}`);
  }
  (await draftMode()).enable();
  return seeOther(path);
}
