import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';

import { channelId, createArticle } from './content';
import { expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where the e2e servers send their traces (tests/e2e/server.sh: OTEL_EXPORTER_OTLP_ENDPOINT). */
const RECEIVER_PORT = PORT + 5;

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
}

/** A local OTLP/HTTP receiver (JSON), as an OpenTelemetry Collector or Jaeger would take the spans. */
async function otlpReceiver(port: number) {
  const received: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      if (request.url !== '/v1/traces' || !String(request.headers['content-type']).includes('json')) {
        response.writeHead(415).end();
        return;
      }
      const { resourceSpans = [] } = JSON.parse(body.toString('utf8')) as {
        resourceSpans?: { scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes'> & { attributes?: { key: string; value: AnyValue }[] })[] }[] }[];
      };
      for (const { scopeSpans = [] } of resourceSpans) {
        for (const { spans = [] } of scopeSpans) {
          for (const span of spans) {
            const attributes = Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue]));
            received.push({ ...span, attributes });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    spansOf: (traceId: string) => received.filter((span) => span.traceId === traceId),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A GET as a trusted proxy in front would send it (from 127.0.0.1), with its trace context. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; requestId: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`http://127.0.0.1:${PORT}${path}`, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, requestId: String(response.headers['x-request-id']) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('a page render’s trace reaches an OTLP receiver: the request, Next’s render, each GraphQL operation and the database statements, all with the request id', async ({ request }) => {
  const receiver = await otlpReceiver(RECEIVER_PORT);
  try {
    // An article of the test's own: never rendered before, so nothing comes from a cache.
    const article = await createArticle(request, { channel: await channelId(request, 'verkehr'), title: 'Spurensuche im Tunnel' });
    // The servers keep no trace of their own (OTEL_TRACES_SAMPLER_ARG=0): one the proxy in front
    // decided to sample is followed (the traceparent's flag 01).
    const traceId = randomBytes(16).toString('hex');
    const answer = await get(article.path, { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` });
    expect(answer.status).toBe(200);

    const names = () => receiver.spansOf(traceId).map((span) => span.name);
    await expect.poll(names, { timeout: 10_000 }).toEqual(expect.arrayContaining(['GET page', 'query ResolvePath']));
    const spans = receiver.spansOf(traceId);
    const server = spans.find((span) => span.name === 'GET page');
    expect(server?.attributes).toMatchObject({ 'http.request.method': 'GET', 'url.path': article.path, 'http.response.status_code': 200 });
    // Next's own render span ("prerender route (app) /[[...path]]" for a page it caches), below the request.
    const render = spans.find((span) => span.name.includes('render route (app) /[[...path]]'));
    expect(render, names().join(' | ')).toBeDefined();
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan | undefined): string[] => (span?.parentSpanId ? [span.parentSpanId, ...ancestors(byId.get(span.parentSpanId))] : []);
    expect(ancestors(render)).toContain(server?.spanId);
    // Database statements below the GraphQL operations.
    const operations = new Set(spans.filter((span) => span.name.startsWith('query ')).map((span) => span.spanId));
    const statements = spans.filter((span) => span.attributes['db.system.name'] === 'sqlite');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((span) => span.parentSpanId && operations.has(span.parentSpanId))).toBe(true);
    expect(statements.every((span) => typeof span.attributes['db.query.text'] === 'string')).toBe(true);
    // Every span of the visit carries its request id (the X-Request-Id of the response, the request log's).
    expect(spans.filter((span) => span.attributes['mobilclub.request_id'] !== answer.requestId).map((span) => span.name)).toEqual([]);
  } finally {
    await receiver.close();
  }
});
