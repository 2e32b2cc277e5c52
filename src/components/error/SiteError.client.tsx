'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { ErrorScreen } from '@/components/error/ErrorScreen';
import { CMS_UNAVAILABLE_DIGEST } from '@/lib/cms/errors';
import { isCrawler } from '@/lib/crawler';
import { isChunkLoadError, reloadOnce } from '@/lib/pwa/reloadMarker';

type Props = { error: Error & { digest?: string }; reset: () => void };

const isDevelopment = process.env.NODE_ENV === 'development';

const subscribe = () => () => {};
const readIsCrawler = () => isCrawler(navigator.userAgent);

/** The status the server answered with: 503 while the CMS is away (src/platform/cmsOutageStatus.ts), else 500. */
function statusOf(error: Props['error']) {
  return error.digest === CMS_UNAVAILABLE_DIGEST
    ? { code: 503, message: 'Service Unavailable', german: 'Dienst vorübergehend nicht verfügbar' }
    : { code: 500, message: 'Internal Server Error', german: 'Interner Serverfehler' };
}

/** Spec 2: other errors show status and text; development shows the raw details instead. */
export function SiteError({ error }: Props) {
  const crawler = useSyncExternalStore(subscribe, readIsCrawler, () => false);
  const status = statusOf(error);

  useEffect(() => {
    // A chunk of the app is gone (a newer build replaced it): a full load fetches the new one.
    if (isChunkLoadError(error) && reloadOnce('chunk-load-error')) return;
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'page.error',
        url: window.location.href,
        statusCode: status.code,
        statusMessage: status.message,
        message: error.message,
        digest: error.digest,
        stack: error.stack,
      }),
    );
  }, [error, status.code, status.message]);

  // Crawlers get the status code and nothing to index.
  if (crawler) return null;

  if (isDevelopment) {
    return (
      <main id="inhalt" className="mx-auto w-full max-w-page flex-1 px-4 py-10 md:px-6">
        <h1 className="text-3xl font-bold text-danger">Fehler {status.code}</h1>
        <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-base">
          <dt className="font-bold">Umgebung</dt>
          <dd>{process.env.NODE_ENV}</dd>
          <dt className="font-bold">Status</dt>
          <dd>{status.code}</dd>
        </dl>
        <pre className="mt-6 overflow-x-auto rounded-lg bg-surface p-4 text-sm whitespace-pre-wrap">
          {error.stack ?? error.message}
        </pre>
      </main>
    );
  }

  return (
    <main id="inhalt" className="mx-auto w-full max-w-page flex-1 px-4 py-10 md:px-6">
      <ErrorScreen statusCode={status.code} statusMessage={status.german} />
    </main>
  );
}
