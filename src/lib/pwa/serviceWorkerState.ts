/**
 * Spec 4: the service worker's state as the page sees it: registered, activated, offline ready
 * (this page is served by an active worker whose precache is complete), update available (a new
 * worker installed; it takes over at once and the page reloads, see serviceWorker.ts), error
 * (registration failed). Also on `<html data-service-worker>`, for tests and support.
 */
export type ServiceWorkerState = 'idle' | 'unsupported' | 'registered' | 'activated' | 'offline-ready' | 'update-available' | 'error';

let state: ServiceWorkerState = 'idle';
const listeners = new Set<() => void>();

export const getServiceWorkerState = (): ServiceWorkerState => state;

/** Registered, activated and offline ready only move forward: the browser's events for one
 * worker can arrive in either order (it may control the page before `activated` reaches us). */
const PROGRESS: ServiceWorkerState[] = ['idle', 'registered', 'activated', 'offline-ready'];

export function setServiceWorkerState(next: ServiceWorkerState): void {
  if (next === state) return;
  if (PROGRESS.includes(next) && PROGRESS.includes(state) && PROGRESS.indexOf(next) < PROGRESS.indexOf(state)) return;
  state = next;
  document.documentElement.dataset.serviceWorker = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribeServiceWorkerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
