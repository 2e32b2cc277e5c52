'use client';

import { lazyComponent } from '@/components/lazy/lazyComponent';

/** The tag manager, its code (and the consent store's) fetched only where it is enabled. */
export const LazyTagManager = lazyComponent(() => import('./TagManager.client').then((module) => module.TagManager));
