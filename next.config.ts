import { randomBytes } from 'node:crypto';

import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

import { LIST_PAGE_MARKER } from './src/lib/routing/listPages';
import { RESERVED_TOP_LEVEL_SLUGS } from './src/lib/routing/reserved';

/** Routes of their own, not content paths: a page query there means what they make of it. */
const NOT_CONTENT = ['_next', ...RESERVED_TOP_LEVEL_SLUGS];

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
  poweredByHeader: false,
  // Payload and its SQLite driver are Node-only; keep them out of the server bundle.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp'],
  async rewrites() {
    return {
      // `/verkehr?page=2` is rendered as `/~2/verkehr`: a path of its own, cached like page 1,
      // while the content route stays static (reading the query would make it dynamic).
      // Page 1 has no query; any other value, numeric or not, is the page's to judge.
      beforeFiles: [
        {
          source: `/:path((?!(?:${NOT_CONTENT.join('|')})(?:/|$)).*)`,
          has: [{ type: 'query', key: 'page', value: '(?<page>(?!1$).+)' }],
          destination: `/${LIST_PAGE_MARKER}:page/:path`,
        },
      ],
    };
  },
};

export default function config(phase: string): NextConfig {
  let nextConfig = baseConfig;
  if (phase === PHASE_PRODUCTION_BUILD) {
    const buildId = stampBuild();
    nextConfig = { ...baseConfig, generateBuildId: () => buildId };
  }
  return withPayload(nextConfig, { devBundleServerPackages: false });
}
