'use client';

import { useSyncExternalStore } from 'react';

// Not <Button>: its link variant brings the server's settings (and zod) into every page's bundle.
import { buttonClasses } from '@/components/button/styles';
import {
  getInstallPrompt,
  hideInstallPrompt,
  isInstallPromptHidden,
  promptInstall,
  subscribeInstallPrompt,
} from '@/lib/pwa/installPrompt';

const none = () => null;

/** Offers to install the site as an app when the browser can (spec 4); "Nicht jetzt" is for good. */
export function InstallBanner({ siteName }: { siteName: string }) {
  const offer = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, none);
  if (!offer || isInstallPromptHidden()) return null;

  return (
    <section
      aria-labelledby="install-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-xl border border-line bg-white p-4 shadow-lg md:inset-x-6 md:p-5"
    >
      <h2 id="install-banner-title" className="text-base font-bold text-brand">
        {siteName} als App
      </h2>
      <p className="mt-1 text-base text-darkgrey">
        Mit einem Tipp am Startbildschirm zu Verkehrsinfos und Tipps – besuchte Seiten lesen Sie auch offline.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses()} onClick={() => void promptInstall(offer)}>
          Installieren
        </button>
        <button type="button" className={buttonClasses(null, ['neutral'])} onClick={hideInstallPrompt}>
          Nicht jetzt
        </button>
      </div>
    </section>
  );
}
