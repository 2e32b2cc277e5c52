'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Inside the admin's live preview: when the editor's draft is saved (autosave while typing),
 * the admin posts a message to this frame, and its server components render again with the new
 * draft (Payload's `RefreshRouteOnSave`). The admin is this site's own /admin: only messages from
 * this origin count. A preview opened in a tab of its own is no live preview: nothing listens,
 * and nothing renders twice on load.
 */
export function LivePreviewRefresh() {
  const router = useRouter();
  const refresh = useCallback(() => router.refresh(), [router]);
  const adminOrigin = useSyncExternalStore(neverChanges, originInsideAdmin, () => null);
  if (!adminOrigin) return null;
  return <RefreshRouteOnSave refresh={refresh} serverURL={adminOrigin} />;
}

const neverChanges = () => () => {};

/** This page's origin when it is shown in the admin's frame or opened by it; else null. */
function originInsideAdmin(): string | null {
  return window.opener !== null || window.parent !== window ? window.location.origin : null;
}
