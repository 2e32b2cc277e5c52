/** The site's preview routes (draft mode). Shared by the CMS config and the site. */
export const PREVIEW_ROUTES = { enter: '/vorschau', exit: '/vorschau/beenden' } as const;

/** Where a document's preview starts (the admin's "Vorschau" button and its live preview). */
export function previewHref(path: string): string {
  return `${PREVIEW_ROUTES.enter}?pfad=${encodeURIComponent(path)}`;
}

/** Leaves the preview for the public page at `path`. */
export function exitPreviewHref(path: string): string {
  return `${PREVIEW_ROUTES.exit}?pfad=${encodeURIComponent(path)}`;
}

/**
 * A redirect to a path of this site. Relative on purpose: the server may know itself by another
 * host name than the browser used (localhost vs 127.0.0.1), and cookies follow the host.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
