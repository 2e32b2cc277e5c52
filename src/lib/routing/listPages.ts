/**
 * Later pages of a list: `/verkehr?page=2` is rewritten (next.config.ts) to the internal path
 * `/~2/verkehr`, so each page is a path of its own that the page cache keeps, while the route
 * stays static. "~" cannot occur in a slug, so no content path collides with it.
 */
export const LIST_PAGE_MARKER = '~';

/** Largest page number taken seriously; anything above is past every list's end. */
const MAX_PAGE = 99_999;

export type ListPage = { segments: string[]; pageNumber: number } | { segments: string[]; pageNumber: null };

/**
 * Splits the page marker off a catch-all's segments. `pageNumber` is 1 without a marker and
 * null when the marker holds no page number (`?page=abc`), which is a 404.
 */
export function splitListPage(segments: readonly string[] | undefined): ListPage {
  const [first, ...rest] = segments ?? [];
  if (first === undefined || !first.startsWith(LIST_PAGE_MARKER)) return { segments: [...(segments ?? [])], pageNumber: 1 };
  const value = first.slice(LIST_PAGE_MARKER.length);
  const pageNumber = /^[1-9]\d*$/.test(value) ? Number(value) : Number.NaN;
  return { segments: rest, pageNumber: pageNumber <= MAX_PAGE ? pageNumber : null };
}

/** A list page's public address: page 1 is the page itself. `path` may carry a query (`/suche?q=…`). */
export function listPageHref(path: string, pageNumber: number): string {
  return pageNumber > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${pageNumber}` : path;
}
