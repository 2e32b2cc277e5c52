import { NOT_FOUND_SHELL_PATH } from './notFoundShell';

/**
 * The shared 404 page's HTML, held in the proxy's memory: an unknown path is answered with it
 * at once, without routing the request a second time to the page and its cache (a rewrite),
 * which costs several times as much. Fetched from this server itself (the page, rendered and
 * cached like any other), and again in the background at most every REFRESH_MS, so a change to
 * what the page shows (the navigation) reaches it within seconds. Until the first copy is in,
 * the catch-all page answers unknown paths itself.
 */
const REFRESH_MS = 10_000;

/** Marks the proxy's own request for the page; anyone else asking for the page's path gets a 404. */
const FETCH_HEADER = 'x-mobilclub-not-found-page';
const FETCH_TOKEN = globalThis.crypto.randomUUID();
const TOKEN = Symbol.for('mobilclub.notFoundPageToken');
type TokenHolder = typeof globalThis & { [TOKEN]?: string };

/** This process's token: the same in every bundle that imports this module. */
function fetchToken(): string {
  return ((globalThis as TokenHolder)[TOKEN] ??= FETCH_TOKEN);
}

export function isNotFoundPageFetch(headers: Headers): boolean {
  return headers.get(FETCH_HEADER) === fetchToken();
}

interface Held {
  /** Encoded once: a string body would be encoded again for every answer. */
  html: Uint8Array<ArrayBuffer> | null;
  /** When the page was last fetched, or last failed to be: no request waits on it, none repeats it sooner. */
  triedAt: number;
  loading: Promise<void> | null;
}

const HOLDER = Symbol.for('mobilclub.notFoundPage');
type Holder = typeof globalThis & { [HOLDER]?: Held };

/** Where this server answers itself: Next sets it once it listens (next/dist/server/lib/start-server.js). */
function ownOrigin(): string | undefined {
  return process.env.__NEXT_PRIVATE_ORIGIN;
}

async function load(held: Held): Promise<void> {
  const origin = ownOrigin();
  if (!origin) return;
  held.triedAt = Date.now();
  try {
    const response = await fetch(new URL(NOT_FOUND_SHELL_PATH, origin), { redirect: 'manual', headers: { [FETCH_HEADER]: fetchToken() } });
    const html = await response.text();
    // Only the page itself: not an error page, not a page from before the server was ready.
    if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/html') && html.includes('<html lang=')) {
      held.html = new TextEncoder().encode(html);
    }
  } catch {
    // Kept as it was; the next request tries again.
  }
}

/** The page's HTML (UTF-8), or null while there is none yet (then the page answers for itself). */
export function notFoundPageHtml(now = Date.now()): Uint8Array<ArrayBuffer> | null {
  const held = ((globalThis as Holder)[HOLDER] ??= { html: null, triedAt: 0, loading: null });
  // Right after start (nothing held) every second; then every REFRESH_MS.
  if (!held.loading && now - held.triedAt >= (held.html ? REFRESH_MS : 1_000)) {
    held.loading = load(held).finally(() => {
      held.loading = null;
    });
  }
  return held.html;
}
