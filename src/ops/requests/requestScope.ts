import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while a request is handled says about it (src/lib/log.ts). */
export interface RequestScope {
  requestId: string;
  traceId?: string;
}

/**
 * One store per process, on globalThis under a symbol src/lib/log.ts reads too: the server's
 * start-up code and the pages that log are separate bundles, and log.ts is also loaded in the
 * browser, where it cannot import node:async_hooks.
 */
export const REQUEST_SCOPE_KEY = Symbol.for('mobilclub.requestScope');
type Holder = typeof globalThis & { [REQUEST_SCOPE_KEY]?: AsyncLocalStorage<RequestScope> };

export function requestScopes(): AsyncLocalStorage<RequestScope> {
  const holder = globalThis as Holder;
  holder[REQUEST_SCOPE_KEY] ??= new AsyncLocalStorage<RequestScope>();
  return holder[REQUEST_SCOPE_KEY];
}
