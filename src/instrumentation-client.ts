/**
 * Runs in the browser before the app hydrates (Next.js instrumentation-client), on every page.
 * - New builds (spec 4): polling, and a full load instead of a client-side navigation once a
 *   newer build is out.
 * - Chunks that fail to load outside rendering (lazy imports) reload the page once; those
 *   during rendering reach the error boundaries, which do the same.
 * - The service worker, registered after load on the public site (its code loads only then),
 *   and the browser's install offer, kept for the install banner.
 */
import { type NavigationType, loadInFullIfOutdated, startBuildUpdates } from '@/lib/pwa/buildUpdates';
import { captureInstallPrompt } from '@/lib/pwa/installPrompt';
import { isChunkLoadError, reloadOnce } from '@/lib/pwa/reloadMarker';

startBuildUpdates();
captureInstallPrompt();

window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce('chunk-load-error');
});

const afterLoad = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

const serviceWorker =
  process.env.NODE_ENV === 'production' && !window.location.pathname.startsWith('/admin')
    ? afterLoad.then(() => import('@/lib/pwa/serviceWorker'))
    : null;
void serviceWorker?.then((module) => module.registerServiceWorker());

export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  if (loadInFullIfOutdated(url, navigationType)) return;
  if (navigationType !== 'traverse') void serviceWorker?.then((module) => module.cacheVisitedPage(url));
}
