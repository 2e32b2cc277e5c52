import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { type Page, chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './browser';
import { DEMO, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The site as an app (issue 8, spec 2, 4, 7, 9): service worker and offline, the manifest and
 * installability, new builds and failed chunks leading to one full load, the install banner,
 * and the routes beside the content pages.
 */

const RELOAD_MARKER = 'mc:reload';

/** Marks the current document: gone after a full page load, kept by a client-side navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
}
/** Whether the marked document is still there; undefined while a new one is replacing it. */
const isSameDocument = (page: Page) => page.evaluate(() => 'e2eSameDocument' in window).catch(() => undefined);

/** Full page loads, by address (a client-side navigation fires no load event). */
function countPageLoads(page: Page) {
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  return loads;
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete');
  // Next hydrates after load; the header's links work once it has.
  await page.waitForFunction(() => Object.keys(document.querySelector('a[href="/reisen"]') ?? {}).some((key) => key.startsWith('__react')));
}

test.describe('service worker', () => {
  test('registers /sw.js with scope /, and the site works offline after a first visit', async ({ page, context, baseURL }) => {
    await page.goto(DEMO.article.path);
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'offline-ready', { timeout: 15_000 });
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { scope: reg?.scope, script: reg?.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });

    // The first visit was loaded before the worker existed: it asks the worker to keep it.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await (await caches.open('pages')).match(window.location.href))))
      .toBe(true);
    // A page reached by a client-side navigation is kept too.
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Reisen', exact: true }).click();
    await expect(page).toHaveURL(/\/reisen$/);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await (await caches.open('pages')).match(`${window.location.origin}/reisen`))))
      .toBe(true);

    await context.setOffline(true);
    await page.goto(DEMO.article.path);
    await expect(page.getByRole('heading', { level: 1, name: DEMO.article.title })).toBeVisible();
    await page.goto('/reisen');
    await expect(page.getByRole('heading', { level: 1, name: 'Reisen' })).toBeVisible();

    // Never visited: the German offline page, at the address the visitor asked for.
    await page.goto('/e-mobilitaet');
    await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
    await expect(page).toHaveURL(/\/e-mobilitaet$/);
    await expect(page.locator('script')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back online, "Erneut versuchen" loads the page itself.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mobilität' })).toBeVisible();
    await expect(page).toHaveURL(/\/e-mobilitaet\??$/);
  });

  test('leaves the CMS admin and API alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'offline-ready', { timeout: 15_000 });
    const cached = await page.evaluate(async () => {
      await fetch('/api/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":"{__typename}"}' });
      await fetch('/admin', { headers: { Accept: 'text/html' } });
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.filter((path) => /^\/(admin|api|builds)(\/|$)/.test(path))).toEqual([]);
  });
});

test.describe('manifest and installability', () => {
  test('the browser finds the site installable, with the spec’s name, language and theme colour', async ({ request, baseURL }) => {
    // Chromium offers installation only outside incognito: a browser with a profile of its own.
    const profile = await mkdtemp(path.join(os.tmpdir(), 'e2e-profile-'));
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
      baseURL,
    });
    try {
      const page = await browser.newPage();
      await page.goto('/');
      const cdp = await browser.newCDPSession(page);
      await expect
        .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors)
        .toEqual([]);
      const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    }

    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Mobilclub', lang: 'de-AT', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0d3b66' });
    const purposes = (manifest.icons as { src: string; sizes: string; purpose: string }[]).map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
    }
    for (const path of ['/favicon.ico', '/icons/apple-touch-icon.png']) expect((await request.get(path)).status(), path).toBe(200);
  });
});

test.describe('new builds and failed chunks', () => {
  // The worker is tested above; here the page talks to the server directly.
  test.use({ serviceWorkers: 'block' });

  test('builds/latest.json and the build manifest say which build is live, and are never cached', async ({ request }) => {
    const latest = await request.get(`/builds/latest.json?t=${Date.now()}`);
    expect(latest.headers()['cache-control']).toBe('no-store');
    const build = (await latest.json()) as { id: string; timestamp: number };
    expect(build.id).toMatch(/\S/);
    const meta = await request.get(`/builds/meta/${build.id}.json`);
    expect(meta.headers()['cache-control']).toBe('no-store');
    expect(await meta.json()).toEqual(build);
    expect((await request.get('/builds/meta/ein-anderer-build.json')).status()).toBe(404);
  });

  test('the page polls latest.json and prefetches its manifest 1 s after load', async ({ page }) => {
    const manifest = page.waitForRequest((request) => /\/builds\/meta\/[^/]+\.json$/.test(request.url()));
    await page.goto('/');
    // The timer starts in the load event: measured from its start (its end may be a ms later).
    const loadedAt = await page.evaluate(() => performance.timing.loadEventStart);
    await manifest;
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(loadedAt + 1_000);

    const poll = page.waitForRequest((request) => /\/builds\/latest\.json\?t=\d+$/.test(request.url()));
    // A tab coming back to the foreground asks at once.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await poll;
  });

  test('a newer build makes the next navigation a full load, and a second one within 10 s does not reload', async ({ page }) => {
    await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'ein-neuerer-build', timestamp: Date.now() } }));
    const loads = countPageLoads(page);
    const announceNewBuild = async () => {
      const polled = page.waitForResponse((response) => response.url().includes('/builds/latest.json'));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await polled;
    };

    await page.goto(DEMO.article.path);
    await waitForHydration(page);
    await markDocument(page);
    await announceNewBuild();
    await page.getByRole('banner').getByRole('link', { name: 'Reisen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reisen' })).toBeVisible();
    await expect.poll(() => isSameDocument(page)).toBe(false);
    // The heading may show before the new document's load event.
    await expect.poll(() => loads).toEqual([DEMO.article.path, '/reisen']);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), RELOAD_MARKER)).toMatch(/^\d+$/);

    // Still outdated, but the last reload was just now: this one stays client-side.
    await waitForHydration(page);
    await markDocument(page);
    await announceNewBuild();
    await page.getByRole('banner').getByRole('link', { name: 'Verkehr', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verkehr' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(loads).toHaveLength(2);
  });

  test('a chunk that fails to load during a navigation reloads the page once', async ({ page }) => {
    const loads = countPageLoads(page);
    await page.goto(DEMO.privacyPolicy);
    await waitForHydration(page);
    // Until the next full load, chunks this page has not loaded yet fail (a build replaced meanwhile).
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
    const failed = new Set<string>();
    let replaced = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) replaced = false;
    });
    await page.route('**/_next/static/chunks/**', async (route) => {
      const url = route.request().url();
      if (!replaced || loaded.has(url)) return route.continue();
      failed.add(url);
      return route.abort('failed');
    });
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Urlaub mit dem Auto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Urlaub mit dem Auto' })).toBeVisible();
    await expect.poll(() => isSameDocument(page)).toBe(false);
    expect(failed.size).toBeGreaterThan(0);
    // The heading may show before the new document's load event.
    await expect.poll(() => loads).toEqual([DEMO.privacyPolicy, DEMO.showcase]);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), RELOAD_MARKER)).toMatch(/^\d+$/);

    // Another one within 10 s: no reload loop. The page decides while the event is dispatched
    // (src/instrumentation-client.ts) and logs a reload before it asks for one.
    await markDocument(page);
    const reloads: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('"app.reload"')) reloads.push(message.text());
    });
    const heard = await page.evaluate(() => {
      const reason = Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' });
      const event = new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason, cancelable: true });
      window.dispatchEvent(event);
      return event.reason === reason;
    });
    expect(heard).toBe(true);
    expect(reloads).toEqual([]);
    expect(await isSameDocument(page)).toBe(true);
    expect(loads).toHaveLength(2);
  });
});

test.describe('install banner', () => {
  /** The browser's offer; resolves after the next frame, by which the banner has rendered what it does with it. */
  async function offerInstall(page: Page) {
    await page.evaluate(async () => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    });
  }

  test('appears when the browser offers installation; "Nicht jetzt" keeps it away for good', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Mobilclub als App' });
    await expect(banner).toHaveCount(0);
    await offerInstall(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Installieren' })).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Nicht jetzt' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('mc:install-prompt'))).toBe('hidden');

    await page.reload();
    await waitForHydration(page);
    await offerInstall(page);
    // The offer arrived (the page holds it for later) and was turned down.
    expect(await page.evaluate(() => (window as { mcInstallPrompt?: unknown }).mcInstallPrompt != null)).toBe(true);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('routes beside the content', () => {
  test('/loading shows the loading state', async ({ page }) => {
    await page.goto('/loading');
    await expect(page.getByRole('status')).toHaveText('Inhalt wird geladen');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
  });

  test('/login-nuxt/playground shows the login layout with the form components in their states', async ({ page }) => {
    await page.goto('/login-nuxt/playground');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung – Spielwiese' })).toBeVisible();
    const withErrors = page.getByRole('region', { name: 'Mit Fehlern' });
    await expect(withErrors.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('aria-invalid', 'true');
    await expect(withErrors.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pflichtfelder, ausgefüllt' }).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('required', '');
    await expect(page.getByRole('region', { name: 'Deaktiviert' }).getByRole('checkbox', { name: 'Angemeldet bleiben' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Klein' }).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveClass(/text-sm/);
    await expectNoAxeViolations(page);
  });

  test('/login-nuxt/redirect-target leads on to an internal target only, never off-site', async ({ page, request }) => {
    const locationFor = async (target: string) => {
      const response = await request.get(`/login-nuxt/redirect-target?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      return response.headers().location;
    };
    expect(await locationFor('/verkehr?page=2')).toBe('/verkehr?page=2');
    // Also a path that only becomes one that names a host once the browser resolves it (`/.//`).
    for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example', ' //evil.example', 'javascript:alert(1)', '/.//evil.example']) {
      expect(await locationFor(target), target).toBe('/');
    }
    expect((await request.get('/login-nuxt/redirect-target', { maxRedirects: 0 })).headers().location).toBe('/');

    await page.goto(`/login-nuxt/redirect-target?redirect=${encodeURIComponent(DEMO.article.path)}`);
    await expect(page).toHaveURL(DEMO.article.path);
    await page.goto('/login-nuxt/redirect-target?redirect=//evil.example/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
