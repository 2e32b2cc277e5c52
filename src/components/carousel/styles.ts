/** Swiper's styles for both carousels (core, accessibility, scrollbar, thumbnails), in node_modules. */
export const SWIPER_STYLESHEET_FILES = [
  'swiper/swiper.min.css',
  'swiper/modules/a11y.min.css',
  'swiper/modules/scrollbar.min.css',
  'swiper/modules/thumbs.min.css',
] as const;

/**
 * Where the site serves them as one file (src/app/(site)/styles), per build so a new swiper
 * never meets an old cached stylesheet.
 */
export const SWIPER_STYLESHEET = `/styles/swiper.css?v=${process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev'}`;
