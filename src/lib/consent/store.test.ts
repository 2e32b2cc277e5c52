import { afterEach, describe, expect, it, vi } from 'vitest';

import { consentWarnings, createConsentStore } from './store';
import type { ConsentAdapter, ConsentService } from './types';

function fakeAdapter(services: ConsentService[], { fail = false } = {}) {
  let changed: () => void = () => undefined;
  const adapter: ConsentAdapter & { change: () => void; loads: number } = {
    loads: 0,
    load: vi.fn(async () => {
      adapter.loads += 1;
      if (fail) throw new Error('script failed');
    }),
    services: () => services.map((service) => ({ ...service })),
    accept: vi.fn(async (id: string) => {
      const service = services.find((entry) => entry.id === id);
      if (service) service.consent = true;
    }),
    showSettings: vi.fn(),
    onChange: (listener) => {
      changed = listener;
    },
    change: () => changed(),
  };
  return adapter;
}

afterEach(() => vi.restoreAllMocks());

describe('consent store (spec 3, 4)', () => {
  it('goes idle, loading, success, with consents per id and the maps between id and name', async () => {
    const adapter = fakeAdapter([
      { id: 'BJz7qNsdj-7', name: 'YouTube Video', consent: false },
      { id: 'mux', name: 'Mux', consent: true },
    ]);
    const store = createConsentStore(async () => adapter);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    expect(store.getState().status).toBe('idle');

    await store.load();
    expect(seen).toEqual(['loading', 'success']);
    expect(store.getState()).toEqual({
      status: 'success',
      consents: { 'BJz7qNsdj-7': false, mux: true },
      idByName: { 'YouTube Video': 'BJz7qNsdj-7', Mux: 'mux' },
      nameById: { 'BJz7qNsdj-7': 'YouTube Video', mux: 'Mux' },
    });
  });

  it('loads once however many gates ask', async () => {
    const adapter = fakeAdapter([]);
    const store = createConsentStore(async () => adapter);
    await Promise.all([store.load(), store.load(), store.load()]);
    await store.load();
    expect(adapter.loads).toBe(1);
  });

  it('ends in error when the adapter’s code cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createConsentStore(() => Promise.reject(new Error('Loading chunk 12 failed')));
    await store.load();
    expect(store.getState().status).toBe('error');
    expect(warn).toHaveBeenCalledWith(consentWarnings.unavailable('Loading chunk 12 failed'));
  });

  it('ends in error when the consent script fails, warns, and loads again on retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const adapter = fakeAdapter([], { fail: true });
    const store = createConsentStore(async () => adapter);
    await store.load();
    expect(store.getState().status).toBe('error');
    expect(warn).toHaveBeenCalledWith(consentWarnings.unavailable('script failed'));
    await store.load();
    expect(adapter.loads).toBe(2);
  });

  it('accepts only the named vendor', async () => {
    const adapter = fakeAdapter([
      { id: 'yt', name: 'YouTube Video', consent: false },
      { id: 'vimeo', name: 'Vimeo', consent: false },
    ]);
    const store = createConsentStore(async () => adapter);
    await store.accept('YouTube Video');
    expect(adapter.accept).toHaveBeenCalledWith('yt');
    expect(store.getState().consents).toEqual({ yt: true, vimeo: false });
  });

  it('warns once when a vendor is not among the services', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createConsentStore(async () => fakeAdapter([{ id: 'yt', name: 'YouTube Video', consent: false }]));
    await store.load();
    expect(store.serviceIdOf('Dailymotion')).toBeNull();
    expect(store.serviceIdOf('Dailymotion')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(consentWarnings.vendorNotFound('Dailymotion'));
  });

  it('follows changes made in the platform (revoking included)', async () => {
    const services = [{ id: 'yt', name: 'YouTube Video', consent: true }];
    const adapter = fakeAdapter(services);
    const store = createConsentStore(async () => adapter);
    await store.load();
    services[0] = { id: 'yt', name: 'YouTube Video', consent: false };
    adapter.change();
    expect(store.getState().consents).toEqual({ yt: false });
  });

  it('tells the gates of a change made in the platform’s dialog after the browser painted, the new state readable at once', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.useFakeTimers();
    try {
      const services = [{ id: 'yt', name: 'YouTube Video', consent: false }];
      const adapter = fakeAdapter(services);
      const store = createConsentStore(async () => adapter);
      await store.load();
      const told = vi.fn();
      store.subscribe(told);
      services[0] = { id: 'yt', name: 'YouTube Video', consent: true };
      adapter.change();
      expect(store.getState().consents).toEqual({ yt: true });
      expect(told).not.toHaveBeenCalled();
      frames.shift()?.();
      expect(told).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(told).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
