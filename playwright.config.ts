import { readdirSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './tests/e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server, with the tag manager enabled (tests/e2e/tag-manager.e2e.spec.ts). */
const tagManagerPort = port + 1;

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * `E2E_ORDER=reverse`: the spec files in reverse order (one project each, dispatched in the order
 * listed), to show that none depends on another having run first. `--shuffle` mixes them too.
 */
const projects =
  process.env.E2E_ORDER === 'reverse'
    ? readdirSync('tests/e2e')
        .filter((file) => file.endsWith('.e2e.spec.ts'))
        .sort()
        .reverse()
        .map((file) => ({ name: file.replace('.e2e.spec.ts', ''), testMatch: file, use: chromium }))
    : [{ name: 'chromium', use: chromium }];

/**
 * End-to-end tests against the production build (`next build` first), served with a freshly
 * seeded CMS of its own, in Debian's headless Chromium (tests/e2e/browser.ts; no browser download
 * needed). Three workers on this machine's two cores (`E2E_WORKERS`): tests wait for mails, schedules and timers, and a third keeps
 * the cores busy meanwhile (the suite took 9.7 min against 10.7 with two). Each spec creates the
 * content it changes (tests/e2e/content.ts), and tests that measure time or disk or take the
 * database away run alone (`RUNS_ALONE`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // The second worker's accounts (tests/e2e/fixtures.ts, WORKER_ACCOUNTS).
  globalSetup: './tests/e2e/globalSetup.ts',
  // A failed test runs once more, with a trace (below); one that then passes is reported as flaky.
  retries: 1,
  timeout: 30_000,
  // Baselines of the visual spec, one picture per name, for Debian's Chromium on Linux.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-AT',
    // Only on the retry of a failed test: recording every test's trace (screencast, snapshots, the
    // zip) took about a fifth of the suite's time on this 2-core machine, for traces thrown away.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  projects,
  webServer: [
    {
      command: `E2E_PORT=${port} bash tests/e2e/server.sh`,
      url: `http://127.0.0.1:${port}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `E2E_PORT=${tagManagerPort} E2E_VARIANT=tag-manager bash tests/e2e/server.sh`,
      url: `http://127.0.0.1:${tagManagerPort}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
