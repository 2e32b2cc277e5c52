import type { ContentBlocksFragment } from '@/gql/graphql';
import type { AustrianState, EmploymentType, JobField } from '@/lib/career/options';

/** A block as the CMS delivers it; RenderBlocks validates it before anything renders. */
export type BlockData = ContentBlocksFragment;

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

/** An uploaded image in the spec's three qualities (lq, mq, hq), each also as WebP where it exists. */
export interface Image {
  alt: string;
  copyright: string | null;
  width: number;
  height: number;
  lq: ImageVariant;
  mq: ImageVariant;
  hq: ImageVariant;
  webp: { lq: ImageVariant; mq: ImageVariant; hq: ImageVariant } | null;
}

export interface Seo {
  title: string | null;
  description: string | null;
}

export interface ChannelPage {
  kind: 'channel';
  id: number;
  title: string;
  path: string;
  isHome: boolean;
  /** The last change, for search engines. */
  dateModified: string | null;
  trackingName: string | null;
  seo: Seo;
  blocks: BlockData[];
}

export interface ArticlePage {
  kind: 'article';
  id: number;
  articleId: number;
  title: string;
  path: string;
  leadText: string | null;
  author: string | null;
  datePublished: string | null;
  /** The last change, for search engines. */
  dateModified: string | null;
  trackingName: string | null;
  seo: Seo;
  heroImage: Image | null;
  showSharing: boolean;
  channel: { title: string; path: string } | null;
  blocks: BlockData[];
}

/** A job posting as the job list shows it. */
export interface JobSummary {
  id: number;
  title: string;
  path: string;
  leadText: string | null;
  location: string;
  state: AustrianState;
  field: JobField;
  employmentType: EmploymentType;
  /** Empty: as soon as possible ("ab sofort"). */
  start: string | null;
  datePublished: string | null;
}

/** A job at the club (career portal): its page, at an article path. */
export interface JobPostingPage extends JobSummary {
  kind: 'job';
  articleId: number;
  dateModified: string | null;
  trackingName: string | null;
  seo: Seo;
  channel: { title: string; path: string } | null;
  contact: { name: string; email: string; phone: string | null } | null;
  blocks: BlockData[];
}

export type Page = ChannelPage | ArticlePage | JobPostingPage;

/** An article as lists and teasers show it. */
export interface ArticleSummary {
  id: number;
  title: string;
  path: string;
  leadText: string | null;
  author: string | null;
  datePublished: string | null;
  image: Image | null;
}

export type SearchHitKind = 'article' | 'job' | 'channel';

/** A page the site search found, with a snippet of its text around the words found. */
export interface SearchHit {
  kind: SearchHitKind;
  title: string;
  path: string;
  leadText: string | null;
  channelTitle: string | null;
  datePublished: string | null;
  image: Image | null;
  snippet: string | null;
}

export interface SearchResults {
  hits: SearchHit[];
  totalDocs: number;
  /** At least 1, also when nothing was found. */
  totalPages: number;
  /** The word stems to highlight (src/lib/search/german.ts). */
  stems: string[];
}

export interface ArticleList {
  articles: ArticleSummary[];
  /** At least 1, also when the list is empty. */
  totalPages: number;
}

export type Resolution =
  /**
   * `incompleteBlocks`: in a preview, the draft's blocks (1-based) that still have an empty
   * required field; while there are any, the CMS answers without the page's blocks.
   */
  | { kind: 'page'; page: Page; incompleteBlocks?: number[] }
  | { kind: 'redirect'; to: string; permanent: boolean }
  /** `fatal`: the path fails the grammar ("Page Not Found"); otherwise nothing lives there. */
  | { kind: 'not-found'; fatal: boolean; path: string };

export interface NavigationLink {
  id: string;
  label: string;
  href: string;
}

export interface Navigation {
  header: NavigationLink[];
  footer: NavigationLink[];
}


/** A page as the sitemap lists it. */
export interface SitemapEntry {
  path: string;
  lastModified: string | null;
}

/** What a job-alert link's page shows about its alert. */
export interface JobAlertView {
  status: 'pending' | 'active' | 'unsubscribed';
  maskedEmail: string;
  states: AustrianState[];
  fields: JobField[];
}
