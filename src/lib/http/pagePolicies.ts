import type { PublicSettings } from '@/lib/settings/public';
import { tagManagerIdOf } from '@/lib/tracking/tagManager';

import { type CspVendor, externalOrigins, policyHeaders } from './headers';

/**
 * The third parties the runtime settings enable: the tag manager with a valid id, Usercentrics as
 * the consent platform, the video platforms named.
 */
export function configuredVendors(settings: Pick<PublicSettings, 'tagManagerId' | 'consentProvider' | 'videoVendors'>): CspVendor[] {
  const vendors: CspVendor[] = [...settings.videoVendors];
  if (tagManagerIdOf(settings)) vendors.push('tagManager');
  if (settings.consentProvider === 'usercentrics') vendors.push('usercentrics');
  return vendors;
}

let built: { settings: PublicSettings; dev: boolean; headers: [string, string][] } | undefined;

/**
 * The policies the proxy sets on pages (src/lib/http/headers.ts `policyHeaders`), naming the
 * vendors the runtime settings enable. Built once per settings (`getPublicSettings` hands out the
 * same object until the environment changes), not per request.
 */
export function pagePolicyHeaders(settings: PublicSettings, dev: boolean): [string, string][] {
  if (built?.settings !== settings || built.dev !== dev) {
    built = { settings, dev, headers: policyHeaders({ dev, connectSrc: externalOrigins(), vendors: configuredVendors(settings) }) };
  }
  return built.headers;
}
