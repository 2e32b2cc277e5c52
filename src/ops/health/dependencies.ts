import { breakerFor, withinDeadline } from '@/cache/serviceGuard.mjs';

/**
 * How the services this instance shares with the others are doing, for /api/health and the
 * metrics: each checked now with a short deadline (a service that hangs makes the check fail
 * quickly, not the caller wait), with what its circuit breaker knows (src/cache/serviceGuard.mjs).
 * Each check goes the way the site's own calls go, through the same breaker: a check that
 * succeeds while the circuit waits for a probe closes it.
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

function redisCheck(): Check | null {
  if (!process.env.REDIS_URL) return null;
  return {
    name: 'redis',
    ping: async () => {
      const { sharedRedis, withTimeout } = await import('@/lib/server/redis');
      const client = await sharedRedis();
      if (!client) throw new Error('keine Verbindung');
      return withTimeout(() => client.ping());
    },
  };
}

/** PostgreSQL only: the embedded SQLite file is this machine's own, not a service. */
function databaseCheck(): Check | null {
  if (!/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL?.trim() ?? '')) return null;
  return {
    name: 'database',
    ping: async () => {
      const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
      const { pool } = (await getPayload({ config })).db as { pool?: { query(sql: string): Promise<unknown> } };
      if (!pool) throw new Error('kein Verbindungspool');
      return pool.query('SELECT 1');
    },
  };
}

async function storage(): Promise<Check | null> {
  if (!process.env.S3_BUCKET?.trim()) return null;
  const { storageCheck } = await import('@/cms/storage');
  const check = storageCheck();
  if (!check) return null;
  return { name: 'storage', ping: () => check(AbortSignal.timeout(CHECK_TIMEOUT_MS)) };
}

async function run({ name, ping }: Check): Promise<DependencyStatus> {
  const started = performance.now();
  try {
    await withinDeadline(ping(), CHECK_TIMEOUT_MS, () => {
      throw new Error(`keine Antwort innerhalb von ${CHECK_TIMEOUT_MS} ms`);
    });
    return { name, ok: true, latencyMs: performance.now() - started, circuit: breakerFor(name).state };
  } catch (error) {
    return { name, ok: false, latencyMs: performance.now() - started, circuit: breakerFor(name).state, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Every shared service this instance is configured with (none on a single instance with SQLite). */
export async function checkDependencies(): Promise<DependencyStatus[]> {
  const checks = [redisCheck(), databaseCheck(), await storage()].filter((check): check is Check => check !== null);
  return Promise.all(checks.map(run));
}
