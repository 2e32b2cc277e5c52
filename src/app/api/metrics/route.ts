import { timingSafeEqual } from 'node:crypto';

import { isLoopback, metricsText } from '@/ops/metrics/endpoint';

export const dynamic = 'force-dynamic';

const NOT_FOUND = () => new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The site's metrics in Prometheus' text format (src/ops/metrics). With METRICS_TOKEN set, for
 * `Authorization: Bearer <token>` only (else 401); without it, for this machine only (a scrape
 * from loopback; anyone else gets 404, as if there were nothing here).
 */
export async function GET(request: Request): Promise<Response> {
  const token = process.env.METRICS_TOKEN?.trim();
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!sameSecret(given, token)) {
      return new Response('Unauthorized\n', { status: 401, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer realm="metrics"' } });
    }
  } else if (!isLoopback(request.headers.get('x-forwarded-for'))) {
    return NOT_FOUND();
  }
  const started = performance.now();
  const { body, contentType } = await metricsText();
  // What the scrape cost this server (reading the gauges and writing the text), for whoever watches that.
  const serverTiming = `scrape;dur=${(performance.now() - started).toFixed(1)}`;
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store', 'Server-Timing': serverTiming } });
}
