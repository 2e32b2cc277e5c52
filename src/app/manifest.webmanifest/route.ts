import { getPublicSettings } from '@/lib/settings/public';

/**
 * The web app manifest (spec 1: name and theme colour from the public runtime settings, read
 * when asked, so one build serves every environment). An hour of caching: a changed setting
 * reaches installed apps on their next check.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const { siteName, title, description, themeColor } = getPublicSettings();
  const manifest = {
    id: '/',
    name: title,
    short_name: siteName,
    description,
    lang: 'de-AT',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: themeColor,
    categories: ['news', 'travel'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
