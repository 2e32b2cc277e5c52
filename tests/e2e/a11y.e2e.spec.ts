import { DEMO, expectNoAxeViolations, test } from './fixtures';

const pages = {
  home: '/',
  channel: '/verkehr',
  'nested channel': '/reisen/camping',
  article: DEMO.article.path,
  'not found': '/reisen/gibt-es-nicht',
};

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [kind, path] of Object.entries(pages)) {
      test(`the ${kind} page has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  });
}
