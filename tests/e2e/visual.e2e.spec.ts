import { type ChildProcess, spawn } from 'node:child_process';

import type { Page } from '@playwright/test';

import { signInToAdmin } from './cms';
import { DEMO, expect, SEEDED_ACCOUNTS, test } from './fixtures';

/**
 * Visual regression: every kind of page, as a visitor sees it at 375, 768 and 1280 px, and the
 * admin's article form, compared with the screenshots committed beside this file
 * (`tests/e2e/__screenshots__`, made with Debian's Chromium). What no assertion on roles and texts
 * notices shows here: an unstyled dialog, a header that wraps, a table cut off.
 *
 * A change that alters a page on purpose updates its baselines (docs/testing.md):
 *   npx playwright test visual --update-snapshots
 * and the new pictures are looked at and committed with the change.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A demo of its own: the other specs rename, publish and schedule articles in the main server's.
const VISUAL_PORT = PORT + 3;
const VISUAL = `http://127.0.0.1:${VISUAL_PORT}`;
const WIDTHS = [375, 768, 1280] as const;

/** Tolerates antialiasing on a few hundred pixels, not a moved or restyled element. */
const SCREENSHOT = { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 } as const;

/** The page kinds of the site, each with a demo page that shows it. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'channel', path: '/verkehr' },
  { name: 'channel-blocks', path: '/reisen' },
  { name: 'article', path: DEMO.article.path },
  { name: 'career', path: '/karriere' },
  { name: 'job-posting', path: '/karriere/pannenfahrer-kfz-techniker-wien-10101' },
  { name: 'search', path: '/suche?q=Reifen' },
  { name: 'not-found', path: '/verkehr/gibt-es-nicht' },
  { name: 'offline', path: '/offline' },
] as const;

/** Scrolls to the foot of the page at once; true when it is there and the page kept its height. */
async function scrolledToBottom(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    const height = root.scrollHeight;
    window.scrollTo({ top: height, behavior: 'instant' });
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    return root.scrollHeight === height && Math.ceil(window.scrollY + window.innerHeight) >= height;
  });
}

/**
 * Brings every picture in: lazy ones load only near the viewport, so the page is scrolled
 * through once; then back to the top, fonts and pictures ready.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0)), { message: 'every picture loaded' })
    .toBe(true);
}

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  // A copy of the build on a freshly seeded demo (tests/e2e/server.sh).
  test.setTimeout(180_000);
  // Another server on the port would be compared in its stead.
  const occupied = await fetch(`${VISUAL}/`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`Port ${VISUAL_PORT} is in use: stop what listens there and run again.`);
  server = spawn('bash', ['tests/e2e/server.sh'], { env: { ...process.env, E2E_PORT: String(VISUAL_PORT), E2E_VARIANT: 'visual' }, detached: true, stdio: 'ignore' });
  await expect(async () => {
    expect((await fetch(`${VISUAL}/`)).status).toBe(200);
  }).toPass({ timeout: 170_000, intervals: [1000] });
});

test.afterAll(() => {
  try {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Gone already.
  }
});

test.use({ baseURL: VISUAL });
// A carousel that turns by itself would differ from run to run; visitors who ask for less motion see it still.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('every page kind looks as its baseline', () => {
  for (const { name, path } of PAGES) {
    test(`${name} (${path}) at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await settle(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { ...SCREENSHOT, fullPage: true });
      }
    });
  }

  test('the video article with the cookie settings open, at 375, 768 and 1280 px', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(DEMO.videoArticle);
      await settle(page);
      // At the foot of the page, where the button is: scrolled there by the test, not by the click
      // (which scrolled by as much as the page had laid out by then, differing from run to run).
      await expect(async () => {
        expect(await scrolledToBottom(page)).toBe(true);
      }).toPass();
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
      await expect(settings).toBeVisible();
      // Once it has slid in: the visitor's view, the dialog over the foot of the page.
      await expect(settings).toBeInViewport({ ratio: 0.5 });
      await settings.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      expect(await scrolledToBottom(page), 'the page behind the dialog is at its foot').toBe(true);
      await expect(page).toHaveScreenshot(`video-article-cookie-settings-${width}.png`, SCREENSHOT);
    }
  });
});

test('the admin’s article form looks as its baseline at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Its own server knows only the seeded accounts.
  await signInToAdmin(page, SEEDED_ACCOUNTS.editor);
  await page.goto(`/admin/collections/articles?where[articleId][equals]=${DEMO.article.id}`);
  await page.getByRole('link', { name: DEMO.article.title }).first().click();
  await expect(page.getByRole('textbox', { name: 'Titel *', exact: true })).toHaveValue(DEMO.article.title);
  await page.waitForLoadState('networkidle');
  // The times of this run's seed and sign-in change with every run; everything else is compared.
  const times = page.locator('.doc-controls__list-item').filter({ hasText: /\d\d:\d\d/ });
  await expect(page).toHaveScreenshot('admin-article-1280.png', { ...SCREENSHOT, mask: [times] });
});
