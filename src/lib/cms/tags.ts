/**
 * Cache tags shared by the fetchers (which tag what they read) and the CMS hooks (which
 * revalidate what changed), so the two cannot drift apart.
 */
export const TAGS = {
  /** Header and footer links: every page shows them. */
  navigation: 'navigation',
  /** Whatever is served at exactly this path (a page, a redirect or a 404). */
  path: (path: string) => `path:${path}`,
  /** Everything below this path: a channel whose slug or parent changes moves all of it. */
  subtree: (path: string) => `subtree:${path}`,
  /** Lists of the newest articles of this channel and its sub-channels. */
  listing: (channelPath: string) => `listing:${channelPath}`,
  /** Which channels are published and where they hang: what a listing's sub-channels are. */
  channelTree: 'channel-tree',
  /** The career portal's job lists: which postings are published, and what they say. */
  jobs: 'jobs',
  /** The sitemap: which channels and articles are published, and when they changed. */
  sitemap: 'sitemap',
} as const;

/** A path and each of its ancestors: /a/b/c -> /a, /a/b, /a/b/c. */
function pathAndAncestors(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
}

/** The tags of a page fetch for `path`: the path itself and each ancestor subtree. */
export function tagsForPath(path: string): string[] {
  return [TAGS.path(path), ...pathAndAncestors(path).slice(0, -1).map(TAGS.subtree)];
}

/** The listings an article at `articlePath` appears in: those of its channel and of every channel above. */
export function listingTagsForArticle(articlePath: string): string[] {
  return pathAndAncestors(articlePath).slice(0, -1).map(TAGS.listing);
}
