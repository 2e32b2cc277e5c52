/**
 * Spec 5: a link is internal when it starts with /, #, ?, mailto: or tel:, or when it is a URL
 * whose host equals the current host. Everything else is external.
 */
export function isInternalLink(href: string, currentHost: string): boolean {
  if (/^(\/(?!\/)|#|\?|mailto:|tel:)/i.test(href)) return true;
  try {
    return new URL(href).host === currentHost;
  } catch {
    return false;
  }
}

/** Turns an absolute URL on the current host into a path, so the router can take it. */
export function toSitePath(href: string, currentHost: string): string {
  try {
    const url = new URL(href);
    return url.host === currentHost ? `${url.pathname}${url.search}${url.hash}` : href;
  } catch {
    return href;
  }
}
