import type { RedisClientType } from '@redis/client';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { sharedRateLimiter } from '@/lib/http/rateLimit';

import { claimOnce, sharedRedis } from './redis';

afterAll(() => {
  // The client keeps trying to reconnect; this test's process is done with it.
  const held = (globalThis as Record<symbol, { client: RedisClientType } | undefined>)[Symbol.for('mobilclub.redis')];
  held?.client.destroy();
  vi.unstubAllEnvs();
});

describe('with a Redis that cannot be reached', () => {
  it('limits per process instead, after a short first wait and none later', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:9');
    const limiter = sharedRateLimiter('test-unreachable', { limit: 2, windowMs: 60_000 });
    let started = performance.now();
    expect(await limiter.take('client')).toEqual({ ok: true });
    expect(performance.now() - started).toBeLessThan(4_000);
    started = performance.now();
    expect(await limiter.take('client')).toEqual({ ok: true });
    expect(await limiter.take('client')).toMatchObject({ ok: false });
    expect(await limiter.take('another client')).toEqual({ ok: true });
    expect(performance.now() - started).toBeLessThan(100);
    expect(await sharedRedis()).toBeNull();
  });

  it('lets a scheduled job be claimed: it runs rather than never', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:9');
    expect(await claimOnce('test-claim', 1_000)).toBe(true);
  });
});

describe('without Redis', () => {
  it('has no connection and claims everything', async () => {
    vi.stubEnv('REDIS_URL', '');
    expect(await sharedRedis()).toBeNull();
    expect(await claimOnce('test-claim', 1_000)).toBe(true);
  });
});
