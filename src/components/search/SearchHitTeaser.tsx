import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { SiteLink } from '@/components/link/SiteLink';
import type { SearchHit } from '@/lib/cms';
import { formatGermanDate, isoDate } from '@/lib/dates';
import { highlightRuns } from '@/lib/search/highlight';

const KIND_LABELS: Record<SearchHit['kind'], string> = { article: 'Artikel', job: 'Stellenangebot', channel: 'Rubrik' };

/** A text with the words the search found marked (`<mark>`: screen readers may announce them). */
function Highlighted({ text, stems }: { text: string; stems: ReadonlySet<string> }) {
  return highlightRuns(text, stems).map((run, index) =>
    run.match ? (
      <mark key={index} className="rounded-sm bg-[#fde9a9] px-0.5 text-darkgrey">
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
}

/**
 * One search hit: picture, title, lead text and a snippet of the page's text with the words
 * found highlighted, and where it lives (channel, date). The whole card is the link.
 */
export function SearchHitTeaser({ hit, stems, priority = false }: { hit: SearchHit; stems: ReadonlySet<string>; priority?: boolean }) {
  const date = formatGermanDate(hit.datePublished);
  return (
    <article className="group relative flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-brand hover:shadow-md sm:flex-row sm:p-5">
      {hit.image ? (
        <ResponsiveImage
          image={hit.image}
          sizes="(min-width: 640px) 12rem, 100vw"
          priority={priority}
          className="aspect-[16/9] w-full shrink-0 rounded-lg object-cover sm:w-48"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold text-lightgrey">
          <span>{hit.kind === 'channel' && hit.path === '/' ? 'Startseite' : KIND_LABELS[hit.kind]}</span>
          {hit.channelTitle ? <span> in {hit.channelTitle}</span> : null}
          {date && hit.datePublished ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={isoDate(hit.datePublished)}>{date}</time>
            </>
          ) : null}
        </p>
        <h2 className="mt-1 text-xl leading-snug font-bold text-darkgrey">
          <SiteLink href={hit.path} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand">
            <Highlighted text={hit.title} stems={stems} />
          </SiteLink>
        </h2>
        {hit.leadText ? (
          <p className="mt-2 line-clamp-3 text-base leading-relaxed text-darkgrey">
            <Highlighted text={hit.leadText} stems={stems} />
          </p>
        ) : null}
        {hit.snippet ? (
          <p className="mt-2 text-sm leading-relaxed text-lightgrey">
            <Highlighted text={hit.snippet} stems={stems} />
          </p>
        ) : null}
      </div>
    </article>
  );
}
