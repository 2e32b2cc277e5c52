'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Inside the admin's live preview: when the editor's draft is saved (autosave while typing),
 * the admin posts a message to this frame, and its server components render again with the new
 * draft. Payload's protocol (what `RefreshRouteOnSave` of @payloadcms/live-preview-react does;
 * that package exists only in 3.90.1, and Payload refuses to start beside another version).
 */
export function LivePreviewRefresh() {
  const router = useRouter();
  useEffect(() => {
    const admin = window.opener ?? (window.parent !== window ? window.parent : null);
    if (!admin) return undefined;
    // The admin is this site's own /admin: only its messages count.
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (event.origin === origin && typeof data === 'object' && data !== null && 'type' in data && data.type === 'payload-document-event') {
        router.refresh();
      }
    };
    window.addEventListener('message', onMessage);
    admin.postMessage({ type: 'payload-live-preview', ready: true }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [router]);
  return null;
}
