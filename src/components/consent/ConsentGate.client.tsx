'use client';

import { type ReactNode, useEffect, useRef } from 'react';

import { useConsent } from '@/lib/consent/client';
import { type ConsentConfig, type VendorKey, vendorLabel, vendorName } from '@/lib/consent/vendors';

import { ConsentPanel, gateViewOf } from './ConsentPanel.client';
import { useNearViewport } from './useNearViewport';

export interface ConsentGateProps {
  vendor: VendorKey;
  config: ConsentConfig;
  /** Rendered only once the visitor consented to the vendor: nothing of it reaches the page before. */
  children: ReactNode;
  /** Names the box for screen readers, e.g. "YouTube-Video: Großglockner-Hochalpenstraße". */
  label: string;
}

/**
 * The inline consent gate (spec 4): a loader while consents load, an error if they could not,
 * the prompt without consent, the content with it. Revoking consent hides the content again.
 * Consents load once the gate comes near the viewport.
 */
export function ConsentGate({ vendor, config, children, label }: ConsentGateProps) {
  const name = vendorName(vendor);
  const [box, near] = useNearViewport<HTMLElement>();
  const { state, store } = useConsent(config, { load: near });
  const view = gateViewOf(state, store.serviceIdOf(name));
  const content = useRef<HTMLDivElement>(null);
  const acceptedHere = useRef(false);

  useEffect(() => {
    // The button the visitor pressed is gone: keep their place by focusing what replaced it.
    if (view === 'granted' && acceptedHere.current) content.current?.focus();
  }, [view]);

  if (view === 'granted') {
    return (
      <div ref={content} tabIndex={-1} role="group" aria-label={label} className="outline-none">
        {children}
      </div>
    );
  }
  return (
    <section ref={box} aria-label={label} className="rounded-xl border border-line bg-surface p-6 text-base leading-relaxed text-darkgrey md:p-8">
      <ConsentPanel
        view={view}
        vendorName={vendorLabel(vendor)}
        store={store}
        privacyPolicyPath={config.privacyPolicyPath}
        showErrorHeadline
        onAccept={() => {
          acceptedHere.current = true;
          void store.accept(name);
        }}
      />
    </section>
  );
}
