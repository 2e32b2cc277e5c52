import { SiteLink } from '@/components/link/SiteLink';
import type { HeadlineTag } from '@/components/tokens';
import { formatGermanDate, isoDate } from '@/lib/dates';

export interface CardTeaserProps {
  headline: string;
  description?: string | null;
  author?: string | null;
  datePublished?: string | null;
  link: string;
  headlineTag?: HeadlineTag;
}

/** A compact card (spec 3) whose whole area follows the link; the headline is the link's text. */
export function CardTeaser({ headline, description, author, datePublished, link, headlineTag: Headline = 'h3' }: CardTeaserProps) {
  const date = formatGermanDate(datePublished);
  return (
    <article className="group relative flex h-full flex-col rounded-xl border-t-4 border-accent bg-surface p-5 transition hover:bg-brand-light focus-within:ring-2 focus-within:ring-brand">
      <Headline className="text-lg leading-snug font-bold text-darkgrey">
        <SiteLink href={link} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand">
          {headline}
        </SiteLink>
      </Headline>
      {description ? <p className="mt-2 line-clamp-2 text-base text-darkgrey">{description}</p> : null}
      {author || date ? (
        <p className="mt-auto pt-3 text-sm text-lightgrey">
          {author}
          {author && date ? ' · ' : null}
          {date && datePublished ? <time dateTime={isoDate(datePublished)}>{date}</time> : null}
        </p>
      ) : null}
    </article>
  );
}
