import { type RedisClientType, createClient } from '@redis/client';

/**
 * The process's one connection to Redis (REDIS_URL) for what the instances of a cluster share
 * besides the page cache (which has its own, src/cache/sharedPageCache.mjs): rate limits and
 * the once-per-cluster lock of scheduled jobs. Null without REDIS_URL, and while Redis cannot be
 * reached: callers then fall back to what one instance knows, and say so in the log once.
 */
const HOLDER = Symbol.for('mobilclub.redis');
type Holder = typeof globalThis & { [HOLDER]?: Promise<RedisClientType | null> };

/** How long a command may take before the caller falls back (ms). */
export const REDIS_TIMEOUT_MS = 500;

export function sharedRedis(): Promise<RedisClientType | null> {
  const url = process.env.REDIS_URL;
  if (!url) return Promise.resolve(null);
  const holder = globalThis as Holder;
  holder[HOLDER] ??= (async () => {
    const client: RedisClientType = createClient({ url, pingInterval: 10_000, socket: { connectTimeout: 2_000 } });
    client.on('error', (error: Error) => console.error(JSON.stringify({ level: 'error', event: 'redis.error', message: error.message })));
    try {
      await client.connect();
      return client;
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', event: 'redis.unreachable', message: error instanceof Error ? error.message : String(error) }));
      // Asked again on the next call, not never.
      delete holder[HOLDER];
      return null;
    }
  })();
  return holder[HOLDER];
}

/** A command that gives up after REDIS_TIMEOUT_MS: a slow Redis must not hold a request. */
export async function withTimeout<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      command,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
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
    const reply = await withTimeout(redis.set(`club:claim:${name}`, String(process.pid), { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }));
    return reply === 'OK';
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'redis.claim-failed', name, message: error instanceof Error ? error.message : String(error) }));
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
    await withTimeout(redis.publish(channel, String(process.pid)));
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'redis.publish-failed', channel, message: error instanceof Error ? error.message : String(error) }));
  }
}

/**
 * Calls `listener` whenever another instance announces on `channel` (a connection of its own:
 * a subscribed connection takes no other commands). Without Redis, never.
 */
export async function listen(channel: string, listener: () => void): Promise<void> {
  const redis = await sharedRedis();
  if (!redis) return;
  try {
    const subscriber = redis.duplicate();
    subscriber.on('error', (error: Error) => console.error(JSON.stringify({ level: 'error', event: 'redis.subscriber-error', message: error.message })));
    await subscriber.connect();
    await subscriber.subscribe(channel, (message) => {
      if (message !== String(process.pid)) listener();
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'redis.subscribe-failed', channel, message: error instanceof Error ? error.message : String(error) }));
  }
}
