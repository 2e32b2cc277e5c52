type Listener = (...args: unknown[]) => void;

/**
 * Takes off the SIGTERM listeners installed so far and returns what they would have done: Next's
 * graceful stop (no new connections, the requests it has finish, then exit 143), or exit 143 when
 * there were none. `next start` registers that listener before it loads instrumentation
 * (next/dist/server/lib/start-server.js), so called from instrumentation this holds exactly
 * Next's. Canary: nextSigterm.canary.test.ts runs Next's server code up to that point.
 */
export function takeNextSigtermHandlers(): () => void {
  const nextHandlers = process.listeners('SIGTERM') as Listener[];
  process.removeAllListeners('SIGTERM');
  return () => {
    if (nextHandlers.length === 0) process.exit(143);
    for (const handler of nextHandlers) handler('SIGTERM');
  };
}
