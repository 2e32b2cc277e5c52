import 'server-only';

import { cache } from 'react';

import {
  ArticleListDocument,
  JobAlertByTokenDocument,
  JobListDocument,
  ArticlePathByIdDocument,
  ChannelPathBySlugDocument,
  NavigationDocument,
  ResolvePathDocument,
  SitemapArticlesDocument,
  SitemapChannelsDocument,
  SitemapCountsDocument,
  SitemapJobsDocument,
  SiteSearchDocument,
} from '@/gql/graphql';
import { usableRedirectTarget } from '@/lib/links/redirectTarget';
import type { SitemapCounts, SitemapKind } from '@/lib/seo/sitemap';
import { parsePath } from '@/lib/routing/paths';
import { type AddressBook, type PagePath, resolveAddress } from '@/lib/routing/resolveAddress';

import { runQuery } from './query';
import { reshapeArticle, reshapeArticleSummary, reshapeChannel, reshapeJobAlertView, reshapeJobPosting, reshapeJobSummary, reshapeNavigation, reshapeSearchHit } from './reshape';
import { TAGS, tagsForPath } from './tags';
import type { ArticleList, JobAlertView, JobSummary, Navigation, Page, Resolution, SearchResults, SitemapEntry } from './types';

export type * from './types';
export { CmsUnavailableError } from './errors';

/** What the page shows at an address, as the CMS has it. */
interface PageAt {
  page: Page;
  incompleteBlocks: number[];
}

/**
 * The CMS as the address book of resolveAddress (src/lib/routing/resolveAddress.ts): a path's
 * redirect and page come from one ResolvePath query, run once; `/article/{id}` and
 * `/channel/{slug}` ask for the canonical path alone. With an editor's token, the latest drafts.
 */
function cmsAddressBook(previewToken: string | undefined): AddressBook<PageAt> {
  let incompleteBlocks: number[] = [];
  let asked: { path: string; data: ReturnType<typeof resolvePathQuery> } | undefined;
  const resolvePathQuery = (parsed: PagePath) =>
    runQuery(
      'ResolvePath',
      ResolvePathDocument,
      {
        path: parsed.path,
        slug: parsed.kind === 'channel' ? parsed.slug : '',
        articleId: parsed.kind === 'article' ? parsed.articleId : 0,
        isChannel: parsed.kind === 'channel',
        isHome: parsed.kind === 'home',
        isArticle: parsed.kind === 'article',
        draft: previewToken !== undefined,
      },
      // A preview reads drafts with the editor's token, fresh; visitors' reads are cached by tag.
      previewToken !== undefined ? { previewToken, onIncompleteBlocks: (blockNumbers) => (incompleteBlocks = blockNumbers) } : { tags: tagsForPath(parsed.path) },
    );
  const dataFor = (parsed: PagePath) => {
    if (asked?.path !== parsed.path) asked = { path: parsed.path, data: resolvePathQuery(parsed) };
    return asked.data;
  };
  return {
    redirect: async (path) => {
      const parsed = parsePath(path);
      if (parsed.kind === 'invalid') return undefined;
      const redirect = (await dataFor(parsed)).Redirects?.docs[0];
      // A target the admin would refuse (written past it, e.g. `/\evil.example`) is no redirect.
      const to = usableRedirectTarget(redirect?.to);
      return redirect && to ? { to, permanent: redirect.status === 'permanent' } : undefined;
    },
    page: async (parsed) => {
      const data = await dataFor(parsed);
      if (parsed.kind === 'article') {
        const articleDoc = data.Articles?.docs[0];
        const jobDoc = data.JobPostings?.docs[0];
        const page = articleDoc ? reshapeArticle(articleDoc) : jobDoc ? reshapeJobPosting(jobDoc) : null;
        return page ? { page: { page, incompleteBlocks }, path: page.path } : undefined;
      }
      const doc = (parsed.kind === 'home' ? data.HomeChannel : data.Channels)?.docs[0];
      const page = doc ? reshapeChannel(doc, parsed.kind === 'home') : null;
      return page ? { page: { page, incompleteBlocks }, path: page.path } : undefined;
    },
    articlePath: async (id) => (await findArticlePath(id)) ?? undefined,
    channelPath: async (slug) => (await findChannelPath(slug)) ?? undefined,
  };
}

/**
 * What lives at a path: a channel or article page, an editor's redirect, or nothing, decided as
 * the proxy decides it from the path index (src/lib/routing/resolveAddress.ts). Cached per
 * render, so the page and its metadata share one request.
 */
export const resolvePath = cache(async (path: string, previewToken?: string): Promise<Resolution> => {
  const address = await resolveAddress(path, cmsAddressBook(previewToken));
  if (address.kind === 'page') return { kind: 'page', page: address.page.page, incompleteBlocks: address.page.incompleteBlocks };
  if (address.kind === 'redirect') return address;
  return { kind: 'not-found', fatal: address.fatal, path };
});

/**
 * The header's and footer's links. Kept in Next's data cache until a change to the navigation (or
 * a page it links) expires its tag: pages rendered per request (search results, a 404) need it
 * too, and reading it anew was a third of such a render's time.
 */
export const getNavigation = cache(async (): Promise<Navigation> => reshapeNavigation(await runQuery('Navigation', NavigationDocument, {}, { tags: [TAGS.navigation] })));

/**
 * The canonical path of the article with this id, or null. Its page (a redirect) is kept until a
 * publish changes which pages there are (the sitemap's tag: every change of a page expires it).
 */
export async function findArticlePath(articleId: number): Promise<string | null> {
  const data = await runQuery('ArticlePathById', ArticlePathByIdDocument, { articleId }, { tags: [TAGS.sitemap] });
  return data.Articles?.docs[0]?.path ?? data.JobPostings?.docs[0]?.path ?? null;
}

/** The canonical path of the channel with this slug, or null; kept as findArticlePath's. */
export async function findChannelPath(slug: string): Promise<string | null> {
  const data = await runQuery('ChannelPathBySlug', ChannelPathBySlugDocument, { slug }, { tags: [TAGS.sitemap] });
  return data.Channels?.docs[0]?.path ?? null;
}

/**
 * One page of the newest articles of a channel and all its sub-channels. Cached per render, so
 * the page's count of pages and the list itself share one request.
 */
export const getArticleList = cache(async (channelId: number, channelPath: string, pageSize: number, page: number): Promise<ArticleList> => {
  const data = await runQuery(
    'ArticleList',
    ArticleListDocument,
    { channel: channelId, limit: pageSize, page },
    // The CMS finds the sub-channels: a change to the channel tree changes the list.
    { tags: [TAGS.listing(channelPath), TAGS.channelTree] },
  );
  const result = data.channelArticles;
  return {
    articles: (result?.docs ?? []).flatMap((doc) => {
      const summary = reshapeArticleSummary(doc);
      return summary ? [summary] : [];
    }),
    totalPages: Math.max(1, result?.totalPages ?? 1),
  };
});

/**
 * One page of the site search's hits. Never cached: every query is different, and the index
 * follows each publish at once.
 */
export async function searchSite(query: string, page: number): Promise<SearchResults> {
  const data = await runQuery('SiteSearch', SiteSearchDocument, { query, page }, { requestId: undefined });
  const result = data.siteSearch;
  return {
    hits: result.hits.flatMap(({ document, snippet }) => {
      const hit = reshapeSearchHit(document, snippet ?? null);
      return hit ? [hit] : [];
    }),
    totalDocs: result.totalDocs,
    totalPages: Math.max(1, result.totalPages),
    stems: result.stems,
  };
}

/** How many published channels, articles and job postings there are. */
export async function getSitemapCounts(): Promise<SitemapCounts> {
  const data = await runQuery('SitemapCounts', SitemapCountsDocument, {}, { tags: [TAGS.sitemap] });
  return { channels: data.Channels?.totalDocs ?? 0, articles: data.Articles?.totalDocs ?? 0, jobs: data.JobPostings?.totalDocs ?? 0 };
}

const sitemapQueries = {
  channels: async (variables: { page: number }) => (await runQuery('SitemapChannels', SitemapChannelsDocument, variables, { tags: [TAGS.sitemap] })).Channels?.docs,
  articles: async (variables: { page: number }) => (await runQuery('SitemapArticles', SitemapArticlesDocument, variables, { tags: [TAGS.sitemap] })).Articles?.docs,
  jobs: async (variables: { page: number }) => (await runQuery('SitemapJobs', SitemapJobsDocument, variables, { tags: [TAGS.sitemap] })).JobPostings?.docs,
} satisfies Record<SitemapKind, unknown>;

/**
 * The documents per sitemap query, written into sitemap.graphql: the most one CMS list returns
 * (QUERY_LIMITS.maxListLimit in src/cms/graphql/cost.ts).
 */
export const SITEMAP_LIST_SIZE = 1000;

/**
 * One page of `limit` published pages of a kind: their paths and last changes. A sitemap file
 * holds up to 50,000; the CMS hands them out in lists of at most 1,000, read one after another.
 */
export async function getSitemapEntries(kind: SitemapKind, page: number, limit: number): Promise<SitemapEntry[]> {
  const perQuery = SITEMAP_LIST_SIZE;
  if (limit % perQuery !== 0) throw new Error(`A sitemap page of ${limit} is not made of CMS lists of ${perQuery}`);
  const queries = Math.ceil(limit / perQuery);
  const entries: SitemapEntry[] = [];
  for (let query = 0; query < queries; query += 1) {
    // Pages of perQuery documents: the file's first document is the ((page - 1) * limit)th.
    const docs = (await sitemapQueries[kind]({ page: ((page - 1) * limit) / perQuery + query + 1 })) ?? [];
    for (const doc of docs) if (doc.path) entries.push({ path: doc.path, lastModified: doc.updatedAt ?? null });
    if (docs.length < perQuery) break;
  }
  return entries;
}

/** Every published job posting, newest first, for the job list blocks. */
export const getJobList = cache(async (): Promise<JobSummary[]> => {
  const data = await runQuery('JobList', JobListDocument, {}, { tags: [TAGS.jobs] });
  return (data.JobPostings?.docs ?? []).flatMap((doc) => {
    const job = reshapeJobSummary(doc);
    return job ? [job] : [];
  });
});

/**
 * The alert behind a link from a job-alert mail (never cached: the page is dynamic), or null
 * for any token that is not a live one.
 */
export async function getJobAlertView(token: string, purpose: 'CONFIRM' | 'UNSUBSCRIBE', requestId: string | undefined): Promise<JobAlertView | null> {
  const data = await runQuery('JobAlertByToken', JobAlertByTokenDocument, { token, purpose }, { requestId });
  return data.jobAlertByToken ? reshapeJobAlertView(data.jobAlertByToken) : null;
}
