'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { trackedPath } from '@/lib/tracking/secretPaths';

import { pushToDataLayer } from './dataLayer';

/**
 * Spec 2: each page view is tracked with the route name or the page's own tracking name. Path and
 * address as the tag manager may know them: a secret in them (a job-alert link's token) masked.
 */
export function PageView({ name }: { name: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const path = trackedPath(pathname);
    // A masked address keeps no query either.
    const location = `${window.location.origin}${path}${path === pathname ? window.location.search : ''}`;
    pushToDataLayer({ event: 'page_view', page_name: name, page_path: path, page_location: location });
  }, [name, pathname]);
  return null;
}
