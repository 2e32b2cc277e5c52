import { request as httpRequest } from 'node:http';

import { DEMO, expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** A GET from this machine, or `forwardedFor` a client on the internet through a proxy here (a trusted one, tests/e2e/server.sh). */
function get(path: string, forwardedFor?: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${ORIGIN}${path}`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The value of one series of the exposition, or undefined when it is not there. */
function series(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

test('after a few page views the metrics hold requests, cache results, renders, GraphQL, database, jobs, search index and process figures, for this machine only', async () => {
  for (const path of ['/', '/verkehr', DEMO.article.path, '/verkehr', DEMO.article.path, '/gibt-es-nicht-1234']) expect([200, 404]).toContain((await get(path)).status);
  // An unknown path is answered by the server pipeline once it holds the 404 page (the page answers before).
  const proxy404s = async () => {
    await get(`/gibt-es-nicht-${Date.now()}`);
    return series((await get('/api/metrics')).body, 'mobilclub_http_request_duration_seconds_count', { kind: 'proxy-404', status: '404' }) ?? 0;
  };
  await expect.poll(proxy404s, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  // Each request got an id, on the response too.
  expect((await get('/verkehr')).headers['x-request-id']).toMatch(/^[\da-f-]{36}$/);

  const { status, body, headers } = await get('/api/metrics');
  expect(status).toBe(200);
  expect(headers['content-type']).toContain('text/plain');
  expect(series(body, 'mobilclub_http_request_duration_seconds_count', { kind: 'page', status: '200' })).toBeGreaterThanOrEqual(4);
  expect(series(body, 'mobilclub_page_cache_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
  expect(series(body, 'mobilclub_graphql_operation_duration_seconds_count', { operation: 'ResolvePath', result: 'ok' })).toBeGreaterThanOrEqual(1);
  expect(series(body, 'mobilclub_db_query_duration_seconds_count', { kind: 'read' })).toBeGreaterThan(0);
  expect(series(body, 'mobilclub_jobs_due', { queue: 'default' })).toBeGreaterThanOrEqual(0);
  expect(series(body, 'mobilclub_jobs_oldest_due_age_seconds', { queue: 'default' })).toBeGreaterThanOrEqual(0);
  // Reported from the first full rebuild on (the nightly one, or an admin's "Neuindizieren").
  expect(body).toContain('# TYPE mobilclub_search_index_rebuild_age_seconds gauge');
  expect(body).toContain('# TYPE mobilclub_backup_last_success_timestamp_seconds gauge');
  expect(series(body, 'mobilclub_data_filesystem_bytes', { state: 'free' })).toBeGreaterThan(0);
  expect(series(body, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  // The proxy's mark never reaches a client.
  expect((await get('/gibt-es-nicht-5678')).headers['x-answered-by-proxy']).toBeUndefined();

  // A scrape says what it cost the server (Server-Timing); `npm run bench` holds it under 10 ms.
  expect(String(headers['server-timing'])).toMatch(/^scrape;dur=\d+(\.\d+)?$/);

  // A visitor from the internet, through the proxy in front, finds nothing there.
  expect((await get('/api/metrics', '203.0.113.9')).status).toBe(404);
});
