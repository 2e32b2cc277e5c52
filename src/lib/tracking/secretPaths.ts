/**
 * Pages whose address carries a secret: the job-alert links from mails (src/lib/career/links.ts,
 * `CAREER_ROUTES`), whose last segment is the token. Written out here, not imported, so the code
 * every page runs to track page views stays small; a test keeps both in step. Without regard to
 * case: a path typed in other case still carries the token (and answers 404 with it).
 */
const SECRET_PATH = /^(\/karriere-portal\/(?:bestaetigen|unsubscribe)\/).+/i;

/** Whether the path carries a secret. */
export function carriesSecret(path: string): boolean {
  return SECRET_PATH.test(path);
}

/** The path as page views report it: a secret (and anything after it) replaced by `[token]`. */
export function trackedPath(path: string): string {
  return path.replace(SECRET_PATH, '$1[token]');
}
