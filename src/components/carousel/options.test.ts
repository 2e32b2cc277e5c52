import { describe, expect, it } from 'vitest';

import { AUTOPLAY_DELAY_MS, SLIDE_SPEED_MS, THUMBNAIL_DEFAULTS, swiperLayout, thumbnailBreakpoints } from './options';

describe('swiperLayout', () => {
  it('shows one slide with a peek below 768 px, one from 768 px, 20 px apart, by default', () => {
    expect(swiperLayout({})).toEqual({
      slidesPerView: 1.3,
      spaceBetween: 20,
      breakpoints: { 768: { slidesPerView: 1, spaceBetween: 20 } },
      loop: false,
      speed: 300,
      autoplay: false,
    });
  });

  it('drops the peek when told to and takes the requested slides from 768 px', () => {
    expect(swiperLayout({ mobileSlidePeek: false, slidesPerView: 3, spaceBetween: 12 })).toMatchObject({
      slidesPerView: 1,
      breakpoints: { 768: { slidesPerView: 3, spaceBetween: 12 } },
    });
  });

  it('lets editor breakpoints win', () => {
    expect(swiperLayout({ slidesPerView: 2, breakpoints: { 768: { slidesPerView: 2.5 }, 1280: { slidesPerView: 4 } } }).breakpoints).toEqual({
      768: { slidesPerView: 2.5 },
      1280: { slidesPerView: 4 },
    });
  });

  it('autoplays every 3000 ms at 300 ms speed and keeps going after interaction', () => {
    expect(AUTOPLAY_DELAY_MS).toBe(3000);
    expect(SLIDE_SPEED_MS).toBe(300);
    expect(swiperLayout({ autoplay: true, loop: true })).toMatchObject({
      loop: true,
      autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
    });
  });
});

describe('thumbnail carousel', () => {
  it('has the spec’s constants', () => {
    expect(THUMBNAIL_DEFAULTS).toMatchObject({ loopedSlides: 5, spaceBetweenMain: 20, spaceBetweenThumbs: 13, touchRatio: 0.2 });
  });

  it('shows 3, 5, 6 and 7 thumbnails from 0, 360, 768 and 1024 px', () => {
    expect(thumbnailBreakpoints()).toEqual({ 0: { slidesPerView: 3 }, 360: { slidesPerView: 5 }, 768: { slidesPerView: 6 }, 1024: { slidesPerView: 7 } });
    expect(thumbnailBreakpoints({ 0: 2, 1024: 4 })).toEqual({ 0: { slidesPerView: 2 }, 1024: { slidesPerView: 4 } });
  });
});
