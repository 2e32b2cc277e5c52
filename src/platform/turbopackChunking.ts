import type { NextConfig } from 'next';

/**
 * `experimental.turbopackChunking`, an experimental option of Next's (no stable equivalent). By
 * default Turbopack copies next/link's code (shared by the layout's islands and the error and 404
 * screens, all loaded on every page) into three chunks: 4.4 kB more on every page. Chunks over
 * 16 kB (next/link's is just over) are never merged into others, so it is loaded once, while the
 * small ones still merge: 14 scripts on every page instead of 16 (over HTTP/1.1, as Lighthouse
 * simulates it, each one holds one of six connections for a round trip). At 18 kB the copies are
 * back, at 8 kB there are 16 scripts. Canary: turbopackChunking.canary.test.ts.
 */
export const TURBOPACK_CHUNKING: NonNullable<NextConfig['experimental']>['turbopackChunking'] = { maxMergeChunkSize: 16_000 };
