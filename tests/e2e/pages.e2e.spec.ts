import { DEMO, expect, pressUntil, test, visitorLeftFor } from './fixtures';

test.describe('public pages', () => {
  test('home shows the home channel with its teasers, header and footer', async ({ page, foreignRequests }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(foreignRequests).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
    await expect(page).toHaveTitle('Mobilclub – Ihr Club für unterwegs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sicher und entspannt unterwegs in Österreich');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Verkehr' })).toHaveAttribute('href', '/verkehr');
    const teaser = page.getByRole('link', { name: 'Glatteis und Schneefahrbahn: Richtig bremsen und lenken' });
    await expect(teaser).toHaveAttribute('href', '/verkehr/glatteis-richtig-bremsen-10007');
    await expect(page.getByText('18. November 2026')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Mobilclub');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d3b66');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Reisen, Verkehr, Wetter und E-Mobilität/);
  });

  test('the header is one line at 768 and 1024 px: no navigation entry wraps, nothing scrolls sideways', async ({ page }) => {
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const links = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link');
      const heights = await links.evaluateAll((elements) => elements.map((element) => `${element.textContent}: ${Math.round(element.getBoundingClientRect().height)}`));
      // "E-Mobilität" broke into "E-" / "Mobilität" at 768 px.
      expect(new Set(heights.map((entry) => entry.split(': ')[1])).size, heights.join(', ')).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      // The search button (768 to 1024 px) keeps its size: a row short of room squashed it to 23 × 40.
      if (width < 1024) {
        const search = await page.getByRole('banner').getByRole('link', { name: 'Suche' }).boundingBox();
        expect(search && { width: search.width, height: search.height }).toEqual({ width: 40, height: 40 });
      }
    }
  });

  test('at 375 px long words break instead of being cut off, and no page scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [DEMO.privacyPolicy, '/', '/karriere', DEMO.showcase, DEMO.article.path]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(375);
    }
    // "Datenschutzerklärung" is wider than a phone at this size: it breaks, inside the screen.
    await page.goto(DEMO.privacyPolicy);
    const heading = page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    const box = await heading.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375 - 16).toBe(true);
    const words = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { lines: range.getClientRects().length, right: Math.max(...Array.from(range.getClientRects(), (rect) => rect.right)) };
    });
    expect(words.lines).toBeGreaterThan(1);
    expect(words.right).toBeLessThanOrEqual(375 - 16);
  });

  test('the menu on a phone closes on Escape (focus back on its button), when focus leaves it, and on a press beside it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const button = banner.getByText('Menü', { exact: true });
    const menu = banner.getByRole('navigation', { name: 'Hauptnavigation' });
    const field = banner.getByRole('searchbox', { name: 'Suchbegriff' });
    // It opens without JavaScript; Escape works once the page's code runs.
    await button.click();
    await expect(menu).toBeVisible();
    await pressUntil(
      field,
      () => expect(menu).toBeHidden({ timeout: 1000 }),
      async () => {
        await field.focus();
        await page.keyboard.press('Escape');
      },
    );
    await expect(button).toBeFocused();

    // By keyboard through all of it, and one step beyond: closed, focus on the page.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const stops = 2 + (await menu.getByRole('link').count());
    for (let press = 0; press <= stops; press += 1) await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header details')))).toBe(false);

    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 500);
    await expect(menu).toBeHidden();
  });

  test('a lone teaser in an article takes the text column, not a third of the page on the left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/e-mobilitaet/e-auto-reichweite-winter-10006');
    const column = await page.getByRole('heading', { level: 2, name: 'So sparen Sie Energie' }).boundingBox();
    const teaser = await page.getByRole('article').getByRole('article').filter({ has: page.getByRole('link', { name: /Laden unterwegs/ }) }).boundingBox();
    expect(column && teaser && { x: Math.round(teaser.x), width: Math.round(teaser.width) }).toEqual(column && { x: Math.round(column.x), width: Math.round(column.width) });
  });

  test('a channel page lists its newest articles', async ({ page, foreignRequests }) => {
    expect((await page.goto('/verkehr'))?.status()).toBe(200);
    expect(foreignRequests).toEqual([]);
    await expect(page).toHaveTitle('Verkehr | Mobilclub');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verkehr');
    await expect(page.getByRole('link', { name: 'Glatteis und Schneefahrbahn: Richtig bremsen und lenken' })).toHaveAttribute(
      'href',
      '/verkehr/glatteis-richtig-bremsen-10007',
    );
  });

  test('a nested channel lives under its parent', async ({ page }) => {
    expect((await page.goto('/reisen/camping'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camping');
    await expect(page.getByRole('link', { name: /Zum ersten Mal mit dem Wohnmobil/ })).toHaveAttribute(
      'href',
      '/reisen/camping/wohnmobil-tipps-anfaenger-10002',
    );
  });

  test('an article renders at its canonical path with all its blocks', async ({ page, foreignRequests }) => {
    expect((await page.goto(DEMO.article.path))?.status()).toBe(200);
    expect(foreignRequests).toEqual([]);
    await expect(page).toHaveTitle(`${DEMO.article.title} | Mobilclub`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.article.title);
    await expect(page.getByText('Von Stefan Brunner')).toBeVisible();
    await expect(page.getByText('20. Oktober 2026')).toBeVisible();
    await expect(page.getByRole('img', { name: /Winterreifen vor verschneiten Bergen/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Wie viel Profil ist vorgeschrieben?' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mindestprofiltiefe bei Winterreifen' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Verkehr' })).toHaveAttribute('href', '/verkehr');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:3000${DEMO.article.path}`);
  });

  test('/article/{id} leads to the canonical article path', async ({ page }) => {
    await page.goto(`/article/${DEMO.article.id}`);
    await expect(page).toHaveURL(DEMO.article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.article.title);
  });

  test('/channel/{slug} leads to the canonical channel path', async ({ page }) => {
    await page.goto('/channel/camping');
    await expect(page).toHaveURL('/reisen/camping');
  });

  test('an article under an outdated slug leads on to its canonical path', async ({ page }) => {
    await page.goto('/verkehr/alter-titel-10003');
    await expect(page).toHaveURL(DEMO.article.path);
  });

  test('a redirect managed in the CMS is applied', async ({ page, request }) => {
    await page.goto('/sommerreisen');
    await expect(page).toHaveURL('/reisen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisen');

    const permanent = await request.get('/sommerreisen', { maxRedirects: 0 });
    expect(permanent.status()).toBe(308);
    // Exactly one Location header: a doubled one ("/reisen, /reisen" behind a proxy) breaks crawlers.
    expect(permanent.headers().location).toBe('/reisen');
  });

  test('a redirect to another site is a full page load to that address', async ({ request }) => {
    // The first request renders the redirect, the second is served from the cache: both must be clean.
    for (const _ of [1, 2]) {
      const response = await request.get('/mitglied-werden', { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('https://mitglied.mobilclub.example/antrag');
    }
  });

  test('a link to a page that redirects elsewhere leaves the site with a full page load', async ({ page, foreignRequests }) => {
    await page.goto('/');
    const navigation = page.waitForRequest('https://mitglied.mobilclub.example/antrag');
    await page.route('https://mitglied.mobilclub.example/**', (route) => route.fulfill({ status: 200, body: 'Antrag' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mitglied werden' }).click();
    expect((await navigation).isNavigationRequest()).toBe(true);
    await expect(page).toHaveURL('https://mitglied.mobilclub.example/antrag');
    visitorLeftFor(foreignRequests, 'https://mitglied.mobilclub.example/antrag');
  });

  test('a redirect to another site, asked directly, answers 307 with the address', async ({ request }) => {
    const response = await request.get('/mitglied-werden', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('https://mitglied.mobilclub.example/antrag');
  });

  test('FAQ answers open and close with the keyboard', async ({ page }) => {
    await page.goto('/verkehr');
    // The question's disclosure summary is what takes focus.
    const question = page.locator('summary', { hasText: 'Muss ich eine Warnweste im Auto haben?' });
    const answer = page.getByText('In Österreich ist eine Warnweste pro Fahrzeug vorgeschrieben', { exact: false });
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('each page view is pushed to the data layer with its tracking or route name', async ({ page }) => {
    await page.goto('/e-mobilitaet');
    await expect.poll(() => page.evaluate(() => window.dataLayer)).toContainEqual({ event: 'page_view', page_name: 'emobility', page_path: '/e-mobilitaet' });
    await page.getByRole('link', { name: 'Wie weit kommt ein E-Auto im Winter wirklich?' }).click();
    await expect.poll(() => page.evaluate(() => window.dataLayer)).toContainEqual({
      event: 'page_view',
      page_name: 'article',
      page_path: '/e-mobilitaet/e-auto-reichweite-winter-10006',
    });
  });

  test('public pages are served from the cache', async ({ request }) => {
    await request.get('/reisen');
    const response = await request.get('/reisen');
    expect(response.headers()['x-nextjs-cache']).toBe('HIT');
    // A CDN in front may keep it for seconds (see hardening.e2e.spec.ts); CMS changes reach
    // the origin's cache at once.
    expect(response.headers()['cache-control']).toMatch(/^public, s-maxage=2, stale-while-revalidate/);
  });
});

test.describe('not found', () => {
  const notFoundText =
    'Unsere Mitglieder stehen bei uns im Vordergrund. Deshalb sind wir für Sie auch immer unterwegs, nur leider nicht auf dieser Seite.';

  test('a path failing the grammar is a fatal 404 "Page Not Found" with the full path', async ({ page }) => {
    const response = await page.goto('/Reisen?seite=2');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText(notFoundText)).toBeVisible();
    await expect(page.getByText('Page Not Found: /Reisen?seite=2')).toBeVisible();
    await expect(page.getByRole('img', { name: /Umleitungsschild/ })).toBeVisible();
    await page.getByRole('link', { name: 'Hier geht es zur Startseite' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a well-formed path without content is a 404 "Page not found"', async ({ page }) => {
    const response = await page.goto('/reisen/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFoundText)).toBeVisible();
    await expect(page.getByText('Page not found: /reisen/gibt-es-nicht')).toBeVisible();
  });

  // What bots ask for all day: a channel-shaped path and a file-shaped one, each new.
  const unknownPaths = ['/verkehr/gibt-es-nicht-4711', '/wp-login-4711.php'];

  test('unknown paths of both shapes show the whole screen, with the path once the page runs', async ({ page }) => {
    for (const path of unknownPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['cache-control'], path).not.toContain('private');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText(notFoundText)).toBeVisible();
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
      await expect(page.getByRole('img', { name: /Umleitungsschild/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Hier geht es zur Startseite' })).toHaveAttribute('href', '/');
    }
  });

  test('the 404 screen is in the HTML itself: text, the path, picture and link without JavaScript, in de-AT', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Unknown paths (the proxy's copy of the 404 page) and a page past a channel's last one (the page's own 404).
    const answers = [...unknownPaths, '/reisen/gibt-es-nicht'].map((path) => ({ path, line: `Page not found: ${path}` }));
    answers.push({ path: '/verkehr?page=9999', line: 'Page not found: /verkehr' });
    try {
      for (const { path, line } of answers) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
        await expect(page).toHaveTitle(/^Seite nicht gefunden/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
        await expect(page.getByText(notFoundText)).toBeVisible();
        await expect(page.getByText(line)).toBeVisible();
        await expect(page.getByRole('img', { name: /Umleitungsschild/ })).toBeVisible();
        // Styled: the site's header and footer are there, not a bare document.
        await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
        await page.getByRole('link', { name: 'Hier geht es zur Startseite' }).click();
        await expect(page).toHaveURL('/');
      }
    } finally {
      await context.close();
    }
  });

  test('the path in the 404 line is text, never markup', async ({ request }) => {
    const html = await (await request.get('/Reisen/%3Cimg%20src=x%20onerror=alert(1)%3E?q=%3Cscript%3Ealert(2)%3C/script%3E')).text();
    expect(html).toContain('Page Not Found: /Reisen/%3Cimg%20src=x%20onerror=alert(1)%3E?q=%3Cscript%3E');
    expect(html).not.toContain('<script>alert');
    const raw = await (await request.get('/gibt-es-nicht-4712?q=<b>fett</b>')).text();
    expect(raw).toContain('<p>Page not found: /gibt-es-nicht-4712</p>');
    expect(raw).not.toContain('<b>fett</b>');
  });

  test('article ids of 4 or 11 digits address no article', async ({ page }) => {
    expect((await page.goto('/verkehr/winterreifen-1234'))?.status()).toBe(404);
    await expect(page.getByText('Page not found: /verkehr/winterreifen-1234')).toBeVisible();
    expect((await page.goto('/verkehr/winterreifen-12345678901'))?.status()).toBe(404);
    expect((await page.goto('/article/1234'))?.status()).toBe(404);
    await expect(page.getByText('Page Not Found: /article/1234')).toBeVisible();
    expect((await page.goto('/article/99999'))?.status()).toBe(404);
    await expect(page.getByText('Page not found: /article/99999')).toBeVisible();
  });
});
