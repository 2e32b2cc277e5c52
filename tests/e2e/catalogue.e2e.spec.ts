import { expect, expectNoAxeViolations, test, visitorLeftFor } from './fixtures';

for (const width of [375, 1280]) {
  test.describe(`component catalogue at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('has no axe violations', async ({ page, foreignRequests }) => {
      await page.goto('/test');
      expect(foreignRequests).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('component catalogue', () => {
  test('its table of contents leads to each section', async ({ page }) => {
    await page.goto('/test');
    const toc = page.getByRole('navigation', { name: 'Inhaltsverzeichnis' });
    await toc.getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(/#price$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Preise' })).toBeInViewport();
    await expect(page.getByText('€ 1.234,50')).toBeVisible();
  });

  test('pagination shows no neighbours below 768 px and two each side above', async ({ page }) => {
    const pagination = page.getByRole('navigation', { name: 'Beispiel: Seitennavigation' });
    const visiblePages = async () => (await pagination.locator('li:visible').allInnerTexts()).map((text) => text.replace(/^Seite\s*/, '').trim()).filter(Boolean);

    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/test');
    expect(await visiblePages()).toEqual(['1', '…', '6', '…', '12']);

    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await visiblePages()).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '12']);
    await pagination.getByRole('link', { name: 'Seite 7' }).click();
    await expect(page).toHaveURL('/test?page=7');
  });

  test('a closeable alert closes from the keyboard', async ({ page }) => {
    await page.goto('/test');
    const close = page.getByRole('button', { name: 'Hinweis schließen' });
    await close.focus();
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Die Tauernautobahn ist zwischen Golling und Werfen gesperrt.')).toBeHidden();
  });

  test('the sample download is a real PDF of the stated size', async ({ page, request }) => {
    await page.goto('/test');
    const link = page.getByRole('link', { name: /Checkliste Urlaubsreise/ });
    const response = await request.get((await link.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toContain('application/pdf');
    const bytes = (await response.body()).length;
    await expect(link).toContainText(`PDF, ${bytes} Byte`);
  });
});

test.describe('widgets by keyboard', () => {
  test('the modal traps focus, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/test#modal');
    const trigger = page.getByRole('button', { name: 'Modal öffnen' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pannenhilfe anfordern' });
    await expect(dialog).toBeVisible();
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a removable chip is removed with Enter and says so', async ({ page }) => {
    await page.goto('/test#chip');
    await page.getByRole('button', { name: 'Filter Tirol entfernen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Filter Tirol entfernen' })).toHaveCount(0);
    await expect(page.getByText('Letztes Ereignis: remove: Tirol')).toBeVisible();
  });
});

test.describe('external links', () => {
  test('ask before leaving; nothing is requested from the other site until the visitor continues', async ({ page, foreignRequests }) => {
    const external: string[] = [];
    await page.route('https://www.example.org/**', (route) => {
      external.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Extern</title>' });
    });
    await page.goto('/test#external-link');
    const link = page.getByRole('link', { name: 'Tarifvergleich (externe Website)' });

    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Sie verlassen unsere Website' });
    await expect(dialog).toContainText('www.example.org');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/test#external-link$/);
    expect(external).toEqual([]);

    await link.click();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL('https://www.example.org/ladetarife');
    expect(external).toEqual(['https://www.example.org/ladetarife']);
    visitorLeftFor(foreignRequests, 'https://www.example.org/ladetarife');
  });

  test('internal links navigate without asking', async ({ page }) => {
    await page.goto('/test#chip');
    await page.getByRole('link', { name: 'Verkehr' }).first().click();
    await expect(page).toHaveURL('/verkehr');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('lazy images switch from loading to loaded when scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/test');
  const image = page.getByRole('img', { name: /Passstraße/ }).first();
  await expect(image).toHaveAttribute('loading', 'lazy');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('data-state', 'loaded');
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/alpenstrasse-(lq|mq|hq)\.webp$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('images are visible and pagination links still page', async ({ page }) => {
    await page.goto('/test#image');
    const image = page.getByRole('img', { name: /Passstraße/ }).first();
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveCSS('opacity', '1');
    await page.getByRole('navigation', { name: 'Beispiel: Seitennavigation' }).getByRole('link', { name: 'Seite 7' }).click();
    await expect(page).toHaveURL('/test?page=7');
  });
});

test.describe('sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('share links go to the networks only after a click, and the link can be copied', async ({ page, foreignRequests }) => {
    await page.goto('/test#share');
    const sharing = page.getByRole('navigation', { name: 'Seite teilen' });
    await expect(sharing.getByRole('link', { name: 'Auf X teilen' })).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/tweet\?.*via=mobilclub.*lang=de/);
    await expect(sharing.getByRole('link', { name: 'Per E-Mail teilen' })).toHaveAttribute('href', /^mailto:\?subject=/);
    await sharing.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(sharing.getByRole('button', { name: 'Link kopiert' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://www.mobilclub.example/verkehr/rettungsgasse-richtig-bilden-10004');
    expect(foreignRequests).toEqual([]);
  });
});

test.describe('carousels', () => {
  test('move with the arrow buttons and the arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/test#carousel');
    const carousel = page.getByRole('region', { name: 'Beispiel: Verkehrsthemen' });
    const previous = carousel.getByRole('button', { name: 'Vorherige Folie' });
    const next = carousel.getByRole('button', { name: 'Nächste Folie' });
    // At an end the arrow stays focusable but says it does nothing.
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('ArrowRight');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  test('autoplay can be paused', async ({ page }) => {
    await page.goto('/test#carousel');
    const carousel = page.getByRole('region', { name: 'Beispiel: Bilder' });
    await carousel.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' }).click();
    await expect(carousel.getByRole('button', { name: 'Automatisches Weiterblättern starten' })).toBeVisible();
  });

  test('a thumbnail selects its slide', async ({ page }) => {
    await page.goto('/test#carousel');
    const carousel = page.getByRole('region', { name: 'Beispiel: Galerie mit Vorschaubildern' });
    // Clicks do nothing until swiper has started in the browser.
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(2);
    const third = carousel.getByRole('button', { name: 'Bild 3: Laden an der Schnellladesäule' }).first();
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('.swiper-slide-active').first()).toContainText('Laden an der Schnellladesäule');
  });
});
