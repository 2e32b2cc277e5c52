import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { siteOpenGraph } from '@/lib/seo/openGraph';
import { getPublicSettings } from '@/lib/settings/public';
import { InlineSiteStyles } from '@/components/islands.client';
import { siteCss } from '@/styles/siteCss';
import { handOverSiteCss } from '@/styles/stylesHandoff';

export function generateMetadata(): Metadata {
  const settings = getPublicSettings();
  return {
    metadataBase: new URL(settings.siteUrl),
    title: { default: settings.title, template: `%s | ${settings.siteName}` },
    description: settings.description,
    applicationName: settings.siteName,
    openGraph: { ...siteOpenGraph(settings), type: 'website' },
    manifest: '/manifest.webmanifest',
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/icons/icon.svg', type: 'image/svg+xml' },
      ],
      apple: { url: '/icons/apple-touch-icon.png', sizes: '180x180' },
    },
    appleWebApp: { capable: true, title: settings.siteName, statusBarStyle: 'default' },
  };
}

export function generateViewport(): Viewport {
  return { themeColor: getPublicSettings().themeColor, width: 'device-width', initialScale: 1 };
}

export default async function SiteRootLayout({ children }: { children: ReactNode }) {
  handOverSiteCss(await siteCss());
  return (
    <html lang="de-AT">
      <body className="flex min-h-dvh flex-col">
        <InlineSiteStyles />
        <a
          href="#inhalt"
          className="sr-only z-50 rounded bg-brand px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Zum Inhalt springen
        </a>
        {children}
      </body>
    </html>
  );
}
