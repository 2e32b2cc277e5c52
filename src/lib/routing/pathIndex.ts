import { type Address, type AddressBook, resolveAddress } from './resolveAddress';

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

export type PathVerdict = Address<true>;

const books = new WeakMap<PathIndex, AddressBook<true>>();

/** The index as an address book: a page is one the index holds. */
function indexAddressBook(index: PathIndex): AddressBook<true> {
  let book = books.get(index);
  if (!book) {
    book = {
      redirect: (path) => index.redirects.get(path),
      page: (parsed) => {
        const path = parsed.kind === 'article' ? index.articles.get(parsed.articleId) : index.pages.has(parsed.path) ? parsed.path : undefined;
        return path === undefined ? undefined : { page: true, path };
      },
      articlePath: (id) => index.articles.get(id),
      channelPath: (slug) => index.channels.get(slug),
    };
    books.set(index, book);
  }
  return book;
}

/**
 * What a request for `pathname` (as received, without query) gets, decided as the page decides it
 * (src/lib/routing/resolveAddress.ts), from the index instead of the CMS.
 */
export function lookupPath(index: PathIndex, pathname: string): Promise<PathVerdict> {
  return resolveAddress(pathname, indexAddressBook(index));
}

const HOLDER = Symbol.for('mobilclub.pathIndex');
type Holder = typeof globalThis & { [HOLDER]?: PathIndex };

/**
 * The process's current index. On globalThis: the server pipeline and the CMS hooks that keep it current
 * are bundled apart, but run in one process.
 */
export function currentPathIndex(): PathIndex | undefined {
  return (globalThis as Holder)[HOLDER];
}

export function installPathIndex(index: PathIndex): void {
  (globalThis as Holder)[HOLDER] = index;
}
