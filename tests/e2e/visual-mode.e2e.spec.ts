import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import type { FrameLocator, Page } from '@playwright/test';

import { admin, openSiteDatabase, signInToAdmin } from './cms';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Visual mode (docs/editors.md): in the admin's live preview a click on a text focuses the field
 * it comes from, and the field the editor is in is outlined in the preview; from a preview of its
 * own, each block's "Bearbeiten" opens the admin on it. None of it reaches visitors.
 * The seeded article "Rettungsgasse": rich text (block 1), quote (2), FAQ (3). Nothing is saved.
 */

const ARTICLE = { articleId: 10004, path: '/verkehr/rettungsgasse-richtig-bilden-10004' };
const QUESTION = 'Gilt die Rettungsgasse auch im Tunnel?';
const PARAGRAPH = 'Die Regel ist einfach';
const QUOTE = 'Jede Minute, die wir früher am Unfallort sind, kann entscheidend sein.';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The same build with `VISUAL_MODE=off`, on a copy of this server's database (tests/e2e/server.sh). */
const OFF_PORT = PORT + 6;

/** Invisible characters of a field mark (@vercel/stega), as they would appear in a page's HTML. */
const MARK = /[\u200B\u200C\u200D\uFEFF]{8,}/;

/** The rows of React's flight data without their ids: `id:row\n`, or `id:T<hex byte length>,text` with no line end. */
function flightRows(text: string): string[] {
  const bytes = Buffer.from(text, 'utf8');
  const rows: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    if (colon < 0) break;
    const lengthMatch = /^T([0-9a-f]+),/.exec(bytes.subarray(colon + 1, colon + 24).toString('latin1'));
    if (lengthMatch) {
      const start = colon + 1 + lengthMatch[0].length;
      const end = start + Number.parseInt(lengthMatch[1]!, 16);
      rows.push(`T${bytes.subarray(start, end).toString('utf8')}`);
      at = end;
      continue;
    }
    const lineEnd = bytes.indexOf('\n', colon);
    const end = lineEnd < 0 ? bytes.length : lineEnd;
    rows.push(bytes.subarray(colon + 1, end).toString('utf8'));
    at = end + 1;
  }
  return rows;
}

/**
 * A page's HTML as two parts: the markup, with React's flight data (the `self.__next_f.push`
 * scripts) cut out, and the flight data's rows. React numbers those rows in the order the render's
 * async parts finish, so two renders of one unchanged page can number and order them differently
 * (seen: `$L2a` here, `$L38` there) and stream them in a different number of scripts (seen: four
 * here, two there); the rows are compared with their numbers taken out, sorted.
 */
function partsOf(html: string): { markup: string; rows: string[] } {
  const flight: string[] = [];
  const markup = html.replace(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs, (_, chunk: string) => {
    const [, text] = JSON.parse(chunk) as [number, string?];
    flight.push(text ?? '');
    return '<script>flight</script>';
  });
  const markupWithFlightOnce = markup.replace(/(<script>flight<\/script>)+/g, '<script>flight</script>');
  const rows = flightRows(flight.join('')).map((row) => row.replace(/"\$[A-Z@]?[0-9a-f]+"/g, '"$ref"')).sort();
  return { markup: markupWithFlightOnce, rows };
}

async function articleDocId(page: Page): Promise<number> {
  const response = await page.request.get(`/api/articles?where[articleId][equals]=${ARTICLE.articleId}&depth=0`);
  const { docs } = (await response.json()) as { docs: { id: number }[] };
  return docs[0]!.id;
}

/** The admin's edit view of the article with the live preview open; the preview's visual mode ready. */
async function openLivePreview(page: Page): Promise<FrameLocator> {
  await signInToAdmin(page);
  await page.goto(`/admin/collections/articles/${await articleDocId(page)}`);
  await page.getByRole('button', { name: 'Live-Vorschau' }).click();
  const preview = page.frameLocator('iframe#live-preview-iframe');
  // Hovering a block names it: visual mode's script has loaded in the preview.
  await expect(async () => {
    // From outside the block each time: a pointer that stays put enters nothing anew.
    await preview.getByRole('region', { name: 'Vorschau' }).hover();
    await preview.getByText(QUOTE).hover();
    await expect(preview.getByText('Zitat', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return preview;
}

/** What has the keyboard focus in the admin (not inside the preview's frame). */
const focused = (page: Page) => page.locator('*:focus');

for (const width of [1280, 768]) {
  test(`at ${width} px, a click in the live preview focuses its field, and the field in focus is outlined in the preview`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const preview = await openLivePreview(page);

    // The FAQ question: its input in the FAQ block's first row, within 500 ms.
    await preview.getByText(QUESTION).click();
    await expect(focused(page)).toHaveValue(QUESTION, { timeout: 500 });
    await expect(focused(page)).toBeInViewport();

    // A rich-text paragraph: the rich-text editor, the caret in that paragraph.
    await preview.getByText(PARAGRAPH).click();
    await expect(focused(page)).toHaveAttribute('contenteditable', 'true', { timeout: 500 });
    await expect(focused(page)).toContainText(PARAGRAPH);
    expect(await page.evaluate(() => window.getSelection()?.anchorNode?.textContent ?? '')).toContain(PARAGRAPH);

    // The form's quote field: the preview scrolls to the quote and outlines it, without a reload.
    const previewFrame = page.frames().find((frame) => frame.url().includes(ARTICLE.path));
    await previewFrame!.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await previewFrame!.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('textbox', { name: /^Zitat/ }).focus();
    const quote = preview.getByText(QUOTE);
    await expect(quote).toBeInViewport();
    const outline = preview.locator('[data-visual-outline="shown"]');
    await expect(async () => {
      const [around, inside] = await Promise.all([outline.boundingBox(), quote.boundingBox()]);
      expect(around && inside).toBeTruthy();
      expect(around!.y).toBeLessThanOrEqual(inside!.y);
      expect(around!.y + around!.height).toBeGreaterThanOrEqual(inside!.y + inside!.height);
    }).toPass({ timeout: 5_000 });
    expect(await previewFrame!.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    // With the overlay on (the outline, a block's name on hover): no accessibility violation in
    // the admin's view, the live preview's frame included (src/cms/admin/AccessibleAdmin.tsx).
    await preview.getByText(QUESTION).hover();
    await expect(preview.getByText('FAQ', { exact: true })).toBeVisible();
    await expect(page.getByTitle('Live-Vorschau des Entwurfs')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe(() => {
  // Every script request passes the route below (a service worker would answer some past it).
  test.use({ serviceWorkers: 'block' });

  test('a click on a text in the live preview the moment it shows focuses its field, however late the preview’s scripts arrive', async ({ page }) => {
    test.setTimeout(90_000);
    await signInToAdmin(page);
    await page.goto(`/admin/collections/articles/${await articleDocId(page)}`);
    // The admin shows its frame once the preview has loaded (HTML, styles, the page's scripts);
    // visual mode's code is fetched after that, as the page hydrates. Here it arrives only after
    // the click, as on a slow machine or line: the texts are there well before it. The admin's
    // scripts are not held back.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/**', async (route) => {
      const request = route.request();
      const frame = request.resourceType() === 'script' ? request.frame() : null;
      const afterLoad = frame !== null && frame.parentFrame() !== null && (await frame.evaluate(() => document.readyState === 'complete').catch(() => false));
      if (afterLoad) await scriptsReleased;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Live-Vorschau' }).click();
    const preview = page.frameLocator('iframe#live-preview-iframe');

    // No wait before the click: Playwright clicks as soon as the question is visible (and still).
    await preview.getByText(QUESTION).click();
    releaseScripts();
    await admin(focused(page)).toHaveValue(QUESTION);
    await expect(focused(page)).toBeInViewport();
  });
});

test('from a preview of its own, a block’s “Bearbeiten” opens the admin with its first field focused, by keyboard alone; Alt-click a field', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToAdmin(page);
  await page.goto(`/vorschau?pfad=${encodeURIComponent(ARTICLE.path)}`);
  await expect(page.getByRole('region', { name: 'Vorschau' })).toBeVisible();

  // Tab to the quote's "Bearbeiten" (every block has one) and press Enter.
  const quoteLink = page.getByRole('link', { name: 'Bearbeiten: Zitat' });
  await expect(quoteLink).toBeVisible();
  for (let presses = 0; presses < 150 && !(await quoteLink.evaluate((link) => link === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(quoteLink).toBeFocused();
  await page.keyboard.press('Enter');
  await admin(page).toHaveURL(/\/admin\/collections\/articles\/\d+$/);
  await admin(focused(page)).toHaveValue(QUOTE);
  await expect(focused(page)).toBeInViewport();

  // Alt-click on a question: the admin, that question's field.
  await page.goBack();
  await expect(page.getByText(QUESTION)).toBeVisible();
  await page.getByText(QUESTION).click({ modifiers: ['Alt'] });
  await admin(focused(page)).toHaveValue(QUESTION);
});

test('the admin follows a message only from the site’s own origin', async ({ page }) => {
  test.setTimeout(60_000);
  await signInToAdmin(page);
  await page.goto(`/admin/collections/articles/${await articleDocId(page)}`);
  const title = page.getByRole('textbox', { name: /^Titel/ });
  const leadText = page.getByRole('textbox', { name: /^Vorspann/ });
  await expect(title).toBeVisible();
  const message = { type: 'mobilclub-visual', action: 'edit', path: 'leadText' };

  // A frame of another origin (a sandboxed document's is opaque) and one of the site's own.
  for (const [name, sandboxed] of [
    ['fremd', true],
    ['eigen', false],
  ] as const) {
    await page.evaluate(
      ([frameName, isSandboxed]) => {
        const frame = Object.assign(document.createElement('iframe'), { name: frameName, title: frameName, srcdoc: '<p>Bote</p>' });
        if (isSandboxed) frame.setAttribute('sandbox', 'allow-scripts');
        document.body.append(frame);
        return new Promise((resolve) => frame.addEventListener('load', resolve));
      },
      [name, sandboxed] as const,
    );
  }
  const send = (frameName: string, data: typeof message) => page.frame({ name: frameName })!.evaluate((sent) => window.parent.postMessage(sent, '*'), data);
  await leadText.evaluate((element) => element.addEventListener('focus', () => Object.assign(window, { e2eLeadTextFocused: true }), { once: true }));
  await title.focus();
  await send('fremd', message);
  // The site's own frame asks for the title next (focus left it): once the title has it again, the
  // message before was handled too, and the lead text never had the focus.
  await title.evaluate((element) => (element as HTMLElement).blur());
  await send('eigen', { ...message, path: 'title' });
  await expect(title).toBeFocused();
  expect(await page.evaluate(() => 'e2eLeadTextFocused' in window), 'a message from another origin moved the focus').toBe(false);
  await send('eigen', message);
  await expect(leadText).toBeFocused({ timeout: 2_000 });
});

test.describe('visitors', () => {
  let server: ChildProcess | undefined;
  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('get the same page with visual mode on and off (its markup byte for byte), and no cached page holds a field mark', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    // A preview first: had it been cached, the scan below would find it.
    await signInToAdmin(page);
    await page.goto(`/vorschau?pfad=${encodeURIComponent(ARTICLE.path)}`);
    await expect(page.getByRole('link', { name: 'Bearbeiten: FAQ' })).toBeVisible();
    expect(await page.content()).toMatch(MARK);

    // This server's page and a copy of its database at one moment (no other spec's publish between).
    const copy = path.resolve('.data/visual-off-copy.db');
    let published = '';
    await expect(async () => {
      await rm(copy, { force: true });
      const before = await (await request.get(ARTICLE.path)).text();
      const db = await openSiteDatabase();
      try {
        await db.execute({ sql: 'VACUUM INTO ?', args: [copy] });
      } finally {
        db.close();
      }
      const after = await (await request.get(ARTICLE.path)).text();
      expect(after).toBe(before);
      published = after;
    }).toPass({ timeout: 30_000 });

    server = spawn('bash', ['tests/e2e/server.sh'], {
      env: { ...process.env, E2E_PORT: String(OFF_PORT), E2E_VARIANT: 'visual-off', E2E_DATABASE_COPY: copy },
      detached: true,
      stdio: 'ignore',
    });
    const off = `http://127.0.0.1:${OFF_PORT}`;
    await expect(async () => {
      expect((await fetch(`${off}/`)).status).toBe(200);
    }).toPass({ timeout: 150_000, intervals: [1000] });

    // The article, rendered and then from the page cache, as each server sends it: the same
    // markup byte for byte, the same flight data but for React's numbering of its rows.
    for (let visit = 0; visit < 2; visit += 1) {
      const [on, without] = await Promise.all([request.get(ARTICLE.path), fetch(`${off}${ARTICLE.path}`)]);
      const [onHtml, offHtml] = [await on.text(), await without.text()];
      const [withMode, withoutMode] = [partsOf(onHtml), partsOf(offHtml)];
      if (withMode.markup !== withoutMode.markup) {
        await testInfo.attach('visual mode on.html', { body: onHtml, contentType: 'text/html' });
        await testInfo.attach('visual mode off.html', { body: offHtml, contentType: 'text/html' });
      }
      expect(withMode.markup === withoutMode.markup, 'the published markup with visual mode on and off').toBe(true);
      expect(withMode.rows).toEqual(withoutMode.rows);
    }
    expect(published).not.toMatch(MARK);
    expect(published).not.toContain('data-visual');

    // Pages of every kind as this server's page cache answers them (the second visit).
    for (const pagePath of ['/', '/verkehr', '/reisen', '/karriere', ARTICLE.path]) {
      await request.get(pagePath);
      const cached = await request.get(pagePath);
      expect(cached.headers()['x-nextjs-cache'], `${pagePath} from the page cache`).toBe('HIT');
      const text = await cached.text();
      expect(text, pagePath).not.toContain('data-visual');
      expect(text, pagePath).not.toMatch(MARK);
    }
  });
});
