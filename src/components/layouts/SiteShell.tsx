import type { ReactNode } from 'react';

import { ExternalLinkGuard } from '@/components/modal/ExternalLinkGuard.client';
import { CmsUnavailableError, type Navigation, getNavigation } from '@/lib/cms';
import { log } from '@/lib/log';
import { getPublicSettings } from '@/lib/settings/public';

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
  const { siteName } = getPublicSettings();
  const navigation = await loadNavigation();
  return (
    <>
      <SiteHeader siteName={siteName} links={navigation.header} />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
      <SiteFooter siteName={siteName} links={navigation.footer} />
      <ExternalLinkGuard />
    </>
  );
}
