import { AsyncLocalStorage } from 'node:async_hooks';

import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
  PayloadRequest,
  RequestContext,
} from 'payload';

import { processPageCache } from '@/cache/pageCache.mjs';
import { TAGS, listingTagsForArticle } from '@/lib/cms/tags';
import { purgeEndpoint, purgeHttpCache } from '@/lib/http/purge';

import { pathIndexChanged } from '../pathIndexLoader';

import { articlePathOf, channelPathOf } from './paths';

/** Set by scripts that write outside the Next server (seed, migrations): there is no cache to purge. */
export const DISABLE_REVALIDATE = 'disableRevalidate';

/** Time for the page cache to have recorded the expiry (Next does it after the response). */
export const SECOND_PURGE_AFTER_MS = 1_500;

/** The tags a queued job's writes expire, collected while it runs (see `expireAfterJob`). */
const jobExpiries = new AsyncLocalStorage<Set<string>>();

function expire(tags: Iterable<string>, payload: Payload, context: RequestContext): void {
  if (context[DISABLE_REVALIDATE]) return;
  const unique = [...new Set(tags)];
  const job = jobExpiries.getStore();
  if (job) {
    for (const tag of unique) job.add(tag);
    return;
  }
  for (const tag of unique) {
    try {
      // Expire at once so the next visitor already gets the new version.
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      payload.logger.warn({ err: error, tag }, 'Could not revalidate cache tag');
    }
  }
  afterResponse(async () => {
    // Which paths exist may have changed: the path index first, then the caches in front.
    await pathIndexChanged(payload);
    purgeCacheInFront(unique, payload);
  });
}

/**
 * Not before the response: the change is committed only at the end of the request, and what
 * is read earlier would be the old state. Outside a request (scripts) at once; jobs: `expireAfterJob`.
 */
function afterResponse(task: () => Promise<void>): void {
  const run = () => void task().catch(() => {});
  try {
    after(run);
  } catch {
    run();
  }
}

/**
 * Runs a queued job (scheduled publishing: Payload's job queue, on a timer, not in a request).
 * `revalidateTag` and `after` need a request, so the tags the job's writes expire are collected
 * and expired once it has returned and its writes are committed: in the page cache (the one Next's
 * handler answers from, src/cache/pageCache.mjs), then the index of published paths, then the
 * caches in front.
 */
export async function expireAfterJob<T>(payload: Payload, job: () => Promise<T>): Promise<T> {
  const tags = new Set<string>();
  const result = await jobExpiries.run(tags, job);
  if (tags.size === 0) return result;
  const unique = [...tags];
  try {
    await (await processPageCache()).revalidateTag(unique);
  } catch (error) {
    payload.logger.warn({ err: error, tags: unique }, 'Could not revalidate cache tags after a job');
  }
  await pathIndexChanged(payload).catch(() => {});
  purgeCacheInFront(unique, payload);
  return result;
}

/**
 * Tells the HTTP cache in front (if any) which pages changed; once more a moment later, because
 * Next records the tags' expiry in the page cache concurrently with `after`: a fetch in between
 * could refill the cache with a page rendered before.
 */
function purgeCacheInFront(tags: string[], payload: Payload): void {
  let endpoint: URL | null;
  try {
    endpoint = purgeEndpoint();
  } catch (error) {
    // A bad setting must not undo the editor's publish: the cache's lifetime bounds the damage.
    payload.logger.error({ err: error }, 'HTTP cache not purged');
    return;
  }
  if (!endpoint || tags.length === 0) return;
  const target = endpoint;
  const purge = () => void purgeHttpCache(tags, { endpoint: target, logger: payload.logger });
  purge();
  setTimeout(purge, SECOND_PURGE_AFTER_MS).unref();
}

type Status = { _status?: 'draft' | 'published' | null } | null | undefined;

/** Which of the two versions were visible to visitors, so both old and new pages are refreshed. */
function visibleVersions<T extends Status>(doc: T, previousDoc: T): T[] {
  const versions: T[] = [];
  if (doc?._status === 'published') versions.push(doc);
  if (previousDoc?._status === 'published') versions.push(previousDoc);
  return versions;
}

/** Pages whose teasers show this article: their cached HTML carries its title and lead text. */
async function pathsReferencingArticle(id: number | string, req: PayloadRequest): Promise<string[]> {
  const query = { 'blocks.article': { equals: id } } as const;
  const [channels, articles] = await Promise.all([
    req.payload.find({ collection: 'channels', where: query, depth: 0, limit: 100, req, overrideAccess: true }),
    req.payload.find({ collection: 'articles', where: query, depth: 0, limit: 100, req, overrideAccess: true }),
  ]);
  const paths = await Promise.all([
    ...channels.docs.map((doc) => channelPathOf(doc, req.payload, req)),
    ...articles.docs.map((doc) => articlePathOf(doc, req.payload, req)),
  ]);
  return paths.filter((path): path is string => path !== null);
}

/** A job posting's page, the job lists (one tag: there are few), and the sitemap. */
export const revalidateJobPosting: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const versions = visibleVersions(doc, previousDoc);
  if (versions.length === 0) return doc;
  const tags: string[] = [TAGS.jobs, TAGS.sitemap];
  for (const version of versions) {
    const path = await articlePathOf(version, req.payload, req);
    if (path) tags.push(TAGS.path(path));
  }
  expire(tags, req.payload, context);
  return doc;
};

export const revalidateDeletedJobPosting: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  const path = await articlePathOf(doc, req.payload, req);
  expire([...(path ? [TAGS.path(path)] : []), TAGS.jobs, TAGS.sitemap], req.payload, context);
  return doc;
};

export const revalidateChannel: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const versions = visibleVersions(doc, previousDoc);
  if (versions.length === 0) return doc;
  const paths = new Set<string>();
  for (const version of versions) {
    const path = await channelPathOf(version, req.payload, req);
    if (path) paths.add(path);
  }
  // The subtree holds its articles, whose breadcrumbs show the channel's title.
  const tags = [...paths].flatMap((path) => [TAGS.path(path), TAGS.subtree(path)]);
  tags.push(TAGS.sitemap);
  // Every page shows the navigation, and article lists include sub-channels: expire them
  // only when this channel moved, appeared or was withdrawn.
  const movedOrWithdrawn = paths.size > 1 || doc._status !== 'published' || previousDoc?._status !== 'published';
  if (movedOrWithdrawn) tags.push(TAGS.navigation, TAGS.channelTree);
  expire(tags, req.payload, context);
  return doc;
};

export const revalidateArticle: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  const versions = visibleVersions(doc, previousDoc);
  if (versions.length === 0) return doc;
  const tags: string[] = [TAGS.sitemap];
  for (const version of versions) {
    const path = await articlePathOf(version, req.payload, req);
    // The article's page, and the lists of its channel and the channels above it.
    if (path) tags.push(TAGS.path(path), ...listingTagsForArticle(path));
  }
  for (const path of await pathsReferencingArticle(doc.id, req)) tags.push(TAGS.path(path));
  expire(tags, req.payload, context);
  return doc;
};

export const revalidateDeletedChannel: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  const path = await channelPathOf(doc, req.payload, req);
  const always = [TAGS.navigation, TAGS.channelTree, TAGS.sitemap];
  expire(path ? [TAGS.path(path), TAGS.subtree(path), ...always] : always, req.payload, context);
  return doc;
};

export const revalidateDeletedArticle: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  const path = await articlePathOf(doc, req.payload, req);
  const referencing = await pathsReferencingArticle(doc.id, req);
  const listings = path ? listingTagsForArticle(path) : [];
  expire([...[...(path ? [path] : []), ...referencing].map(TAGS.path), ...listings, TAGS.sitemap], req.payload, context);
  return doc;
};

export const revalidateRedirect: CollectionAfterChangeHook = ({ doc, previousDoc, req, context }) => {
  const from = [doc.from, previousDoc?.from].filter((value): value is string => typeof value === 'string');
  expire(from.map(TAGS.path), req.payload, context);
  return doc;
};

export const revalidateDeletedRedirect: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (typeof doc.from === 'string') expire([TAGS.path(doc.from)], req.payload, context);
  return doc;
};

export const revalidateNavigation: GlobalAfterChangeHook = ({ doc, req, context }) => {
  expire([TAGS.navigation], req.payload, context);
  return doc;
};
