'use client';

import { type ComponentProps, Suspense, lazy } from 'react';

import type { TagManager } from './TagManager.client';

// Only where the tag manager is enabled does its code (and the consent store's) load.
const TagManagerCode = lazy(() => import('./TagManager.client').then((module) => ({ default: module.TagManager })));

/** The tag manager, its code fetched only when rendered; it shows nothing, so nothing waits for it. */
export function LazyTagManager(props: ComponentProps<typeof TagManager>) {
  return (
    <Suspense fallback={null}>
      <TagManagerCode {...props} />
    </Suspense>
  );
}
