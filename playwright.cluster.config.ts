import { defineConfig, devices } from '@playwright/test';

import baseConfig from './playwright.config';

/**
 * End-to-end tests against the cluster (deploy/cluster): two instances on PostgreSQL, Redis and
 * an S3 server, behind Varnish. The setup starts all of it from the production build.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/cluster',
  testMatch: '**/*.e2e.spec.ts',
  // Its own: the suite runs beside the e2e suite, and each run empties its output folder first.
  outputDir: 'test-results-cluster',
  globalSetup: './tests/cluster/setup.ts',
  timeout: 60_000,
  webServer: undefined,
  use: { ...baseConfig.use, baseURL: process.env.CLUSTER_URL ?? 'http://127.0.0.1:3300' },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
