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

type Listener = (...args: unknown[]) => void;

/**
 * Puts the drain in front of Next's own SIGTERM handling. `next start` registers its handler
 * before the server loads instrumentation (next/dist/server/lib/start-server.js), so it is
 * taken off here and called once the drain is over.
 */
export function drainOnSigterm(drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? DEFAULT_DRAIN_MS)): void {
  const holder = globalThis as Holder;
  if (holder[DRAINING] !== undefined) return;
  holder[DRAINING] = false;
  const nextHandlers = process.listeners('SIGTERM') as Listener[];
  process.removeAllListeners('SIGTERM');
  process.once('SIGTERM', () => {
    holder[DRAINING] = true;
    console.info(JSON.stringify({ level: 'info', event: 'server.draining', drainMs }));
    const stop = () => {
      if (nextHandlers.length === 0) process.exit(143);
      for (const handler of nextHandlers) handler('SIGTERM');
    };
    setTimeout(stop, Number.isFinite(drainMs) && drainMs >= 0 ? drainMs : DEFAULT_DRAIN_MS);
  });
}
