import { DEMO, TAG_MANAGER_BASE_URL, consentedRequests, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Against the second server, whose runtime settings enable the tag manager (GTM-E2E1234):
 * the banner asks on arrival, page views go to the data layer all along, and the tag manager's
 * script loads only once the visitor consents to it.
 */
test.use({ baseURL: TAG_MANAGER_BASE_URL });

const GTM = /(^|\.)googletagmanager\.com$/;

test('the tag manager loads only after consent, and again on the next visit', async ({ page, foreignRequests }) => {
  await page.route(
    (url) => GTM.test(url.host),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagManagerFixture = true;' }),
  );
  await page.goto(DEMO.article.path);
  const banner = page.getByRole('dialog', { name: 'Ihre Privatsphäre' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await page.waitForLoadState('networkidle');
  expect(foreignRequests).toEqual([]);
  const pageViews = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'page_view').length);
  expect(pageViews).toBeGreaterThan(0);

  await banner.getByRole('button', { name: 'Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await settings.getByRole('button', { name: /Statistik/ }).click();
  await settings.getByRole('checkbox', { name: 'Google Tag Manager' }).check();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(settings).toBeHidden();

  await expect.poll(() => page.evaluate(() => 'window' in globalThis && Reflect.get(window, '__tagManagerFixture') === true)).toBe(true);
  expect(consentedRequests(foreignRequests, GTM)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2E1234']);
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'gtm.js'))).toBe(true);

  await page.goto('/verkehr');
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre' })).toBeHidden();
  await expect.poll(() => consentedRequests(foreignRequests, GTM).length).toBe(1);
  // Consent to the tag manager is not consent to the videos.
  await page.goto(DEMO.videoArticle);
  const youtube = page.getByRole('region', { name: 'Video: Schneeketten richtig anlegen' });
  await youtube.scrollIntoViewIfNeeded();
  await expect(youtube.getByRole('button', { name: 'Einwilligung erteilen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  consentedRequests(foreignRequests, GTM);
});

test('declining keeps the tag manager away', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Ihre Privatsphäre' }).getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre' })).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Ihre Privatsphäre' })).toBeHidden();
});
