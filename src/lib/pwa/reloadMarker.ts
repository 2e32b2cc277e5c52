/**
 * Spec 4 and 9: the app reloads itself (a new build, a chunk that failed to load, a new
 * service worker) at most once per 10 seconds, remembered across the reload in session
 * storage. Without storage it never reloads: a reload it cannot count could loop.
 */
export const RELOAD_MARKER_KEY = 'mc:reload';
export const RELOAD_MARKER_MS = 10_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a reload now stays within the limit; if so, the marker is set for the next 10 s. */
export function claimReload(now = Date.now(), storage: Storage | null = sessionStore()): boolean {
  if (!storage) return false;
  try {
    const until = Number(storage.getItem(RELOAD_MARKER_KEY));
    if (Number.isFinite(until) && until > now) return false;
    storage.setItem(RELOAD_MARKER_KEY, String(now + RELOAD_MARKER_MS));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page unless a reload happened within the last 10 s; says whether it does. */
export function reloadOnce(reason: string): boolean {
  if (!claimReload()) return false;
  console.info(JSON.stringify({ level: 'info', event: 'app.reload', reason }));
  window.location.reload();
  return true;
}

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to load chunk|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** A script or style chunk of the app could not be loaded: typically a build replaced meanwhile. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return typeof error === 'string' && CHUNK_ERROR.test(error);
  return CHUNK_ERROR.test(`${error.name}: ${error.message}`);
}
