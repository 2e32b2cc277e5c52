import { afterEach, describe, expect, it, vi } from 'vitest';

import { GET } from '@/app/api/metrics/route';

import { isLoopback } from './endpoint';
import { siteMetrics } from './registry';

vi.mock('@/lib/settings/endpoint', () => ({ getCmsTransport: () => ({ kind: 'http', endpoint: 'https://cms.example/api/graphql' }) }));

const scrape = (headers: Record<string, string>) => GET(new Request('http://127.0.0.1:3000/api/metrics', { headers }));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/api/metrics', () => {
  it('with METRICS_TOKEN: 401 without it or with another, the exposition with it', async () => {
    vi.stubEnv('METRICS_TOKEN', 'sehr-geheimes-token');
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer falsch', 'x-forwarded-for': '127.0.0.1' })).status).toBe(401);
    const allowed = await scrape({ authorization: 'Bearer sehr-geheimes-token', 'x-forwarded-for': '203.0.113.9' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(allowed.headers.get('cache-control')).toBe('no-store');
  });

  it('without METRICS_TOKEN: only for this machine; anyone else gets 404', async () => {
    vi.stubEnv('METRICS_TOKEN', '');
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '::1' })).status).toBe(200);
    expect(isLoopback('127.0.0.5')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback(null)).toBe(false);
  });

  it('holds the request, cache, render, GraphQL, database, rate-limit, failure, backup and process families', async () => {
    vi.stubEnv('METRICS_TOKEN', '');
    const metrics = siteMetrics();
    metrics.requests.observe({ kind: 'page', method: 'GET', status: '200' }, 0.012);
    metrics.pageCache.inc({ result: 'hit' });
    metrics.graphql.observe({ operation: 'ResolvePath', result: 'ok' }, 0.02);
    const body = await (await scrape({ 'x-forwarded-for': '127.0.0.1' })).text();
    for (const family of [
      'mobilclub_http_request_duration_seconds',
      'mobilclub_page_cache_total',
      'mobilclub_page_render_duration_seconds',
      'mobilclub_graphql_operation_duration_seconds',
      'mobilclub_db_query_duration_seconds',
      'mobilclub_rate_limit_refusals_total',
      'mobilclub_http_cache_purge_failures_total',
      'mobilclub_redis_failures_total',
      'mobilclub_data_filesystem_bytes',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(body, family).toContain(`# TYPE ${family} `);
    }
    expect(body).toMatch(/mobilclub_http_request_duration_seconds_count\{kind="page",method="GET",status="200"\} [1-9]/);
    expect(body).toMatch(/mobilclub_graphql_operation_duration_seconds_count\{operation="ResolvePath",result="ok"\} [1-9]/);
  });
});
