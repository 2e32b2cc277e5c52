import { heldPage, ownRequestToken } from './heldPage';
import { NOT_FOUND_SHELL_PATH } from './notFoundShell';

/**
 * The shared 404 page's HTML, held in the proxy's memory (see heldPage): an unknown path is
 * answered with it at once, without routing the request a second time to the page and its cache
 * (a rewrite), which costs several times as much. Until the first copy is in, the catch-all page
 * answers unknown paths itself.
 */

/** Marks the proxy's own request for the page; anyone else asking for the page's path gets a 404. */
const FETCH_HEADER = 'x-mobilclub-not-found-page';

export function isNotFoundPageFetch(headers: Headers): boolean {
  return headers.get(FETCH_HEADER) === ownRequestToken();
}

/** The page's HTML (UTF-8), or null while there is none yet (then the page answers for itself). */
export const notFoundPageHtml = heldPage('mobilclub.notFoundPage', NOT_FOUND_SHELL_PATH, () => ({ [FETCH_HEADER]: ownRequestToken() }));
