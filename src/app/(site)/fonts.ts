import localFont from 'next/font/local';

// Literal paths: next/font reads them at build time, before any code runs.

/** Self-hosted, so no visitor's browser asks a font CDN for anything. Preloaded: every page needs it. */
export const sourceSans = localFont({
  src: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  style: 'normal',
  weight: '200 900',
  variable: '--font-sans',
  display: 'swap',
});

/**
 * The italic face, a family of its own so that it is not preloaded on pages that have no
 * italics (most have none); globals.css gives it to the elements that are italic.
 */
export const sourceSansItalic = localFont({
  src: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2',
  style: 'italic',
  weight: '200 900',
  variable: '--font-sans-italic',
  display: 'swap',
  preload: false,
});
