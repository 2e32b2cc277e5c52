import { describe, expect, it, vi } from 'vitest';

import { parsePublicSettings } from '@/lib/settings/public';

import { consentConfigOf } from './settings';

describe('consent configuration from the runtime settings', () => {
  it('asks with the embedded library by default, linking the privacy policy, without a tag manager', () => {
    expect(consentConfigOf(parsePublicSettings({}))).toEqual({ provider: 'embedded', tagManager: false, videoVendors: [], privacyPolicyPath: '/datenschutz' });
    expect(consentConfigOf(parsePublicSettings({ PUBLIC_VIDEO_VENDORS: 'youtube,mux' }))).toMatchObject({ videoVendors: ['youtube', 'mux'] });
  });

  it('names the tag manager as a service only with a valid id', () => {
    expect(consentConfigOf(parsePublicSettings({ PUBLIC_TAG_MANAGER_ID: 'GTM-AB12C' }))).toMatchObject({ tagManager: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(consentConfigOf(parsePublicSettings({ PUBLIC_TAG_MANAGER_ID: 'GTM-ab12c' }))).toMatchObject({ tagManager: false });
    error.mockRestore();
  });

  it('switches to Usercentrics with its settings id and event name', () => {
    const settings = parsePublicSettings({ PUBLIC_CONSENT_PROVIDER: 'usercentrics', PUBLIC_USERCENTRICS_SETTINGS_ID: 'aBc123', PUBLIC_PRIVACY_POLICY_PATH: '/privacy' });
    expect(consentConfigOf(settings)).toEqual({ provider: 'usercentrics', settingsId: 'aBc123', eventName: 'ucEvent', privacyPolicyPath: '/privacy' });
  });

  it('refuses an unknown provider or a privacy policy off this site, naming the setting', () => {
    expect(() => parsePublicSettings({ PUBLIC_CONSENT_PROVIDER: 'cookiebot' })).toThrow(/consentProvider/);
    expect(() => parsePublicSettings({ PUBLIC_PRIVACY_POLICY_PATH: '//evil.example/privacy' })).toThrow(/privacyPolicyPath/);
  });
});
