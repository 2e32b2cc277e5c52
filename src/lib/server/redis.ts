import { type RedisClientType, createClient } from '@redis/client';

import { breakerFor } from '@/cache/serviceGuard.mjs';

/**
 * The process's one connection to Redis (REDIS_URL) for what the instances of a cluster share
 * besides the page cache (which has its own, src/cache/pageCache.mjs): rate limits and
 * the once-per-cluster lock of scheduled jobs. Null without REDIS_URL, and while Redis cannot be
 * reached: callers then fall back to what one instance knows, and say so in the log once.
 */
const HOLDER = Symbol.for('mobilclub.redis');

interface Shared {
  client: RedisClientType;
  /** Settles once the first connection is made (or failed); later ones are node-redis's business. */
  connecting: Promise<unknown>;
  createdAt: number;
}
type Holder = typeof globalThis & { [HOLDER]?: Shared };

/** How long a command may take before the caller falls back (ms). */
export const REDIS_TIMEOUT_MS = 500;
/** Right after start, callers wait this long for the first connection; later a Redis that is away is skipped at once. */
const FIRST_CONNECTION_MS = 3_000;

/** node-redis reconnects by itself (and subscribes again); between tries it waits up to 10 s. */
const reconnectStrategy = (retries: number) => Math.min(250 * 2 ** retries, 10_000);

function logError(event: string, error: unknown): void {
  console.error(JSON.stringify({ level: 'error', event, message: error instanceof Error ? error.message : String(error) }));
}

function createRedisClient(url: string): RedisClientType {
  return createClient({ url, pingInterval: 10_000, disableOfflineQueue: true, socket: { connectTimeout: 2_000, reconnectStrategy } });
}

function shared(url: string): Shared {
  const holder = globalThis as Holder;
  if (!holder[HOLDER]) {
    const client = createRedisClient(url);
    let reported = false;
    client.on('error', (error: unknown) => {
      // Once per outage, not once per reconnect.
      if (!reported) logError('redis.error', error);
      reported = true;
    });
    client.on('ready', () => {
      reported = false;
    });
    holder[HOLDER] = { client, connecting: client.connect().catch(() => undefined), createdAt: Date.now() };
  }
  return holder[HOLDER];
}

/** Starts connecting (at server start, so the first requests find Redis ready). */
export function connectRedis(): void {
  const url = process.env.REDIS_URL;
  if (url) shared(url);
}

/**
 * The connection when it is up; null without REDIS_URL or while Redis cannot be reached (never
 * a wait past the first seconds: callers then use what this instance knows).
 */
export async function sharedRedis(): Promise<RedisClientType | null> {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  const { client, connecting, createdAt } = shared(url);
  if (client.isReady) return client;
  const waitMs = FIRST_CONNECTION_MS - (Date.now() - createdAt);
  if (waitMs > 0) {
    await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  }
  return client.isReady ? client : null;
}

/**
 * A command that gives up after REDIS_TIMEOUT_MS: a slow Redis must not hold a request. Through the
 * breaker the page cache shares: after repeated failures, commands fail at once for a while.
 */
export function withTimeout<T>(command: () => Promise<T>): Promise<T> {
  return breakerFor('redis').run(command, REDIS_TIMEOUT_MS);
}

/**
 * Whether this instance is the first of the cluster to claim `name` (for `ttlMs`). Without Redis
 * there is no cluster to share with: always. When Redis fails: also, so a job runs twice rather
 * than never; what is claimed this way must be safe to do twice.
 */
export async function claimOnce(name: string, ttlMs: number): Promise<boolean> {
  const redis = await sharedRedis();
  if (!redis) return true;
  try {
    const reply = await withTimeout(() => redis.set(`club:claim:${name}`, String(process.pid), { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }));
    return reply === 'OK';
  } catch (error) {
    logError('redis.claim-failed', error);
    return true;
  }
}

/** The channel on which instances tell each other that what is published where has changed. */
export const PATHS_CHANGED_CHANNEL = 'club:paths-changed';

/** Tells the other instances (no-op without Redis; a failure is logged, their minutely reload covers it). */
export async function announce(channel: string): Promise<void> {
  const redis = await sharedRedis();
  if (!redis) return;
  try {
    await withTimeout(() => redis.publish(channel, String(process.pid)));
  } catch (error) {
    logError('redis.publish-failed', error);
  }
}

/**
 * Calls `listener` whenever another instance announces on `channel` (a connection of its own:
 * a subscribed connection takes no other commands). Without Redis, never.
 */
export async function listen(channel: string, listener: () => void): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return;
  const subscriber = shared(url).client.duplicate();
  subscriber.on('error', (error: unknown) => logError('redis.subscriber-error', error));
  try {
    // Until Redis answers, this waits; afterwards node-redis keeps the subscription across reconnects.
    await subscriber.connect();
    await subscriber.subscribe(channel, (message) => {
      if (message !== String(process.pid)) listener();
    });
  } catch (error) {
    logError('redis.subscribe-failed', error);
  }
}

/** Who holds a lease: this process, distinct from every other process of the cluster. */
const LEASE_HOLDER = `${process.pid}:${crypto.randomUUID()}`;

/** Takes the lease when it is free, or extends it when this process holds it; one round trip. */
const TAKE_OR_EXTEND = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;

/**
 * Whether this process holds the cluster's lease `name`, taking it when free and extending it
 * for `ttlMs` when held: called regularly, one process keeps it, and another takes over once
 * the holder has stopped calling for `ttlMs`. Without Redis, or when Redis fails: true, as with
 * `claimOnce` (twice rather than never). `holder` names another process in tests.
 */
export async function holdLease(name: string, ttlMs: number, holder = LEASE_HOLDER): Promise<boolean> {
  const redis = await sharedRedis();
  if (!redis) return true;
  try {
    const reply = await withTimeout(() => redis.eval(TAKE_OR_EXTEND, { keys: [`club:lease:${name}`], arguments: [holder, String(ttlMs)] }));
    return reply === 1;
  } catch (error) {
    logError('redis.lease-failed', error);
    return true;
  }
}
