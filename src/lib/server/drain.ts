import { flushTraces } from '@/ops/tracing/spans';
import { takeNextSigtermHandlers } from '@/platform/nextSigterm';

/**
 * A planned stop without lost requests. On SIGTERM the instance first says it is going
 * (`/api/health` answers 503), waits until the load balancer's health checks have taken it
 * out (SHUTDOWN_DRAIN_MS, by default 8 s: Varnish here checks every second and needs four
 * failures of five, so up to 5 s, and a margin), and only then lets Next.js stop as it does: no new connections, the
 * requests it has finish, then the process exits. SIGINT (Ctrl+C at a terminal) stops at once.
 */

const DRAINING = Symbol.for('mobilclub.draining');
type Holder = typeof globalThis & { [DRAINING]?: boolean };

export const DEFAULT_DRAIN_MS = 8_000;

export function isDraining(): boolean {
  return (globalThis as Holder)[DRAINING] === true;
}

/**
 * Puts the drain in front of Next's own SIGTERM handling, which is taken off here and run once
 * the drain is over (src/platform/nextSigterm.ts).
 */
export function drainOnSigterm(drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN_MS)): void {
  const holder = globalThis as Holder;
  if (holder[DRAINING] !== undefined) return;
  holder[DRAINING] = false;
  const stopAsNextWould = takeNextSigtermHandlers();
  process.once('SIGTERM', () => {
    holder[DRAINING] = true;
    console.info(JSON.stringify({ level: 'info', event: 'server.draining', drainMs }));
    // The spans of the drain's requests are sent before Next stops the process.
    setTimeout(() => void flushTraces().finally(stopAsNextWould), Number.isFinite(drainMs) && drainMs >= 0 ? drainMs : DEFAULT_DRAIN_MS);
  });
}
