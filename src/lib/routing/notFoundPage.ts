import { escapeHtml } from '@/lib/format/html';

import { heldPage, ownRequestToken } from './heldPage';
import { notFoundMessage } from './notFound';
import { NOT_FOUND_LINE_MARKER, NOT_FOUND_SHELL_PATH } from './notFoundShell';

/**
 * The shared 404 page's HTML, held in the server's memory (see heldPage): an unknown path is
 * answered with it at once by the server pipeline (src/lib/server/pathIndexAnswers.ts), before
 * Next routes the request. Until the first copy is in, the catch-all page answers unknown paths
 * itself.
 */

/** Marks the server's own request for the page; anyone else asking for the page's path gets a 404. */
export const NOT_FOUND_PAGE_FETCH_HEADER = 'x-mobilclub-not-found-page';

/** Whether the request's NOT_FOUND_PAGE_FETCH_HEADER is the server's own. */
export function isNotFoundPageFetch(headerValue: string | string[] | undefined): boolean {
  return headerValue === ownRequestToken();
}

/** The page's HTML (UTF-8), or null while there is none yet (then the page answers for itself). */
export const notFoundPageHtml = heldPage('mobilclub.notFoundPage', NOT_FOUND_SHELL_PATH, () => ({ [NOT_FOUND_PAGE_FETCH_HEADER]: ownRequestToken() }));

/** The page's text around its 404 line, split once per copy of the page (the copy is kept as it is). */
const parts = new WeakMap<Uint8Array, { before: Uint8Array; after: Uint8Array } | null>();
const MARKER_IN_TEXT = new TextEncoder().encode(`>${NOT_FOUND_LINE_MARKER}<`);

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  for (let index = haystack.indexOf(first ?? 0); index !== -1 && index <= haystack.length - needle.length; index = haystack.indexOf(first ?? 0, index + 1)) {
    let matches = true;
    for (let offset = 1; offset < needle.length && matches; offset += 1) matches = haystack[index + offset] === needle[offset];
    if (matches) return index;
  }
  return -1;
}

function split(html: Uint8Array): { before: Uint8Array; after: Uint8Array } | null {
  if (!parts.has(html)) {
    const at = indexOf(html, MARKER_IN_TEXT);
    // Only the element's text: the same word in the page's data for React stays, hydration keeps the text.
    parts.set(html, at === -1 ? null : { before: html.subarray(0, at + 1), after: html.subarray(at + MARKER_IN_TEXT.length - 1) });
  }
  return parts.get(html) ?? null;
}

/**
 * The 404 page for a path, its line ("Page not found: {path}", spec 2 and 8) filled in and
 * escaped; null while there is no copy of the page yet.
 */
export function notFoundPageFor(path: string, search: string, now?: number): Uint8Array<ArrayBuffer> | null {
  const html = notFoundPageHtml(now);
  if (!html) return null;
  const around = split(html);
  if (!around) return html;
  const line = new TextEncoder().encode(escapeHtml(notFoundMessage(path, search)));
  const page = new Uint8Array(around.before.length + line.length + around.after.length);
  page.set(around.before, 0);
  page.set(line, around.before.length);
  page.set(around.after, around.before.length + line.length);
  return page;
}
