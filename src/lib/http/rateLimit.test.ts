import { describe, expect, it } from 'vitest';

import { RateLimiter, clientKey, sharedRateLimiter } from './rateLimit';

describe('RateLimiter', () => {
  it('allows the limit per window, then says how long to wait, then allows again', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('a', 0)).toEqual({ ok: true });
    expect(limiter.take('a', 1_000)).toEqual({ ok: true });
    expect(limiter.take('a', 2_000)).toEqual({ ok: false, retryAfterSeconds: 58 });
    // Another client has its own count.
    expect(limiter.take('b', 2_000)).toEqual({ ok: true });
    expect(limiter.take('a', 60_000)).toEqual({ ok: true });
  });

  it('gives back a count that turned out not to count, never below zero', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 });
    limiter.take('a', 0);
    limiter.take('a', 0);
    limiter.refund('a', 0);
    expect(limiter.take('a', 0)).toEqual({ ok: true });
    expect(limiter.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 60 });
    limiter.refund('b', 0);
    limiter.refund('b', 0);
    expect(limiter.take('b', 0)).toEqual({ ok: true });
    expect(limiter.take('b', 0)).toEqual({ ok: true });
    expect(limiter.take('b', 0)).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it('is one limiter per name across the process', () => {
    const rule = { limit: 1, windowMs: 1_000 };
    expect(sharedRateLimiter('test-shared', rule)).toBe(sharedRateLimiter('test-shared', rule));
  });
});

describe('clientKey', () => {
  it('takes the last X-Forwarded-For entry (the server has put the believed client there)', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('10.0.0.1');
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(new Headers())).toBe('unknown');
  });

  it('does not believe X-Real-IP, which any client can send', () => {
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('unknown');
  });
});
