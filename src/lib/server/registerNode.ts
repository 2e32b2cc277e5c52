/**
 * What the server sets up at start, in Node.js only (src/instrumentation.ts imports this module
 * inside its Node.js branch, so nothing here reaches the Edge bundle).
 */
export async function registerNode(): Promise<void> {
  const { releaseAbortStacks } = await import('@/platform/releaseAbortStacks');
  releaseAbortStacks();
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Traces to an OTLP receiver, when OTEL_EXPORTER_OTLP_ENDPOINT names one (src/ops/tracing).
  const { tracingConfigured } = await import('@/ops/tracing/spans');
  if (tracingConfigured()) await (await import('@/ops/tracing/startTracing')).startTracing();
  // Every failed or refused call to Redis counts, the page cache's too (src/cache/serviceGuard.mjs).
  const [{ onServiceFailure }, { siteMetrics }] = await Promise.all([import('@/cache/serviceGuard.mjs'), import('@/ops/metrics/registry')]);
  onServiceFailure((service) => {
    if (service === 'redis') siteMetrics().redisFailures.inc();
  });
  // With REDIS_URL: connected before the first request that counts on it (rate limits).
  const { connectRedis } = await import('./redis');
  connectRedis();
  await startEmbeddedCms();
}

/**
 * With the CMS embedded (the default), Payload starts with the server rather than with the
 * first request, and the index of published paths that the proxy answers unknown paths from is
 * loaded. A remote CMS (GRAPHQL_CLIENT_ENDPOINT on another host) has no hooks here to keep such
 * an index current: then every path is rendered and the page decides.
 */
async function startEmbeddedCms(): Promise<void> {
  const { getCmsTransport } = await import('@/lib/settings/endpoint');
  if (getCmsTransport().kind !== 'in-process') return;
  const [{ getPayload }, { default: config }, { startPathIndex }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/cms/pathIndexLoader'),
  ]);
  // Not awaited: the server answers (rendering every path) while Payload connects.
  void getPayload({ config, cron: true }).then(startPathIndex, (error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'cms.start-failed', message: error instanceof Error ? error.message : String(error) }));
  });
}
