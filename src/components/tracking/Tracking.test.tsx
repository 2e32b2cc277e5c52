import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ConsentConfig } from '@/lib/consent/vendors';

const TOKEN = 'Qk3v9Zr2mT8yXw1LpA5sD7fG0hJ4kN6bV2cE9uR3tY1';
const CONFIG: ConsentConfig = { provider: 'embedded', tagManager: true, videoVendors: [], privacyPolicyPath: '/datenschutz' };

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));
// The visitor consented to the tag manager.
vi.mock('@/lib/consent/client', () => ({
  useConsent: () => ({ state: { status: 'success', consents: { tagManager: true } }, store: { serviceIdOf: () => 'tagManager' } }),
}));

const tagManagerScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]').length;

beforeEach(() => {
  // Each test is a fresh document: its own data layer, scripts and memory of secrets.
  vi.resetModules();
  window.dataLayer = [];
  document.head.innerHTML = '';
});

afterEach(() => {
  navigation.pathname = '/';
});

describe('page views', () => {
  it('report a job-alert link with its token masked', async () => {
    const { PageView } = await import('./PageView.client');
    navigation.pathname = `/karriere-portal/bestaetigen/${TOKEN}`;
    render(<PageView name="job-alarm-confirm" />);
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_name: 'job-alarm-confirm', page_path: '/karriere-portal/bestaetigen/[token]' }]);
    expect(JSON.stringify(window.dataLayer)).not.toContain(TOKEN);
  });
});

describe('the tag manager', () => {
  it('loads after consent on an ordinary page', async () => {
    const { TagManager } = await import('./TagManager.client');
    navigation.pathname = '/karriere';
    render(<TagManager id="GTM-E2E1234" config={CONFIG} />);
    expect(tagManagerScripts()).toBe(1);
  });

  it('never loads in a document that showed a job-alert link, not even after the visitor moved on', async () => {
    const { TagManager } = await import('./TagManager.client');
    navigation.pathname = `/karriere-portal/unsubscribe/${TOKEN}`;
    const { rerender } = render(<TagManager id="GTM-E2E1234" config={CONFIG} />);
    expect(tagManagerScripts()).toBe(0);
    navigation.pathname = '/karriere';
    rerender(<TagManager id="GTM-E2E1234" config={CONFIG} />);
    expect(tagManagerScripts()).toBe(0);
  });
});
