import { availableParallelism } from 'node:os';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration tests first (they start PostgreSQL, Redis or a CMS and wait on them), the unit
 * tests after, filling the workers meanwhile. In the default order (alphabetical on a fresh
 * clone) the slowest integration file began last and ran alone for half a minute.
 */
class IntegrationFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const integration = (file: TestSpecification) => file.moduleId.includes('/tests/integration/');
    return [...sorted.filter(integration), ...sorted.filter((file) => !integration(file))];
  }
}


export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // One copy of graphql, the one Payload's schema is built with: Vite would pick the ESM build,
      // Node (which loads Payload) the CommonJS one, and graphql refuses a schema from the other.
      graphql: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js'),
      '@/': `${path.resolve(import.meta.dirname, 'src')}/`,
      '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
      // Server-only modules are tested directly; the guard only matters in Next's bundler.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    // Type-level tests (`*.test-d.ts`, expectTypeOf) fail as type errors: the typecheck (tsc, before
    // Vitest in `npm run check` and `npm test`) runs them. Vitest's own typecheck ran tsc once more.
    restoreMocks: true,
    // A test waits for what it checks, the timeout only catches a hang: the job-alert form's test
    // (typing and clicking as a visitor, 0.8 s alone) took over Vitest's 5 s once in a fresh
    // clone's `npm test`, beside lint and typecheck on two cores.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, idle while
    // the integration tests wait on PostgreSQL, Redis and job runs. One more than the cores keeps
    // them busy meanwhile (on a fresh clone here: 256 s with one, 118 s with three; 97 s with the
    // integration files first, below, which began last in the default order).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: IntegrationFirst },
    // `npm run check` runs the first two (no server, no service: the inner loop), `npm run
    // check:integration` the other two. A test file needing the DOM says so in its first line
    // (`// @vitest-environment jsdom`); components have it by their project. The inner loop's files
    // run in worker threads, cheaper to start than processes, the components in VM contexts, which
    // load jsdom once per worker instead of once per file (that was 25 s of the run). The canaries
    // of src/platform start Next's server code and install process-wide patches: each file in a
    // process of its own, as the integration tests.
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/platform/**'], environment: 'node', pool: 'threads' } },
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom', pool: 'vmThreads' } },
      // A canary's first step is importing an installed package's module (Payload's admin, Next's
      // server): under the cluster suite beside it, seconds; its test answers once it is loaded.
      { extends: true, test: { name: 'platform', include: ['src/platform/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // The CMS of an integration test looks at its job queue every second, not every 5 s: a
          // test waits for the job it queued, not for the queue's timer.
          env: { JOBS_INTERVAL_SECONDS: '1' },
          // A test's first import of a CMS module (a server function, the admin's) took over 5 s
          // beside the cluster suite: the test waits for its answer, not for a time.
          testTimeout: 30_000,
        },
      },
    ],
    setupFiles: ['tests/support/setup.ts'],
  },
});
