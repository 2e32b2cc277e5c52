import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { SiteLink } from '@/components/link/SiteLink';
import type { HeadlineTag } from '@/components/tokens';
import type { Image } from '@/lib/cms/types';
import { formatGermanDate, isoDate } from '@/lib/dates';

export interface CardTeaserProps {
  headline: string;
  description?: string | null;
  author?: string | null;
  datePublished?: string | null;
  link: string;
  headlineTag?: HeadlineTag;
  /** A picture above the text, in its sized variants. */
  image?: Image | null;
  /** The picture's rendered width in CSS terms. */
  imageSizes?: string;
  /** The page's first picture: loaded at once with high priority. */
  priority?: boolean;
}

/** A compact card (spec 3) whose whole area follows the link; the headline is the link's text. */
export function CardTeaser({
  headline,
  description,
  author,
  datePublished,
  link,
  headlineTag: Headline = 'h3',
  image,
  imageSizes = '(min-width: 1024px) 24rem, 100vw',
  priority = false,
}: CardTeaserProps) {
  const date = formatGermanDate(datePublished);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl bg-surface transition hover:bg-brand-light focus-within:ring-2 focus-within:ring-brand ${image ? '' : 'border-t-4 border-accent'}`}
    >
      {image ? (
        <ResponsiveImage image={image} sizes={imageSizes} priority={priority} className="aspect-[16/9] w-full border-b-4 border-accent object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Headline className="text-base leading-snug font-bold text-darkgrey">
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
      </div>
    </article>
  );
}
