import { type ParsedPath, isValidArticleId, isValidSlug, parsePath } from './paths';

type Awaitable<T> = T | Promise<T>;

/** A channel or an article path, as parsePath reads it. */
export type PagePath = Exclude<ParsedPath, { kind: 'invalid' }>;

/** Where an address's answers come from: the path index (the server pipeline) or the CMS (the page). */
export interface AddressBook<P> {
  /** An editor's redirect ("Weiterleitungen") from exactly this path. */
  redirect(path: string): Awaitable<{ to: string; permanent: boolean } | undefined>;
  /** The page a path names (a channel by its slug, an article or job posting by its id) and that page's own path. */
  page(parsed: PagePath): Awaitable<{ page: P; path: string } | undefined>;
  /** The path of the article or job posting with this id. */
  articlePath(id: number): Awaitable<string | undefined>;
  /** The path of the channel with this slug. */
  channelPath(slug: string): Awaitable<string | undefined>;
}

export type Address<P> =
  | { kind: 'page'; page: P }
  | { kind: 'redirect'; to: string; permanent: boolean }
  /** `fatal`: the path fails the grammar; otherwise nothing lives there. */
  | { kind: 'not-found'; fatal: boolean };

const ARTICLE_BY_ID = /^\/article\/([^/]*)$/;
const CHANNEL_BY_SLUG = /^\/channel\/([^/]*)$/;

const NOT_FOUND = { kind: 'not-found', fatal: false } as const;

const canonical = (path: string | undefined): Address<never> => (path ? { kind: 'redirect', to: path, permanent: true } : NOT_FOUND);

/**
 * What a path (as received, without query) leads to, decided here for the proxy and the page
 * alike (spec 2): `/article/{id}` and `/channel/{slug}` lead to the canonical path; then an
 * editor's redirect; then the page, where an article's id decides (under an old slug or channel it
 * leads on to where it lives now) and a channel's parents in the path must be its own; anything
 * else is not found.
 */
export async function resolveAddress<P>(pathname: string, book: AddressBook<P>): Promise<Address<P>> {
  const byId = ARTICLE_BY_ID.exec(pathname)?.[1];
  if (byId !== undefined) return canonical(isValidArticleId(byId) ? await book.articlePath(Number(byId)) : undefined);
  const bySlug = CHANNEL_BY_SLUG.exec(pathname)?.[1];
  if (bySlug !== undefined) return canonical(isValidSlug(bySlug) ? await book.channelPath(bySlug) : undefined);

  const redirect = await book.redirect(pathname);
  if (redirect) return { kind: 'redirect', to: redirect.to, permanent: redirect.permanent };

  const parsed = parsePath(pathname);
  if (parsed.kind === 'invalid') return { kind: 'not-found', fatal: true };
  const found = await book.page(parsed);
  if (!found) return NOT_FOUND;
  if (found.path === pathname) return { kind: 'page', page: found.page };
  return parsed.kind === 'article' ? canonical(found.path) : NOT_FOUND;
}
