import { isValidArticleId, isValidSlug, parsePath } from './paths';

/** An editor's redirect (CMS "Weiterleitungen"): where a path leads, and whether for good. */
export interface IndexedRedirect {
  to: string;
  permanent: boolean;
}

/**
 * Every address that has something behind it for a visitor: the published pages (channels,
 * articles, job postings) and the editors' redirects. Built from the CMS with a visitor's
 * access (src/cms/pathIndexLoader.ts), it lets a request for anything else be answered 404 without
 * rendering or asking the CMS. Its size is the site's, never that of what is asked.
 */
export interface PathIndex {
  pages: ReadonlySet<string>;
  redirects: ReadonlyMap<string, IndexedRedirect>;
  /** Article id (articles and job postings share the sequence) -> the published page's path. */
  articles: ReadonlyMap<number, string>;
  /** Channel slug -> the published channel's path. */
  channels: ReadonlyMap<string, string>;
}

export type PathVerdict =
  /** Render it (the page, or its later list pages). */
  | { kind: 'page' }
  | { kind: 'redirect'; to: string; permanent: boolean }
  | { kind: 'not-found' };

const PAGE: PathVerdict = { kind: 'page' };
const NOT_FOUND: PathVerdict = { kind: 'not-found' };

const ARTICLE_BY_ID = /^\/article\/([^/]*)$/;
const CHANNEL_BY_SLUG = /^\/channel\/([^/]*)$/;

/**
 * What a request for `pathname` (as received, without query) gets, as the page would decide it:
 * an editor's redirect first, then the page; an article asked under an old slug or channel is
 * led to where it lives now (the id decides); `/article/{id}` and `/channel/{slug}` lead to the
 * canonical path (spec 2); anything else is not found.
 */
export function lookupPath(index: PathIndex, pathname: string): PathVerdict {
  const redirect = index.redirects.get(pathname);
  if (redirect) return { kind: 'redirect', ...redirect };
  if (index.pages.has(pathname)) return PAGE;

  const byId = ARTICLE_BY_ID.exec(pathname)?.[1];
  if (byId !== undefined) return canonical(isValidArticleId(byId) ? index.articles.get(Number(byId)) : undefined);
  const bySlug = CHANNEL_BY_SLUG.exec(pathname)?.[1];
  if (bySlug !== undefined) return canonical(isValidSlug(bySlug) ? index.channels.get(bySlug) : undefined);

  const parsed = parsePath(pathname);
  if (parsed.kind === 'article') return canonical(index.articles.get(parsed.articleId));
  return NOT_FOUND;
}

function canonical(path: string | undefined): PathVerdict {
  return path ? { kind: 'redirect', to: path, permanent: true } : NOT_FOUND;
}

const HOLDER = Symbol.for('mobilclub.pathIndex');
type Holder = typeof globalThis & { [HOLDER]?: PathIndex };

/**
 * The process's current index. On globalThis: the proxy and the CMS hooks that keep it current
 * are bundled apart, but run in one process.
 */
export function currentPathIndex(): PathIndex | undefined {
  return (globalThis as Holder)[HOLDER];
}

export function installPathIndex(index: PathIndex): void {
  (globalThis as Holder)[HOLDER] = index;
}
