'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { pushToDataLayer } from './dataLayer';

/** Spec 2: each page view is tracked with the route name or the page's own tracking name. */
export function PageView({ name }: { name: string }) {
  const pathname = usePathname();
  useEffect(() => {
    pushToDataLayer({ event: 'page_view', page_name: name, page_path: pathname });
  }, [name, pathname]);
  return null;
}
