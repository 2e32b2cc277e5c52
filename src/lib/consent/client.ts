'use client';

import { useEffect, useSyncExternalStore } from 'react';

import { embeddedAdapter } from './embedded';
import { type ConsentStore, createConsentStore } from './store';
import type { ConsentState } from './types';
import { usercentricsAdapter } from './usercentrics';
import type { ConsentConfig } from './vendors';

let shared: { key: string; store: ConsentStore } | undefined;

/** The page's one consent store, made for the runtime settings' provider on first use. */
export function consentStore(config: ConsentConfig): ConsentStore {
  const key = JSON.stringify(config);
  if (shared?.key !== key) {
    const adapter = config.provider === 'usercentrics' ? usercentricsAdapter(config) : embeddedAdapter(config);
    shared = { key, store: createConsentStore(adapter) };
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
