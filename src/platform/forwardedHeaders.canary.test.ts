import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, describe, expect, it } from 'vitest';

import { type StartedNextServer, readInstalled, startNextServer, versionOf } from './canary';
import { believeForwardedHeadersOfTrustedProxiesOnly } from './forwardedHeaders';

let started: StartedNextServer | undefined;
afterAll(async () => {
  await started?.stop();
});

describe(`canary: X-Forwarded-* in Next ${versionOf('next')} (src/platform/forwardedHeaders.ts)`, () => {
  it('Next’s server hands its request handler the request with the headers the patch rewrote', async () => {
    believeForwardedHeadersOfTrustedProxiesOnly({ TRUSTED_PROXIES: '127.0.0.1' });
    started = await startNextServer();
    const server = started.server;
    const { port } = server.address() as AddressInfo;
    const seen = new Promise<IncomingHttpHeaders>((resolve) => server.prependListener('request', (incoming: { headers: IncomingHttpHeaders }) => resolve({ ...incoming.headers })));
    const outgoing = request({ host: '127.0.0.1', port, path: '/', headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.1', 'X-Forwarded-Proto': 'https' } });
    outgoing.on('error', () => undefined);
    outgoing.end();
    const headers = await seen;
    outgoing.destroy();
    expect(headers['x-forwarded-for'], '`next start`’s server no longer dispatches requests through Server.prototype.emit (see pageBodyLimit.canary.test.ts)').toBe('203.0.113.1');
  });

  it('Next fills in X-Forwarded-For and -Proto only where a request has none, so what the patch believed stays', () => {
    const baseServer = readInstalled('next/dist/server/base-server.js');
    for (const header of ['x-forwarded-for', 'x-forwarded-proto']) {
      expect(
        baseServer,
        `next/dist/server/base-server.js no longer sets ${header} only when absent (\`req.headers['${header}'] ??= …\`): Next may now overwrite what ` +
          'src/platform/forwardedHeaders.ts believed (the client behind trusted proxies), and the rate limits would count the proxy. Check what Next writes there now.',
      ).toContain(`req.headers['${header}'] ??=`);
    }
  });
});
