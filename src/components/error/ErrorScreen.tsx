import Link from 'next/link';
import type { ReactNode } from 'react';

export const NOT_FOUND_TEXT =
  'Unsere Mitglieder stehen bei uns im Vordergrund. Deshalb sind wir für Sie auch immer unterwegs, nur leider nicht auf dieser Seite.';
export const ERROR_TEXT = 'Leider ist ein Fehler aufgetreten.';
export const HOME_LINK_TEXT = 'Hier geht es zur Startseite';

interface ErrorScreenProps {
  statusCode: number;
  statusMessage?: string | null;
  /** Extra line under the text, such as the 404 message with the path. */
  detail?: ReactNode;
}

/** Spec 2: the error screen with status code, (on 404) a picture, the text and a link home. */
export function ErrorScreen({ statusCode, statusMessage, detail }: ErrorScreenProps) {
  const isNotFound = statusCode === 404;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center py-6 text-center md:py-12" aria-labelledby="error-status">
      {isNotFound ? (
        // A small static SVG: nothing for the image optimizer to do. Lazy, because this screen
        // travels in every page's RSC payload as the not-found boundary, and React preloads every
        // eager image there: on every page, for a picture only a 404 shows.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src="/images/404.svg"
          alt="Eine Landstraße endet an einem Umleitungsschild"
          width={480}
          height={300}
          loading="lazy"
          className="h-auto w-full max-w-md"
        />
      ) : null}
      <h1 id="error-status" className="mt-6 text-6xl font-bold tracking-tight text-brand md:text-7xl">
        {statusCode}
      </h1>
      {!isNotFound && statusMessage ? <p className="mt-2 text-xl font-bold text-darkgrey">{statusMessage}</p> : null}
      <p className="mt-4 text-base leading-relaxed text-darkgrey md:text-xl">{isNotFound ? NOT_FOUND_TEXT : ERROR_TEXT}</p>
      {detail ? <div className="mt-3 text-sm text-lightgrey">{detail}</div> : null}
      <Link
        href="/"
        className="mt-8 inline-flex items-center rounded-full bg-brand px-6 py-3 text-base font-bold text-white shadow-sm hover:bg-brand-dark"
      >
        {HOME_LINK_TEXT}
      </Link>
    </section>
  );
}
