// Playwright's own test, not fixtures.ts's: these tests fetch HTML only, and its page watch would open a browser for each.
import { expect, test } from '@playwright/test';

import { htmlErrors } from '../support/htmlValidation';
import { DEMO } from './fixtures';

/**
 * Valid HTML on every page kind (issue 24): the document the server sends passes html-validate's
 * recommended rules, less those tests/support/htmlValidation.ts relaxes for how React writes markup.
 */

/** A seeded job posting (src/cms/seed/career.ts). */
const JOB_POSTING = '/karriere/reiseberater-innsbruck-10105';

const pages: { kind: string; path: string; status: number }[] = [
  { kind: 'home', path: '/', status: 200 },
  { kind: 'channel', path: '/verkehr', status: 200 },
  { kind: 'travel channel', path: '/reisen', status: 200 },
  { kind: 'channel with every block type', path: DEMO.showcase, status: 200 },
  { kind: 'article', path: DEMO.article.path, status: 200 },
  { kind: 'article with carousel and gallery', path: DEMO.travelArticle, status: 200 },
  { kind: 'video article', path: DEMO.videoArticle, status: 200 },
  { kind: 'career', path: '/karriere', status: 200 },
  { kind: 'job posting', path: JOB_POSTING, status: 200 },
  { kind: 'not found', path: '/gibt-es-nicht', status: 404 },
  { kind: 'component test', path: '/test', status: 200 },
  { kind: 'login playground', path: '/login-nuxt/playground', status: 200 },
];

test.describe('valid HTML', () => {
  for (const { kind, path, status } of pages) {
    test(`the ${kind} page (${path}) is valid HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(await htmlErrors(await response.text(), path), `html-validate on ${path}`).toEqual([]);
    });
  }
});
