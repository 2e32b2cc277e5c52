'use client';

import Link from 'next/link';
import { useEffect } from 'react';

import { isChunkLoadError, reloadOnce } from '@/lib/pwa/reloadMarker';

/** Last resort when even the root layout failed: plain HTML, no layout to lean on. */
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
          <Link href="/" style={{ color: '#0d3b66', fontWeight: 600 }}>
            Hier geht es zur Startseite
          </Link>
        </p>
      </body>
    </html>
  );
}
