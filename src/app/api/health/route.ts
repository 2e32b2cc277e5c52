import { isDraining } from '@/lib/server/drain';
import { checkDependencies } from '@/ops/health/dependencies';

export const dynamic = 'force-dynamic';

/**
 * For the load balancer's health checks and whoever looks: 200 while this instance takes
 * requests, 503 once it is stopping (src/lib/server/drain.ts), so no new requests are sent to it.
 * The body says how each shared service answers (src/ops/health/dependencies.ts). A failing one
 * does not make the instance unhealthy: it serves without it (pages rendered instead of cached,
 * limits counted per instance), and taking every instance out for it would serve nobody; the
 * metrics and alerts name it instead.
 */
export async function GET(): Promise<Response> {
  const draining = isDraining();
  const dependencies = await checkDependencies();
  const status = draining ? 'draining' : dependencies.every((dependency) => dependency.ok) ? 'ok' : 'degraded';
  const body = {
    status,
    dependencies: Object.fromEntries(
      dependencies.map(({ name, ok, latencyMs, circuit, error }) => [name, { ok, latencyMs: Math.round(latencyMs * 10) / 10, circuit, ...(error ? { error } : {}) }]),
    ),
  };
  return Response.json(body, { status: draining ? 503 : 200, headers: { 'Cache-Control': 'no-store' } });
}
