import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { SiteLink } from '@/components/link/SiteLink';
import { formatGermanDate, isoDate } from '@/lib/dates';

import type { HeadlineTag } from '@/components/tokens';

import type { TeaserProps } from './schema';

interface TeaserViewProps extends TeaserProps {
  /** The title's heading level: h2, or h3 below a list's own heading. */
  titleTag?: HeadlineTag;
  /** The page's first picture: loaded at once with high priority. */
  priority?: boolean;
  /** A teaser block on its own (not one of a row): it takes the text column, not a grid's cell. */
  alone?: boolean;
}

/** How wide the picture is shown: a cell of TeaserGrid's (or a list's) grid, or the text column (block-prose, 44rem). */
const SIZES = { cell: '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw', column: '(min-width: 768px) 44rem, 100vw' };

export function Teaser({ alone = false, ...props }: TeaserViewProps) {
  if (!alone) return <TeaserCard {...props} sizes={SIZES.cell} />;
  return (
    <div className="block-prose my-8">
      <TeaserCard {...props} sizes={SIZES.column} />
    </div>
  );
}

function TeaserCard({ title, leadText, link, author, datePublished, image, titleTag: Title = 'h2', priority = false, sizes }: TeaserViewProps & { sizes: string }) {
  const date = formatGermanDate(datePublished);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand ${image ? 'border-line bg-white' : 'border-brand/20 bg-brand-light'}`}
    >
      {image ? (
        <ResponsiveImage
          image={image}
          sizes={sizes}
          priority={priority}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <Title className="text-xl leading-snug font-bold text-darkgrey">
          {/* The link's hit area covers the whole card; its text stays the title alone. */}
          <SiteLink href={link} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand">
            {title}
            {image ? null : <span aria-hidden="true"> →</span>}
          </SiteLink>
        </Title>
        {leadText ? <p className="mt-3 line-clamp-3 text-base leading-relaxed text-darkgrey">{leadText}</p> : null}
        {author || date ? (
          <p className="mt-auto pt-4 text-sm text-lightgrey">
            {author ? <span>{author}</span> : null}
            {author && date ? <span aria-hidden="true"> · </span> : null}
            {date && datePublished ? <time dateTime={isoDate(datePublished)}>{date}</time> : null}
          </p>
        ) : null}
      </div>
    </article>
  );
}
