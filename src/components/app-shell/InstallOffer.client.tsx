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
  // Mounted long after hydration, outside a transition: a boundary of its own while the code
  // loads (lazyComponent's Activity is none for a new mount), or the page's nearest would show.
  return (
    <Suspense fallback={null}>
      <InstallBanner siteName={siteName} />
    </Suspense>
  );
}
