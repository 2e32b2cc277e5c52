import type { Role } from '../access';
import type { Article } from '../generated/payload-types';
import type { SeedRefs } from './refs';

/** The demo's shapes, shared by the seed's content files (content, catalogue, career, videos). */

export interface ChannelSeed {
  key: string;
  title: string;
  slug: string;
  parent?: string;
  trackingName?: string;
  seo?: { title?: string; description?: string };
  /** The section's "Freigabe nötig". */
  requiresReview?: boolean;
}

export interface DemoUser {
  email: string;
  password: string;
  name: string;
  roles: readonly Role[];
  /** Keys of the channels whose articles a Redakteur/in reviews. */
  sections?: readonly string[];
}

export interface ArticleSeed {
  key: string;
  articleId: number;
  title: string;
  slug: string;
  channel: string;
  leadText: string;
  author: string;
  datePublished: string;
  image: string;
  /** Blocks; they reference articles, pictures and documents by key (resolved to ids by the seed). */
  blocks: (refs: SeedRefs) => ContentBlock[];
}

/** A block as editors store it, typed by the CMS config (Payload's generated types). */
export type ContentBlock = NonNullable<Article['blocks']>[number];
