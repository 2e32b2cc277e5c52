'use client';

import { lazyComponent } from '@/components/lazy/lazyComponent';

/** The live preview's refresher, fetched only in draft mode (visitors never load it). */
export const LazyLivePreviewRefresh = lazyComponent(() => import('./LivePreviewRefresh.client').then((module) => module.LivePreviewRefresh));

/** Visual mode's outlines and clicks, fetched only in draft mode (visitors never load it). */
export const LazyVisualMode = lazyComponent(() => import('./VisualMode.client').then((module) => module.VisualMode));
