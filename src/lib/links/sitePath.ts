import { isSitePath } from './internal';

// Apart from ./internal, which the browser loads for the external-link dialog: only the server's
// links need this.

/** A scheme at the start (after what the URL parser trims): only such a reference parses on its own. */
const ABSOLUTE = /^[\u0000-\u0020]*[a-z][a-z\d+.-]*:/i;

/** Turns an absolute URL on the current host into a path, so the router can take it. */
export function toSitePath(href: string, currentHost: string): string {
  // A path or anchor is one already; parsing it would only throw (on every link of a render).
  if (!ABSOLUTE.test(href)) return href;
  try {
    const url = new URL(href);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // `https://site//evil.example` has the path `//evil.example`, which alone would name a host.
    return url.host === currentHost && isSitePath(path) ? path : href;
  } catch {
    return href;
  }
}
