/**
 * Fixed-window rate limits in this process's memory. Each instance counts on its own, so
 * behind N instances a client gets up to N times the limit: enough against scripted abuse of
 * the job-alert forms; a shared store is the scale-out issue's business.
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

  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Insertion order is age order: drop the oldest until there is room.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

const registry = Symbol.for('mobilclub.rateLimiters');
type Registry = Map<string, RateLimiter>;

/**
 * The process-wide limiter of this name. Kept on globalThis: the GraphQL route and the CMS's
 * REST endpoints are bundled separately and would otherwise count apart.
 */
export function sharedRateLimiter(name: string, rule: RateLimitRule): RateLimiter {
  const holder = globalThis as typeof globalThis & { [registry]?: Registry };
  const limiters = (holder[registry] ??= new Map());
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiter(rule);
    limiters.set(name, limiter);
  }
  return limiter;
}

/**
 * Who is asking: the address the nearest proxy saw (the last X-Forwarded-For entry; Next.js
 * itself fills it with the socket's address when no proxy sent one). In production the proxy
 * in front must set the header, or a client could name itself.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}
