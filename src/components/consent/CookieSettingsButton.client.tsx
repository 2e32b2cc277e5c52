'use client';

import { useState } from 'react';

import type { ConsentConfig } from '@/lib/consent/vendors';

/**
 * "Cookie-Einstellungen" in every page's footer: opens the consent settings, where the visitor
 * grants or revokes each vendor. The consent store and script load only on this click, so
 * pages without third-party content carry no consent code at all.
 */
export function CookieSettingsButton({ config, className }: { config: ConsentConfig; className: string }) {
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');

  async function openSettings() {
    setStatus('loading');
    try {
      const { consentStore } = await import('@/lib/consent/client');
      const store = consentStore(config);
      await store.showSettings();
      setStatus(store.getState().status === 'error' ? 'error' : 'idle');
    } catch {
      // The store's own code failed to load: the same message as a consent script that failed.
      setStatus('error');
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void openSettings()} aria-busy={status === 'loading'}>
        Cookie-Einstellungen
      </button>
      {status === 'error' ? (
        <span role="alert" className="ml-2 text-sm">
          Die Cookie-Einstellungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.
        </span>
      ) : null}
    </>
  );
}
