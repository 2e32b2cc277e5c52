import { breakerFor } from '@/cache/serviceGuard.mjs';

/**
 * How the services this instance shares with the others are doing, for /api/health and the
 * metrics: each checked now with a short deadline (a service that hangs makes the check fail
 * quickly, not the caller wait), with what the circuit breaker knows (src/cache/serviceGuard.mjs).
 */
export interface DependencyStatus {
  name: string;
  ok: boolean;
  /** How long the check took (ms); for a failed one, until it was given up. */
  latencyMs: number;
  /** The breaker's state: 'open' while calls are refused at once. */
  circuit: 'closed' | 'open' | 'half-open';
  error?: string;
}

/** A dependency check's own deadline: well inside a probe's or a scrape's. */
export const CHECK_TIMEOUT_MS = 250;

type Check = { name: string; ping: () => Promise<unknown> };

async function redisCheck(): Promise<Check | null> {
  if (!process.env.REDIS_URL) return null;
  const { sharedRedis } = await import('@/lib/server/redis');
  return {
    name: 'redis',
    ping: async () => {
      const client = await sharedRedis();
      if (!client) throw new Error('keine Verbindung');
      return client.ping();
    },
  };
}

async function run({ name, ping }: Check): Promise<DependencyStatus> {
  const breaker = breakerFor(name);
  const started = performance.now();
  try {
    await breaker.run(ping, CHECK_TIMEOUT_MS);
    return { name, ok: true, latencyMs: performance.now() - started, circuit: breaker.state };
  } catch (error) {
    return { name, ok: false, latencyMs: performance.now() - started, circuit: breaker.state, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Every shared service this instance is configured with (none on a single instance with SQLite). */
export async function checkDependencies(): Promise<DependencyStatus[]> {
  const checks = (await Promise.all([redisCheck()])).filter((check): check is Check => check !== null);
  return Promise.all(checks.map(run));
}
