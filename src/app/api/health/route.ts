import { isDraining } from '@/lib/server/drain';

export const dynamic = 'force-dynamic';

/**
 * For the load balancer's health checks: 200 while this instance takes requests, 503 once it
 * is stopping (src/lib/server/drain.ts), so no new requests are sent to it.
 */
export function GET(): Response {
  const draining = isDraining();
  return new Response(draining ? 'draining\n' : 'ok\n', {
    status: draining ? 503 : 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
