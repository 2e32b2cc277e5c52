import type { NextConfig } from 'next';

/**
 * `experimental.turbopackChunking`, an experimental option of Next's (no stable equivalent):
 * Turbopack avoids making more than one chunk under `minChunkSize` bytes (uncompressed) per chunk
 * group, 50 kB by default. At 100 kB the framework's two small chunks that the site's routes
 * share (Next's boundary components, the site's reload and install-prompt helpers) become one:
 * with the site's client code in one module (src/components/islands.client.ts), 8 scripts on a
 * page without a lazily loaded widget against 9 with Turbopack's defaults, and 1.7 kB less (gzip,
 * measured 2026-12-04 with Next 16.4.6; docs/performance.md, "Scripts"). A widget's script loaded
 * later stays apart: the carousels, the career forms and the video each come as one module.
 * Canary: turbopackChunking.canary.test.ts.
 */
export const TURBOPACK_CHUNKING: NonNullable<NextConfig['experimental']>['turbopackChunking'] = { minChunkSize: 100_000 };
