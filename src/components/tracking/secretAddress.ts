import { carriesSecret } from '@/lib/tracking/secretPaths';

let shown = false;

/**
 * Whether this document has shown an address that carries a secret (src/lib/tracking/secretPaths.ts):
 * the one it was loaded with, or any path since. A tag manager loaded into such a document would
 * read the address itself, now or when the visitor goes back to it, so it must never load there;
 * the next document (a reload, a new tab) is a fresh start.
 */
export function documentShowedSecret(pathname: string): boolean {
  if (shown) return true;
  const loadedWith = new URL(performance.getEntriesByType('navigation')[0]?.name ?? window.location.href).pathname;
  shown = carriesSecret(pathname) || carriesSecret(loadedWith);
  return shown;
}
