import { FIELD_VALUES, STATE_VALUES } from '@/lib/career/options';
import type { ArticleListQuery, JobAlertByTokenQuery, ArticlePageFragment, ChannelPageFragment, JobListQuery, JobPostingPageFragment, NavigationQuery, SiteSearchQuery } from '@/gql/graphql';

import type { ArticlePage, ArticleSummary, ChannelPage, Image, ImageVariant, JobAlertView, JobPostingPage, JobSummary, Navigation, NavigationLink, SearchHit } from './types';

type Variant = { url?: string | null; width?: number | null; height?: number | null } | null | undefined;

/** An upload as queried with the ImageData fragment (or validated to that shape by a block schema). */
export interface ImageSource {
  alt: string;
  copyright?: string | null;
  url?: string | null;
  width?: number | null;
  height?: number | null;
  sizes?: Partial<Record<'lq' | 'mq' | 'hq' | 'lqWebp' | 'mqWebp' | 'hqWebp', Variant>> | null;
}

function variant(size: Variant): ImageVariant | null {
  return size?.url && size.width && size.height ? { url: size.url, width: size.width, height: size.height } : null;
}

/** An upload in the spec's qualities. Sizes missing (an original smaller than them) fall back to the next larger one. */
export function reshapeImage(image: ImageSource | null | undefined): Image | null {
  if (!image?.url || !image.width || !image.height) return null;
  const original: ImageVariant = { url: image.url, width: image.width, height: image.height };
  const hq = variant(image.sizes?.hq) ?? original;
  const mq = variant(image.sizes?.mq) ?? hq;
  const lq = variant(image.sizes?.lq) ?? mq;
  const hqWebp = variant(image.sizes?.hqWebp);
  const mqWebp = variant(image.sizes?.mqWebp);
  const lqWebp = variant(image.sizes?.lqWebp);
  return {
    alt: image.alt,
    copyright: image.copyright ?? null,
    width: image.width,
    height: image.height,
    lq,
    mq,
    hq,
    webp: hqWebp && mqWebp && lqWebp ? { lq: lqWebp, mq: mqWebp, hq: hqWebp } : null,
  };
}

export function reshapeChannel(doc: ChannelPageFragment, isHome: boolean): ChannelPage | null {
  if (!doc.title || !doc.path) return null;
  return {
    kind: 'channel',
    id: doc.id,
    title: doc.title,
    path: doc.path,
    isHome,
    dateModified: doc.updatedAt ?? null,
    trackingName: doc.trackingName ?? null,
    seo: { title: doc.seo?.title ?? null, description: doc.seo?.description ?? null },
    blocks: doc.blocks ?? [],
  };
}

export function reshapeArticle(doc: ArticlePageFragment): ArticlePage | null {
  if (!doc.title || !doc.path || !doc.articleId) return null;
  return {
    kind: 'article',
    id: doc.id,
    articleId: doc.articleId,
    title: doc.title,
    path: doc.path,
    leadText: doc.leadText ?? null,
    author: doc.author ?? null,
    datePublished: doc.datePublished ?? null,
    dateModified: doc.updatedAt ?? null,
    trackingName: doc.trackingName ?? null,
    seo: { title: doc.seo?.title ?? null, description: doc.seo?.description ?? null },
    heroImage: reshapeImage(doc.heroImage),
    // Spec: sharing is on unless the editor switched it off for this article.
    showSharing: doc.showSharing !== false,
    channel: doc.channel?.title && doc.channel.path ? { title: doc.channel.title, path: doc.channel.path } : null,
    blocks: doc.blocks ?? [],
  };
}

type NavigationItems = ReadonlyArray<{
  id: string | null;
  label: string | null;
  url: string | null;
  reference: { value: { path: string | null } | null } | null;
}>;

function reshapeLinks(items: NavigationItems | null | undefined): NavigationLink[] {
  return (items ?? []).flatMap((item, index) => {
    const href = item.reference?.value?.path ?? item.url;
    return item.label && href ? [{ id: item.id ?? String(index), label: item.label, href }] : [];
  });
}

export function reshapeNavigation(data: NavigationQuery): Navigation {
  return { header: reshapeLinks(data.Navigation?.header), footer: reshapeLinks(data.Navigation?.footer) };
}

type ListedArticle = ArticleListQuery['channelArticles']['docs'][number];

export function reshapeArticleSummary(doc: ListedArticle): ArticleSummary | null {
  if (!doc.title || !doc.path) return null;
  return {
    id: doc.id,
    title: doc.title,
    path: doc.path,
    leadText: doc.leadText ?? null,
    author: doc.author ?? null,
    datePublished: doc.datePublished ?? null,
    image: reshapeImage(doc.heroImage),
  };
}

type FoundDocument = SiteSearchQuery['siteSearch']['hits'][number]['document'];

/** A hit of the site search as its teaser shows it; null for a page without title or address. */
export function reshapeSearchHit(document: FoundDocument, snippet: string | null): SearchHit | null {
  if (!document.title || !document.path) return null;
  const common = { title: document.title, path: document.path, snippet };
  switch (document.__typename) {
    case 'Article':
      return { ...common, kind: 'article', leadText: document.leadText ?? null, channelTitle: document.channel?.title ?? null, datePublished: document.datePublished ?? null, image: reshapeImage(document.heroImage) };
    case 'JobPosting':
      return { ...common, kind: 'job', leadText: document.leadText ?? null, channelTitle: document.channel?.title ?? null, datePublished: document.datePublished ?? null, image: null };
    case 'Channel':
      return { ...common, kind: 'channel', leadText: document.seo?.description ?? null, channelTitle: null, datePublished: null, image: null };
  }
}

type ListedJob = NonNullable<JobListQuery['JobPostings']>['docs'][number];

/** What a job list and a job page share; null when the CMS left out something a job needs. */
function jobBasics(doc: ListedJob | JobPostingPageFragment) {
  if (!doc.title || !doc.path || !doc.location || !doc.state || !doc.field || !doc.employmentType) return null;
  return {
    id: doc.id,
    title: doc.title,
    path: doc.path,
    leadText: doc.leadText ?? null,
    location: doc.location,
    state: doc.state,
    field: doc.field,
    employmentType: doc.employmentType,
    start: doc.start ?? null,
    datePublished: doc.datePublished ?? null,
  };
}

export function reshapeJobSummary(doc: ListedJob): JobSummary | null {
  return jobBasics(doc);
}

export function reshapeJobPosting(doc: JobPostingPageFragment): JobPostingPage | null {
  const basics = jobBasics(doc);
  if (!basics || !doc.articleId) return null;
  const contact = doc.contact?.name && doc.contact.email ? { name: doc.contact.name, email: doc.contact.email, phone: doc.contact.phone ?? null } : null;
  return {
    kind: 'job',
    ...basics,
    articleId: doc.articleId,
    dateModified: doc.updatedAt ?? null,
    trackingName: doc.trackingName ?? null,
    seo: { title: doc.seo?.title ?? null, description: doc.seo?.description ?? null },
    channel: doc.channel?.title && doc.channel.path ? { title: doc.channel.title, path: doc.channel.path } : null,
    contact,
    blocks: doc.blocks ?? [],
  };
}

const JOB_ALERT_STATUS = { PENDING: 'pending', ACTIVE: 'active', UNSUBSCRIBED: 'unsubscribed' } as const;
const known = <T extends string>(values: readonly T[], input: readonly string[]): T[] =>
  input.filter((value): value is T => (values as readonly string[]).includes(value));

export function reshapeJobAlertView(view: NonNullable<JobAlertByTokenQuery['jobAlertByToken']>): JobAlertView {
  return {
    status: JOB_ALERT_STATUS[view.status],
    maskedEmail: view.maskedEmail,
    states: known(STATE_VALUES, view.states),
    fields: known(FIELD_VALUES, view.fields),
  };
}
