import { siteMetrics } from '@/ops/metrics/registry';

/**
 * Fixed-window rate limits. With REDIS_URL the window is counted in Redis, so all instances of
 * a cluster share one limit per client; without it (one instance), or while Redis does not
 * answer, in this process's memory.
 */

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** At most this many clients are remembered; the oldest windows are dropped first. */
const MAX_KEYS = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rule: RateLimitRule) {}

  take(key: string, now = Date.now()): RateLimitResult {
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.evict(now);
      this.windows.set(key, { count: 1, resetAt: now + this.rule.windowMs });
      return { ok: true };
    }
    if (current.count >= this.rule.limit) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((current.resetAt - now) / 1000)) };
    }
    current.count += 1;
    return { ok: true };
  }

  /** Gives back a request `take` counted that turned out not to count (a successful sign-in). */
  refund(key: string, now = Date.now()): void {
    const current = this.windows.get(key);
    if (current && current.resetAt > now && current.count > 0) current.count -= 1;
  }

  /** Forgets the key's window: its next request starts a new one. */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private evict(now: number): void {
    // Insertion order is age order, and every window lasts as long: the front holds the windows
    // that end first. Drop those that have ended, and the oldest while there is no room, and stop
    // at the first that stays. Scanning every window instead cost each new client of a flood of
    // new clients (the case this is for) a pass over all 10,000.
    for (const [key, window] of this.windows) {
      if (window.resetAt > now && this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * One window in Redis: the first request of a window starts its expiry; every request counts.
 * Returns the count so far and the milliseconds left in the window.
 */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

/** Gives back one count of the current window, never below zero. */
const REFUND_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export interface SharedRateLimiter {
  take(key: string): Promise<RateLimitResult>;
  refund(key: string): Promise<void>;
  /** Forgets the key's window (an admin lifting a lock). */
  reset(key: string): Promise<void>;
}

/** Counts in Redis when there is one; in memory when there is none or it fails. */
class ClusterRateLimiter implements SharedRateLimiter {
  readonly #local: RateLimiter;
  #warned = false;

  constructor(
    private readonly name: string,
    private readonly rule: RateLimitRule,
  ) {
    this.#local = new RateLimiter(rule);
  }

  async take(key: string): Promise<RateLimitResult> {
    const result = await this.#take(key);
    if (!result.ok) siteMetrics().rateLimitRefusals.inc({ limit: this.name });
    return result;
  }

  async #take(key: string): Promise<RateLimitResult> {
    const { sharedRedis, withTimeout } = await import('@/lib/server/redis');
    const redis = await sharedRedis();
    if (redis) {
      try {
        const reply = await withTimeout(() => redis.eval(TAKE_SCRIPT, { keys: [`club:ratelimit:${this.name}:${key}`], arguments: [String(this.rule.windowMs)] }));
        const [count, left] = Array.isArray(reply) ? reply.map(Number) : [];
        if (count !== undefined && left !== undefined && Number.isFinite(count)) {
          return count <= this.rule.limit ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
        }
        throw new Error(`unexpected reply ${JSON.stringify(reply)}`);
      } catch (error) {
        if (!this.#warned) {
          this.#warned = true;
          console.error(JSON.stringify({ level: 'error', event: 'rate-limit.local', limiter: this.name, message: error instanceof Error ? error.message : String(error) }));
        }
      }
    }
    return this.#local.take(key);
  }

  async refund(key: string): Promise<void> {
    const { sharedRedis, withTimeout } = await import('@/lib/server/redis');
    const redis = await sharedRedis();
    if (redis) {
      try {
        await withTimeout(() => redis.eval(REFUND_SCRIPT, { keys: [`club:ratelimit:${this.name}:${key}`], arguments: [] }));
        return;
      } catch {
        // As for take: the local count stands in while Redis does not answer (take has warned).
      }
    }
    this.#local.refund(key);
  }

  async reset(key: string): Promise<void> {
    this.#local.reset(key);
    const { sharedRedis, withTimeout } = await import('@/lib/server/redis');
    const redis = await sharedRedis();
    if (!redis) return;
    try {
      await withTimeout(() => redis.del(`club:ratelimit:${this.name}:${key}`));
    } catch {
      // Redis away: its window ends by itself; the local one is gone already.
    }
  }
}

const registry = Symbol.for('mobilclub.rateLimiters');
type Registry = Map<string, SharedRateLimiter>;

/**
 * The limiter of this name, one per process (on globalThis: the GraphQL route and the CMS's
 * REST endpoints are bundled separately and would otherwise count apart) and, with Redis, one
 * count for the whole cluster.
 */
export function sharedRateLimiter(name: string, rule: RateLimitRule): SharedRateLimiter {
  const holder = globalThis as typeof globalThis & { [registry]?: Registry };
  const limiters = (holder[registry] ??= new Map());
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new ClusterRateLimiter(name, rule);
    limiters.set(name, limiter);
  }
  return limiter;
}

/**
 * The first 64 bits of an IPv6 address, `2001:db8:0:1::/64`; null for anything else. A provider
 * hands each customer at least a /64, so one attacker has billions of addresses within it: they
 * count as one client.
 */
export function ipv6Network64(address: string): string | null {
  if (!address.includes(':') || !/^[0-9a-f:.]+$/i.test(address)) return null;
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  // An IPv4 tail (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.1`) takes two groups.
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Who is asking: the last X-Forwarded-For entry. The server replaces that header on every request
 * with the client as trusted proxies report it (TRUSTED_PROXIES, src/platform/forwardedHeaders.ts),
 * so a client cannot name itself. An IPv6 client is its /64 network (see ipv6Network64).
 */
export function clientKey(headers: Headers): string {
  const address = headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  if (!address) return 'unknown';
  return ipv6Network64(address) ?? address;
}
