import { buildInfoResponse, currentBuild } from '@/lib/pwa/buildInfo';

/** Spec 7: the build this server runs; polled by every open page (see lib/pwa/buildUpdates). */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return buildInfoResponse(currentBuild());
}
