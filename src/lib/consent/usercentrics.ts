import { loadScript } from './loadScript';
import { consentWarnings } from './store';
import type { ConsentAdapter } from './types';

/** Usercentrics' browser UI loader; it loads the rest from Usercentrics (a third party by nature). */
export const USERCENTRICS_LOADER = 'https://app.usercentrics.eu/browser-ui/latest/loader.js';

interface UsercentricsService {
  id: string;
  name: string;
  consent: { status: boolean };
}

/** The part of Usercentrics' browser API (`window.UC_UI`) the store uses. */
export interface UsercentricsApi {
  isInitialized(): boolean;
  getServicesBaseInfo(): UsercentricsService[];
  acceptService(serviceId: string): Promise<void>;
  showSecondLayer(): void;
}

declare global {
  interface Window {
    UC_UI?: UsercentricsApi;
  }
}

/** Resolves once UC_UI is ready: at once if it is, else on its `UC_UI_INITIALIZED` event. */
function whenInitialized(timeoutMs: number): Promise<UsercentricsApi> {
  return new Promise((resolve, reject) => {
    const ready = () => {
      const api = window.UC_UI;
      if (api?.isInitialized()) {
        window.removeEventListener('UC_UI_INITIALIZED', ready);
        clearTimeout(timer);
        resolve(api);
      }
    };
    const timer = setTimeout(() => {
      window.removeEventListener('UC_UI_INITIALIZED', ready);
      reject(new Error(`Usercentrics did not initialise within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    window.addEventListener('UC_UI_INITIALIZED', ready);
    ready();
  });
}

/**
 * Usercentrics (spec 7): the loader by script tag with the settings id; services' id, name and
 * status from `UC_UI`, and its consent-status window event (named in the Usercentrics admin).
 */
export function usercentricsAdapter({ settingsId, eventName }: { settingsId: string | null; eventName: string }): ConsentAdapter {
  const listeners = new Set<() => void>();
  let api: UsercentricsApi | undefined;

  return {
    async load() {
      if (!settingsId) {
        console.warn(consentWarnings.settingsIdMissing);
        throw new Error('no settings id');
      }
      await loadScript(USERCENTRICS_LOADER, { id: 'usercentrics-cmp', 'data-settings-id': settingsId });
      api = await whenInitialized(15_000);
      window.addEventListener(eventName, () => listeners.forEach((listener) => listener()));
    },
    services() {
      return (api?.getServicesBaseInfo() ?? []).map((service) => ({ id: service.id, name: service.name, consent: service.consent.status }));
    },
    async accept(serviceId) {
      await api?.acceptService(serviceId);
    },
    showSettings() {
      api?.showSecondLayer();
    },
    onChange(listener) {
      listeners.add(listener);
    },
  };
}
