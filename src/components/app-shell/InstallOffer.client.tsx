'use client';

import { Suspense, useSyncExternalStore } from 'react';

import { lazyComponent } from '@/components/lazy/lazyComponent';
import { getInstallPrompt, isInstallPromptHidden, subscribeInstallPrompt } from '@/lib/pwa/installPrompt';

// The banner's code loads only when the browser offers installation, which most visits never see.
const InstallBanner = lazyComponent(() => import('./InstallBanner.client').then((module) => module.InstallBanner));

const none = () => null;

/** Mounted on every page: shows the install banner once the browser offers installation. */
export function InstallOffer({ siteName }: { siteName: string }) {
  const offer = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, none);
  if (!offer || isInstallPromptHidden()) return null;
  // Mounted long after hydration, outside a transition: its own boundary while the code loads
  // (lazyComponent has none, see there), or the page's nearest one would show its fallback.
  return (
    <Suspense fallback={null}>
      <InstallBanner siteName={siteName} />
    </Suspense>
  );
}
