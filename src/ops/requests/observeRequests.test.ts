import { createServer, type IncomingHttpHeaders, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseTrustedProxies } from '@/lib/server/forwardedHeaders';

import { loggablePath, observe, recordRequest, type RequestRecord } from './observeRequests';
import { ANSWERED_BY_PROXY_HEADER, routeKind } from './routeKind';

let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (!open) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** A server whose every request is observed, answering as `answer` says; the records it made. */
async function observedServer(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const records: RequestRecord[] = [];
  const finished: Array<() => void> = [];
  server = createServer((request, response) => {
    observe(request, response, parseTrustedProxies('127.0.0.1'), (entry) => {
      records.push(entry);
      finished.shift()?.();
    });
    answer(request, response);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, { headers = {}, from }: { headers?: Record<string, string>; from?: string } = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; recorded: Promise<void> }>((resolve, reject) => {
      const recorded = new Promise<void>((done) => finished.push(done));
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers, ...(from ? { localAddress: from } : {}) }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, recorded }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  return { records, get };
}

describe('a request as the server observes it', () => {
  it('is one JSON line with level, time, request id, method, route kind, path without its query, status and duration', async () => {
    const { records, get } = await observedServer((_, response) => {
      response.setHeader('x-nextjs-cache', 'HIT');
      response.end('<!doctype html><title>Verkehr</title>');
    });
    const answer = await get('/verkehr?utm_source=newsletter&token=geheim');
    await answer.recorded;
    const [record] = records;
    expect(answer.headers['x-request-id']).toBe(record?.requestId);
    expect(record).toMatchObject({ method: 'GET', kind: 'page', path: '/verkehr', status: 200, cache: 'HIT' });
    expect(record?.requestId).toMatch(/^[\da-f-]{36}$/);
    expect(record?.durationMs).toBeGreaterThan(0);

    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    recordRequest(record as RequestRecord, 'all');
    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    const logged = JSON.parse(line) as Record<string, unknown>;
    expect(logged).toMatchObject({ level: 'info', event: 'request', method: 'GET', kind: 'page', path: '/verkehr', status: 200, requestId: record?.requestId });
    expect(Date.parse(String(logged.time))).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof logged.durationMs).toBe('number');
    expect(line).not.toMatch(/geheim|utm_source/);
  });

  it('keeps the request id and trace of a trusted proxy, not of anyone else', async () => {
    const { records, get } = await observedServer((_, response) => response.end('ok'));
    const headers = { 'X-Request-Id': 'varnish-4711-abcdef', traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' };
    await (await get('/', { headers })).recorded;
    await (await get('/', { headers, from: '127.0.0.2' })).recorded;
    expect(records[0]).toMatchObject({ requestId: 'varnish-4711-abcdef', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
    expect(records[1]?.requestId).not.toBe('varnish-4711-abcdef');
    expect(records[1]?.traceId).toBeUndefined();
  });

  it('takes the proxy’s mark off before the response leaves, and counts the answer as a proxy 404', async () => {
    const { records, get } = await observedServer((_, response) => {
      response.statusCode = 404;
      response.setHeader(ANSWERED_BY_PROXY_HEADER, '1');
      response.end('Seite nicht gefunden');
    });
    const answer = await get('/gibt-es-nicht');
    await answer.recorded;
    expect(answer.headers[ANSWERED_BY_PROXY_HEADER]).toBeUndefined();
    expect(records[0]).toMatchObject({ kind: 'proxy-404', status: 404 });
  });

  it('logs a server error as an error, and with REQUEST_LOG=errors nothing else', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const base = { requestId: 'r-12345678', method: 'GET', kind: 'page', path: '/', durationMs: 3 } as const;
    recordRequest({ ...base, status: 200 }, 'errors');
    recordRequest({ ...base, status: 503 }, 'errors');
    expect(info).not.toHaveBeenCalled();
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', status: 503 });
  });
});

describe('the logged path', () => {
  it('leaves out the query and the secret segments of confirmation, unsubscribe and reset links', () => {
    expect(loggablePath('/suche?q=Vignette')).toBe('/suche');
    expect(loggablePath('/karriere-portal/unsubscribe/8f2e9a7c4b?x=1')).toBe('/karriere-portal/unsubscribe/…');
    expect(loggablePath('/karriere-portal/bestaetigen/abc123def')).toBe('/karriere-portal/bestaetigen/…');
    expect(loggablePath('/admin/reset/token-xyz')).toBe('/admin/reset/…');
    expect(loggablePath(`/${'a'.repeat(500)}`)).toBe(`/${'a'.repeat(199)}…`);
  });
});

describe('the route kind', () => {
  it('tells pages, redirects, the proxy’s 404, GraphQL, the API, media, the admin, assets and probes apart', () => {
    expect(routeKind('/verkehr', 200, false)).toBe('page');
    expect(routeKind('/verkehr/alt', 308, false)).toBe('redirect');
    expect(routeKind('/verkehr', 304, false)).toBe('page');
    expect(routeKind('/gibt-es-nicht', 404, true)).toBe('proxy-404');
    expect(routeKind('/verkehr/gibt-es-nicht', 404, false)).toBe('page');
    expect(routeKind('/api/graphql', 200, false)).toBe('graphql');
    expect(routeKind('/api/articles', 200, false)).toBe('api');
    expect(routeKind('/api/media/file/kreuzung-960x540.webp', 200, false)).toBe('media');
    expect(routeKind('/admin/collections/articles', 200, false)).toBe('admin');
    expect(routeKind('/_next/static/chunks/app.js', 200, false)).toBe('asset');
    expect(routeKind('/api/health', 200, false)).toBe('probe');
    expect(routeKind('/api/metrics', 200, false)).toBe('probe');
  });
});
