import { buildInfoResponse, currentBuild } from '@/lib/pwa/buildInfo';

/** Spec 7: `builds/meta/{buildId}.json`, the manifest of this server's build (no other is kept). */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const build = currentBuild();
  return buildInfoResponse(build && file === `${build.id}.json` ? build : null);
}
