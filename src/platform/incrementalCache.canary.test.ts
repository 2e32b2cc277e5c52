import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readInstalled, requireInstalled, versionOf } from './canary';
import { processIncrementalCache } from './incrementalCache';

requireInstalled('next/dist/server/node-environment-baseline.js');

type Durations = { expire?: number };
type IncrementalCache = { revalidateTag(tags: string[], durations?: Durations): Promise<void> };
type RouteModulePrototype = {
  getIncrementalCache(this: object, req: object, nextConfig: object, previewProps: object, prerenderManifest: object, isMinimalMode: boolean): Promise<IncrementalCache>;
};

const { RouteModule } = requireInstalled<{ RouteModule: { prototype: RouteModulePrototype } }>('next/dist/server/route-modules/route-module.js');
const { IncrementalCache } = requireInstalled<{ IncrementalCache: new (options: object) => IncrementalCache }>('next/dist/server/lib/incremental-cache/index.js');
const { nodeFs } = requireInstalled<{ nodeFs: object }>('next/dist/server/lib/node-fs-methods.js');

/** What a built app hands Next's server (its preview secrets and prerender manifest), empty. */
const PREVIEW = { previewModeId: 'canary', previewModeSigningKey: 'canary', previewModeEncryptionKey: 'canary' };
const MANIFEST = { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: PREVIEW };

const MOVED =
  'src/platform/incrementalCache.ts reads Next’s page cache from globalThis.__incrementalCache; find where Next keeps the IncrementalCache ' +
  'it builds for a request now (next/dist/server/route-modules/route-module.js getIncrementalCache) and read it from there.';

describe(`canary: the process's page cache in Next ${versionOf('next')} (src/platform/incrementalCache.ts)`, () => {
  it('is put on globalThis.__incrementalCache when Next builds it for a request', async () => {
    Reflect.deleteProperty(globalThis, '__incrementalCache');
    const serverDir = mkdtempSync(path.join(tmpdir(), 'incremental-cache-'));
    const routeModule = { distDir: '.next', relativeProjectDir: path.relative(process.cwd(), serverDir), isDev: false, loadCustomCacheHandlers: async () => undefined };
    const nextConfig = { experimental: {}, cacheMaxMemorySize: 0 };
    const built = await RouteModule.prototype.getIncrementalCache.call(routeModule, { headers: {} }, nextConfig, PREVIEW, MANIFEST, false);
    expect(built, 'Next’s RouteModule.getIncrementalCache built no cache').toBeInstanceOf(IncrementalCache);
    expect(processIncrementalCache(), MOVED).toBe(built);
  });

  it('is put there by the page and route handlers Next builds into the app, too', () => {
    for (const template of ['next/dist/build/templates/app-page-runtime.js', 'next/dist/build/templates/app-route.js']) {
      expect(readInstalled(template), `${template} no longer sets globalThis.__incrementalCache. ${MOVED}`).toContain('globalThis.__incrementalCache = incrementalCache;');
    }
  });

  it('expires tags through the configured cache handler, as called after a job', async () => {
    const calls: unknown[] = [];
    class RecordingHandler {
      async get() {
        return null;
      }
      async set() {}
      async revalidateTag(tags: string[], durations?: Durations) {
        calls.push([tags, durations]);
      }
      resetRequestCache() {}
    }
    const cache = new IncrementalCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      minimalMode: false,
      serverDistDir: mkdtempSync(path.join(tmpdir(), 'incremental-cache-')),
      requestHeaders: {},
      maxMemoryCacheSize: 0,
      previewProps: PREVIEW,
      prerenderManifest: MANIFEST,
      CurCacheHandler: RecordingHandler,
    });
    await cache.revalidateTag(['canary'], { expire: 0 });
    expect(calls, 'IncrementalCache.revalidateTag(tags, { expire }) no longer reaches the cache handler as src/cms/hooks/revalidate.ts (expireAfterJob) calls it').toEqual([[['canary'], { expire: 0 }]]);
  });
});
