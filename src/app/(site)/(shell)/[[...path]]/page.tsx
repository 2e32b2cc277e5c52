import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cookies, draftMode } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';

import { RenderBlocks, type VisualBlocks, countBlockPages } from '@/blocks/RenderBlocks';
import { ArticleLayout } from '@/components/layouts/ArticleLayout';
import { ChannelLayout } from '@/components/layouts/ChannelLayout';
import { NotFoundAnswer, notFoundMetadata } from '@/components/error/NotFoundAnswer';
import { NotFoundScreen } from '@/components/error/NotFoundScreen';
import { JobPostingLayout } from '@/components/layouts/JobPostingLayout';
import { PreviewBanner } from '@/components/preview/PreviewBanner';
import { PageView } from '@/components/islands.client';
import { type Page, resolvePath } from '@/lib/cms';
import { CMS_TOKEN_COOKIE } from '@/lib/preview/editor';
import { adminEditHref } from '@/lib/preview/visual';
import { listPageHref, splitListPage } from '@/lib/routing/listPages';
import { pathFromSegments } from '@/lib/routing/paths';
import { siteOpenGraph } from '@/lib/seo/openGraph';
import { getPublicSettings } from '@/lib/settings/public';

type Props = { params: Promise<{ path?: string[] }> };

// No page is built ahead: each is rendered on its first visit, then served from the cache.
// CMS changes expire pages at once by tag; the five minutes are what a CDN in front may keep
// a page, and a safety net for changes no tag covers.
export const revalidate = 300;

export function generateStaticParams(): { path: string[] }[] {
  return [];
}

const isDevelopment = process.env.NODE_ENV === 'development';

/** Visual mode in previews (docs/editors.md); `VISUAL_MODE=off` leaves previews without it. */
function visualModeOn(): boolean {
  return process.env.VISUAL_MODE !== 'off';
}

/**
 * An editor's preview (draft mode, entered through /vorschau): the latest drafts, read with
 * their CMS token. Cookies are read only then, so visitors' pages stay static.
 */
async function preview(): Promise<{ enabled: boolean; token: string | undefined }> {
  if (!(await draftMode()).isEnabled) return { enabled: false, token: undefined };
  return { enabled: true, token: (await cookies()).get(CMS_TOKEN_COOKIE)?.value || undefined };
}

/**
 * Visual mode (a preview only; its module is loaded only then): the page with each text it shows
 * marked with its field's path, and the blocks' links into the admin (src/blocks/fieldPaths.ts).
 */
async function forVisualMode(page: Page): Promise<{ page: Page; visual: VisualBlocks }> {
  const { blockLabel, withFieldPath, withFieldPaths } = await import('@/blocks/fieldPaths');
  const blocks = page.blocks.map(withFieldPaths);
  const texts = { title: withFieldPath(page.title, 'title') };
  const marked: Page =
    page.kind === 'article'
      ? { ...page, ...texts, blocks, leadText: withFieldPath(page.leadText, 'leadText'), author: withFieldPath(page.author, 'author') }
      : page.kind === 'job'
        ? { ...page, ...texts, blocks, leadText: withFieldPath(page.leadText, 'leadText') }
        : { ...page, blocks };
  return { page: marked, visual: { label: blockLabel, editHref: (path) => adminEditHref(page.kind, page.id, { path }) } };
}

function routeName(page: Page): string {
  if (page.kind === 'channel') return page.isHome ? 'home' : 'channel';
  return page.kind;
}

function Layout({ page, children }: { page: Page; children: ReactNode }) {
  if (page.kind === 'article') return <ArticleLayout article={page}>{children}</ArticleLayout>;
  if (page.kind === 'job') return <JobPostingLayout job={page}>{children}</JobPostingLayout>;
  return (
    <ChannelLayout title={page.title} path={page.path} isHome={page.isHome} blocks={page.blocks} dateModified={page.dateModified}>
      {children}
    </ChannelLayout>
  );
}

/** The page at these segments, and which page of its list (`?page=N`, see listPages.ts). */
async function load(params: Props['params']) {
  const { path: segments } = await params;
  const { segments: pathSegments, pageNumber } = splitListPage(segments);
  const { enabled, token } = await preview();
  if (pageNumber === null) return { resolution: null, pageNumber: 1, preview: enabled };
  return { resolution: await resolvePath(pathFromSegments(pathSegments), token), pageNumber, preview: enabled };
}

/** Past the last page of the page's list, or a page number on a page without one. */
async function pastLastPage(page: Page, pageNumber: number): Promise<boolean> {
  return pageNumber > 1 && pageNumber > (await countBlockPages(page.blocks, { path: page.path, pageNumber }));
}

/** The 404 (its screen in the HTML: see NotFoundAnswer). */
const notFoundAnswer = <NotFoundAnswer screen={<NotFoundScreen />} />;

export default async function ContentPage({ params }: Props) {
  const { resolution, pageNumber, preview: isPreview } = await load(params);

  if (!resolution || resolution.kind === 'not-found') return notFoundAnswer;
  if (resolution.kind === 'redirect') {
    if (resolution.permanent) permanentRedirect(resolution.to);
    redirect(resolution.to);
  }

  const { page, visual } = isPreview && visualModeOn() ? await forVisualMode(resolution.page) : { page: resolution.page, visual: undefined };
  if (await pastLastPage(page, pageNumber)) return notFoundAnswer;

  const blocks = (
    <RenderBlocks
      blocks={page.blocks}
      path={page.path}
      pageNumber={pageNumber}
      // Below an article's title picture, no block holds the page's first picture.
      firstImagePriority={page.kind !== 'article' || !page.heroImage}
      // Editors see in place why a block is not shown (an unknown type, a broken rule).
      showDiagnostics={isDevelopment || isPreview}
      visual={visual}
    />
  );
  return (
    <>
      {isPreview ? <PreviewBanner path={page.path} incompleteBlocks={resolution.incompleteBlocks} visualMode={visual !== undefined} /> : <PageView name={page.trackingName ?? routeName(page)} />}
      <Layout page={page}>{blocks}</Layout>
    </>
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { resolution, pageNumber, preview: isPreview } = await load(params);
  if (resolution?.kind === 'redirect') return {};
  if (!resolution || resolution.kind === 'not-found' || (await pastLastPage(resolution.page, pageNumber))) return notFoundMetadata;
  const { page } = resolution;
  const image = page.kind === 'article' ? page.heroImage : null;
  const description = page.seo.description ?? (page.kind === 'channel' ? null : page.leadText);
  const canonical = listPageHref(page.path, pageNumber);
  const title = page.seo.title ?? page.title;
  // Keys left out fall back to the site's defaults from the layout; `undefined` would erase them.
  return {
    // The home page keeps the site's own title, unless it is a later page of its list.
    ...(page.kind === 'channel' && page.isHome && !page.seo.title && pageNumber === 1
      ? {}
      : { title: pageNumber > 1 ? `${title} – Seite ${pageNumber}` : title }),
    ...(description ? { description } : {}),
    alternates: { canonical },
    ...(isPreview ? { robots: { index: false, follow: false } } : {}),
    openGraph: {
      ...siteOpenGraph(getPublicSettings()),
      type: page.kind === 'article' ? 'article' : 'website',
      url: canonical,
      ...(image ? { images: [{ url: image.hq.url, width: image.hq.width, height: image.hq.height, alt: image.alt }] } : {}),
    },
  };
}
