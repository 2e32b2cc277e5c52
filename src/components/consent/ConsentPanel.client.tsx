'use client';

import { buttonClasses } from '@/components/button/styles';
import { StateNotification } from '@/components/state-notification/StateNotification';
import type { ConsentStore } from '@/lib/consent/store';
import type { ConsentState } from '@/lib/consent/types';

export const CONSENT_TEXT = {
  loading: 'Inhalt wird geladen',
  errorHeadline: 'Es ist ein Fehler aufgetreten.',
  error: (vendor: string) => `Die Einwilligungen für Inhalte von ${vendor} konnten nicht geladen werden. Bitte versuchen Sie es erneut.`,
  retry: 'Erneut versuchen',
  prompt: 'Um diesen Inhalt anzeigen zu können wird eine Einwilligung benötigt!',
  explanation: (vendor: string) =>
    `Dieser Inhalt wird von ${vendor} bereitgestellt. Mit Ihrer Einwilligung wird er geladen; dabei werden Daten an ${vendor} übertragen.`,
  accept: 'Einwilligung erteilen',
  privacyPolicy: 'Datenschutzerklärung',
  settings: 'Cookie-Einstellungen',
} as const;

/** What the gate shows for a vendor: `granted` means the content itself. */
export type GateView = 'loading' | 'error' | 'prompt' | 'granted';

export function gateViewOf(state: ConsentState, serviceId: string | null): GateView {
  if (state.status === 'idle' || state.status === 'loading') return 'loading';
  if (state.status === 'error' || serviceId === null) return 'error';
  return state.consents[serviceId] ? 'granted' : 'prompt';
}

interface ConsentPanelProps {
  view: Exclude<GateView, 'granted'>;
  vendorName: string;
  store: ConsentStore;
  privacyPolicyPath: string;
  onAccept: () => void;
  /** Opens the cookie settings; by default straight away. */
  onSettings?: () => void;
  /** The error headline is a heading in the inline box; the overlay names it as its title. */
  showErrorHeadline: boolean;
}

/** The gate's loading, error and prompt states (spec 4 and 8, texts as the spec gives them). */
export function ConsentPanel({ view, vendorName, store, privacyPolicyPath, onAccept, onSettings, showErrorHeadline }: ConsentPanelProps) {
  if (view === 'loading') return <StateNotification state="loading">{CONSENT_TEXT.loading}</StateNotification>;
  if (view === 'error') {
    return (
      <div role="alert" className="space-y-3">
        {showErrorHeadline ? <p className="text-base font-bold text-danger">{CONSENT_TEXT.errorHeadline}</p> : null}
        <p>{CONSENT_TEXT.error(vendorName)}</p>
        <button type="button" className={buttonClasses('small', ['muted'])} onClick={() => void store.load()}>
          {CONSENT_TEXT.retry}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-base font-bold">{CONSENT_TEXT.prompt}</p>
      <p>{CONSENT_TEXT.explanation(vendorName)}</p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <button type="button" className={buttonClasses()} onClick={onAccept}>
          {CONSENT_TEXT.accept}
        </button>
        <a href={privacyPolicyPath} className="text-brand underline underline-offset-4 hover:text-brand-dark">
          {CONSENT_TEXT.privacyPolicy}
        </a>
        <button type="button" className="text-brand underline underline-offset-4 hover:text-brand-dark" onClick={onSettings ?? (() => void store.showSettings())}>
          {CONSENT_TEXT.settings}
        </button>
      </div>
    </div>
  );
}
