'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useSyncExternalStore } from 'react';

import { notFoundMessage } from '@/lib/routing/notFound';
import { NOT_FOUND_LINE_MARKER } from '@/lib/routing/notFoundShell';

const subscribe = () => () => {};

function MessageLine({ search }: { search: string }) {
  const message = notFoundMessage(usePathname(), search);
  useEffect(() => {
    console.warn(JSON.stringify({ level: 'warn', event: 'page.not-found', statusCode: 404, url: window.location.href, message }));
  }, [message]);
  return <p>{message}</p>;
}

function MessageWithQuery() {
  const search = useSearchParams().toString();
  return <MessageLine search={search ? `?${search}` : ''} />;
}

function KnownPathMessage() {
  return (
    <Suspense fallback={<MessageLine search="" />}>
      <MessageWithQuery />
    </Suspense>
  );
}

/**
 * The 404 message with the visited path; the query joins in once the browser knows it.
 * `pathKnown: false` for the shared 404 page, rendered once for every path: its HTML holds a
 * marker that the proxy replaces with the line for the path asked for (src/lib/routing/notFoundPage.ts),
 * which hydration keeps; the browser then renders the line itself.
 */
export function NotFoundMessage({ pathKnown = true }: { pathKnown?: boolean }) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  if (!pathKnown && !inBrowser) return <p suppressHydrationWarning>{NOT_FOUND_LINE_MARKER}</p>;
  return <KnownPathMessage />;
}
