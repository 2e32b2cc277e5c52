'use client';

import { useEffect } from 'react';

import { isChunkLoadError, reloadOnce } from '@/lib/pwa/reloadMarker';

/**
 * Last resort when even the root layout failed: plain HTML, no layout to lean on, and a plain
 * link home (a full load, the one thing that can help now). Not in src/components/islands.client.ts:
 * this screen is a chunk group of its own beside the layouts, and Turbopack copied all of that
 * module into it (9.6 kB gzip on every page).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isChunkLoadError(error) && reloadOnce('chunk-load-error')) return;
    console.error(JSON.stringify({ level: 'error', event: 'page.fatal', url: window.location.href, message: error.message, digest: error.digest }));
  }, [error]);
  return (
    <html lang="de-AT">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#2f3a45' }}>
        <h1 style={{ fontSize: '3rem', color: '#0d3b66' }}>500</h1>
        <p>Leider ist ein Fehler aufgetreten.</p>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load: the app itself failed */}
          <a href="/" style={{ color: '#0d3b66', fontWeight: 600 }}>
            Hier geht es zur Startseite
          </a>
        </p>
      </body>
    </html>
  );
}
