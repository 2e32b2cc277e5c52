/**
 * Runs in the browser before the app hydrates (Next.js instrumentation-client), on every page.
 * - New builds (spec 4): polling, and a full load instead of a client-side navigation once a
 *   newer build is out.
 * - Chunks that fail to load outside rendering (lazy imports) reload the page once; those
 *   during rendering reach the error boundaries, which do the same.
 * - The service worker, registered after load on the public site, and the browser's install
 *   offer, kept for the install banner. The registration's code (3 kB gzip) comes with this
 *   script: fetched after load on its own, it was one more script on every page.
 */
import { type NavigationType, loadInFullIfOutdated, startBuildUpdates } from '@/lib/pwa/buildUpdates';
import { captureInstallPrompt } from '@/lib/pwa/installPrompt';
import { isChunkLoadError, reloadOnce } from '@/lib/pwa/reloadMarker';
import { cacheVisitedPage, registerServiceWorker } from '@/lib/pwa/serviceWorker';

startBuildUpdates();
captureInstallPrompt();

window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce('chunk-load-error');
});

const afterLoad = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

const withServiceWorker = process.env.NODE_ENV === 'production' && !window.location.pathname.startsWith('/admin');
if (withServiceWorker) void afterLoad.then(registerServiceWorker);

export function onRouterTransitionStart(url: string, navigationType: NavigationType): void {
  if (loadInFullIfOutdated(url, navigationType)) return;
  if (withServiceWorker && navigationType !== 'traverse') void afterLoad.then(() => cacheVisitedPage(url));
}
