import type { ReactNode } from 'react';

import { InstallOffer } from '@/components/app-shell/InstallOffer.client';
import { ExternalLinkGuard } from '@/components/modal/ExternalLinkGuard.client';
import { LazyTagManager } from '@/components/tracking/LazyTagManager.client';
import { CmsUnavailableError, type Navigation, getNavigation } from '@/lib/cms';
import { consentConfigOf } from '@/lib/consent/settings';
import { log } from '@/lib/log';
import { getPublicSettings } from '@/lib/settings/public';
import { tagManagerIdOf } from '@/lib/tracking/tagManager';

import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const NO_NAVIGATION: Navigation = { header: [], footer: [] };

async function loadNavigation(): Promise<Navigation> {
  try {
    return await getNavigation();
  } catch (error) {
    // Without the CMS the page still needs its frame: header and footer without links.
    if (!(error instanceof CmsUnavailableError)) throw error;
    log.error('navigation.unavailable', { error });
    return NO_NAVIGATION;
  }
}

/** Header, main landmark and footer around every public page. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const settings = getPublicSettings();
  const consent = consentConfigOf(settings);
  const tagManagerId = tagManagerIdOf(settings);
  const navigation = await loadNavigation();
  return (
    <>
      <SiteHeader siteName={settings.siteName} links={navigation.header} />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
      <SiteFooter siteName={settings.siteName} links={navigation.footer} consent={consent} />
      <ExternalLinkGuard />
      <InstallOffer siteName={settings.siteName} />
      {tagManagerId ? <LazyTagManager id={tagManagerId} config={consent} /> : null}
    </>
  );
}
