import { Serwist } from '@serwist/window';

import { isNeverStoredPage } from '@/pwa/rules';

import { reloadOnce } from './reloadMarker';
import { setServiceWorkerState } from './serviceWorkerState';

export const SERVICE_WORKER_URL = '/sw.js';

/** Asks the worker to store this page's HTML: the first visit was loaded before it existed,
 * client-side navigations fetch only the page's data. Then it opens offline too. */
function cachePage(serwist: Serwist, url: string): void {
  if (isNeverStoredPage(new URL(url, window.location.href).pathname)) return;
  void serwist.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [[url, { headers: { Accept: 'text/html' } }]] } }).catch(() => {});
}

let registered: Serwist | null = null;

/**
 * Registers /sw.js (scope /) once the page has loaded. A new worker activates at once
 * (skipWaiting in sw.ts); when it takes over from an older one, the page reloads (at most once
 * per 10 s), so page and worker come from the same build.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    setServiceWorkerState('unsupported');
    return;
  }
  const serwist = new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'classic' });
  serwist.addEventListener('installed', (event) => {
    if (event.isUpdate) setServiceWorkerState('update-available');
  });
  serwist.addEventListener('activated', (event) => {
    if (!event.isUpdate) setServiceWorkerState('activated');
  });
  serwist.addEventListener('controlling', (event) => {
    if (event.isUpdate) {
      reloadOnce('service-worker-update');
      return;
    }
    setServiceWorkerState('offline-ready');
    cachePage(serwist, window.location.href);
  });
  try {
    const registration = await serwist.register();
    setServiceWorkerState('registered');
    if (registration?.active) setServiceWorkerState('activated');
    if (navigator.serviceWorker.controller) {
      setServiceWorkerState('offline-ready');
      cachePage(serwist, window.location.href);
    }
    registered = serwist;
  } catch (error) {
    setServiceWorkerState('error');
    console.error('Service worker registration failed:', error);
  }
}

/** After a client-side navigation: keep the new page's HTML for offline use. */
export function cacheVisitedPage(url: string): void {
  if (registered && navigator.serviceWorker.controller) cachePage(registered, url);
}
