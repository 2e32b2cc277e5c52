'use client';

import { lazyComponent } from '@/components/lazy/lazyComponent';

/**
 * The video player and the consent gate for pages built from blocks. A client component of a
 * route is otherwise bundled with all the others and loaded on every page of it; through these,
 * their code loads only where a video is rendered (still rendered on the server).
 */
export const LazyVideoPlayer = lazyComponent(() => import('./videoWidgets.client').then((module) => module.VideoPlayer));
export const LazyConsentGate = lazyComponent(() => import('./videoWidgets.client').then((module) => module.ConsentGate));
