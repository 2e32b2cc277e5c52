import type { Page, Route } from '@playwright/test';

import { DEMO, consentedRequests, expect, expectNoAxeViolations, pressUntil, test } from './fixtures';

/**
 * Consent per vendor (spec 1, 4, 8), watched from the network: the fixture fails any test in
 * which a third-party host is contacted, unless the test takes that vendor's requests out
 * after the visitor consented. Vendors' hosts answer with local fixtures: nothing leaves.
 */

const VENDOR_HOSTS = /(^|\.)(youtube-nocookie\.com|vimeo\.com|mux\.com|gstatic\.com|googletagmanager\.com)$/;

async function fulfilVendorsLocally(page: Page) {
  await page.route(
    (url) => VENDOR_HOSTS.test(url.host),
    (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Fixture</title><p>Fixture</p>' }),
  );
}

const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
const PROMPT = 'Um diesen Inhalt anzeigen zu können wird eine Einwilligung benötigt!';
const youtubeGate = (page: Page) => page.getByRole('region', { name: 'Video: Schneeketten richtig anlegen' });
const muxPlayButton = (page: Page) =>
  page.getByRole('group', { name: 'Videoplayer: Fahrtechnik-Training: Bremsen auf Schnee' }).getByRole('button', { name: 'Video abspielen' });
const vimeoGate = (page: Page) => page.getByRole('region', { name: 'Video: Fahrsicherheitszentrum: ein Tag im Training' });

test.describe('before any consent', () => {
  for (const path of ['/', '/verkehr', DEMO.article.path, DEMO.showcase, DEMO.videoArticle, DEMO.privacyPolicy]) {
    test(`${path} contacts no host but ours, and every page links the cookie settings`, async ({ page }) => {
      await page.goto(path);
      // Scroll through, so lazy content would have its chance to load.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    });
  }

  test('the video page shows each vendor’s prompt, in German, with its links', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    for (const gate of [youtubeGate(page), vimeoGate(page)]) {
      // Consents load when a gate comes near the viewport.
      await gate.scrollIntoViewIfNeeded();
      await expect(gate.getByText(PROMPT)).toBeVisible();
      await expect(gate.getByRole('button', { name: 'Einwilligung erteilen' })).toBeVisible();
      await expect(gate.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', DEMO.privacyPolicy);
      await expect(gate.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
    }
    await expect(youtubeGate(page).getByText('Dieser Inhalt wird von YouTube bereitgestellt.', { exact: false })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('the consent dialogs are styled at 375 and 1280 px: nothing of them shows until opened, then as a dialog over the page', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(DEMO.videoArticle);
    // The gate loads the consent library as it comes near.
    await youtubeGate(page).scrollIntoViewIfNeeded();
    await expect(youtubeGate(page).getByText(PROMPT)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The library's banner is in the page from the start; without its styles its text showed under the footer.
    await expect(page.getByText('Ihre Privatsphäre')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nur notwendige' })).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(settings).toBeVisible();
    await expect(settings).toHaveCSS('position', 'fixed');
    // Within the viewport, once it has slid in.
    await expect
      .poll(async () => {
        const box = await settings.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5 && box.y >= 0 && box.y + box.height <= 900.5;
      })
      .toBe(true);
  }
});

test('consenting to YouTube loads YouTube only; it persists across reloads and can be revoked', async ({ page, foreignRequests }) => {
  await fulfilVendorsLocally(page);
  await page.goto(DEMO.videoArticle);
  await youtubeGate(page).scrollIntoViewIfNeeded();
  await youtubeGate(page).getByRole('button', { name: 'Einwilligung erteilen' }).click();

  const video = page.getByRole('group', { name: 'Video: Schneeketten richtig anlegen' });
  await expect(video.locator('iframe[title="Schneeketten richtig anlegen"]')).toBeVisible();
  await expect(video).toBeFocused();
  await expect(vimeoGate(page).getByText(PROMPT)).toBeVisible();
  await expect.poll(() => foreignRequests).toContain(YOUTUBE_EMBED);
  consentedRequests(foreignRequests, /youtube-nocookie\.com$/);

  await page.reload();
  // The heading below the video stays put while the gate turns into the video.
  await page.getByRole('heading', { name: 'Schneeketten anlegen' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('group', { name: 'Video: Schneeketten richtig anlegen' }).locator('iframe')).toBeVisible();
  await vimeoGate(page).scrollIntoViewIfNeeded();
  await expect(vimeoGate(page).getByText(PROMPT)).toBeVisible();
  await expect.poll(() => foreignRequests).toContain(YOUTUBE_EMBED);
  consentedRequests(foreignRequests, /youtube-nocookie\.com$/);

  // Revoke in the settings the footer opens.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: /Externe Medien/ }).click();
  await settings.getByRole('checkbox', { name: 'YouTube', exact: true }).uncheck();
  await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(settings).toBeHidden();
  await expect(youtubeGate(page).getByText(PROMPT)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await page.reload();
  await youtubeGate(page).scrollIntoViewIfNeeded();
  await expect(youtubeGate(page).getByText(PROMPT)).toBeVisible();
});

test('the cookie settings show a category granted in part as such, its services without stray bullets', async ({ page, foreignRequests }) => {
  await fulfilVendorsLocally(page);
  await page.goto(DEMO.videoArticle);
  await youtubeGate(page).scrollIntoViewIfNeeded();
  await youtubeGate(page).getByRole('button', { name: 'Einwilligung erteilen' }).click();
  await expect(page.getByRole('group', { name: 'Video: Schneeketten richtig anlegen' }).locator('iframe')).toBeVisible();
  await expect.poll(() => foreignRequests).toContain(YOUTUBE_EMBED);
  consentedRequests(foreignRequests, /youtube-nocookie\.com$/);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(settings).toBeVisible();
  // YouTube only, of Mux, YouTube and Vimeo: "Externe Medien" is neither on nor off.
  const media = settings.getByRole('checkbox', { name: 'Externe Medien' });
  await expect(media).toBeChecked({ indeterminate: true });
  await expect(settings.getByText('teilweise', { exact: true })).toBeVisible();
  await settings.getByRole('button', { name: /Externe Medien/ }).click();
  await expect(settings.getByRole('checkbox', { name: 'YouTube', exact: true })).toBeChecked();
  // Each service's row starts with its name, no ring before it.
  const mux = settings.locator('.pm__service').filter({ hasText: 'Mux' });
  await expect(mux.locator('.pm__service-icon')).toBeHidden();
  await expectNoAxeViolations(page);

  // All of them: on, and the word goes.
  await settings.getByRole('checkbox', { name: 'Mux', exact: true }).check();
  await settings.getByRole('checkbox', { name: 'Vimeo', exact: true }).check();
  await expect(media).toBeChecked();
  await expect(media).not.toBeChecked({ indeterminate: true });
  await expect(settings.getByText('teilweise', { exact: true })).toHaveCount(0);
  // Closed without saving: as saved, partly granted again.
  await settings.getByRole('button', { name: 'Schließen' }).click();
  await expect(settings).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(media).toBeChecked({ indeterminate: true });
});

test.describe('the consent gate’s states', () => {
  test('inline: loading while the consent script loads, an error when it fails, and a retry', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route('**/consent/cookieconsent.js', async (route) => {
      if (fail) return route.abort('failed');
      await held;
      return route.continue();
    });
    await page.goto(DEMO.videoArticle);
    const gate = youtubeGate(page);
    await gate.scrollIntoViewIfNeeded();
    await expect(gate.getByText('Es ist ein Fehler aufgetreten.')).toBeVisible();
    await expect(gate.getByText('Die Einwilligungen für Inhalte von YouTube konnten nicht geladen werden. Bitte versuchen Sie es erneut.')).toBeVisible();
    await expectNoAxeViolations(page);

    fail = false;
    await gate.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(gate.getByRole('status')).toHaveText('Inhalt wird geladen');
    release();
    await expect(gate.getByText(PROMPT)).toBeVisible();
  });

  test('overlay: the Mux video asks in a modal, keyboard only; consenting loads Mux and nothing else', async ({ page, foreignRequests }) => {
    await fulfilVendorsLocally(page);
    await page.goto(DEMO.videoArticle);
    const play = muxPlayButton(page);
    const dialog = page.getByRole('dialog', { name: 'Inhalt von Mux' });
    await play.focus();
    await pressUntil(
      play,
      () => expect(dialog).toBeVisible({ timeout: 1000 }),
      () => page.keyboard.press('Enter'),
    );
    await expect(dialog.getByText(PROMPT)).toBeVisible();
    await expectNoAxeViolations(page);
    // Escape closes it; nothing of Mux was asked for.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByText(PROMPT)).toBeVisible();
    const accept = dialog.getByRole('button', { name: 'Einwilligung erteilen' });
    for (let step = 0; step < 6 && !(await accept.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    await expect.poll(() => consentedRequests(foreignRequests, /(^|\.)mux\.com$/).length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Once the player has gone past loading (its element connected, its media asked for): no
    // other vendor, Google's Cast script included, was asked for (the watch checks again at the
    // end, letting only Mux's requests pass).
    const state = page.getByRole('group', { name: 'Videoplayer: Fahrtechnik-Training: Bremsen auf Schnee' }).locator('[data-player-state]');
    await expect(state).toHaveAttribute('data-player-state', /^(buffering|playing|paused|stalled|complete|error)$/, { timeout: 15_000 });
    expect(foreignRequests.filter((url) => !/(^|\.)mux\.com$/.test(new URL(url).host))).toEqual([]);
  });

  test('overlay: its cookie-settings link gives way to the settings, which open in front', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    const dialog = page.getByRole('dialog', { name: 'Inhalt von Mux' });
    await pressUntil(muxPlayButton(page), () => expect(dialog).toBeVisible({ timeout: 1000 }));
    await dialog.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(dialog).toBeHidden();
    const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    // Clickable: in front, not behind an inert page.
    await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(settings).toBeHidden();
  });

  test('overlay: when consents cannot load, the error can be closed', async ({ page }) => {
    await page.route('**/consent/cookieconsent.js', (route) => route.abort('failed'));
    await page.goto(DEMO.videoArticle);
    const dialog = page.getByRole('dialog', { name: 'Es ist ein Fehler aufgetreten.' });
    await pressUntil(muxPlayButton(page), () => expect(dialog).toBeVisible({ timeout: 1000 }));
    await expect(dialog.getByText('Die Einwilligungen für Inhalte von Mux konnten nicht geladen werden. Bitte versuchen Sie es erneut.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  });
});
