import { describe, expect, it } from 'vitest';

import { SCRAPE_READ_TIMEOUT_MS, scrapeGauge, siteMetrics } from './registry';

describe('gauges read at scrape time', () => {
  it('are absent while there is nothing to report (no backup yet), not 0, and present once there is', async () => {
    let finishedAt: number | null = null;
    scrapeGauge('test_last_success_timestamp_seconds', 'test', [], async () => (finishedAt === null ? [] : [{ labels: {}, value: finishedAt }]));
    const text = () => siteMetrics().registry.metrics();
    expect(await text()).not.toMatch(/^test_last_success_timestamp_seconds /m);
    finishedAt = 1_764_633_600;
    expect(await text()).toMatch(/^test_last_success_timestamp_seconds 1764633600$/m);
  });

  it('leave out a gauge whose read hangs, and the scrape answers within its deadline', async () => {
    scrapeGauge('test_hanging_gauge', 'test', [], () => new Promise(() => {}));
    const started = performance.now();
    const text = await siteMetrics().registry.metrics();
    expect(performance.now() - started).toBeLessThan(SCRAPE_READ_TIMEOUT_MS + 300);
    expect(text).not.toMatch(/^test_hanging_gauge /m);
  });
});
