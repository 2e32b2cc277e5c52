import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';

import { PAGE_CACHE_MEMORY_BYTES } from './src/cache/pageCache.mjs';
import { clientHintsOnlyForAdmin, externalOrigins, siteHeaders } from './src/lib/http/headers';
import { LIST_PAGE_MARKER } from './src/lib/routing/listPages';
import { RESERVED_TOP_LEVEL_SLUGS } from './src/lib/routing/reserved';
import { SITEMAP_INDEX_FILE } from './src/lib/seo/sitemap';
import { TURBOPACK_CHUNKING } from './src/platform/turbopackChunking';

/** Routes of their own, not content paths: a page query there means what they make of it. */
const NOT_CONTENT = ['_next', ...RESERVED_TOP_LEVEL_SLUGS];
const CONTENT_PATH = `/:path((?!(?:${NOT_CONTENT.join('|')})(?:/|$)).*)`;
const NOT_A_PAGE_NUMBER = 'x';

/**
 * One id and time per build, inlined into server and client code (NEXT_PUBLIC_*) and used as
 * Next's own build id, so `builds/latest.json` and the pages of a build agree. Made once in
 * the build's main process; its workers inherit the environment. An id given from outside
 * (NEXT_PUBLIC_BUILD_ID, e.g. a commit) wins: instances of one release must share it.
 */
function stampBuild(): string {
  process.env.NEXT_PUBLIC_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  process.env.NEXT_PUBLIC_BUILD_TIME ||= String(Date.now());
  return process.env.NEXT_PUBLIC_BUILD_ID;
}

const baseConfig: NextConfig = {
  // The e2e suite serves a copy of the build from elsewhere (tests/e2e/server.sh).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  experimental: {
    // One script fewer on every page: see the file.
    turbopackChunking: TURBOPACK_CHUNKING,
  },
  // `ANALYZE=1 next build`: source maps that show which modules each browser chunk holds.
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  poweredByHeader: false,
  // Node-only, and loaded once per process: bundled, Payload would exist once per server layer
  // (the instrumentation that starts it, the pages that read it in-process, its own routes), and
  // an error thrown by one copy is not an `instanceof` of another's class (a validation error
  // reached editors without the fields it names). As in Payload's own development setup.
  serverExternalPackages: [
    '@libsql/client',
    'libsql',
    'sharp',
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    '@payloadcms/graphql',
    // One OpenTelemetry API per process: Next's own spans and ours meet in its global provider.
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/exporter-trace-otlp-proto',
    // The site search's German syllable patterns (750 kB of script): loaded once per process,
    // not bundled into every server chunk that splits words.
    'hyphen',
    // Compiles the stylesheet in development (src/styles/siteCss.ts); native, not for bundling.
    '@tailwindcss/postcss',
    'postcss',
  ],
  // The site's page cache: in memory, or shared in Redis for a cluster (see the file).
  cacheHandler: path.resolve('src/cache/pageCache.mjs'),
  // Its memory is the only place one instance keeps pages: room for several hundred rather than
  // Next's default 50 MB (about a hundred).
  cacheMaxMemorySize: PAGE_CACHE_MEMORY_BYTES,
  async rewrites() {
    return {
      // `/verkehr?page=2` is rendered as `/~2/verkehr`: a path of its own, cached like page 1,
      // while the content route stays static (reading the query would make it dynamic).
      // Page 1 has no query; the page judges any other number (past the end: 404).
      beforeFiles: [
        // A route with a parameter is not rendered at build time, when there is no CMS to ask.
        { source: '/sitemap.xml', destination: `/sitemaps/${SITEMAP_INDEX_FILE}` },
        {
          source: CONTENT_PATH,
          has: [{ type: 'query', key: 'page', value: '(?<page>(?!1$)[1-9][0-9]*)' }],
          destination: `/${LIST_PAGE_MARKER}:page/:path`,
        },
        // Any other value is no page number (a 404): a fixed marker, because the value itself
        // may not belong in a path at all (`?page=%25` would become a broken escape).
        {
          source: CONTENT_PATH,
          has: [{ type: 'query', key: 'page', value: '(?![1-9][0-9]*$).+' }],
          destination: `/${LIST_PAGE_MARKER}${NOT_A_PAGE_NUMBER}/:path`,
        },
      ],
    };
  },
};

export default function config(phase: string): NextConfig {
  let nextConfig: NextConfig = {
    ...baseConfig,
    async headers() {
      return siteHeaders({ dev: phase === PHASE_DEVELOPMENT_SERVER, connectSrc: externalOrigins(), notContent: NOT_CONTENT });
    },
  };
  if (phase === PHASE_PRODUCTION_BUILD) {
    const buildId = stampBuild();
    nextConfig = { ...nextConfig, generateBuildId: () => buildId };
  }
  const withCms = withPayload(nextConfig, { devBundleServerPackages: false });
  const payloadHeaders = withCms.headers;
  return {
    ...withCms,
    ...(payloadHeaders ? { headers: async () => clientHintsOnlyForAdmin(await payloadHeaders()) } : {}),
  };
}
