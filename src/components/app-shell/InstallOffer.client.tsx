'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';

import { getInstallPrompt, isInstallPromptHidden, subscribeInstallPrompt } from '@/lib/pwa/installPrompt';

// The banner's code loads only when the browser offers installation, which most visits never see.
const InstallBanner = lazy(() => import('./InstallBanner.client').then((module) => ({ default: module.InstallBanner })));

const none = () => null;

/** Mounted on every page: shows the install banner once the browser offers installation. */
export function InstallOffer({ siteName }: { siteName: string }) {
  const offer = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, none);
  if (!offer || isInstallPromptHidden()) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner siteName={siteName} />
    </Suspense>
  );
}
