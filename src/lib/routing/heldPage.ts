import { ownOrigin } from '@/lib/server/ownOrigin';

/**
 * A page's HTML held in the server's memory, for answers the server gives itself with a status a
 * page cannot set (the 404 page for unknown paths, the search's 429): fetched from this server
 * itself (the page, rendered like any other), and again in the background at most every
 * REFRESH_MS, so a change to what the page shows (the navigation) reaches it within seconds.
 * Until the first copy is in, the caller lets the page answer for itself.
 */
const REFRESH_MS = 10_000;

const TOKEN = Symbol.for('mobilclub.ownRequestToken');
type TokenHolder = typeof globalThis & { [TOKEN]?: string };

/**
 * This process's secret for its own requests (its fetch of a held page, its word to a
 * page it passes a request on to): the same in every bundle, unknown outside the process.
 */
export function ownRequestToken(): string {
  return ((globalThis as TokenHolder)[TOKEN] ??= globalThis.crypto.randomUUID());
}

interface Held {
  /** Encoded once: a string body would be encoded again for every answer. */
  html: Uint8Array<ArrayBuffer> | null;
  /** When the page was last fetched, or last failed to be: no request waits on it, none repeats it sooner. */
  triedAt: number;
  loading: Promise<void> | null;
}

async function load(held: Held, path: string, headers: Record<string, string>): Promise<void> {
  const origin = ownOrigin();
  if (!origin) return;
  held.triedAt = Date.now();
  try {
    const response = await fetch(new URL(path, origin), { redirect: 'manual', headers });
    const html = await response.text();
    // Only the page itself: not an error page, not a page from before the server was ready.
    if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/html') && html.includes('<html lang=')) {
      held.html = new TextEncoder().encode(html);
    }
  } catch {
    // Kept as it was; the next request tries again.
  }
}

/**
 * `refresh`: fetch the page again when the copy is older than REFRESH_MS (where the copy is
 * answered with); `if-none`: only while there is none yet (where it is merely made ready, so a
 * request after a quiet spell does not pay for a render of a page it does not show).
 */
export type HeldPageUse = 'refresh' | 'if-none';

/**
 * The held page at `path`, fetched with `headers` (which tell the page it is the server asking).
 * `key` names its place on globalThis: one copy per process, whichever bundle asks.
 * The returned function gives its HTML (UTF-8), or null while there is none yet.
 */
export function heldPage(key: string, path: string, headers: () => Record<string, string>): (now?: number, use?: HeldPageUse) => Uint8Array<ArrayBuffer> | null {
  const symbol = Symbol.for(key);
  return (now = Date.now(), use = 'refresh') => {
    const holder = globalThis as typeof globalThis & { [symbol]?: Held };
    const held = (holder[symbol] ??= { html: null, triedAt: 0, loading: null });
    // Right after start (nothing held) every second; then every REFRESH_MS, where it is used.
    const due = held.html ? use === 'refresh' && now - held.triedAt >= REFRESH_MS : now - held.triedAt >= 1_000;
    if (!held.loading && due) {
      held.loading = load(held, path, headers()).finally(() => {
        held.loading = null;
      });
    }
    return held.html;
  };
}
