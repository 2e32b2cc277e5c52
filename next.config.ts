import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

import { LIST_PAGE_MARKER } from './src/lib/routing/listPages';

/** Routes of their own, not content paths: a page query there means what they make of it. */
const NOT_CONTENT = ['admin', 'api', '_next', 'test', 'article', 'channel', 'block-previews', 'consent'];

const nextConfig: NextConfig = {
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

export default withPayload(nextConfig, { devBundleServerPackages: false });
