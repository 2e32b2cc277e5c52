'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

import { notFoundMessage } from '@/lib/routing/notFound';

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

/** The 404 message with the visited path; the query joins in once the browser knows it. */
export function NotFoundMessage() {
  return (
    <Suspense fallback={<MessageLine search="" />}>
      <MessageWithQuery />
    </Suspense>
  );
}
