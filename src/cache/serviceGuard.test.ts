import { describe, expect, it } from 'vitest';

import { CircuitBreaker, ServiceUnavailableError } from './serviceGuard.mjs';

const never = () => new Promise<never>(() => {});

describe('the circuit breaker of a shared service', () => {
  it('opens after three failures in a row, refuses at once while open, lets one probe through after 5 s, and closes on its success', async () => {
    let now = 0;
    const breaker = new CircuitBreaker('redis', { now: () => now });
    for (let call = 0; call < 3; call += 1) await expect(breaker.run(never, 10)).rejects.toThrow('no answer within 10 ms');
    expect(breaker.state).toBe('open');
    let called = false;
    await expect(breaker.run(async () => (called = true), 10)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(called, 'a call while the circuit is open').toBe(false);

    now = 5_000;
    expect(breaker.state).toBe('half-open');
    let answer: (value: string) => void = () => {};
    const probe = breaker.run(() => new Promise<string>((resolve) => (answer = resolve)), 1_000);
    // While the probe is out, nobody else waits on the service.
    expect(breaker.admits).toBe(false);
    await expect(breaker.run(async () => 'second', 10)).rejects.toThrow('circuit open');
    answer('PONG');
    expect(await probe).toBe('PONG');
    expect(breaker.state).toBe('closed');
    expect(await breaker.run(async () => 'next', 10)).toBe('next');
  });

  it('opens again at once when the probe fails, and two failures alone keep it closed', async () => {
    let now = 0;
    const breaker = new CircuitBreaker('db', { now: () => now });
    const failing = () => Promise.reject(new Error('ECONNREFUSED'));
    await expect(breaker.run(failing, 10)).rejects.toThrow('ECONNREFUSED');
    await expect(breaker.run(failing, 10)).rejects.toThrow('ECONNREFUSED');
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(async () => 1, 10)).resolves.toBe(1);
    for (let call = 0; call < 3; call += 1) await expect(breaker.run(failing, 10)).rejects.toThrow();
    now = 5_000;
    await expect(breaker.run(failing, 10)).rejects.toThrow('ECONNREFUSED');
    expect(breaker.state).toBe('open');
    expect(breaker.lastError).toBe('ECONNREFUSED');
  });

  it('opens at once on a failure that waited out a whole deadline, when told so', async () => {
    const breaker = new CircuitBreaker('database');
    const ticket = breaker.begin();
    breaker.end(ticket, new Error('Query read timeout'), { opensAtOnce: true });
    expect(breaker.state).toBe('open');
    expect(() => breaker.begin()).toThrow('circuit open');
  });
});
