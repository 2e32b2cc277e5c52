'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { trackedLocation, trackedPath } from '@/lib/tracking/secretPaths';

import { pushToDataLayer } from './dataLayer';

/**
 * Spec 2: each page view is tracked with the route name or the page's own tracking name. Path and
 * address as the tag manager may know them: a secret in them (a job-alert link's token) masked.
 */
export function PageView({ name }: { name: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const { origin, search } = window.location;
    pushToDataLayer({ event: 'page_view', page_name: name, page_path: trackedPath(pathname), page_location: trackedLocation({ origin, pathname, search }) });
  }, [name, pathname]);
  return null;
}
