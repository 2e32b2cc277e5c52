import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { admin, signIn, signInToAdmin, typeRichText } from './cms';
import { createChannel } from './content';
import { DEMO, asShownInPreview, expect, pressUntil, test } from './fixtures';

/**
 * The editors' side, through the admin UI as the demo editor uses it: a new article with rich
 * text and an FAQ, its draft in the preview (with the banner) while visitors get a 404,
 * publishing, the live preview following the title as it is typed, restoring a version, and
 * leaving the preview. Visitors never see a draft, from the app or from its page cache.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field of the admin form by its label (see editor.e2e.spec.ts for why not by role). */
function field(scope: Locator | Page, label: string): Locator {
  const fieldLabel = scope.locator('label.field-label').filter({ hasText: new RegExp(`^${escapeRegExp(label)}\\*?$`) });
  return fieldLabel.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " field-type ")][1]');
}

function drawer(page: Page, heading: string): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

async function addBlock(page: Page, group: string, name: RegExp) {
  await page.getByRole('button', { name: 'Block hinzufügen' }).last().click();
  const picker = drawer(page, 'Block hinzufügen');
  await picker.getByRole('listitem').filter({ has: page.getByRole('heading', { name: group }) }).getByRole('button', { name }).click();
  await admin(picker).toBeHidden();
}

// How soon visitors see a publish is measured alone in publish.e2e.spec.ts; this walk through the
// admin runs beside other tests.
test('an editor drafts, previews, publishes, live-previews, restores and leaves the preview', async ({ page, context, request, playwright, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  // A channel of its own, so that the article it publishes changes no seeded channel's list.
  const api = await playwright.request.newContext({ baseURL });
  const rubric = await createChannel(api, { title: 'Parken in Wien' });
  const auth = { Authorization: `JWT ${await signIn(api)}` };
  await api.dispose();
  const stamp = `${Date.now()}`.slice(-6);
  const title = `Neue Parkregeln in Wien ${stamp}`;
  const livetitle = `Neue Parkregeln in Wien ab März ${stamp}`;
  const paragraph = `Ab März gilt in ganz Wien die Kurzparkzone (${stamp}).`;
  const question = `Wie lange darf ich parken? (${stamp})`;

  // 1. Sign in as the demo editor.
  await signInToAdmin(page);

  // 2. A new article in the test's channel with a rich text and an FAQ block.
  await page.goto('/admin/collections/articles/create');
  await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await page.getByRole('textbox', { name: 'Vorspann' }).fill('Was sich für Autofahrerinnen und Autofahrer ändert.');
  const channel = field(page, 'Rubrik');
  // Typed and taken with Enter, as an editor would among many channels: the list shows only its
  // first ones. A form-state answer arriving meanwhile can redraw the list with those first ones
  // again, and Enter then takes nothing ("Keine Optionen"): the editor, and the test, try again.
  // Taken means saved: the path, which the server derives from the channel, shows.
  await expect(async () => {
    await channel.getByRole('combobox').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(rubric.title);
    await expect(page.getByRole('option', { name: rubric.title, exact: true })).toBeVisible({ timeout: 5_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Pfad' })).toHaveValue(new RegExp(`^${rubric.path}/`), { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });

  await addBlock(page, 'Text', /Fließtext$/);
  await typeRichText(field(page.locator('[id^="blocks-row-"]').last(), 'Inhalt').getByRole('textbox'), paragraph);

  await addBlock(page, 'Text', /FAQ$/);
  const faq = page.locator('[id^="blocks-row-"]').last();
  await faq.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await faq.getByRole('textbox', { name: 'Frage' }).fill(question);
  await typeRichText(field(faq, 'Antwort').getByRole('textbox'), 'Höchstens zwei Stunden, werktags von 9 bis 22 Uhr.');

  // 3. Saved as a draft while typing (autosave), and its path is known.
  await admin(page.getByRole('listitem').filter({ hasText: /^Status:/ })).toHaveText('Status: Entwurf');
  await admin(page.getByRole('listitem').filter({ hasText: /gespeichert$/ })).toBeVisible();
  const pathField = page.getByRole('textbox', { name: 'Pfad' });
  await admin(pathField).toHaveValue(new RegExp(`^${rubric.path}/neue-parkregeln-in-wien-\\d+-\\d{5,10}$`));
  const path = await pathField.inputValue();
  // The last keystrokes reach the draft with the next autosave, while the admin is in front (a
  // browser holds back a background tab's timers, as the admin's is once the preview opens).
  const id = /\/articles\/(\d+)/.exec(page.url())?.[1];
  expect(id, page.url()).toBeDefined();
  const draft = async () => JSON.stringify(await (await request.get(`/api/articles/${id}?draft=true&depth=0`, { headers: auth })).json());
  await expect.poll(draft, { timeout: 20_000 }).toContain(paragraph);
  await expect.poll(draft, { timeout: 20_000 }).toContain(question);

  // 4. The preview shows the draft with its banner; a visitor still gets a 404.
  // Named in words above the form, as the help texts say ('Den Entwurf zeigt „Vorschau“ oben'), not an icon alone.
  await expect(page.getByRole('link', { name: 'Vorschau' })).toHaveText('Vorschau');
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Vorschau' }).click()]);
  await admin(preview).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  const banner = preview.getByRole('region', { name: 'Vorschau' });
  await expect(banner).toContainText('Vorschau – nicht veröffentlicht');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(asShownInPreview(title));
  await expect(preview.getByText(paragraph)).toBeVisible();
  await expect(preview.getByText(question)).toBeVisible();
  const bannerScan = await new AxeBuilder({ page: preview }).include('[aria-label="Vorschau"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(bannerScan.violations.map((violation) => violation.id)).toEqual([]);
  expect((await request.get(path)).status()).toBe(404);

  // 5. Published: visitors see it.
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await admin(page.getByText('Veröffentlicht.', { exact: true }).first()).toBeVisible();
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 10_000, intervals: [100] }).toBe(200);
  expect(await (await request.get(path)).text()).toContain(title);

  // 6. Live preview beside the form: the new title shows before anything is published.
  await page.getByRole('button', { name: 'Live-Vorschau' }).click();
  const frame = page.frameLocator('iframe');
  await admin(frame.getByRole('heading', { level: 1 })).toHaveText(asShownInPreview(title));
  for (const size of ['Mobil (375 px)', 'Tablet (768 px)', 'Desktop (1280 px)']) {
    // The toolbar's breakpoint menu: a button named after the current breakpoint.
    await page.getByRole('button', { name: /^(Responsive|Mobil|Tablet|Desktop)/ }).click();
    await page.getByRole('button', { name: size, exact: true }).or(page.getByText(size, { exact: true })).first().click();
    await admin(page.getByRole('button', { name: size, exact: true }).first()).toBeVisible();
    await testInfo.attach(`live-preview ${size}`, { body: await page.screenshot(), contentType: 'image/png' });
  }
  const titleBox = page.getByRole('textbox', { name: /^Titel/ });
  await titleBox.fill(livetitle);
  await admin(frame.getByRole('heading', { level: 1 })).toHaveText(asShownInPreview(livetitle));
  // Visitors: still the published title, also from the page cache.
  for (let visit = 0; visit < 2; visit += 1) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(title);
    expect(html).not.toContain(livetitle);
  }

  // 7. Restore the published version: the draft title is gone.
  await page.getByRole('link', { name: 'Versionen' }).click();
  await page.getByRole('row').filter({ hasText: 'Derzeit veröffentlicht' }).getByRole('link').first().click();
  // Pressed again until its confirmation opens: on a busy machine the first press can come before
  // the version view has hydrated, and is lost.
  const confirm = page.getByRole('button', { name: 'Bestätigen' });
  await pressUntil(page.getByRole('button', { name: /Diese Version wiederherstellen|Wiederherstellen/ }).first(), () => expect(confirm).toBeVisible({ timeout: 2_000 }));
  await confirm.click();
  await admin(page.getByText('Erfolgreich wiederhergestellt.').first()).toBeVisible();
  await preview.reload();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(asShownInPreview(title));
  // The document's view opens again with the form alone: a live preview once opened is not
  // forced on every later visit (Payload would remember it; admin/PreviewButton).
  await admin(page.getByRole('textbox', { name: /^Titel/ })).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Live-Vorschau' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  // 8. Leave the preview: the public page, no banner.
  await preview.getByRole('link', { name: 'Vorschau beenden' }).click();
  await expect(preview).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await expect(preview.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);

  // 9. Without cookies, nothing of the drafts, and no private page in a shared cache.
  const visitor = await request.get(path);
  expect(visitor.headers()['cache-control']).toContain('public');
  expect(await visitor.text()).not.toContain(livetitle);
});

/**
 * A draft article in the channel "Verkehr", saved through the API as the demo editor (signing the
 * page's browser in); drafts may break the rules that publishing enforces. Returns its path.
 */
async function saveDraftArticle(page: Page, title: string, blocks: Record<string, unknown>[]): Promise<string> {
  const signIn = await page.request.post('/api/users/login', { data: DEMO.editor });
  const { token } = (await signIn.json()) as { token: string };
  const auth = { Authorization: `JWT ${token}` };
  const channels = await (await page.request.get('/api/channels?where[slug][equals]=verkehr&depth=0', { headers: auth })).json();
  const created = await page.request.post('/api/articles?draft=true', {
    headers: auth,
    data: { title, channel: channels.docs[0].id, leadText: 'Noch nicht fertig.', blocks, _status: 'draft' },
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { doc: { path: string } }).doc.path;
}

test('in the preview, a block the site cannot show says why, in place; visitors see nothing of it', async ({ page, request }) => {
  // A quote without text.
  const path = await saveDraftArticle(page, `Entwurf mit leerem Zitat ${Date.now()}`, [{ blockType: 'quote', quote: ' ' }]);

  await page.goto(`/vorschau?pfad=${encodeURIComponent(path)}`);
  const notice = page.getByRole('note').filter({ hasText: 'Block „QuoteBlock“ wird nicht angezeigt.' });
  await expect(notice).toContainText('Bitte den Text des Zitats eingeben.');
  expect((await request.get(path)).status()).toBe(404);
});

test('a draft saved while a required field of a block is still empty is previewed, and the banner says which block', async ({ page, request }) => {
  // As autosave stores it while the editor is still typing: a question without its answer.
  const title = `Entwurf mit halber Frage ${Date.now()}`;
  const path = await saveDraftArticle(page, title, [{ blockType: 'faq', items: [{ question: 'Was tun bei Glatteis?' }] }]);

  const response = await page.goto(`/vorschau?pfad=${encodeURIComponent(path)}`);
  expect(response?.status()).toBe(200);
  const banner = page.getByRole('region', { name: 'Vorschau' });
  await expect(banner).toContainText('Block 1 hat noch ein leeres Pflichtfeld.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(asShownInPreview(title));
  expect((await request.get(path)).status()).toBe(404);
});

test('the preview is only for signed-in editors, and its pages are never cached', async ({ page, request }) => {
  const response = await request.get('/vorschau?pfad=/verkehr', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/admin/login?redirect=%2Fvorschau%3Fpfad%3D%252Fverkehr');
  // Not even with draft mode's cookie forged: no token, no drafts.
  await page.goto('/vorschau?pfad=https://evil.example/');
  await expect(page).toHaveURL(/\/admin\/login/);

  const signIn = await page.request.post('/api/users/login', { data: DEMO.editor });
  expect(signIn.ok()).toBe(true);
  await page.goto('/vorschau?pfad=//evil.example/x');
  // Only paths of this site: anything else leads home, in preview.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Vorschau' })).toBeVisible();
  const draftResponse = await page.goto('/verkehr');
  expect(draftResponse?.headers()['cache-control']).toMatch(/private/);
  expect(draftResponse?.headers()['cache-control']).toMatch(/no-store/);
  await page.getByRole('link', { name: 'Vorschau beenden' }).click();
  await expect(page).toHaveURL(/\/verkehr$/);
  await expect(page.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
});
