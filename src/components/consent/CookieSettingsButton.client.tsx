'use client';

import { useConsent } from '@/lib/consent/client';
import type { ConsentConfig } from '@/lib/consent/vendors';

/**
 * "Cookie-Einstellungen" in every page's footer: opens the consent settings, where the visitor
 * grants or revokes each vendor. The consent script loads only on this click.
 */
export function CookieSettingsButton({ config, className }: { config: ConsentConfig; className: string }) {
  const { state, store } = useConsent(config, { load: false });
  return (
    <>
      <button type="button" className={className} onClick={() => void store.showSettings()} aria-busy={state.status === 'loading'}>
        Cookie-Einstellungen
      </button>
      {state.status === 'error' ? (
        <span role="alert" className="ml-2 text-sm">
          Die Cookie-Einstellungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.
        </span>
      ) : null}
    </>
  );
}
