'use client';

import { lazyComponent } from '@/components/lazy/lazyComponent';

/**
 * The carousels for pages built from blocks. A client component of a route is otherwise bundled
 * with all the others and loaded on every page of it; through these, swiper's code loads only
 * where a carousel is rendered, and only once it nears the viewport (still rendered on the
 * server, so nothing shifts).
 */
export const LazyCarousel = lazyComponent(() => import('./carousels.client').then((module) => module.Carousel), { nearViewport: true });
export const LazyThumbnailCarousel = lazyComponent(() => import('./carousels.client').then((module) => module.ThumbnailCarousel), { nearViewport: true });
