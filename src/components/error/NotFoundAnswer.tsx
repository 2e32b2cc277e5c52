import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';

/** A 404's title (Next adds `noindex` to a 404 render itself). */
export const notFoundMetadata: Metadata = { title: 'Seite nicht gefunden' };

function RaiseNotFound(): never {
  notFound();
}

/**
 * A page's 404 answer with `screen` in its HTML, for pages rendered on first visit and cached
 * (ISR). A page calling `notFound()` itself gets status 404 but HTML without the not-found
 * boundary: `<html id="__next_error__">`, no `lang`, an empty body that only the browser's
 * JavaScript fills (Next 16.4.6 and 16.5.0, docs/upstream/next-not-found-html.md). Raised below
 * the screen, inside a boundary, the render still ends in 404 (with Next's noindex), and the
 * browser keeps the screen. A streamed (dynamic) page would answer 200 this way: it calls
 * `notFound()` itself.
 */
export function NotFoundAnswer({ screen }: { screen: ReactNode }) {
  return (
    <>
      {screen}
      <Suspense fallback={null}>
        <RaiseNotFound />
      </Suspense>
    </>
  );
}
