import type { BuildInfo } from './buildUpdates';

/** This server's build (stamped by next.config.ts at build time); none in development. */
export function currentBuild(): BuildInfo | null {
  const id = process.env.NEXT_PUBLIC_BUILD_ID;
  const timestamp = Number(process.env.NEXT_PUBLIC_BUILD_TIME);
  return id && Number.isFinite(timestamp) ? { id, timestamp } : null;
}

/** Build files are never cached, by the browser nor by a cache in front: they say what is live. */
export function buildInfoResponse(build: BuildInfo | null): Response {
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (!build) return Response.json({ error: 'Unknown build' }, { status: 404, headers });
  return Response.json(build, { headers });
}
