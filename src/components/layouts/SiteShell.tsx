import type { ReactNode } from 'react';

import { InstallOffer } from '@/components/islands.client';
import { ExternalLinkGuard } from '@/components/islands.client';
import { LazyTagManager } from '@/components/islands.client';
import { getNavigation } from '@/lib/cms';
import { consentConfigOf } from '@/lib/consent/settings';
import { getPublicSettings } from '@/lib/settings/public';
import { tagManagerIdOf } from '@/lib/tracking/tagManager';

import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main landmark and footer around every public page. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const settings = getPublicSettings();
  const consent = consentConfigOf(settings);
  const tagManagerId = tagManagerIdOf(settings);
  // Without the CMS this throws: a page without its navigation must not be cached for minutes,
  // so the render fails (503, the last good version stays in the caches; see cmsOutage.ts).
  const navigation = await getNavigation();
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
