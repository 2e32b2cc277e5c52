/**
 * Pages whose address carries a secret: the job-alert links from mails (src/lib/career/links.ts,
 * `CAREER_ROUTES`), whose last segment is the token. Written out here, not imported, so the
 * browser code that tracks page views does not load the career module; a test keeps both equal.
 */
export const SECRET_ROUTE_PREFIXES = ['/karriere-portal/bestaetigen/', '/karriere-portal/unsubscribe/'] as const;

/** What stands in a tracked path for the secret. */
export const SECRET_PLACEHOLDER = '[token]';

/**
 * The prefix of `path` that is no secret, when a secret follows it; matched without regard to case
 * (a path typed in other case still carries the token, and answers 404 with it in the address).
 */
function secretPrefixOf(path: string): string | null {
  const lower = path.toLowerCase();
  const prefix = SECRET_ROUTE_PREFIXES.find((candidate) => lower.startsWith(candidate) && path.length > candidate.length);
  return prefix ? path.slice(0, prefix.length) : null;
}

/** Whether the address (path, or URL) carries a secret. */
export function carriesSecret(pathOrUrl: string): boolean {
  let path = pathOrUrl;
  try {
    path = new URL(pathOrUrl, 'https://site.invalid').pathname;
  } catch {
    // Not parseable: judged as it is.
  }
  return secretPrefixOf(path) !== null;
}

/** The path as page views report it: a secret replaced by `[token]`, everything after it dropped. */
export function trackedPath(path: string): string {
  const prefix = secretPrefixOf(path);
  return prefix === null ? path : `${prefix}${SECRET_PLACEHOLDER}`;
}

/**
 * The page's address as page views report it: the path as `trackedPath` gives it; on a page with
 * a secret without query or anchor either.
 */
export function trackedLocation({ origin, pathname, search }: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return carriesSecret(pathname) ? `${origin}${trackedPath(pathname)}` : `${origin}${pathname}${search}`;
}
