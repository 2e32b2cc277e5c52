/** How long after a failed CMS read a server error is taken for the CMS's (the database's) fault. */
export const OUTAGE_WINDOW_MS = 10_000;
/** What an answer during an outage asks clients and caches to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

const LAST_OUTAGE = Symbol.for('mobilclub.cmsOutageAt');
type Holder = typeof globalThis & { [LAST_OUTAGE]?: number };

/**
 * Records that the CMS could not answer (unreachable, or a server error such as a locked
 * database). Kept on globalThis: renders record it, the server pipeline's step that answers 503
 * (src/platform/cmsOutageStatus.ts, loaded by the site's server outside Next's bundle) reads it.
 */
export function recordCmsOutage(now = Date.now()): void {
  (globalThis as Holder)[LAST_OUTAGE] = now;
}

export function cmsOutageIsRecent(now = Date.now()): boolean {
  const at = (globalThis as Holder)[LAST_OUTAGE];
  return at !== undefined && now - at < OUTAGE_WINDOW_MS;
}
