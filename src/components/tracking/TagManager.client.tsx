'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { useConsent } from '@/lib/consent/client';
import { type ConsentConfig, vendorName } from '@/lib/consent/vendors';

import { pushToDataLayer } from './dataLayer';
import { documentShowedSecret } from './secretAddress';

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/**
 * Loads the tag manager (spec 7) once the visitor consented to it, never before, and never in a
 * document that showed an address with a secret (a job-alert link: the tag manager would read
 * the token from the address bar itself). Page views go to the data layer all along (PageView),
 * so the tag manager finds them when it arrives.
 */
export function TagManager({ id, config }: { id: string; config: ConsentConfig }) {
  const { state, store } = useConsent(config, { load: true });
  const serviceId = state.status === 'success' ? store.serviceIdOf(vendorName('tagManager')) : null;
  const granted = serviceId !== null && state.consents[serviceId] === true;
  const pathname = usePathname();

  useEffect(() => {
    // Asked on every path, consent or not: a secret shown before consent still counts.
    const secretShown = documentShowedSecret(pathname);
    if (!granted || secretShown) return;
    const src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }, [granted, id, pathname]);

  return null;
}
