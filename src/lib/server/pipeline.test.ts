import { createServer, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { recordCmsOutage } from '@/lib/cms/outage';
import type { RequestRecord } from '@/ops/requests/observeRequests';

import { behind, serverPipeline } from './pipeline';

let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server with the site's pipeline in front of `handler`, as src/server.ts serves Next; what it recorded. */
async function served(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const records: RequestRecord[] = [];
  let handled = 0;
  server = createServer(
    behind(serverPipeline({ env: { TRUSTED_PROXIES: '127.0.0.1' }, record: (entry) => records.push(entry) }), (request, response) => {
      handled += 1;
      handler(request, response);
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = (path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
      if (options.body) outgoing.write(options.body);
      else outgoing.end();
    });
  return { records, send, handled: () => handled };
}

describe('the server pipeline in front of the app', () => {
  it('hands the app what trusted proxies say about the client, with a request id, and logs the answer once', async () => {
    const site = await served((request, response) => response.end(JSON.stringify(request.headers)));
    const answer = await site.send('/verkehr?q=geheim', { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.1', 'X-Forwarded-Proto': 'https' } });
    const seen = JSON.parse(answer.body) as IncomingHttpHeaders;
    expect(seen['x-forwarded-for']).toBe('203.0.113.1');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(answer.headers['x-request-id']).toBe(seen['x-request-id']);
    expect(site.records).toEqual([expect.objectContaining({ method: 'GET', path: '/verkehr', status: 200, requestId: seen['x-request-id'] })]);
  });

  it('refuses a page body over 1 MB with 413 before the app sees it, and logs the refusal', async () => {
    const site = await served((_request, response) => response.end('ok'));
    const answer = await site.send('/karriere', { method: 'POST', headers: { 'Content-Length': String(100 * 1024 * 1024) }, body: Buffer.alloc(1024) });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('Die Anfrage ist zu groß (höchstens 1024 kB).');
    expect(site.handled()).toBe(0);
    expect(site.records).toEqual([expect.objectContaining({ method: 'POST', path: '/karriere', status: 413 })]);
  });

  it('marks the session cookie Secure over https only, as the believed protocol says', async () => {
    const site = await served((_request, response) => {
      response.setHeader('Set-Cookie', 'payload-token=abc; Path=/; HttpOnly');
      response.end();
    });
    const overHttps = await site.send('/api/users/login', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers['set-cookie']).toEqual(['payload-token=abc; Path=/; HttpOnly; Secure']);
    const overHttp = await site.send('/api/users/login');
    expect(overHttp.headers['set-cookie']).toEqual(['payload-token=abc; Path=/; HttpOnly']);
  });

  it('sends a Location appended twice once', async () => {
    const site = await served((_request, response) => {
      response.statusCode = 308;
      response.setHeader('Location', '/reisen');
      response.appendHeader('Location', '/reisen');
      response.end();
    });
    const answer = await site.send('/reise');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/reisen');
  });

  it('answers a server error while the CMS is away as 503 with Retry-After, and logs it so', async () => {
    const site = await served((_request, response) => {
      response.statusCode = 500;
      response.end('Fehler');
    });
    expect((await site.send('/verkehr')).status).toBe(500);
    recordCmsOutage();
    const during = await site.send('/verkehr');
    expect(during.status).toBe(503);
    expect(during.headers['retry-after']).toBe('10');
    expect(during.headers['cache-control']).toBe('no-store');
    expect(site.records.map((record) => record.status)).toEqual([500, 503]);
  });
});
