import localFont from 'next/font/local';

/** Self-hosted, so no visitor's browser asks a font CDN for anything. */
export const sourceSans = localFont({
  src: [
    { path: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', style: 'normal', weight: '200 900' },
    { path: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-italic.woff2', style: 'italic', weight: '200 900' },
  ],
  variable: '--font-sans',
  display: 'swap',
});
