import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { type StartedNextServer, startNextServer, versionOf } from './canary';
import { nextOwnOrigin } from './ownOrigin';

let started: StartedNextServer | undefined;
afterAll(async () => {
  await started?.stop();
});

describe(`canary: the server's own address in Next ${versionOf('next')} (src/platform/ownOrigin.ts)`, () => {
  it('is in process.env.__NEXT_PRIVATE_ORIGIN once `next start` listens, before the app loads', async () => {
    delete process.env.__NEXT_PRIVATE_ORIGIN;
    started = await startNextServer();
    const { port } = started.server.address() as AddressInfo;
    expect(
      started.origin,
      'Next’s start-server.js no longer sets process.env.__NEXT_PRIVATE_ORIGIN: the proxy’s held pages (src/lib/routing/heldPage.ts) are never fetched ' +
        'and its redirects keep Next’s "localhost" (src/proxy.ts onThisServer). Find where Next keeps the address it listens on now, and read it in src/platform/ownOrigin.ts.',
    ).toBe(`http://127.0.0.1:${port}`);
    expect(nextOwnOrigin()).toBe(started.origin);
  });
});
