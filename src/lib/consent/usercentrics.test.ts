// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { consentWarnings } from './store';
import { USERCENTRICS_LOADER, type UsercentricsApi, usercentricsAdapter } from './usercentrics';

const loadScript = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./loadScript', () => ({ loadScript }));

function fakeUsercentrics() {
  const services = [
    { id: 'BJz7qNsdj-7', name: 'YouTube Video', consent: { status: false } },
    { id: 'HyEX5Nidi-m', name: 'Vimeo', consent: { status: true } },
  ];
  const acceptService = vi.fn(async (id: string) => {
    const service = services.find((entry) => entry.id === id);
    if (service) service.consent.status = true;
  });
  const showSecondLayer = vi.fn(() => undefined);
  const api: UsercentricsApi = { isInitialized: () => true, getServicesBaseInfo: () => services, acceptService, showSecondLayer };
  return Object.assign(api, { acceptService, showSecondLayer });
}

afterEach(() => {
  delete window.UC_UI;
  loadScript.mockClear();
  vi.restoreAllMocks();
});

describe('Usercentrics adapter (spec 7)', () => {
  it('loads the loader by script tag with the settings id and reads id, name and status of each service', async () => {
    window.UC_UI = fakeUsercentrics();
    const adapter = usercentricsAdapter({ settingsId: 'aBc123', eventName: 'ucEvent' });
    await adapter.load();
    expect(loadScript).toHaveBeenCalledWith(USERCENTRICS_LOADER, { id: 'usercentrics-cmp', 'data-settings-id': 'aBc123' });
    expect(adapter.services()).toEqual([
      { id: 'BJz7qNsdj-7', name: 'YouTube Video', consent: false },
      { id: 'HyEX5Nidi-m', name: 'Vimeo', consent: true },
    ]);
  });

  it('accepts one service, opens the settings, and hears the consent-status event', async () => {
    const api = fakeUsercentrics();
    window.UC_UI = api;
    const adapter = usercentricsAdapter({ settingsId: 'aBc123', eventName: 'ucEvent' });
    const changed = vi.fn();
    adapter.onChange(changed);
    await adapter.load();
    await adapter.accept('BJz7qNsdj-7');
    expect(api.acceptService).toHaveBeenCalledWith('BJz7qNsdj-7');
    adapter.showSettings();
    expect(api.showSecondLayer).toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent('ucEvent', { detail: { event: 'consent_status', 'YouTube Video': true } }));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('waits for UC_UI_INITIALIZED when the API is not ready yet', async () => {
    const adapter = usercentricsAdapter({ settingsId: 'aBc123', eventName: 'ucEvent' });
    const loading = adapter.load();
    await Promise.resolve();
    window.UC_UI = fakeUsercentrics();
    window.dispatchEvent(new Event('UC_UI_INITIALIZED'));
    await loading;
    expect(adapter.services()).toHaveLength(2);
  });

  it('warns and fails without a settings id, loading nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(usercentricsAdapter({ settingsId: null, eventName: 'ucEvent' }).load()).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith(consentWarnings.settingsIdMissing);
    expect(loadScript).not.toHaveBeenCalled();
  });
});
