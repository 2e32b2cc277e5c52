// Deadlines and a circuit breaker for calls to a shared service (Redis, PostgreSQL, the object
// storage), and the process's record of how each of them is doing, for /api/health and the
// metrics.
//
// Plain JavaScript: the page cache handler (src/cache/pageCache.mjs), which Next imports at
// runtime, uses it as well as the TypeScript code.

/** A call the breaker refused at once, or one that did not answer in time. */
export class ServiceUnavailableError extends Error {
  constructor(service, reason) {
    super(`${service}: ${reason}`);
    this.name = 'ServiceUnavailableError';
    this.service = service;
  }
}

/**
 * `promise`, or what `onTimeout()` returns (or throws) once `ms` have passed. The promise is not
 * stopped, only no longer waited for; the timer never keeps the process alive.
 */
export async function withinDeadline(promise, ms, onTimeout) {
  let timer;
  try {
    return await Promise.race([
      promise,
      new Promise((resolve, reject) => {
        timer = setTimeout(() => {
          try {
            resolve(onTimeout());
          } catch (error) {
            reject(error);
          }
        }, ms);
        timer.unref?.();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const REGISTRY = Symbol.for('mobilclub.services');

/** Every breaker of this process by service name (one per service, however often modules load). */
export function serviceBreakers() {
  globalThis[REGISTRY] ??= new Map();
  return globalThis[REGISTRY];
}

/**
 * After `failures` failed calls in a row the circuit opens: calls fail at once for `openMs`, so an
 * instance does not pile up waits on a service that hangs. Then one call is let through; its
 * success closes the circuit, its failure opens it again.
 */
export class CircuitBreaker {
  constructor(name, { failures = 3, openMs = 5_000, now = () => Date.now() } = {}) {
    this.name = name;
    this.threshold = failures;
    this.openMs = openMs;
    this.now = now;
    this.failuresInARow = 0;
    this.openedAt = null;
    this.probing = false;
    /** What the last call saw: for health. */
    this.lastLatencyMs = null;
    this.lastError = null;
    this.lastOkAt = null;
  }

  /** 'closed' (calls go through), 'open' (refused at once) or 'half-open' (one probe may go). */
  get state() {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half-open' : 'open';
  }

  /** Whether a call may go now, without taking the half-open probe. */
  get admits() {
    const state = this.state;
    return state === 'closed' || (state === 'half-open' && !this.probing);
  }

  /**
   * Admits one call, or throws a ServiceUnavailableError at once while the circuit is open (or its
   * one probe is out). The caller reports how the call ended with `end(ticket, error)`.
   */
  begin() {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.probing)) {
      throw new ServiceUnavailableError(this.name, 'circuit open after repeated failures');
    }
    const probe = state === 'half-open';
    if (probe) this.probing = true;
    return { probe, started: performance.now() };
  }

  /**
   * How an admitted call ended: `error` when the service failed it (not when it refused a request).
   * `opensAtOnce` for a failure that already cost a whole deadline (a statement PostgreSQL left
   * unanswered for seconds): the calls behind it should not each wait as long.
   */
  end(ticket, error, { opensAtOnce = false } = {}) {
    if (ticket.probe) this.probing = false;
    const latencyMs = performance.now() - ticket.started;
    if (error === undefined) this.succeeded(latencyMs);
    else this.failed(error, latencyMs, opensAtOnce);
  }

  /** `call()` within `timeoutMs`, or a ServiceUnavailableError; counted either way. */
  async run(call, timeoutMs) {
    const ticket = this.begin();
    try {
      const result = await withinDeadline(call(), timeoutMs, () => {
        throw new ServiceUnavailableError(this.name, `no answer within ${timeoutMs} ms`);
      });
      this.end(ticket);
      return result;
    } catch (error) {
      this.end(ticket, error);
      throw error;
    }
  }

  succeeded(latencyMs) {
    this.failuresInARow = 0;
    this.openedAt = null;
    this.lastLatencyMs = latencyMs;
    this.lastError = null;
    this.lastOkAt = this.now();
  }

  failed(error, latencyMs, opensAtOnce = false) {
    this.failuresInARow += 1;
    this.lastLatencyMs = latencyMs;
    this.lastError = error instanceof Error ? error.message : String(error);
    if (opensAtOnce || this.openedAt !== null || this.failuresInARow >= this.threshold) this.openedAt = this.now();
    serviceFailureListener()?.(this.name);
  }
}

/** The breaker of `name` in this process, created with `options` the first time. */
export function breakerFor(name, options) {
  const breakers = serviceBreakers();
  let breaker = breakers.get(name);
  if (!breaker) {
    breaker = new CircuitBreaker(name, options);
    breakers.set(name, breaker);
  }
  return breaker;
}

const FAILURE_LISTENER = Symbol.for('mobilclub.serviceFailure');

/** Told of every failed call (the metrics count them); set once by the server's start-up code. */
export function onServiceFailure(listener) {
  globalThis[FAILURE_LISTENER] = listener;
}

function serviceFailureListener() {
  return globalThis[FAILURE_LISTENER];
}
