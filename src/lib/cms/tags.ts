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
} as const;

/** The tags of a page fetch for `path`: the path itself and each ancestor subtree. */
export function tagsForPath(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const ancestors = segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  return [TAGS.path(path), ...ancestors.map(TAGS.subtree)];
}
