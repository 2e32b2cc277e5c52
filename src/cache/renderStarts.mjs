// When the renders under way in this process began, and how an answer rendered from content that
// changed meanwhile is marked: shared by the page caches (src/cache/publishSafeHandler.mjs for
// Redis, src/platform/pageCacheHandler.mjs for the file cache of one instance). Plain JavaScript:
// Next imports both at runtime.

/** On an answer rendered from content that changed while it rendered: not to be cached anywhere. */
export const OUTDATED_HEADER = 'x-club-outdated';

/**
 * A render asks for its key before it starts; one that is still under way after this long has
 * failed (a render's reads have deadlines of seconds), and its start is forgotten.
 */
export const LONGEST_RENDER_MS = 120_000;

/**
 * When the renders of `key` under way in this process began. A set takes the earliest of them as
 * its entry's time and forgets the latest: renders of one key end in any order, and each entry is
 * then stamped no later than its own render began.
 */
export class RenderStarts {
  constructor(now = () => Date.now()) {
    this.now = now;
    this.byKey = new Map();
  }

  began(key) {
    const now = this.now();
    const starts = (this.byKey.get(key) ?? []).filter((start) => now - start < LONGEST_RENDER_MS);
    starts.push(now);
    this.byKey.set(key, starts);
  }

  /** The time to stamp a finished render of `key` with. */
  finished(key) {
    const now = this.now();
    const starts = (this.byKey.get(key) ?? []).filter((start) => now - start < LONGEST_RENDER_MS);
    if (starts.length === 0) {
      this.byKey.delete(key);
      return now;
    }
    const earliest = Math.min(...starts);
    starts.splice(starts.indexOf(Math.max(...starts)), 1);
    if (starts.length === 0) this.byKey.delete(key);
    else this.byKey.set(key, starts);
    return earliest;
  }
}

/**
 * Marks a page Next is about to send from `value` (it sends it from this same object once the
 * cache handler's `set` has returned; canary: src/platform/outdatedRender.canary.test.ts).
 */
export function markOutdated(value) {
  if (value?.kind === 'APP_PAGE' && value.headers) value.headers[OUTDATED_HEADER] = '1';
}
