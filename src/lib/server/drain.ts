import { flushTraces } from '@/ops/tracing/spans';

/**
 * A planned stop without lost requests. On SIGTERM the site's server (src/server.ts) first drains:
 * the instance says it is going (`/api/health` answers 503) and waits until the load balancer's
 * health checks have taken it out (SHUTDOWN_DRAIN_MS, by default 8 s: Varnish here checks every
 * second and needs four failures of five, so up to 5 s, and a margin). Only then does it stop
 * accepting connections, let the requests it has finish, and exit.
 */

const DRAINING = Symbol.for('mobilclub.draining');
type Holder = typeof globalThis & { [DRAINING]?: boolean };

export const DEFAULT_DRAIN_MS = 8_000;

export function isDraining(): boolean {
  return (globalThis as Holder)[DRAINING] === true;
}

export async function drain(drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN_MS)): Promise<void> {
  const wait = Number.isFinite(drainMs) && drainMs >= 0 ? drainMs : DEFAULT_DRAIN_MS;
  (globalThis as Holder)[DRAINING] = true;
  console.info(JSON.stringify({ level: 'info', event: 'server.draining', drainMs: wait }));
  await new Promise((resolve) => setTimeout(resolve, wait));
  // The spans of the drain's requests are sent before the process stops.
  await flushTraces();
}
