/** The results page of the site search. */
export const SEARCH_PATH = '/suche';

/** The results page's address for a query (and a page of it). */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}
