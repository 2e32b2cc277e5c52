/**
 * The path grammar of the site (spec sections 2 and 5), in one place.
 *
 * - `/` is the home channel.
 * - Channel: zero or more channel slugs, then a slug: `/reisen`, `/reisen/sommer`.
 * - Article: one or more channel slugs, then `{slug}-{id}` with an id of 5 to 10 digits:
 *   `/reisen/sommer/die-schoensten-paesse-10042`.
 * - Slugs: lowercase letters, digits, percent signs and hyphens.
 */

export const SLUG_PATTERN = /^[a-z0-9%-]+$/;
export const ARTICLE_ID_PATTERN = /^\d{5,10}$/;
const ARTICLE_SEGMENT_PATTERN = /^([a-z0-9%-]+?)-(\d{5,10})$/;

export type ParsedPath =
  | { kind: 'home'; path: '/' }
  | { kind: 'channel'; path: string; channelSlugs: string[]; slug: string }
  | { kind: 'article'; path: string; channelSlugs: string[]; slug: string; articleId: number }
  | { kind: 'invalid'; path: string; reason: string };

export function isValidSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

export function isValidArticleId(value: string): boolean {
  return ARTICLE_ID_PATTERN.test(value);
}

/** Joins route segments (as Next passes them for a catch-all) into a path. */
export function pathFromSegments(segments: readonly string[] | undefined): string {
  return segments && segments.length > 0 ? `/${segments.join('/')}` : '/';
}

/** Parses a path (no query, no hash) into what it addresses, or why it cannot address anything. */
export function parsePath(path: string): ParsedPath {
  if (path === '/' || path === '') return { kind: 'home', path: '/' };
  if (!path.startsWith('/')) return { kind: 'invalid', path, reason: 'path must start with "/"' };

  const segments = path.slice(1).split('/');
  // A trailing slash is tolerated (`/reisen/`), an empty segment in between is not.
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  const invalidSegment = segments.find((segment) => !isValidSlug(segment));
  if (invalidSegment !== undefined) {
    return { kind: 'invalid', path, reason: `segment "${invalidSegment}" is not a valid slug` };
  }

  const last = segments[segments.length - 1] ?? '';
  const channelSlugs = segments.slice(0, -1);
  const normalized = `/${segments.join('/')}`;
  const articleMatch = channelSlugs.length > 0 ? ARTICLE_SEGMENT_PATTERN.exec(last) : null;
  if (articleMatch?.[1] && articleMatch[2]) {
    return {
      kind: 'article',
      path: normalized,
      channelSlugs,
      slug: articleMatch[1],
      articleId: Number(articleMatch[2]),
    };
  }
  return { kind: 'channel', path: normalized, channelSlugs, slug: last };
}

/** The canonical path of a channel from its own slug and its ancestors' slugs (outermost first). */
export function buildChannelPath(ancestorSlugs: readonly string[], slug: string): string {
  return `/${[...ancestorSlugs, slug].join('/')}`;
}

/** The canonical path of an article in the channel at `channelPath`. */
export function buildArticlePath(channelPath: string, slug: string, articleId: number): string {
  const base = channelPath === '/' ? '' : channelPath;
  return `${base}/${slug}-${articleId}`;
}
