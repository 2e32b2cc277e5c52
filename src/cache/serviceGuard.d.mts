export class ServiceUnavailableError extends Error {
  constructor(service: string, reason: string);
  readonly service: string;
}

export interface CircuitBreakerOptions {
  failures?: number;
  openMs?: number;
  now?: () => number;
}

export interface BreakerTicket {
  readonly probe: boolean;
  readonly started: number;
}

export class CircuitBreaker {
  constructor(name: string, options?: CircuitBreakerOptions);
  readonly name: string;
  readonly state: 'closed' | 'open' | 'half-open';
  readonly admits: boolean;
  readonly failuresInARow: number;
  readonly lastLatencyMs: number | null;
  readonly lastError: string | null;
  readonly lastOkAt: number | null;
  begin(): BreakerTicket;
  end(ticket: BreakerTicket, error?: unknown, options?: { opensAtOnce?: boolean }): void;
  run<T>(call: () => Promise<T>, timeoutMs: number): Promise<T>;
  succeeded(latencyMs: number): void;
  failed(error: unknown, latencyMs: number, opensAtOnce?: boolean): void;
}

export function withinDeadline<T, F = T>(promise: Promise<T>, ms: number, onTimeout: () => F): Promise<T | F>;
export function serviceBreakers(): Map<string, CircuitBreaker>;
export function breakerFor(name: string, options?: CircuitBreakerOptions): CircuitBreaker;
export function onServiceFailure(listener: (service: string) => void): void;
