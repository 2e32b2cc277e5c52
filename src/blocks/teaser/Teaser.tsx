import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { SiteLink } from '@/components/link/SiteLink';
import { formatGermanDate, isoDate } from '@/lib/dates';

import type { TeaserProps } from './schema';

export function Teaser({ title, leadText, link, author, datePublished, image }: TeaserProps) {
  const date = formatGermanDate(datePublished);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand ${image ? 'border-line bg-white' : 'border-brand/20 bg-brand-light'}`}
    >
      {image ? (
        <ResponsiveImage
          image={image}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl leading-snug font-bold text-darkgrey">
          {/* The link's hit area covers the whole card; its text stays the title alone. */}
          <SiteLink href={link} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand">
            {title}
            {image ? null : <span aria-hidden="true"> →</span>}
          </SiteLink>
        </h2>
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
