// @vitest-environment node
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';

import { declaresTooLargeForPage, refuseLargePageBodies } from './pageBodyLimit';

describe('the body limit of pages and server actions', () => {
  it('is for bodies over 1 MB to anything but the API', () => {
    expect(declaresTooLargeForPage('POST', '/verkehr', String(100 * 1024 * 1024))).toBe(true);
    expect(declaresTooLargeForPage('POST', '/admin', String(1024 * 1024 + 1))).toBe(true);
    expect(declaresTooLargeForPage('POST', '/verkehr', String(1024 * 1024))).toBe(false);
    expect(declaresTooLargeForPage('POST', '/verkehr', undefined)).toBe(false);
    expect(declaresTooLargeForPage('POST', '/api/media', String(100 * 1024 * 1024))).toBe(false);
    expect(declaresTooLargeForPage('GET', '/verkehr', String(100 * 1024 * 1024))).toBe(false);
  });

  it('answers 413 as soon as the headers arrive, before any of the body, without the server’s handler', async () => {
    refuseLargePageBodies();
    let handled = 0;
    const server = createServer((_, response) => {
      handled += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path: '/karriere', method: 'POST', headers: { 'Content-Length': String(100 * 1024 * 1024) } }, (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          outgoing.destroy();
        });
        outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
        outgoing.write(Buffer.alloc(1024));
      });
      expect(status).toBe(413);
      expect(handled).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
