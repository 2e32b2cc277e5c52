import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test page records the hosts it contacted: the site must not talk to any third party
 * before the visitor consents (none of these pages embeds third-party content).
 */
export const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: async ({ page, baseURL }, use) => {
    const ownHost = new URL(baseURL ?? 'http://127.0.0.1').host;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.host !== ownHost) foreign.push(request.url());
    });
    await use(foreign);
    expect(foreign, 'requests to third-party hosts').toEqual([]);
  },
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Demo content the seed creates (src/cms/seed/content.ts). */
export const DEMO = {
  article: {
    id: 10003,
    path: '/verkehr/winterreifenpflicht-oesterreich-10003',
    title: 'Winterreifenpflicht: Fristen, Profiltiefe und Strafen',
  },
  editor: { email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion' },
} as const;
