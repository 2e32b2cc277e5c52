import type { ConsentAdapter, ConsentService, ConsentState } from './types';

const IDLE: ConsentState = { status: 'idle', consents: {}, idByName: {}, nameById: {} };

/** Spec 8's warnings, worded so whoever reads the console knows what to fix. */
export const consentWarnings = {
  unavailable: (reason: string) => `Consent management is unavailable: ${reason}. Third-party content stays hidden.`,
  settingsIdMissing: 'Consent management settings id is missing (PUBLIC_USERCENTRICS_SETTINGS_ID). Third-party content stays hidden.',
  vendorNotFound: (name: string) => `Consent vendor "${name}" was not found among the consent services. Its content stays hidden.`,
};

function stateOf(services: ConsentService[]): ConsentState {
  const consents: Record<string, boolean> = {};
  const idByName: Record<string, string> = {};
  const nameById: Record<string, string> = {};
  for (const service of services) {
    consents[service.id] = service.consent;
    idByName[service.name] = service.id;
    nameById[service.id] = service.name;
  }
  return { status: 'success', consents, idByName, nameById };
}

function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    callback();
    return;
  }
  requestAnimationFrame(() => setTimeout(callback, 0));
}

export interface ConsentStore {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** idle -> loading -> success, or error when the platform cannot be loaded. Again after an error. */
  load(): Promise<void>;
  /** The service id of a vendor's name; warns once per name when the platform has no such service. */
  serviceIdOf(name: string): string | null;
  accept(name: string): Promise<void>;
  showSettings(): Promise<void>;
}

/**
 * The consent store (spec 3, 4): one per page, shared by every gate, the tag manager and the
 * settings link. Server renders and the first client render see `idle`. The adapter's code is
 * fetched on the first `load`, so pages that never ask for consent do not carry it.
 */
export function createConsentStore(loadAdapter: () => Promise<ConsentAdapter>): ConsentStore {
  let state = IDLE;
  let loading: Promise<void> | null = null;
  let adapter: ConsentAdapter | null = null;
  const listeners = new Set<() => void>();
  const warnedNames = new Set<string>();

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: ConsentState) => {
    state = next;
    notify();
  };
  const refresh = () => set(stateOf(adapter?.services() ?? []));

  const adapterOnce = async (): Promise<ConsentAdapter> => {
    if (adapter) return adapter;
    const loaded = await loadAdapter();
    loaded.onChange(() => {
      if (state.status !== 'success') return;
      // Read at once, told after the next paint: a change made in the platform's dialog comes
      // from a click there, and the gates' re-render (a player replacing its placeholder) inside
      // that click held the dialog's closing frame back 170 ms on a slow phone (INP).
      state = stateOf(loaded.services());
      afterNextPaint(notify);
    });
    adapter = loaded;
    return loaded;
  };

  const store: ConsentStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (state.status === 'success') return Promise.resolve();
      if (loading) return loading;
      set({ ...IDLE, status: 'loading' });
      loading = adapterOnce()
        .then((loaded) => loaded.load())
        .then(refresh)
        .catch((error: unknown) => {
          console.warn(consentWarnings.unavailable(error instanceof Error ? error.message : String(error)));
          set({ ...IDLE, status: 'error' });
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    serviceIdOf(name) {
      const id = state.idByName[name];
      if (id !== undefined) return id;
      if (state.status === 'success' && !warnedNames.has(name)) {
        warnedNames.add(name);
        console.warn(consentWarnings.vendorNotFound(name));
      }
      return null;
    },
    async accept(name) {
      await store.load();
      const id = store.serviceIdOf(name);
      if (id === null || !adapter) return;
      await adapter.accept(id);
      refresh();
    },
    async showSettings() {
      await store.load();
      if (state.status === 'success') adapter?.showSettings();
    },
  };
  return store;
}
