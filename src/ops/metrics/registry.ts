import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import { withinDeadline } from '@/cache/serviceGuard.mjs';

/**
 * The site's metrics, in Prometheus' text format at /api/metrics. One registry per process, kept on
 * globalThis: the server's start-up code, route handlers, the page cache handler and Payload's
 * hooks are loaded as separate bundles, each of which would otherwise hold its own.
 */
export interface SiteMetrics {
  registry: Registry;
  /** Every request by route kind and status; its `_count` is the request count. */
  requests: Histogram<'kind' | 'method' | 'status'>;
  /** Page responses by what the page cache did: hit, stale (served, renewed behind), miss. */
  pageCache: Counter<'result'>;
  /** Page renders (cache misses and renders of uncached pages) and how long they took. */
  renders: Histogram<'status'>;
  /** GraphQL operations by name (registered documents only) and outcome. */
  graphql: Histogram<'operation' | 'result'>;
  /** Database statements: reads and writes. */
  database: Histogram<'kind'>;
  /** Requests refused by a rate limit, by limit. */
  rateLimitRefusals: Counter<'limit'>;
  /** Purges of the HTTP cache in front that failed, and Redis commands that failed. */
  purgeFailures: Counter;
  redisFailures: Counter;
}

const KEY = Symbol.for('mobilclub.metrics');
type Holder = typeof globalThis & { [KEY]?: SiteMetrics };

/** Seconds; pages from the cache answer in milliseconds, renders and GraphQL in tens to hundreds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

function create(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: 'mobilclub_http_request_duration_seconds',
      help: 'Requests by route kind, method and status, and how long the server took to answer them.',
      labelNames: ['kind', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new Counter({ name: 'mobilclub_page_cache_total', help: 'Page responses by page cache result (hit, stale, miss).', labelNames: ['result'], registers }),
    renders: new Histogram({
      name: 'mobilclub_page_render_duration_seconds',
      help: 'Page renders (not answered from the page cache) and how long they took, by status.',
      labelNames: ['status'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    graphql: new Histogram({
      name: 'mobilclub_graphql_operation_duration_seconds',
      help: 'GraphQL operations by name (registered documents; "other" for an admin or a signed-in user’s own) and result (ok, error).',
      labelNames: ['operation', 'result'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    database: new Histogram({ name: 'mobilclub_db_query_duration_seconds', help: 'Database statements by kind (read, write) and their duration.', labelNames: ['kind'], buckets: QUERY_BUCKETS, registers }),
    rateLimitRefusals: new Counter({ name: 'mobilclub_rate_limit_refusals_total', help: 'Requests refused by a rate limit, by limit.', labelNames: ['limit'], registers }),
    purgeFailures: new Counter({ name: 'mobilclub_http_cache_purge_failures_total', help: 'Purges of the HTTP cache in front (HTTP_CACHE_PURGE_URL) that failed.', registers }),
    redisFailures: new Counter({ name: 'mobilclub_redis_failures_total', help: 'Redis commands that failed (rate limits, shared page cache, job lease).', registers }),
  };
}

export function siteMetrics(): SiteMetrics {
  const holder = globalThis as Holder;
  holder[KEY] ??= create();
  return holder[KEY];
}

/** How long one scrape-time gauge may take to read: the whole scrape answers within a second. */
export const SCRAPE_READ_TIMEOUT_MS = 500;

async function withinScrapeDeadline<T>(values: Promise<T[]>): Promise<T[]> {
  try {
    return await withinDeadline(values, SCRAPE_READ_TIMEOUT_MS, (): T[] => []);
  } catch {
    return [];
  }
}

/**
 * A gauge whose value is read at scrape time (the job queue, the search index, the last backup).
 * `read` resolves to the values by label set; it must be cheap: a scrape is to cost under 10 ms.
 */
export function scrapeGauge<Label extends string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  read: () => Promise<Array<{ labels: Partial<Record<Label, string>>; value: number }>>,
): Gauge<Label> {
  const { registry } = siteMetrics();
  const existing = registry.getSingleMetric(name);
  if (existing) return existing as Gauge<Label>;
  let valuesRead = 0;
  const gauge = new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      // A service that hangs leaves its gauges out of this scrape rather than holding it.
      const values = await withinScrapeDeadline(read());
      valuesRead = values.length;
      for (const { labels, value } of values) this.set(labels, value);
    },
  });
  // prom-client reports a gauge without labels as 0 when nothing was set: "no backup yet" must be
  // absent (the alerts SicherungFehlt and SuchindexNieAufgebaut ask for absent()), not "1970".
  const read0 = gauge.get.bind(gauge);
  gauge.get = async () => {
    const metric = await read0();
    return valuesRead === 0 ? { ...metric, values: [] } : metric;
  };
  return gauge;
}
