// The page cache shared by all instances, in Redis (REDIS_URL): rendered pages, their RSC
// payloads and cached CMS reads, with their tags. A publish on one instance revalidates a tag
// once, in Redis, and every instance's next read sees it.
//
// @fortedigital/nextjs-cache-handler (maintained for Next 16.3+, whose route-tree prefetches
// need per-segment data in every entry). Plain JavaScript: Next imports it at runtime.
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';

import createPublishSafeHandler from './publishSafeHandler.mjs';
import { breakerFor, guardRedisClient } from './serviceGuard.mjs';

/** Keys of one build apart from another's: a new release must not be served the old HTML. */
export function keyPrefix(buildId) {
  return `club:${buildId || 'dev'}:`;
}

/**
 * How long a page cache command may take (a Redis nearby answers in well under a millisecond).
 * Past it a read is a miss (the page is rendered) and a write is dropped; after three in a row the
 * circuit opens and the page cache is skipped at once, tried again every five seconds.
 */
export const PAGE_CACHE_TIMEOUT_MS = 300;

export default function sharedPageCache(redisUrl) {
  CacheHandler.onCreation(async ({ buildId }) => {
    // One connection per process, however often Next constructs the handler.
    globalThis.__clubPageCache ??= (async () => {
      const client = createClient({ url: redisUrl, pingInterval: 10_000 });
      client.on('error', (error) => console.error('Redis (page cache):', error.message));
      try {
        await client.connect();
      } catch (error) {
        // The site stays up, but this instance's cache is its own until it restarts: say so.
        console.error(`Page cache: Redis at ${redisUrl} unreachable (${error.message}); caching in this process only.`);
        return { handlers: [createLruHandler()] };
      }
      return {
        handlers: [
          createPublishSafeHandler({
            client: guardRedisClient(client, breakerFor('redis'), PAGE_CACHE_TIMEOUT_MS),
            keyPrefix: keyPrefix(buildId),
            timeoutMs: PAGE_CACHE_TIMEOUT_MS,
          }),
        ],
      };
    })();
    return globalThis.__clubPageCache;
  });
  return CacheHandler;
}
