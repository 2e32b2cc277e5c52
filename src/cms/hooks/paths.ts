import type { FieldHook, Payload, PayloadRequest } from 'payload';

import { buildArticlePath, buildChannelPath } from '@/lib/routing/paths';

type Relation = number | string | { id: number | string } | null | undefined;

/** Channels nest, but not without end; this also stops a walk up a cycle that slipped past validation. */
export const MAX_CHANNEL_DEPTH = 8;

export function relationId(value: Relation): number | string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? value.id : value;
}

export interface ChannelLike {
  slug?: string | null;
  isHome?: boolean | null;
  parent?: Relation;
}

type ChannelRef = { slug: string; parent?: Relation; isHome?: boolean | null } | null;

/**
 * The channels of one request, read once: a page's paths (a list of teasers, the hits of a
 * search) cross a handful of channels and their parents, which were one query each. Channels are
 * few (the site's sections), their three columns small.
 */
const CHANNEL_REFS = 'channelRefs';

type ChannelRefs = Map<string, NonNullable<ChannelRef>>;

async function loadChannelRefs(payload: Payload, req: PayloadRequest): Promise<ChannelRefs> {
  const { docs } = await payload.find({
    collection: 'channels',
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    // Selecting fields leaves out the channels' own computed paths, which would recurse.
    select: { slug: true, parent: true, isHome: true },
  });
  return new Map(docs.map((doc) => [String(doc.id), doc]));
}

function channelRefs(payload: Payload, req: PayloadRequest): Promise<ChannelRefs> {
  let refs = req.context[CHANNEL_REFS] as Promise<ChannelRefs> | undefined;
  if (!refs) {
    refs = loadChannelRefs(payload, req);
    req.context[CHANNEL_REFS] = refs;
  }
  return refs;
}

async function findChannelRef(payload: Payload, id: number | string, req: PayloadRequest): Promise<ChannelRef> {
  return (await channelRefs(payload, req)).get(String(id)) ?? null;
}

/** afterChange and afterDelete of channels: what this request read of them before is out of date. */
export function forgetChannelRefs({ req }: { req: PayloadRequest }): void {
  delete req.context[CHANNEL_REFS];
}

/**
 * The canonical path of a channel, walking up its parents as `parentOf` finds them: the one walk
 * the path hooks (below) and the path index (src/cms/pathIndexLoader.ts) share. A parent that is
 * home, has no slug or is not found ends the walk; null for a channel without a slug.
 */
export function channelPathFrom(channel: ChannelLike, parentOf: (id: number | string) => ChannelLike | null | undefined): string | null {
  if (channel.isHome) return '/';
  if (!channel.slug) return null;
  const slugs = [channel.slug];
  let parentId = relationId(channel.parent);
  for (let depth = 0; parentId !== null && depth < MAX_CHANNEL_DEPTH; depth += 1) {
    const parent = parentOf(parentId);
    if (!parent || parent.isHome || !parent.slug) break;
    slugs.unshift(parent.slug);
    parentId = relationId(parent.parent);
  }
  const slug = slugs.pop() ?? channel.slug;
  return buildChannelPath(slugs, slug);
}

/** The canonical path of a channel, from the channels this request has read. */
export async function channelPathOf(channel: ChannelLike, payload: Payload, req: PayloadRequest): Promise<string | null> {
  if (channel.isHome || !channel.slug) return channelPathFrom(channel, () => null);
  const refs = await channelRefs(payload, req);
  return channelPathFrom(channel, (id) => refs.get(String(id)));
}

interface ArticleLike {
  slug?: string | null;
  articleId?: number | null;
  channel?: Relation;
}

/** The canonical path of an article: its channel's path, then `{slug}-{articleId}`. */
export async function articlePathOf(
  article: ArticleLike,
  payload: Payload,
  req: PayloadRequest,
): Promise<string | null> {
  const channelId = relationId(article.channel);
  if (!article.slug || !article.articleId || channelId === null) return null;
  const channel = await findChannelRef(payload, channelId, req);
  if (!channel) return null;
  const channelPath = await channelPathOf(channel, payload, req);
  return channelPath ? buildArticlePath(channelPath, article.slug, article.articleId) : null;
}

export type PathCollection = 'channels' | 'articles' | 'jobPostings';

/** What a path is computed from, per collection. */
const PATH_SOURCES = {
  channels: ['slug', 'parent', 'isHome'],
  articles: ['slug', 'articleId', 'channel'],
  jobPostings: ['slug', 'articleId', 'channel'],
} as const satisfies Record<PathCollection, readonly string[]>;

/**
 * A collection's `forceSelect`: a read that selects fields (GraphQL with `select: true`) still
 * loads what the path is computed from, instead of one more query per document.
 */
export function pathSourceSelect(collection: PathCollection): Record<string, true> {
  return Object.fromEntries(PATH_SOURCES[collection].map((field) => [field, true]));
}

/**
 * afterRead hook of the virtual `path` field. A document populated through a relationship
 * may have been read with only the requested fields, so what the path needs is loaded here
 * when it is missing.
 */
export function computedPathHook(collection: PathCollection): FieldHook {
  return async ({ data, req }) => {
    if (!data) return undefined;
    const needed = PATH_SOURCES[collection];
    let source: ChannelLike & ArticleLike = data;
    if (needed.some((field) => !(field in data)) && data.id !== undefined) {
      const loaded = await req.payload.findByID({
        collection,
        id: data.id,
        depth: 0,
        req,
        overrideAccess: true,
        disableErrors: true,
        select: Object.fromEntries(needed.map((field) => [field, true])),
      });
      if (!loaded) return null;
      source = loaded;
    }
    return collection === 'channels' ? channelPathOf(source, req.payload, req) : articlePathOf(source, req.payload, req);
  };
}
