/** Spec 3 and 9: the carousel's options, defaults and constants. */
export const CAROUSEL_DEFAULTS = {
  slidesPerView: 1,
  spaceBetween: 20,
  roundCorners: true,
  mobileSlidePeek: true,
} as const;

export const MOBILE_BREAKPOINT = 768;
export const MOBILE_PEEK = 0.3;
export const AUTOPLAY_DELAY_MS = 3000;
export const SLIDE_SPEED_MS = 300;
export const SCROLLBAR_UPDATE_DELAY_MS = 10;

export const THUMBNAIL_DEFAULTS = {
  loopedSlides: 5,
  spaceBetweenMain: 20,
  spaceBetweenThumbs: 13,
  touchRatio: 0.2,
  breakpoints: { 0: 3, 360: 5, 768: 6, 1024: 7 } as Record<number, number>,
} as const;

export type Breakpoints = Record<number, { slidesPerView?: number; spaceBetween?: number }>;

export interface CarouselOptions {
  navigation?: boolean;
  /** Arrows beside the slides instead of over them (from 768 px). */
  navigationOutside?: boolean;
  /** Larger arrows below the slides on phones, easier to hit. */
  mobileOptimisedButtons?: boolean;
  autoplay?: boolean;
  slidesPerView?: number;
  loop?: boolean;
  scrollbar?: boolean;
  shadow?: boolean;
  roundCorners?: boolean;
  spaceBetween?: number;
  breakpoints?: Breakpoints;
  /** Below 768 px a third of the next slide peeks in, so visitors see there is more. */
  mobileSlidePeek?: boolean;
}

export interface SwiperLayout {
  slidesPerView: number;
  spaceBetween: number;
  breakpoints: Breakpoints;
  loop: boolean;
  speed: number;
  autoplay: false | { delay: number; disableOnInteraction: boolean; pauseOnMouseEnter: boolean };
}

/**
 * Turns the spec's options into Swiper's layout: below 768 px one slide (plus the peek), from
 * 768 px the requested number; breakpoints given by the editor win over both.
 */
export function swiperLayout(options: CarouselOptions): SwiperLayout {
  const slidesPerView = options.slidesPerView ?? CAROUSEL_DEFAULTS.slidesPerView;
  const spaceBetween = options.spaceBetween ?? CAROUSEL_DEFAULTS.spaceBetween;
  const peek = options.mobileSlidePeek ?? CAROUSEL_DEFAULTS.mobileSlidePeek;
  return {
    slidesPerView: 1 + (peek ? MOBILE_PEEK : 0),
    spaceBetween,
    breakpoints: { [MOBILE_BREAKPOINT]: { slidesPerView, spaceBetween }, ...options.breakpoints },
    loop: options.loop ?? false,
    speed: SLIDE_SPEED_MS,
    autoplay: options.autoplay ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
  };
}

/** The thumbnail strip's slides per view by width (spec 9), unless the editor sets its own. */
export function thumbnailBreakpoints(custom?: Record<number, number>): Breakpoints {
  const perView = custom ?? THUMBNAIL_DEFAULTS.breakpoints;
  return Object.fromEntries(Object.entries(perView).map(([width, count]) => [Number(width), { slidesPerView: count }]));
}
