'use client';

import { useEffect } from 'react';

import { Modal } from '@/components/modal/Modal.client';
import { useConsent } from '@/lib/consent/client';
import { type ConsentConfig, type VendorKey, vendorLabel, vendorName } from '@/lib/consent/vendors';

import { CONSENT_TEXT, ConsentPanel, gateViewOf } from './ConsentPanel.client';

export interface ConsentOverlayProps {
  vendor: VendorKey;
  config: ConsentConfig;
  open: boolean;
  onClose: () => void;
  /** The visitor consented (here or before): the overlay closes and the content may load. */
  onGranted: () => void;
}

/**
 * The consent gate as an overlay modal (spec 4), for content the visitor asked for, such as a
 * video they pressed play on. Its error state can be closed like any modal.
 */
export function ConsentOverlay({ vendor, config, open, onClose, onGranted }: ConsentOverlayProps) {
  const name = vendorName(vendor);
  const { state, store } = useConsent(config, { load: open });
  const view = gateViewOf(state, store.serviceIdOf(name));

  useEffect(() => {
    if (open && view === 'granted') onGranted();
  }, [open, view, onGranted]);

  const title = view === 'error' ? CONSENT_TEXT.errorHeadline : `Inhalt von ${vendorLabel(vendor)}`;
  return (
    <Modal open={open && view !== 'granted'} onClose={onClose} title={title}>
      {view === 'granted' ? null : (
        <ConsentPanel
          view={view}
          vendorName={vendorLabel(vendor)}
          store={store}
          privacyPolicyPath={config.privacyPolicyPath}
          showErrorHeadline={false}
          onAccept={() => void store.accept(name)}
          // The settings open outside this modal, which would keep them behind it and inert.
          onSettings={() => {
            onClose();
            void store.showSettings();
          }}
        />
      )}
    </Modal>
  );
}
