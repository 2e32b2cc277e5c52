import { DEMO, TAG_MANAGER_BASE_URL, consentedRequests, expect, expectNoAxeViolations, readyJobAlertForm, test } from './fixtures';
import { TAG_MANAGER_OUTBOX, careerLink, waitForMail } from './outbox';

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
  // The consent store, loaded at once for the tag manager here, may redraw the gate while it is
  // scrolled to: scrolling is tried again on the redrawn one.
  await expect(async () => {
    await youtube.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(youtube.getByRole('button', { name: 'Einwilligung erteilen' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
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

test('a job-alert link’s token never reaches the tag manager', async ({ page, foreignRequests }) => {
  test.setTimeout(60_000);
  await page.route(
    (url) => GTM.test(url.host),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagManagerFixture = true;' }),
  );
  // A client of its own for the subscription's rate limit (X-Forwarded-For, as a proxy sets it).
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  await page.goto('/karriere');
  await page.getByRole('dialog', { name: 'Ihre Privatsphäre' }).getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(() => consentedRequests(foreignRequests, GTM).length).toBe(1);

  const email = `tracking-${Date.now()}@example.at`;
  const form = await readyJobAlertForm(page);
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.getByRole('checkbox', { name: /Ich möchte per E-Mail/ }).check();
  await form.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
  await expect(page.getByText('Fast geschafft: Bitte bestätigen Sie Ihren Job-Alarm.')).toBeVisible();
  const link = careerLink(await waitForMail(email, 'Bitte bestätigen Sie Ihren Job-Alarm', 30_000, TAG_MANAGER_OUTBOX), 'bestaetigen');
  const token = link.split('/').pop() ?? '';

  // The link from the mail, opened by a visitor who consented to the tag manager before.
  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Job-Alarm bestätigen' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dataLayer = () => page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
  expect(await dataLayer()).toContain('"page_path":"/karriere-portal/bestaetigen/[token]"');
  // On to another page in the same document: the tag manager would still find the address in its history.
  await page.getByRole('banner').getByRole('link', { name: 'Verkehr', exact: true }).click();
  await expect(page).toHaveURL(/\/verkehr$/);
  await page.waitForLoadState('networkidle');
  expect(await dataLayer()).not.toContain(token);
  expect(consentedRequests(foreignRequests, GTM)).toEqual([]);

  // A new document loads it again.
  await page.reload();
  await expect.poll(() => consentedRequests(foreignRequests, GTM).length).toBe(1);
});
