'use client';

import { type ComponentProps, Suspense, lazy } from 'react';

import type { Carousel } from './Carousel.client';
import type { ThumbnailCarousel } from './ThumbnailCarousel.client';

/**
 * The carousels for pages built from blocks. A client component of a route is otherwise bundled
 * with all the others and loaded on every page of it; through these, swiper's code loads only
 * where a carousel is rendered. They are still rendered on the server (nothing shifts): the
 * browser keeps that markup until the code has arrived and then takes it over. React's own
 * lazy, not next/dynamic, whose loader would add its code to every page.
 */
const CarouselCode = lazy(() => import('./Carousel.client').then((module) => ({ default: module.Carousel })));
const ThumbnailCarouselCode = lazy(() => import('./ThumbnailCarousel.client').then((module) => ({ default: module.ThumbnailCarousel })));

export function LazyCarousel(props: ComponentProps<typeof Carousel>) {
  return (
    <Suspense>
      <CarouselCode {...props} />
    </Suspense>
  );
}

export function LazyThumbnailCarousel(props: ComponentProps<typeof ThumbnailCarousel>) {
  return (
    <Suspense>
      <ThumbnailCarouselCode {...props} />
    </Suspense>
  );
}
