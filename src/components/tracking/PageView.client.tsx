'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { trackedPath } from '@/lib/tracking/secretPaths';

import { pushToDataLayer } from './dataLayer';

/**
 * Spec 2: each page view is tracked with the route name or the page's own tracking name, and its
 * path with a secret in it (a job-alert link's token) masked. The address itself the tag manager
 * never sees there: it does not load in such a document (TagManager).
 */
export function PageView({ name }: { name: string }) {
  const pathname = usePathname();
  useEffect(() => {
    pushToDataLayer({ event: 'page_view', page_name: name, page_path: trackedPath(pathname) });
  }, [name, pathname]);
  return null;
}
