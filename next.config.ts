import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Payload and its SQLite driver are Node-only; keep them out of the server bundle.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp'],
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
