import { describe, expect, it } from 'vitest';

import { parsePublicSettings } from './public';

describe('public runtime settings', () => {
  it('has sensible defaults when nothing is set', () => {
    const settings = parsePublicSettings({});
    expect(settings.siteName).toBe('Mobilclub');
    expect(settings.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(settings.productName).toBe('Mobilclub');
  });

  it('reads each value from the environment, ignoring blanks', () => {
    const settings = parsePublicSettings({
      PUBLIC_SITE_NAME: 'Testclub',
      PUBLIC_SITE_TITLE: 'Testclub – Titel',
      PUBLIC_SITE_DESCRIPTION: '   ',
      PUBLIC_THEME_COLOR: '#123abc',
      PUBLIC_PRODUCT_NAME: 'TC',
    });
    expect(settings).toMatchObject({ siteName: 'Testclub', title: 'Testclub – Titel', themeColor: '#123abc', productName: 'TC' });
    expect(settings.description.length).toBeGreaterThan(0);
  });

  it('fails loudly, naming the setting, on an invalid value', () => {
    expect(() => parsePublicSettings({ PUBLIC_THEME_COLOR: 'blau' })).toThrow(/themeColor/);
    expect(() => parsePublicSettings({ PUBLIC_PRODUCT_NAME: 'Mobil Club' })).toThrow(/productName/);
    expect(() => parsePublicSettings({ PUBLIC_PRIVACY_POLICY_PATH: '/\\evil.example/datenschutz' })).toThrow(/privacyPolicyPath/);
    expect(() => parsePublicSettings({ PUBLIC_VIDEO_VENDORS: 'mux,dailymotion' })).toThrow(/videoVendors/);
  });

  it('uses no video platform unless named, and those named', () => {
    expect(parsePublicSettings({}).videoVendors).toEqual([]);
    expect(parsePublicSettings({ PUBLIC_VIDEO_VENDORS: ' YouTube, mux,,youtube ' }).videoVendors).toEqual(['youtube', 'mux']);
  });
});

describe('getPublicSettings', () => {
  it('reads the environment at run time, parsing again only when a value changed', async () => {
    const { getPublicSettings } = await import('./public');
    const before = process.env.PUBLIC_SITE_NAME;
    process.env.PUBLIC_SITE_NAME = 'Erster Club';
    const first = getPublicSettings();
    expect(getPublicSettings()).toBe(first);
    process.env.PUBLIC_SITE_NAME = 'Zweiter Club';
    expect(getPublicSettings().siteName).toBe('Zweiter Club');
    if (before === undefined) delete process.env.PUBLIC_SITE_NAME;
    else process.env.PUBLIC_SITE_NAME = before;
  });

  it('derives the site host once for link checks', () => {
    expect(parsePublicSettings({ PUBLIC_SITE_URL: 'https://www.mobilclub.example/' }).siteHost).toBe('www.mobilclub.example');
  });
});
