import { readFileSync, readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { installed, requireInstalled, versionOf } from './canary';
import { TURBOPACK_CHUNKING } from './turbopackChunking';

type SafeParse = { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } };
const { configSchema } = requireInstalled<{ configSchema: { safeParse(config: unknown): SafeParse } }>('next/dist/server/config-schema.js');

describe(`canary: experimental.turbopackChunking in Next ${versionOf('next')} (src/platform/turbopackChunking.ts)`, () => {
  it('Next’s config schema still knows minChunkSize, and takes the site’s setting', () => {
    expect(configSchema.safeParse({ experimental: { turbopackChunking: TURBOPACK_CHUNKING } }).success).toBe(true);
    // A value the schema refuses shows that the option is still checked (and so still read).
    const refused = configSchema.safeParse({ experimental: { turbopackChunking: { minChunkSize: -1 } } });
    expect(
      refused.error?.issues.map((issue) => issue.path.join('.')) ?? [],
      'Next’s config schema no longer validates experimental.turbopackChunking.minChunkSize: the option may be gone or renamed ' +
        '(see the release notes); every page would again load one more script (docs/performance.md, "Scripts").',
    ).toContain('experimental.turbopackChunking.minChunkSize');
  });

  it('the Turbopack binary this machine builds with reads minChunkSize', () => {
    const binaries = readdirSync(installed('@next'))
      .filter((name) => name.startsWith('swc-'))
      .flatMap((name) => readdirSync(installed(`@next/${name}`)).filter((file) => file.endsWith('.node')).map((file) => installed(`@next/${name}/${file}`)));
    expect(binaries.length, 'no native Next binary (@next/swc-*) installed').toBeGreaterThan(0);
    for (const binary of binaries) {
      expect(readFileSync(binary).includes('minChunkSize'), `${binary} no longer reads experimental.turbopackChunking.minChunkSize`).toBe(true);
    }
  });
});
