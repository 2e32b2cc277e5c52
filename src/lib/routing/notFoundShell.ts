/**
 * The one page every unknown path is answered with (held in memory and answered with status 404
 * by src/lib/server/pathIndexAnswers.ts): rendered once, then served from the page cache like any page, whatever path was asked.
 * "~" never occurs in a slug, so no content path collides with it.
 */
export const NOT_FOUND_SHELL_SEGMENT = '~404';
export const NOT_FOUND_SHELL_PAGE = 'seite';
export const NOT_FOUND_SHELL_PATH = `/${NOT_FOUND_SHELL_SEGMENT}/${NOT_FOUND_SHELL_PAGE}`;

/**
 * Where the shared 404 page's HTML has the 404 line ("Page not found: {path}"): the server puts the
 * line for the path asked for in its place (src/lib/routing/notFoundPage.ts), so the page says it
 * without JavaScript too.
 */
export const NOT_FOUND_LINE_MARKER = '__mobilclub_not_found_line__';
