'use client';

import { lazyComponent } from '@/components/lazy/lazyComponent';

/** The live preview's refresher, fetched only in draft mode (visitors never load it). */
export const LazyLivePreviewRefresh = lazyComponent(() => import('./LivePreviewRefresh.client').then((module) => module.LivePreviewRefresh));
