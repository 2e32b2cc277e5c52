import { claimReload } from './reloadMarker';

/**
 * Spec 4, 7 and 9: the app knows its build and polls `builds/latest.json`; once a newer build
 * is out, the next client-side navigation becomes a full page load (within the reload limit),
 * so visitors move onto the new build's code and pages instead of mixing the two.
 */

/** How often an open page asks for a newer build. A deploy reaches idle tabs within this; tabs
 * brought back to the foreground ask at once. */
export const BUILD_POLL_MS = 5 * 60_000;
/** Spec 9: the build manifest is fetched 1 s after load (not on slow-2g connections). */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;

export const currentBuildId: string | undefined = process.env.NEXT_PUBLIC_BUILD_ID;

export type BuildInfo = { id: string; timestamp: number };

export function parseBuildInfo(value: unknown): BuildInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, timestamp } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof timestamp === 'number' ? { id, timestamp } : null;
}

let newerBuild: BuildInfo | null = null;
let manifest: BuildInfo | null = null;

/** The newer build found so far, if any. */
export const pendingBuild = () => newerBuild;
/** This build's manifest, once prefetched. */
export const buildManifest = () => manifest;

/** Asks for the latest build; remembers it when it is not this one. Never throws. */
export async function checkForNewBuild(fetchImpl: typeof fetch = fetch): Promise<BuildInfo | null> {
  if (!currentBuildId) return null;
  try {
    const response = await fetchImpl(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const latest = parseBuildInfo(await response.json());
    if (!latest) throw new Error('unexpected body');
    if (latest.id !== currentBuildId) newerBuild = latest;
    return latest;
  } catch (error) {
    console.warn('Could not check for a new build (builds/latest.json):', error);
    return null;
  }
}

async function prefetchManifest(): Promise<void> {
  try {
    const response = await fetch(`/builds/meta/${encodeURIComponent(currentBuildId ?? '')}.json`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = parseBuildInfo(await response.json());
  } catch (error) {
    console.warn('Could not load the build manifest:', error);
  }
}

type NetworkInformation = { effectiveType?: string };

function isSlow2g(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType === 'slow-2g';
}

/** Starts polling and the manifest prefetch; once per page load, in production builds only. */
export function startBuildUpdates(): void {
  if (!currentBuildId || typeof window === 'undefined') return;
  const onLoad = () => {
    if (!isSlow2g()) window.setTimeout(() => void prefetchManifest(), MANIFEST_PREFETCH_DELAY_MS);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  window.setInterval(() => void checkForNewBuild(), BUILD_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewBuild();
  });
}

export type NavigationType = 'push' | 'replace' | 'traverse';

/**
 * Called as a client-side navigation starts: with a newer build out (and no reload within the
 * last 10 s), the browser loads the target in full instead. Returns whether it does.
 */
export function loadInFullIfOutdated(
  url: string,
  type: NavigationType,
  location: Pick<Location, 'assign' | 'replace' | 'reload'> = window.location,
): boolean {
  if (!newerBuild || !claimReload()) return false;
  console.info(JSON.stringify({ level: 'info', event: 'app.reload', reason: 'new-build', build: newerBuild.id }));
  if (type === 'traverse') location.reload();
  else if (type === 'replace') location.replace(url);
  else location.assign(url);
  return true;
}
