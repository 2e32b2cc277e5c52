import { Pagination } from '@/components/pagination/Pagination';
import { CardTeaser } from '@/components/teaser/CardTeaser';
import { Headline } from '@/components/text/Headline';
import { getArticleList } from '@/lib/cms';

import { Teaser } from '../teaser/Teaser';
import type { BlockContext } from '../types';
import type { ArticleListProps } from './schema';

/** The list's page count, for the page to answer 404 past the end; the same request the list renders from. */
export async function articleListPages({ channel, pageSize }: ArticleListProps, { pageNumber }: BlockContext): Promise<number> {
  const { totalPages } = await getArticleList(channel.id, channel.path, pageSize, pageNumber);
  return totalPages;
}

/**
 * The newest articles of a channel and its sub-channels, as teasers or cards, with real page
 * links (`?page=2`) that work without JavaScript and are cached like the first page.
 */
export async function ArticleList({ id, headline, channel, display, pageSize }: ArticleListProps, { path, pageNumber, priority }: BlockContext) {
  const { articles, totalPages } = await getArticleList(channel.id, channel.path, pageSize, pageNumber);
  const headingId = headline && id ? `liste-${id}` : undefined;
  const label = headline ?? `Artikel aus ${channel.title ?? 'diesem Channel'}`;
  return (
    <section className="my-12" aria-labelledby={headingId} aria-label={headingId ? undefined : label}>
      {headline ? (
        <Headline tag="h2" id={headingId} className="mb-6">
          {headline}
          {pageNumber > 1 ? <span className="ml-2 text-base font-normal text-lightgrey">Seite {pageNumber}</span> : null}
        </Headline>
      ) : null}
      {articles.length === 0 ? (
        <p className="text-base text-lightgrey">Hier erscheinen bald die ersten Artikel.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.id}>
              {display === 'cards' ? (
                <CardTeaser
                  headline={article.title}
                  headlineTag={headline ? 'h3' : 'h2'}
                  description={article.leadText}
                  author={article.author}
                  datePublished={article.datePublished}
                  link={article.path}
                  image={article.image}
                  imageSizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
                  priority={priority && index === 0}
                />
              ) : (
                <Teaser
                  titleTag={headline ? 'h3' : 'h2'}
                  title={article.title}
                  leadText={article.leadText}
                  author={article.author}
                  datePublished={article.datePublished}
                  link={article.path}
                  image={article.image}
                  priority={priority && index === 0}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10">
        <Pagination amountPages={totalPages} currentPage={pageNumber} basePath={path} label={`Seiten: ${label}`} />
      </div>
    </section>
  );
}
