import type { Metadata } from 'next';
import Link from 'next/link';

import { Button } from '@/components/button/Button';
import { LoginLayout } from '@/components/layouts/LoginLayout';

export const metadata: Metadata = { title: 'Offline', robots: { index: false } };
export const dynamic = 'force-static';

/**
 * What the service worker shows for a page that is neither online nor cached. It reaches the
 * visitor as plain HTML and CSS (public/offline.html, made from this page at build time, no
 * scripts), so everything here works without JavaScript: "retry" is a form that reloads the
 * address the visitor asked for.
 */
export default function OfflinePage() {
  return (
    <LoginLayout>
      <h1 className="text-2xl font-bold text-brand">Sie sind offline</h1>
      <p className="mt-3 text-base text-darkgrey">
        Diese Seite ist ohne Internetverbindung leider nicht verfügbar. Seiten, die Sie schon besucht haben, können Sie
        weiterhin lesen.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <form method="get">
          <Button type="submit">Erneut versuchen</Button>
        </form>
        <Link href="/" className="text-base">
          Zur Startseite
        </Link>
      </div>
    </LoginLayout>
  );
}
