import { request } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { type StartedNextServer, startNextServer, versionOf } from './canary';
import { refuseLargePageBodies } from './pageBodyLimit';

let started: StartedNextServer | undefined;
afterAll(async () => {
  await started?.stop();
});

describe(`canary: the server of Next ${versionOf('next')} (src/platform/pageBodyLimit.ts, src/platform/forwardedHeaders.ts)`, () => {
  it('is a node:http server whose requests pass Server.prototype.emit, where a body over the limit is refused before Next reads it', async () => {
    refuseLargePageBodies();
    started = await startNextServer();
    const { port } = started.server.address() as AddressInfo;
    // Next's own request handler would wait for the app (which the canary never loads): only the
    // patched emit can answer.
    const status = await new Promise<number | string>((resolve) => {
      const outgoing = request({ host: '127.0.0.1', port, path: '/karriere', method: 'POST', headers: { 'Content-Length': String(100 * 1024 * 1024) } }, (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        outgoing.destroy();
      });
      outgoing.on('error', () => undefined);
      outgoing.setTimeout(3_000, () => {
        resolve('no answer');
        outgoing.destroy();
      });
      outgoing.write(Buffer.alloc(1024));
    });
    expect(
      status,
      '`next start` no longer serves with a node:http Server whose "request" event goes through Server.prototype.emit (next/dist/server/lib/start-server.js): ' +
        'the patches of src/platform/pageBodyLimit.ts and src/platform/forwardedHeaders.ts no longer see requests before Next does.',
    ).toBe(413);
  });
});
