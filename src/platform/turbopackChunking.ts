import type { NextConfig } from 'next';

/**
 * `experimental.turbopackChunking`, an experimental option of Next's (no stable equivalent). By
 * default Turbopack copies next/link's code (shared by the layout's islands and the error and 404
 * screens, all loaded on every page) into three chunks: 4.4 kB more on every page. Chunks over
 * 16 kB (next/link's is just over) are never merged into others, so it is loaded once, while the
 * small ones still merge: 14 scripts on every page instead of 16 (over HTTP/1.1, as Lighthouse
 * simulates it, each one holds one of six connections for a round trip). At 18 kB the copies are
 * back, at 8 kB there are 16 scripts. With Next 16.4.6 (2026-12-04) the count turned: 15 scripts
 * and 188 kB gzip with the option, 13 scripts and 194 kB without it; which weighs more for the
 * first view is for a Lighthouse run side by side to say. Canary: turbopackChunking.canary.test.ts.
 */
export const TURBOPACK_CHUNKING: NonNullable<NextConfig['experimental']>['turbopackChunking'] = { maxMergeChunkSize: 16_000 };
