import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { log } from '@/lib/log';
import { observeGraphqlOperation } from '@/ops/metrics/graphql';
import { observeStatement } from '@/ops/observeStatement';
import { observe } from '@/ops/requests/observeRequests';
import { parseTrustedProxies } from '@/lib/server/forwardedHeaders';

import { REQUEST_ID_ATTRIBUTE } from './spans';
import { startTracing, stopTracing } from './startTracing';

const exporter = new InMemorySpanExporter();
let server: Server;
let port: number;

beforeAll(async () => {
  // Sent at once: a batch every 5 s would outlast the test.
  await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_BSP_SCHEDULE_DELAY: '1' }, exporter);
  // A page as the site renders one: a GraphQL operation whose resolver reads the database.
  const document = parse('query ArticleByPath($path: String!) { article(path: $path) { title } }');
  server = createServer((request, response) => {
    observe(request, response, parseTrustedProxies('127.0.0.1'), () => undefined)(async () => {
      await observeGraphqlOperation(
        document,
        () => observeStatement('sqlite', 'read', "SELECT title FROM articles WHERE path = ? AND status = 'published'", async () => ({ rows: [] })),
        () => true,
      );
      log.info('page.rendered');
      response.end('<!doctype html><title>Verkehr</title>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stopTracing();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.headers['x-request-id'])));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

async function spansOf(requestId: string): Promise<ReadableSpan[]> {
  await vi.waitFor(() => expect(exporter.getFinishedSpans().some((span) => span.kind === SpanKind.SERVER && span.attributes[REQUEST_ID_ATTRIBUTE] === requestId)).toBe(true));
  return exporter.getFinishedSpans().filter((span) => span.attributes[REQUEST_ID_ATTRIBUTE] === requestId);
}

describe('a request’s trace', () => {
  it('has the request as its root, the GraphQL operation below it and the statement below that, each with the request id', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const requestId = await get('/verkehr?token=geheim');
    const spans = await spansOf(requestId);
    const request = spans.find((span) => span.kind === SpanKind.SERVER);
    const operation = spans.find((span) => span.name === 'query ArticleByPath');
    const statement = spans.find((span) => span.name === 'SELECT articles');
    expect(request).toMatchObject({ name: 'GET page', attributes: { 'http.request.method': 'GET', 'url.path': '/verkehr', 'http.response.status_code': 200 } });
    expect(operation?.parentSpanContext?.spanId).toBe(request?.spanContext().spanId);
    expect(statement?.parentSpanContext?.spanId).toBe(operation?.spanContext().spanId);
    expect(statement?.attributes).toMatchObject({ 'db.system.name': 'sqlite', 'db.operation.name': 'SELECT', 'db.query.text': 'SELECT title FROM articles WHERE path = ? AND status = ?' });
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain('geheim');

    // A line logged while the request is handled names the request and its trace.
    const line = info.mock.calls.map(([text]) => JSON.parse(String(text)) as Record<string, unknown>).find((entry) => entry.event === 'page.rendered');
    expect(line).toMatchObject({ requestId, traceId: request?.spanContext().traceId });
    info.mockRestore();
  });

  it('continues the trace of a trusted proxy, and starts its own for anyone else, whatever they send', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const trusted = await spansOf(await get('/', { traceparent }));
    expect(trusted.find((span) => span.kind === SpanKind.SERVER)?.spanContext().traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');

    const outsider = await new Promise<string>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { traceparent, baggage: `${REQUEST_ID_ATTRIBUTE}=ausgedacht` }, localAddress: '127.0.0.2' }, (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.headers['x-request-id'])));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    const outsiderSpans = await spansOf(outsider);
    expect(outsiderSpans.find((span) => span.kind === SpanKind.SERVER)?.spanContext().traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    // Nor does anyone name the request in our traces (W3C baggage).
    expect(outsiderSpans.map((span) => span.attributes[REQUEST_ID_ATTRIBUTE])).not.toContain('ausgedacht');
    expect(exporter.getFinishedSpans().some((span) => span.attributes[REQUEST_ID_ATTRIBUTE] === 'ausgedacht')).toBe(false);
  });
});
