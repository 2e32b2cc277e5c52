'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useSyncExternalStore } from 'react';

import { notFoundMessage } from '@/lib/routing/notFound';

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
 * `pathKnown: false` for the shared 404 page, rendered once for every path: there only the
 * browser knows the path, so the line is filled in after hydration (an empty line until then
 * keeps the layout from shifting).
 */
export function NotFoundMessage({ pathKnown = true }: { pathKnown?: boolean }) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  if (!pathKnown && !inBrowser) return <p aria-hidden="true">&nbsp;</p>;
  return <KnownPathMessage />;
}
