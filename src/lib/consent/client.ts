'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { type ConsentStore, createConsentStore } from './store';
import type { ConsentAdapter, ConsentState } from './types';
import type { ConsentConfig } from './vendors';

/** The platform's adapter, fetched when consent is first needed (a failed fetch is a load error). */
function loadAdapter(config: ConsentConfig): Promise<ConsentAdapter> {
  if (config.provider === 'usercentrics') return import('./usercentrics').then((module) => module.usercentricsAdapter(config));
  return import('./embedded').then((module) => module.embeddedAdapter(config));
}

let shared: { key: string; store: ConsentStore } | undefined;

/** The page's one consent store, made for the runtime settings' provider on first use. */
export function consentStore(config: ConsentConfig): ConsentStore {
  const key = JSON.stringify(config);
  if (shared?.key !== key) {
    shared = { key, store: createConsentStore(() => loadAdapter(config)) };
  }
  return shared.store;
}

/** The store's state in a component; `load` starts loading the platform on mount when true. */
export function useConsent(config: ConsentConfig, { load }: { load: boolean }): { state: ConsentState; store: ConsentStore } {
  const store = consentStore(config);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    if (load) void store.load();
  }, [load, store]);
  return { state, store };
}
