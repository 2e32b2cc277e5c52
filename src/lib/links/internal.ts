/** Any origin: only used to see whether a path, resolved as a browser would, stays on it. */
const PROBE_ORIGIN = 'https://site.invalid';

function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Whether `value` is a path on this site, read as a browser reads it. Browsers take `\` for `/`
 * and drop tabs and line breaks, so `/\evil.example` and `/<tab>/evil.example` lead to another
 * host just like `//evil.example`. The decoded form is judged too (`/%2F/evil.example`): a proxy
 * or server on the way may decode it before a browser sees it again.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  const decoded = decodedOnce(value);
  // Every link of every page passes here: a path without escapes is parsed once.
  return (decoded === value ? [value] : [value, decoded]).every((candidate) => {
    try {
      // The URL parser reads the path as a browser does (it drops tabs and line breaks too).
      const url = new URL(candidate, PROBE_ORIGIN);
      // `/./\evil.example` stays here, but its path would name a host wherever it is used alone.
      return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
    } catch {
      return false;
    }
  });
}

/**
 * Spec 5: a link is internal when it starts with /, #, ?, mailto: or tel:, or when it is a URL
 * whose host equals the current host. Everything else is external, including paths a browser
 * reads as another host (`//evil.example`, `/\evil.example`: see `isSitePath`).
 */
export function isInternalLink(href: string, currentHost: string): boolean {
  if (href.startsWith('/')) return isSitePath(href);
  if (/^(#|\?|mailto:|tel:)/i.test(href)) return true;
  try {
    const url = new URL(href);
    // Only the web's own schemes name a host a visitor would land on (`javascript://host/…` does not).
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === currentHost;
  } catch {
    return false;
  }
}
