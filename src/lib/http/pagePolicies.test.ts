import { describe, expect, it } from 'vitest';

import { parsePublicSettings } from '@/lib/settings/public';

import { externalOrigins, policyHeaders, siteHeaders } from './headers';
import { configuredVendors, pagePolicyHeaders } from './pagePolicies';

describe('the policies of pages', () => {
  it('name the vendors the runtime settings enable, and only those', () => {
    expect(configuredVendors(parsePublicSettings({}))).toEqual([]);
    expect(configuredVendors(parsePublicSettings({ PUBLIC_TAG_MANAGER_ID: 'GTM-AB12C', PUBLIC_VIDEO_VENDORS: 'youtube' }))).toEqual(['youtube', 'tagManager']);
    expect(configuredVendors(parsePublicSettings({ PUBLIC_CONSENT_PROVIDER: 'usercentrics', PUBLIC_USERCENTRICS_SETTINGS_ID: 'abc' }))).toEqual(['usercentrics']);
  });

  it('leave the tag manager out when its id is invalid (it stays off)', () => {
    expect(configuredVendors(parsePublicSettings({ PUBLIC_TAG_MANAGER_ID: 'gtm_ab12c' }))).toEqual([]);
  });

  it('of a site without vendors are those next.config.ts sets for the routes the proxy never sees', () => {
    const bypass = siteHeaders({ dev: false, connectSrc: externalOrigins(), notContent: ['admin'] }).find((rule) => rule.headers.some((header) => header.key === 'Content-Security-Policy'));
    expect(Object.fromEntries(pagePolicyHeaders(parsePublicSettings({}), false))).toEqual(
      Object.fromEntries((bypass?.headers ?? []).map((header) => [header.key, header.value])),
    );
  });

  it('are built once per settings, not per request', () => {
    const settings = parsePublicSettings({ PUBLIC_VIDEO_VENDORS: 'mux' });
    const first = pagePolicyHeaders(settings, false);
    expect(pagePolicyHeaders(settings, false)).toBe(first);
    expect(first).toEqual(policyHeaders({ dev: false, vendors: ['mux'] }));
    const other = pagePolicyHeaders(parsePublicSettings({ PUBLIC_VIDEO_VENDORS: 'vimeo' }), false);
    expect(other).not.toBe(first);
    expect(Object.fromEntries(other)['Content-Security-Policy']).toContain('https://player.vimeo.com');
  });
});
