import type { QuoteProps } from './schema';

export function Quote({ quote, author, role }: QuoteProps) {
  return (
    <figure className="block-prose my-10 border-l-4 border-accent bg-surface px-6 py-5 md:px-8">
      <blockquote className="text-xl leading-relaxed font-normal text-darkgrey md:text-2xl">
        <p>„{quote}“</p>
      </blockquote>
      {author ? (
        <figcaption className="mt-4 text-base text-lightgrey">
          <span className="font-bold text-darkgrey">{author}</span>
          {role ? <span>, {role}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
