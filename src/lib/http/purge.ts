import { TAGS } from '@/lib/cms/tags';
import { siteMetrics } from '@/ops/metrics/registry';

/**
 * Purging the HTTP cache in front of the site (HTTP_CACHE_PURGE_URL): when the CMS expires cache
 * tags, the cache is told which URLs carried them, as one regular expression over the request
 * URL (path and query). Matching the whole URL catches every variant of a page: the HTML, the
 * RSC payloads of client navigations and prefetches (`?_rsc=…`) and the list pages (`?page=2`).
 *
 * The request is `BAN <endpoint>` with the expression in `X-Ban-Url`: Varnish's ban (see
 * deploy/varnish/site.vcl); any cache that can invalidate by URL pattern can answer it.
 */

export const BAN_METHOD = 'BAN';
export const BAN_HEADER = 'X-Ban-Url';

/** Every URL: for tags whose pages cannot be told from their address. */
const EVERYTHING = '^/';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page at exactly this path, with any query. */
function exactly(path: string): string {
  return `^${escapeRegExp(path)}(\\?|$)`;
}

/** The URL patterns of the pages that show what a tag stands for. */
export function urlPatternsForTag(tag: string): string[] {
  const [kind, path] = splitTag(tag);
  switch (kind) {
    case 'path':
    case 'listing':
      return [exactly(path)];
    case 'subtree':
      return [`^${escapeRegExp(path === '/' ? '' : path)}/`];
    case TAGS.sitemap:
      return ['^/(sitemap\\.xml|sitemaps/)'];
    // The navigation and the channel tree are on every page; job lists can be on any page.
    // An unknown tag too: purging too much costs a few renders, too little shows old content.
    default:
      return [EVERYTHING];
  }
}

function splitTag(tag: string): [string, string] {
  for (const kind of ['path', 'listing', 'subtree'] as const) {
    const prefix = `${kind}:`;
    if (tag.startsWith(prefix) && tag.startsWith('/', prefix.length)) return [kind, tag.slice(prefix.length)];
  }
  return [tag, ''];
}

/** One expression for all tags, or the catch-all alone when one of them needs it. */
export function banExpression(tags: Iterable<string>): string | null {
  const patterns = new Set([...tags].flatMap(urlPatternsForTag));
  if (patterns.size === 0) return null;
  if (patterns.has(EVERYTHING)) return EVERYTHING;
  return [...patterns].sort().join('|');
}

export interface PurgeLogger {
  warn(object: object, message: string): void;
}

/** The cache's purge endpoint, if one is configured. */
export function purgeEndpoint(env: Record<string, string | undefined> = process.env): URL | null {
  const value = env.HTTP_CACHE_PURGE_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Reported below.
  }
  throw new Error(`HTTP_CACHE_PURGE_URL must be an http(s) URL, got "${value}".`);
}

/**
 * Sends one ban. A cache that cannot be reached is logged, never thrown: the publish has
 * happened, and the cache's own lifetime bounds how long the old page can show.
 */
export async function purgeHttpCache(
  tags: Iterable<string>,
  { endpoint, logger, fetcher = fetch }: { endpoint: URL; logger: PurgeLogger; fetcher?: typeof fetch },
): Promise<boolean> {
  const expression = banExpression(tags);
  if (!expression) return true;
  try {
    const response = await fetcher(endpoint, {
      method: BAN_METHOD,
      headers: { [BAN_HEADER]: expression },
      signal: AbortSignal.timeout(2_000),
    });
    if (response.ok) return true;
    logger.warn({ status: response.status, expression }, 'The HTTP cache refused the purge');
  } catch (error) {
    logger.warn({ err: error, expression }, 'Could not purge the HTTP cache');
  }
  siteMetrics().purgeFailures.inc();
  return false;
}
