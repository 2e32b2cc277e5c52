'use client';

/**
 * Both carousels in one module, so that a page with both fetches one script with swiper in it
 * once (apart, each of the two scripts brought its own copy).
 */
export { Carousel } from './Carousel.client';
export { ThumbnailCarousel } from './ThumbnailCarousel.client';
