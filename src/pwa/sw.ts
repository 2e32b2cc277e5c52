/// <reference lib="webworker" />
/**
 * The service worker (served as /sw.js, scope /), bundled by `bin/buildServiceWorker.ts` after
 * `next build`, which also fills in the precache list: the offline document with its styles
 * and fonts, the icons. Rules in rules.ts.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, type PrecacheEntry, Serwist, type SerwistPlugin } from 'serwist';

import { OFFLINE_DOCUMENT, isCacheable, isHashedAsset, isImageRequest, isPageDataRequest, isPageRequest } from './rules';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Pages wait this long for the network before a cached copy is shown (lie-fi, tunnels). */
const NETWORK_TIMEOUT_SECONDS = 4;

const onlyCacheable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheable(response) ? response : null),
};

const origin = self.location.origin;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPageRequest(request, url, origin),
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        // Payload's client hints add a Vary that a later navigation would not match.
        matchOptions: { ignoreVary: true },
        plugins: [onlyCacheable, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, url }) => isPageDataRequest(request, url, origin),
      handler: new NetworkFirst({
        cacheName: 'pages-rsc',
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        matchOptions: { ignoreVary: true },
        plugins: [onlyCacheable, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, url }) => isHashedAsset(request, url, origin),
      handler: new CacheFirst({
        cacheName: 'assets',
        plugins: [onlyCacheable, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ request, url }) => isImageRequest(request, url, origin),
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [
          onlyCacheable,
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
  // A page that is neither online nor cached: the offline page.
  fallbacks: { entries: [{ url: OFFLINE_DOCUMENT, matcher: ({ request }) => request.destination === 'document' }] },
});

serwist.addEventListeners();
