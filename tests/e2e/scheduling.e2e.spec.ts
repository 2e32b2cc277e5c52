import type { Locator, Page } from '@playwright/test';

import { formatGermanDate } from '../../src/lib/dates';

import { admin, signIn, signInToAdmin } from './cms';
import { createArticle, createChannel } from './content';
import { expect, pressUntil, test } from './fixtures';

/** How long after its time a scheduled change may take to show (the e2e servers look at the queue every second). */
const WITHIN_MS = 60_000;

/** What an editor types into the scheduling dialog's field for `at`, in Vienna's time, as Austrians write it: "30.11.2026 07:00". */
function typedVienna(at: Date): string {
  return new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at).replace(', ', ' ');
}

/** How the admin shows `at` (its date format, in Vienna's time): "30.11.2026, 07:00". */
function shownVienna(at: Date): string {
  return new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
}

/** The next full minute at least `aheadMs` from now (the dialog takes minutes, not seconds). */
function nextMinuteAfter(aheadMs: number): Date {
  return new Date(Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000);
}

/** What the scheduling dialog and its date picker said in English before (names, announcements, texts). */
const ENGLISH = /Next Month|Previous Month|Not available|Selected date|Choose|\bTime\b|\b[AP]M\b|nachm\.|vorm\./;

/** Every name and text in `scope` that is English. */
async function englishIn(scope: Locator): Promise<string[]> {
  const said = await scope.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))].flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.children.length === 0 ? (element.textContent ?? '') : '',
      element instanceof HTMLInputElement ? element.value : '',
    ]),
  );
  return said.filter((text) => ENGLISH.test(text));
}

/** Opens the scheduling dialog of the document open in the admin. */
async function openScheduling(page: Page): Promise<Locator> {
  // The arrow beside the publish button has no name of its own (Payload's markup).
  await page.locator('.doc-controls__controls .popup-button').first().click();
  await page.getByRole('button', { name: 'Veröffentlichungsplanung' }).click();
  // The drawer, not the date picker's own dialog inside it.
  const heading = page.getByRole('heading', { name: /^Veröffentlichung für .* planen$/ });
  const dialog = page.getByRole('dialog').filter({ has: heading });
  await admin(heading).toBeVisible();
  await expect(dialog.getByText('Wien (MEZ/MESZ)').first()).toBeVisible();
  return dialog;
}

/** Schedules a publication or unpublication in the open dialog, in Vienna's time. */
async function schedule(dialog: Locator, kind: 'Veröffentlichen' | 'Veröffentlichung aufheben', at: Date): Promise<void> {
  // Payload's styled radio covers the input: the label is what an editor clicks.
  await dialog.getByText(kind, { exact: true }).first().click();
  const time = dialog.locator('.react-datepicker__input-container input');
  await time.click();
  // The picker's time column is captioned in German.
  await expect(dialog.locator('.react-datepicker-time__header')).toHaveText('Uhrzeit');
  await expect(dialog.getByRole('dialog', { name: 'Datum und Uhrzeit wählen' })).toBeVisible();
  expect(await englishIn(dialog)).toEqual([]);
  await time.pressSequentially(typedVienna(at));
  await time.press('Tab');
  // Read as typed, and shown as the rest of the admin shows times.
  await expect(time).toHaveValue(shownVienna(at));
  expect(await englishIn(dialog)).toEqual([]);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  const upcoming = dialog.getByRole('row').filter({ hasText: shownVienna(at) });
  await admin(upcoming).toContainText(kind);
  await expect(upcoming).toContainText('Wien (MEZ/MESZ)');
  expect(await englishIn(dialog)).toEqual([]);
}

async function statusOf(visitor: Page, path: string): Promise<number> {
  return (await visitor.request.get(path, { maxRedirects: 0 })).status();
}

test.describe('scheduled publishing', () => {
  // An editor abroad: the times typed are Vienna's, whatever the browser's own zone.
  test.use({ timezoneId: 'America/New_York' });

  test('an article scheduled in the admin is 404 before its time, live after it in its channel list and the sitemap, and gone after its unpublication', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(300_000);
    const token = await signIn(request);
    const auth = { Authorization: `JWT ${token}` };
    const channel = await createChannel(request, { title: 'Parkzonen', token });
    const title = `Neue Parkzonen ab Dezember ${Date.now()}`;
    const created = await request.post('/api/articles?draft=true', {
      headers: auth,
      data: { title, slug: 'neue-parkzonen-ab-dezember', channel: channel.id, leadText: 'Was sich ändert.', _status: 'draft' },
    });
    expect(created.ok()).toBe(true);
    const { doc } = (await created.json()) as { doc: { id: number; articleId: number; datePublished?: string | null } };
    // Not dated yet: the date is the one it goes live at.
    expect(doc.datePublished ?? null).toBeNull();
    const path = `${channel.path}/neue-parkzonen-ab-dezember-${doc.articleId}`;

    await signInToAdmin(page);
    await page.goto(`/admin/collections/articles/${doc.id}`);
    // The page's own date field has a picker in German, 24-hour times.
    await page.locator('#field-datePublished input').click();
    await admin(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expect(page.locator('.react-datepicker-time__header')).toHaveText('Uhrzeit');
    await expect(page.locator('.react-datepicker__time-list-item').filter({ hasText: /^13:00$/ })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.react-datepicker')).toHaveCount(0);
    const dialog = await openScheduling(page);
    const publishAt = nextMinuteAfter(30_000);
    await schedule(dialog, 'Veröffentlichen', publishAt);
    const unpublishAt = new Date(publishAt.getTime() + 60_000);
    await schedule(dialog, 'Veröffentlichung aufheben', unpublishAt);

    // The article list shows both, in Vienna's time.
    await page.goto('/admin/collections/articles');
    const planned = page.getByRole('region', { name: 'Geplant' });
    await admin(planned.getByRole('row').filter({ hasText: title })).toHaveCount(2);
    await expect(planned.getByRole('row').filter({ hasText: title }).first()).toContainText('Veröffentlichen');

    // A visitor, not signed in.
    const visitorContext = await browser.newContext({ baseURL, locale: 'de-AT' });
    const visitor = await visitorContext.newPage();

    // Before its time: not there, and not in its channel's list.
    expect(Date.now()).toBeLessThan(publishAt.getTime());
    expect(await statusOf(visitor, path)).toBe(404);
    await visitor.goto(channel.path);
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

    await expect.poll(() => statusOf(visitor, path), { timeout: publishAt.getTime() + WITHIN_MS - Date.now(), intervals: [1_000] }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    // Dated when it went live (by the scheduler), not when its draft was begun.
    const stored = (await (await request.get(`/api/articles/${doc.id}?depth=0`, { headers: auth })).json()) as { datePublished: string };
    expect(Date.parse(stored.datePublished)).toBeGreaterThanOrEqual(publishAt.getTime());
    await expect(visitor.locator('main').getByText(formatGermanDate(stored.datePublished) ?? 'kein Datum', { exact: true })).toBeVisible();
    await visitor.goto(channel.path);
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    const sitemap = async () => (await visitor.request.get('/sitemap.xml')).text();
    expect(await sitemap()).toContain(`${path}</loc>`);

    await expect.poll(() => statusOf(visitor, path), { timeout: unpublishAt.getTime() + WITHIN_MS - Date.now(), intervals: [1_000] }).toBe(404);
    expect(Date.now()).toBeGreaterThanOrEqual(unpublishAt.getTime());
    await visitor.goto(channel.path);
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    expect(await sitemap()).not.toContain(`${path}</loc>`);
    await visitorContext.close();

    // Done: nothing is planned any more.
    await page.goto('/admin/collections/articles');
    await admin(page.getByRole('heading', { name: 'Artikel', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Geplant' })).toHaveCount(0);
  });

  test('a planned change can be taken back from the list, and a deleted article takes its planned changes along', async ({ page, request }) => {
    test.setTimeout(180_000);
    const token = await signIn(request);
    const channel = await createChannel(request, { title: 'Planlisten', token });
    const stamp = Date.now();
    const taken = await createArticle(request, { channel: channel.id, title: `Wird zurückgenommen ${stamp}`, status: 'draft', token });
    const deleted = await createArticle(request, { channel: channel.id, title: `Wird gelöscht ${stamp}`, status: 'draft', token });
    const at = nextMinuteAfter(24 * 3_600_000);
    await signInToAdmin(page);
    for (const article of [taken, deleted]) {
      await page.goto(`/admin/collections/articles/${article.id}`);
      await schedule(await openScheduling(page), 'Veröffentlichen', at);
    }
    await page.goto('/admin/collections/articles');
    const planned = page.getByRole('region', { name: 'Geplant' });
    const rowOf = (title: string) => planned.getByRole('row').filter({ hasText: title });
    await admin(rowOf(taken.title)).toHaveCount(1);
    await expect(rowOf(deleted.title)).toHaveCount(1);

    // Deleted: its planned change leaves the list (its link led to "keinen Zugriff") and the queue.
    const gone = await request.delete(`/api/articles/${deleted.id}`, { headers: { Authorization: `JWT ${token}` } });
    expect(gone.ok(), await gone.text()).toBe(true);
    await page.reload();
    await admin(rowOf(taken.title)).toHaveCount(1);
    await expect(rowOf(deleted.title)).toHaveCount(0);
    await expect(planned.getByRole('link', { name: `#${deleted.id}`, exact: true })).toHaveCount(0);

    // Taken back from the list, without opening the article.
    // Named with the time as the list shows it (with the weekday: "Mi., 02.12.2026, 07:00").
    const cancel = rowOf(taken.title).getByRole('button', { name: new RegExp(`^Veröffentlichen von „${taken.title}“ am .*${shownVienna(at)} entfernen$`) });
    // Pressed again only while the button is still there (a press before its code has loaded does nothing).
    await pressUntil(
      cancel,
      () => expect(rowOf(taken.title)).toHaveCount(0, { timeout: 5_000 }),
      async () => {
        if ((await cancel.count()) > 0) await cancel.click();
      },
    );
    await page.goto(`/admin/collections/articles/${taken.id}`);
    await admin((await openScheduling(page)).getByText('Keine bevorstehenden Ereignisse geplant.')).toBeVisible();
  });
});
