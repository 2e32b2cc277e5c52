import type { ReactNode } from 'react';

import { videoObjects } from '@/blocks/multimedia/videoStructuredData';
import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { Breadcrumbs } from '@/components/layouts/Breadcrumbs';
import { StructuredData } from '@/components/seo/StructuredData';
import { SocialSharing } from '@/components/share/SocialSharing';
import type { ArticlePage } from '@/lib/cms';
import { formatGermanDate, isoDate } from '@/lib/dates';
import { articleCrumbs, articleData, breadcrumbList } from '@/lib/seo/structuredData';
import { getPublicSettings } from '@/lib/settings/public';

export function ArticleLayout({ article, children }: { article: ArticlePage; children: ReactNode }) {
  const date = formatGermanDate(article.datePublished);
  const settings = getPublicSettings();
  return (
    <>
      <StructuredData
        things={[
          articleData(article, settings),
          breadcrumbList(articleCrumbs(article), settings.siteUrl),
          ...videoObjects(article.blocks, {
            siteUrl: settings.siteUrl,
            description: article.leadText,
            datePublished: article.datePublished,
            dateModified: article.dateModified,
            image: article.heroImage,
          }),
        ]}
      />
      <article className="px-4 pt-6 pb-12 md:px-6 md:pt-10">
        <header className="mx-auto max-w-prose">
          <Breadcrumbs channel={article.channel} />
          <h1 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-darkgrey md:text-5xl">
            {article.title}
          </h1>
          {article.leadText ? <p className="mt-4 text-xl leading-relaxed text-darkgrey md:text-2xl">{article.leadText}</p> : null}
          {article.author || date ? (
            <p className="mt-4 text-base text-lightgrey">
              {article.author ? <span>Von {article.author}</span> : null}
              {article.author && date ? <span aria-hidden="true"> · </span> : null}
              {date && article.datePublished ? <time dateTime={isoDate(article.datePublished)}>{date}</time> : null}
            </p>
          ) : null}
        </header>
        {article.heroImage ? (
          <figure className="mx-auto mt-8 max-w-4xl">
            <ResponsiveImage
              image={article.heroImage}
              sizes="(min-width: 896px) 896px, 100vw"
              priority
              className="aspect-[16/9] w-full rounded-xl object-cover"
            />
            {article.heroImage.copyright ? (
              <figcaption className="mt-2 text-sm text-lightgrey">© {article.heroImage.copyright}</figcaption>
            ) : null}
          </figure>
        ) : null}
        <div className="mt-8">{children}</div>
        {article.showSharing ? <ArticleSharing article={article} /> : null}
      </article>
    </>
  );
}

/** Spec 7: sharing the article's canonical address and title, at its end. */
function ArticleSharing({ article }: { article: ArticlePage }) {
  const { siteUrl, xAccount } = getPublicSettings();
  return (
    <footer className="mx-auto mt-12 flex max-w-prose flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center">
      <p className="font-bold text-darkgrey">Artikel teilen:</p>
      <SocialSharing url={new URL(article.path, siteUrl).toString()} title={article.title} xAccount={xAccount} />
    </footer>
  );
}
