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

  it('remembers at most 10,000 clients: ended windows go first, then the oldest', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 });
    for (let client = 0; client < 10_000; client += 1) limiter.take(`flood-${client}`, 0);
    expect(limiter.take('flood-1', 0).ok).toBe(false);
    limiter.take('newcomer', 1);
    // The oldest window made room; the others still count.
    expect(limiter.take('flood-0', 2).ok).toBe(true);
    expect(limiter.take('flood-9999', 2).ok).toBe(false);
    expect(limiter.take('newcomer', 2).ok).toBe(false);
    // Once the flood's windows have ended, a new client clears them, not the live ones.
    limiter.take('later', 60_000);
    expect(limiter.take('newcomer', 60_000).ok).toBe(false);
    expect(limiter.take('flood-5000', 60_000).ok).toBe(true);
  });

  it('takes a flood of new clients in time that grows with the flood, not with its square', () => {
    const limiter = new RateLimiter({ limit: 5, windowMs: 60_000 });
    const started = performance.now();
    // Each new client past the 10,000th once scanned all 10,000 remembered (~1 ms each here).
    for (let client = 0; client < 50_000; client += 1) limiter.take(`10.0.${client >> 8}.${client & 255}-${client}`, client);
    expect(performance.now() - started).toBeLessThan(1_000);
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

  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    const key = (address: string) => clientKey(new Headers({ 'x-forwarded-for': address }));
    expect(key('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(key('2001:db8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(key('2001:0db8:0000:0001:0000:0000:0000:0002')).toBe('2001:db8:0:1::/64');
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(key('2001:db8:0:2::1')).not.toBe(key('2001:db8:0:1::1'));
    expect(key('::1')).toBe('0:0:0:0::/64');
    expect(key('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    // IPv4 stays one address; what is no address stays as it is.
    expect(key('203.0.113.9')).toBe('203.0.113.9');
    expect(key('2001:db8::1::2')).toBe('2001:db8::1::2');
  });

  it('does not believe X-Real-IP, which any client can send', () => {
    expect(clientKey(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('unknown');
  });
});
