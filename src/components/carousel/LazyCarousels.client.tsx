'use client';

import dynamic from 'next/dynamic';

/**
 * The carousels for pages built from blocks. A client component of a route is otherwise bundled
 * with all the others and loaded on every page of it; through these, swiper's code and styles
 * load only where a carousel is rendered (still rendered on the server, so nothing shifts).
 */
export const LazyCarousel = dynamic(() => import('./Carousel.client').then((module) => module.Carousel));
export const LazyThumbnailCarousel = dynamic(() => import('./ThumbnailCarousel.client').then((module) => module.ThumbnailCarousel));
