import type { Locator, Page } from '@playwright/test';

import { admin, signIn, signInToAdmin, typeRichText } from './cms';
import { channelId, createArticle, createChannel } from './content';
import { expect, expectNoAxeViolations, pressUntil, test } from './fixtures';

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
    // Said as what happened (Payload said "Erfolgreich aktualisiert.", as after any save).
    await admin(page.getByRole('region', { name: /Notifications/ }).getByText('Veröffentlicht.', { exact: true })).toBeVisible();
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

  test('a forbidden link is refused naming the field as the editor sees it, with the hint at the field in full', async ({ page, baseURL, playwright }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const CHANNEL = await createChannel(api, {
      title: 'Linkprüfung',
      blocks: [
        { blockType: 'quote', quote: 'Ein Zitat zum Anfang.' },
        { blockType: 'teaser', title: 'Ein Teaser', link: '/reisen' },
      ],
    });
    await api.dispose();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToAdmin(page);
    await page.goto(`/admin/collections/channels/${CHANNEL.id}`);
    const block = page.locator('#blocks-row-1');
    const link = block.getByRole('textbox', { name: 'Link', exact: true });
    await admin(link).toBeVisible();
    await fillAndLetAdminCatchUp(page, link, 'javascript:alert(1)');
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();

    // The toast names the block and the field (it said "blocks.1.link").
    const notifications = page.getByRole('region', { name: /Notifications/ });
    await admin(notifications.getByText('Das folgende Feld ist nicht korrekt:').first()).toBeVisible();
    await expect(notifications.getByTestId('field-error').first()).toHaveText('Inhaltsblöcke → Block 2 (Teaser) → Link');
    await expect(notifications).not.toContainText('blocks.1');

    // The hint at the field is there in full, not cut off ("… oder sie …"), also where Payload hid it (below 1024 px).
    const hint = field(block, 'Link').locator('.field-error');
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await hint.scrollIntoViewIfNeeded();
      await admin(hint).toBeVisible();
      await expect(hint).toHaveText('Dieser Link ist nicht erlaubt: Links beginnen mit https://, http://, mailto: oder tel:, oder sie sind ein Pfad wie /reisen.');
      const cut = await hint.evaluate((element) => {
        const content = element.querySelector('.tooltip-content') ?? element;
        const box = element.getBoundingClientRect();
        return content.scrollWidth > content.clientWidth + 1 || box.left < 0 || box.right > document.documentElement.clientWidth;
      });
      expect(cut, `the hint is cut off at ${width} px`).toBe(false);
    }
  });

  test('a table is pasted from a spreadsheet and edited as rows; a paste that is no table is refused in German and loses nothing', async ({ page, request, baseURL, playwright }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const CHANNEL = await createChannel(api, {
      title: 'Tabellenprüfung',
      blocks: [{ blockType: 'table', caption: 'Tempolimits im Vergleich', hasHeaderRow: true, rows: [{ cells: [{ value: 'Alt' }] }] }],
    });
    await api.dispose();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToAdmin(page);
    await page.goto(`/admin/collections/channels/${CHANNEL.id}`);
    const table = page.locator('#blocks-row-0');
    const cell = (row: number, column: number) => table.getByRole('textbox', { name: `Zeile ${row}, Spalte ${column}`, exact: true });
    const paste = table.getByRole('textbox', { name: 'Tabelle einfügen' });
    const replace = table.getByRole('button', { name: 'Tabelle ersetzen' });
    await admin(cell(1, 1)).toHaveValue('Alt');

    // Semicolons, not a spreadsheet's tabs: refused, the table as it was, the text kept to try again.
    const notATable = 'Land;Autobahn\nÖsterreich;130 km/h';
    await pressUntil(replace, () => expect(table.getByRole('alert')).toContainText('keine Tabulatoren', { timeout: 2_000 }), async () => {
      await paste.fill(notATable);
      await replace.click();
    });
    await expect(paste).toHaveValue(notATable);
    await expect(cell(1, 1)).toHaveValue('Alt');

    // As a spreadsheet copies three rows: one paste, one click (it took 8 clicks for a 2 × 2 table, one card per cell).
    await paste.fill('Land\tAutobahn\tFreiland\nÖsterreich\t130 km/h\t100 km/h\n"Italien"\t130 km/h\t90 km/h\n');
    await replace.click();
    await expect(cell(3, 1)).toHaveValue('Italien');
    await expect(cell(2, 3)).toHaveValue('100 km/h');
    await expect(table.getByRole('alert')).toHaveCount(0);
    await expect(paste).toHaveValue('');
    // A row's cells side by side, the rows one below the other.
    const [first, second, below] = await Promise.all([cell(2, 1).boundingBox(), cell(2, 2).boundingBox(), cell(3, 1).boundingBox()]);
    if (!first || !second || !below) throw new Error('cells not laid out');
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(below.y).toBeGreaterThan(first.y + first.height - 1);
    // Every cell, button and the paste field named (the edit view with the table passes axe).
    await expectNoAxeViolations(page);

    // A row more, typed in place.
    await table.getByRole('button', { name: 'Zeile hinzufügen' }).click();
    await fillAndLetAdminCatchUp(page, cell(4, 1), 'Slowenien');
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    await admin(page.getByRole('region', { name: /Notifications/ }).getByText('Veröffentlicht.', { exact: true })).toBeVisible();

    // Stored as before (rows[].cells[].value), and visitors see the table as pasted.
    const stored = (await (await request.get(`/api/channels/${CHANNEL.id}?depth=0`)).json()) as { blocks: { blockType: string; rows?: { cells: { value?: string | null }[] }[] }[] };
    expect(stored.blocks[0]?.rows?.map((row) => row.cells.map((entry) => entry.value ?? ''))).toEqual([
      ['Land', 'Autobahn', 'Freiland'],
      ['Österreich', '130 km/h', '100 km/h'],
      ['Italien', '130 km/h', '90 km/h'],
      ['Slowenien', '', ''],
    ]);
    await expect.poll(async () => (await request.get(CHANNEL.path)).text(), { timeout: 5_000 }).toContain('Slowenien');
    const html = await (await request.get(CHANNEL.path)).text();
    for (const text of ['Tempolimits im Vergleich', 'Freiland', 'Italien']) expect(html).toContain(text);
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

test('the admin is the club’s and says “Sie”: its name and mark at sign-in, “Veröffentlicht.” after publishing, the page’s link only once it is published', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Anmelden – Mobilclub CMS');
  await admin(page.getByText('Mobilclub CMS', { exact: true })).toBeVisible();
  const icons = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(icons).toContain('/icons/icon.svg');
  expect(icons.filter((href) => /payload/i.test(href))).toEqual([]);
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Mobilclub CMS');
  expect(await page.content()).not.toMatch(/Payload App|headless CMS/);

  await signInToAdmin(page);
  const article = await createArticle(request, { channel: await channelId(request, 'verkehr'), title: `Nur ein Entwurf ${Date.now()}`, status: 'draft' });
  await page.goto(`/admin/collections/articles/${article.id}`);
  await admin(page.getByRole('textbox', { name: /^Titel/ })).toHaveValue(article.title);
  // Never published: no link to a page visitors cannot see yet (it led to "Seite nicht gefunden").
  const pageLink = page.getByRole('link', { name: /Seite auf der Website öffnen/ });
  await expect(pageLink).toHaveCount(0);

  // Asked in "Sie" before deleting (Payload: "Bist du dir sicher?"); not deleted here.
  await page.getByRole('button', { name: 'Weitere Aktionen' }).click();
  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Löschung bestätigen' });
  await admin(confirm).toContainText('Sind Sie sicher?');
  await expect(confirm).not.toContainText(/\b(du|dir|dein\w*)\b/i);
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await admin(notifications.getByText('Veröffentlicht.', { exact: true })).toBeVisible();
  await expect(notifications).not.toContainText('Erfolgreich aktualisiert.');
  await expect(page.getByRole('listitem').filter({ hasText: /^Status:/ })).toHaveText('Status: Veröffentlicht');
  await expect(pageLink).toHaveAttribute('href', article.path);

  // What an editor reads where a document is gone: "Sie", not "du".
  await page.goto('/admin/collections/articles/999999999');
  await admin(page.getByText(/wurde nicht gefunden/)).toBeVisible();
  await expect(page.getByText(/wurde nicht gefunden/)).toContainText('Sie haben keinen Zugriff');
});

test('a teaser’s picker offers other articles with a title (drafts too), neither the article itself nor untitled drafts', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signIn(request);
  const channel = await channelId(request, 'verkehr', token);
  const stamp = Date.now();
  const planned = await createArticle(request, { channel, title: `Geplanter Artikel ${stamp}`, status: 'draft', token });
  const host = await createArticle(request, { channel, title: `Mit Teaser ${stamp}`, blocks: [{ blockType: 'teaser', title: 'Platzhalter', link: '/verkehr' }], token });
  await signInToAdmin(page);
  // What "Neu erstellen" leaves behind when nothing is typed: an untitled draft ("Ohne Titel - ID: 17").
  await page.goto('/admin/collections/articles/create');
  await admin(page).toHaveURL(/\/admin\/collections\/articles\/\d+$/);
  const untitledId = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';

  await page.goto(`/admin/collections/articles/${host.id}`);
  const picker = page.locator('#field-blocks__0__article');
  await admin(picker).toBeVisible();
  // The newest first: the three articles of this test are among the first offered.
  await pressUntil(picker.locator('.rs__control'), () => expect(picker.locator('.rs__menu')).toBeVisible({ timeout: 2_000 }));
  const options = page.locator('.rs__option');
  await admin(options.filter({ hasText: planned.title })).toHaveCount(1);
  const offered = await options.allTextContents();
  expect(offered).not.toContain(host.title);
  expect(offered.filter((label) => /Ohne Titel|Kein Titel/.test(label) || label.endsWith(`ID: ${untitledId}`))).toEqual([]);
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
