import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';

import { RenderBlocks } from '@/blocks/RenderBlocks';
import { ArticleLayout } from '@/components/layouts/ArticleLayout';
import { ChannelLayout } from '@/components/layouts/ChannelLayout';
import { PageView } from '@/components/tracking/PageView.client';
import { type Page, resolvePath } from '@/lib/cms';
import { pathFromSegments } from '@/lib/routing/paths';

type Props = { params: Promise<{ path?: string[] }> };

// No page is built ahead: each is rendered on its first visit, then served from the cache.
// CMS changes expire pages at once by tag; the five minutes are what a CDN in front may keep
// a page, and a safety net for changes no tag covers.
export const revalidate = 300;

export function generateStaticParams(): { path: string[] }[] {
  return [];
}

const showDiagnostics = process.env.NODE_ENV === 'development';

function routeName(page: Page): string {
  if (page.kind === 'article') return 'article';
  return page.isHome ? 'home' : 'channel';
}

export default async function ContentPage({ params }: Props) {
  const { path: segments } = await params;
  const resolution = await resolvePath(pathFromSegments(segments));

  if (resolution.kind === 'not-found') notFound();
  if (resolution.kind === 'redirect') {
    if (resolution.permanent) permanentRedirect(resolution.to);
    redirect(resolution.to);
  }

  const { page } = resolution;
  const blocks = <RenderBlocks blocks={page.blocks} path={page.path} showDiagnostics={showDiagnostics} />;
  return (
    <>
      <PageView name={page.trackingName ?? routeName(page)} />
      {page.kind === 'article' ? (
        <ArticleLayout article={page}>{blocks}</ArticleLayout>
      ) : (
        <ChannelLayout title={page.title} isHome={page.isHome}>
          {blocks}
        </ChannelLayout>
      )}
    </>
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path: segments } = await params;
  const resolution = await resolvePath(pathFromSegments(segments));
  if (resolution.kind !== 'page') return {};
  const { page } = resolution;
  const image = page.kind === 'article' ? page.heroImage : null;
  const description = page.seo.description ?? (page.kind === 'article' ? page.leadText : null);
  // Keys left out fall back to the site's defaults from the layout; `undefined` would erase them.
  return {
    // The home page keeps the site's own title.
    ...(page.kind === 'channel' && page.isHome && !page.seo.title ? {} : { title: page.seo.title ?? page.title }),
    ...(description ? { description } : {}),
    alternates: { canonical: page.path },
    openGraph: {
      type: page.kind === 'article' ? 'article' : 'website',
      url: page.path,
      ...(image ? { images: [{ url: image.hq.url, width: image.hq.width, height: image.hq.height, alt: image.alt }] } : {}),
    },
  };
}
