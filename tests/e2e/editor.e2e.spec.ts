import type { Locator, Page } from '@playwright/test';

import { admin, signInToAdmin, typeRichText } from './cms';
import { createChannel } from './content';
import { expect, test } from './fixtures';

const PICTURE = 'Illustration: Eine kurvige Bergstraße führt durch herbstliche Almwiesen';
const WIDTH_MESSAGE = 'Die Breite braucht ein Prozentzeichen, z. B. 40%.';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');


/**
 * A field of the admin form by its label. Payload points the `for` of select, upload and
 * rich-text labels at a wrapper `div` (or at nothing), so those controls have no accessible
 * name; the field is the nearest `.field-type` element around its label.
 */
function field(scope: Locator, label: string): Locator {
  const fieldLabel = scope.locator('label.field-label').filter({ hasText: new RegExp(`^${escapeRegExp(label)}\\*?$`) });
  return fieldLabel.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " field-type ")][1]');
}

/** A dialog by its heading: Payload names its drawers after internal ids (e.g. "drawer_1_blocks-drawer-_r_g_"). */
function drawer(page: Page, heading: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

/**
 * Types into a text field, then waits until the admin has taken the value in, as an editor who
 * glances at the field before publishing. Payload sends the whole form to the server 250 ms after
 * the last change (a form-state request, POSTed to the edit view's own URL, unvalidated until the
 * form has been submitted) and merges the answer into the form. When that request is still due or
 * under way at the click on "publish", its answer lands after the failed publish and marks the
 * field valid again: the error at the field vanishes, only the toast names it (the same clash as
 * payloadcms/payload#14858). So wait for the form-state request carrying the new value, and its answer.
 */
async function fillAndLetAdminCatchUp(page: Page, input: Locator, value: string): Promise<void> {
  const name = await input.getAttribute('name'); // the field's path in the form state, e.g. "blocks.2.mediaWidth"
  // The field's entry in the request's JSON, e.g. "blocks.2.mediaWidth":{"passesCondition":true,"value":"40",…}
  const carriesValue = new RegExp(`${escapeRegExp(JSON.stringify(name))}:\\{(?:[^{}]|\\{[^{}]*\\})*?"value":${escapeRegExp(JSON.stringify(value))}[,}]`);
  // A change made while an earlier form-state request is under way is sometimes never sent at
  // all (the same race); an editor would type it again, and so does this.
  await expect(async () => {
    const formState = page.waitForRequest((request) => request.method() === 'POST' && carriesValue.test(request.postData() ?? ''), { timeout: 5_000 });
    await input.fill('');
    await input.fill(value);
    await (await formState).response();
  }).toPass({ timeout: 30_000 });
}


test.describe('editing in the admin', () => {
  test('a multimedia block is published only once its width is valid, then shows at once', async ({ page, request, browser, baseURL, foreignRequests, playwright }) => {
    test.setTimeout(120_000);
    const caption = 'Blick vom Pass ins Tal';
    // A published channel of its own with few blocks (its edit view loads quickly), made through
    // an API session of its own: `request` stays a visitor's, `page` signs in through the form.
    const api = await playwright.request.newContext({ baseURL });
    const CHANNEL = await createChannel(api, { title: 'Campingplätze' });
    await api.dispose();

    // `request` has a cookie jar of its own: it asks as a visitor, never signed in.
    const visitorSees = async () => {
      const response = await request.get(CHANNEL.path);
      expect(response.status()).toBe(200);
      return response.text();
    };
    // Warm the page cache, so the published change has to come through revalidation.
    expect(await visitorSees()).not.toContain(caption);

    // 1. Sign in.
    await signInToAdmin(page);

    // 2. Open the channel and add a Multimedia block.
    // The side navigation is collapsed (inert) at this width; the dashboard links to every
    // collection. The list shows ten rows a page: the test's channel is opened by its address.
    await page.getByRole('link', { name: 'Alle Rubriken anzeigen' }).click();
    await admin(page.getByRole('table')).toBeVisible();
    await page.goto(`/admin/collections/channels/${CHANNEL.id}`);
    await admin(page.getByRole('heading', { level: 1 })).toHaveText(CHANNEL.title);
    await admin(page.getByRole('textbox', { name: 'Pfad' })).toHaveValue(CHANNEL.path);

    await page.getByRole('button', { name: 'Block hinzufügen' }).click();
    const picker = drawer(page, 'Block hinzufügen');
    const mediaGroup = picker.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bilder und Medien' }) });
    await mediaGroup.getByRole('button', { name: /Multimedia$/ }).click();
    await admin(picker).toBeHidden();

    // Block rows have no accessible handle; each is a `blocks-row-N` element. New blocks are appended.
    const block = page.locator('[id^="blocks-row-"]').filter({ has: page.getByText('Multimedia', { exact: true }) }).last();
    await admin(field(block, 'Art des Mediums').getByRole('radio', { name: 'Bild', exact: true })).toBeChecked();

    // 3. Fill in the block: picture, text, placement, width.
    const picture = field(block, 'Bild');
    await picture.getByRole('button', { name: 'Aus vorhandenen auswählen' }).click();
    const library = drawer(page, 'Bilder');
    // The admin asks the server for the form's new state after each change; a change made while
    // one is on its way can be lost (payload#14858), so wait for the picture's to come back.
    const formState = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/collections/'));
    await library.getByRole('button', { name: PICTURE }).click();
    await admin(library).toBeHidden();
    await admin(picture.getByRole('img', { name: PICTURE })).toBeVisible();
    await formState;

    // The placement first: the width field appears only once the server has seen it (its
    // condition runs there), and typing meanwhile would send answers that race that one.
    const position = field(block, 'Bild oder Video steht');
    await position.getByRole('combobox').click();
    await page.getByRole('option', { name: 'links, Text fließt rechts daneben' }).click();
    await admin(position).toContainText('links, Text fließt rechts daneben');
    const width = block.getByRole('textbox', { name: 'Breite des Bildes oder Videos' });
    await admin(width).toBeVisible();

    await typeRichText(field(block, 'Text zum Bild oder Video').getByRole('textbox'), caption);

    await fillAndLetAdminCatchUp(page, width, '40');

    // 4. Publishing fails at the width, and visitors see nothing of it.
    const publish = page.getByRole('button', { name: 'Änderungen veröffentlichen' });
    await publish.click();
    await admin(field(block, 'Breite des Bildes oder Videos').getByText(WIDTH_MESSAGE)).toBeVisible();
    await admin(page.getByRole('region', { name: /Notifications/ })).toContainText('Breite des Bildes oder Videos');
    expect(await visitorSees()).not.toContain(caption);

    // 5. With a percent sign it is published, and visitors see it within two seconds.
    await fillAndLetAdminCatchUp(page, width, '40%');
    await publish.click();
    await admin(page.getByRole('region', { name: /Notifications/ }).getByText('Erfolgreich aktualisiert.')).toBeVisible();
    await expect(field(block, 'Breite des Bildes oder Videos').getByText(WIDTH_MESSAGE)).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: /^Status:/ })).toHaveText('Status: Veröffentlicht');
    expect(foreignRequests, 'requests from the admin to third-party hosts').toEqual([]);

    await expect(async () => {
      expect(await visitorSees()).toContain(caption);
    }).toPass({ intervals: [100, 250], timeout: 2_000 });

    // The picture stands beside the text: look at the page as a visitor, without the editor's cookies.
    const visitorContext = await browser.newContext({ baseURL, locale: 'de-AT' });
    try {
      const visitor = await visitorContext.newPage();
      // The fixture watches `page` only; the visitor's page must not ask third parties either.
      visitor.on('request', (visitorRequest) => {
        const url = new URL(visitorRequest.url());
        if (url.protocol.startsWith('http') && url.host !== new URL(baseURL ?? '').host) foreignRequests.push(visitorRequest.url());
      });
      await visitor.goto(CHANNEL.path);
      const section = visitor.locator('section').filter({ hasText: caption });
      const paragraph = section.getByText(caption);
      await expect(paragraph).toBeVisible();
      const image = section.getByRole('img', { name: PICTURE });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      // Left, 40 % wide, with the text's line starting to its right (the paragraph's own box spans the float).
      const sectionBox = await section.boundingBox();
      const imageBox = await image.boundingBox();
      const textLeft = await paragraph.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      });
      if (!sectionBox || !imageBox) throw new Error('section or picture not laid out');
      expect(Math.abs(imageBox.x - sectionBox.x)).toBeLessThan(1);
      expect(imageBox.width / sectionBox.width).toBeCloseTo(0.4, 1);
      expect(textLeft).toBeGreaterThan(imageBox.x + imageBox.width);
    } finally {
      await visitorContext.close();
    }
  });

  test('a caption file that is not WebVTT is refused with a German message, a WebVTT file is taken', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signInToAdmin(page);
    await page.goto('/admin/collections/captions/create');
    const title = `Untertitel (Versuch ${testInfo.retry + testInfo.repeatEachIndex + 1}, ${Date.now()})`;
    const upload = (name: string, mimeType: string, text: string) => page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });

    await upload('untertitel.srt', 'application/x-subrip', '1\n00:00:00,000 --> 00:00:01,000\nHallo\n');
    await admin(page.getByRole('textbox', { name: /^Titel/ })).toBeVisible();
    await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await admin(page.getByText('Nur WebVTT-Dateien (.vtt) sind als Untertitel erlaubt.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/collections\/captions\/create$/);

    // Started over with the right file (Payload's button that removes a chosen file has no name to find it by).
    await page.goto('/admin/collections/captions/create');
    await upload('untertitel.vtt', 'text/vtt', 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHallo\n');
    await admin(page.getByRole('textbox', { name: /^Titel/ })).toBeVisible();
    await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await admin(page).toHaveURL(/\/admin\/collections\/captions\/\d+$/);
    await admin(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test('the article form speaks German: the rich-text editor’s buttons, the picture field, the upload box', async ({ page }) => {
  test.setTimeout(90_000);
  // Names the admin gave in English (or none) before.
  const ENGLISH = ['Edit link', 'Remove link', 'Drag to move', 'Add block'];
  await signInToAdmin(page);
  // The seeded article whose text links to another site (links.e2e.spec.ts uses it too), by its id.
  const { docs } = (await (await page.request.get('/api/articles?where[articleId][equals]=10005&depth=0&draft=true')).json()) as { docs: { id: number }[] };
  await page.goto(`/admin/collections/articles/${docs[0]?.id}`);
  // The caret into the link opens its small toolbar (Lexical lets clicks on a link through to its paragraph).
  const linkText = page.locator('[data-lexical-editor="true"]').getByText('Tarifrechner der E-Control');
  await admin(linkText).toBeVisible();
  await linkText.scrollIntoViewIfNeeded();
  const box = await linkText.boundingBox();
  if (!box) throw new Error('link not laid out');
  // Over the text first: the editor's block handles appear where the mouse is.
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.click(box.x + 10, box.y + box.height / 2);
  await expect(page.getByRole('button', { name: 'Link bearbeiten' })).toBeVisible();
  const labels = await page.locator('[aria-label]').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  expect(labels.filter((label) => ENGLISH.includes(label)), labels.join(' | ')).toEqual([]);
  // The picture field's buttons have names.
  await expect(field(page.locator('form'), 'Titelbild').getByRole('button', { name: 'Auswahl entfernen' })).toBeVisible();

  // German nouns keep their capital in the upload box.
  await page.goto('/admin/collections/media/create');
  await expect(page.getByText('oder Datei per Drag & Drop verschieben')).toHaveCSS('text-transform', 'none');
});

test('"Neu erstellen" and leaving without a word leaves no row behind in the list', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToAdmin(page);
  await page.goto('/admin/collections/articles');
  await page.getByRole('link', { name: 'Neu erstellen' }).first().click();
  // Autosave stores the new draft at once: the address gets its id.
  await admin(page).toHaveURL(/\/admin\/collections\/articles\/\d+$/);
  const id = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  // Headed as what it is, not with its id ("ID: 10017").
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Artikel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(id ?? 'ID');
  // Its empty picture field keeps German nouns capitalised, as the upload page does.
  await expect(field(page.locator('form'), 'Titelbild').getByText('oder Datei per Drag & Drop verschieben')).toHaveCSS('text-transform', 'none');
  await page.goto('/admin/collections/articles');
  const rows = page.getByRole('table').getByRole('row');
  await admin(rows.nth(1)).toBeVisible();
  // Newest first: it would be the first row.
  await expect(page.locator(`a[href$="/admin/collections/articles/${id}"]`)).toHaveCount(0);
  await expect(page.getByText(/Kein Titel|Ohne Titel/)).toHaveCount(0);
  // The list's columns are named in German (a field without a label was "Page Link").
  const columns = await page.getByRole('table').getByRole('columnheader').allTextContents();
  expect(columns.filter((name) => /Page Link|Updated At|Created At|\bTitle\b|\bChannel\b/.test(name)), columns.join(' | ')).toEqual([]);
});
