import type { APIRequestContext, Browser, Page } from '@playwright/test';

import { admin, signIn, signInToAdmin, tokenOf } from './cms';
import { channelId, createArticle } from './content';
import { DEMO, expect, test } from './fixtures';
import { waitForMail } from './outbox';

/**
 * The editorial team's roles and review before publishing, as each person meets them in the
 * admin, and the API refusing what the admin does not offer (docs/editors.md).
 */

type Account = { email: string; password: string };

/** A browser of its own for `account`, signed in to the admin. */
async function adminAs(browser: Browser, baseURL: string | undefined, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-AT' });
  const page = await context.newPage();
  await signInToAdmin(page, account);
  return page;
}

const bearer = (token: string) => ({ Authorization: `JWT ${token}` });

/** A fresh published article of the Chefredaktion in the seeded channel `slug`. */
async function articleIn(request: APIRequestContext, slug: string, title: string) {
  const token = await signIn(request);
  return createArticle(request, {
    channel: await channelId(request, slug, token),
    title,
    token,
  });
}

async function publishByApi(request: APIRequestContext, token: string, id: number, title: string) {
  return request.patch(`/api/articles/${id}`, {
    headers: bearer(token),
    data: { title, _status: 'published' },
  });
}

async function publishByGraphql(request: APIRequestContext, token: string, id: number) {
  const answer = await request.post('/api/graphql', {
    headers: bearer(token),
    data: {
      query: `mutation { updateArticle(id: ${id}, data: { _status: published }) { id _status } }`,
    },
  });
  return (await answer.json()) as {
    data?: { updateArticle?: unknown } | null;
    errors?: { message: string }[];
  };
}

async function editTitle(page: Page, title: string) {
  const field = page.getByRole('textbox', { name: 'Titel *', exact: true });
  await admin(field).toBeVisible();
  await field.fill(title);
}

/** The live page's heading, as a visitor sees it. */
async function liveHeading(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, {
    headers: { 'Cache-Control': 'no-cache' },
  });
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(await response.text())?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  );
}

const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Freigabe' });

/**
 * Opens a page in the admin as the next person: Payload locks a page while someone has it open,
 * and a browser that left by a full navigation may still hold the lock. The next person then
 * takes it over ("Übernehmen"), as an editor would.
 */
async function openAs(page: Page, request: APIRequestContext, account: Account, id: number) {
  await page.goto(`/admin/collections/articles/${id}`);
  const me = ((await (await request.get('/api/users/me', { headers: bearer(await signIn(request, account)) })).json()) as { user: { id: number } }).user.id;
  const locks = await request.get(`/api/payload-locked-documents?where[document.value][equals]=${id}&depth=0`, { headers: bearer(await signIn(request)) });
  const held = ((await locks.json()) as { docs?: { user?: { value?: unknown } }[] }).docs ?? [];
  if (held.some((lock) => lock.user?.value !== me)) {
    const takeOver = page.getByRole('button', { name: 'Übernehmen' });
    await admin(takeOver).toBeVisible();
    await takeOver.click();
    await admin(takeOver).toBeHidden();
  }
  // Editable once the admin has the page (a taken-over page is drawn anew).
  await admin(page.getByRole('textbox', { name: 'Titel *', exact: true })).toBeEditable();
  await admin(reviewPanel(page)).toBeVisible();
}


test.describe('roles per section and review before publishing', () => {
  test('an author writes a draft and submits it, but publishes nothing: the admin offers no publish, REST and GraphQL answer 403', async ({ browser, baseURL, request }) => {
    const article = await articleIn(request, 'verkehr', 'Rollenprobe Autor');
    const page = await adminAs(browser, baseURL, DEMO.author);
    await page.goto(`/admin/collections/articles/${article.id}`);
    await editTitle(page, 'Rollenprobe Autor, überarbeitet');
    await admin(page.getByRole('button', { name: 'Zur Freigabe einreichen' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Änderungen veröffentlichen' })).toHaveCount(0);

    const token = await tokenOf(baseURL, DEMO.author);
    const refused = await publishByApi(request, token, article.id, 'Rollenprobe Autor, selbst veröffentlicht');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe('Als Autor/in veröffentlichen Sie nicht selbst: Reichen Sie den Entwurf zur Freigabe ein.');
    const graphql = await publishByGraphql(request, token, article.id);
    expect(graphql.errors?.[0]?.message).toContain('Autor/in');
    expect(graphql.data?.updateArticle ?? null).toBeNull();
    expect(
      (
        await request.delete(`/api/articles/${article.id}`, {
          headers: bearer(token),
        })
      ).status(),
    ).toBe(403);
    expect(await liveHeading(request, article.path)).toBe('Rollenprobe Autor');
    await page.context().close();
  });

  test('a section editor publishes in their channel and not in another', async ({ browser, baseURL, request }) => {
    const own = await articleIn(request, 'verkehr', 'Rollenprobe Verkehr');
    const other = await articleIn(request, 'e-mobilitaet', 'Rollenprobe E-Mobilität');
    const page = await adminAs(browser, baseURL, DEMO.sectionEditor);

    await page.goto(`/admin/collections/articles/${own.id}`);
    await editTitle(page, 'Rollenprobe Verkehr, von der Rubrik veröffentlicht');
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    await admin(page.getByRole('region', { name: /Notifications/ }).getByText('Veröffentlicht.', { exact: true })).toBeVisible();
    await expect.poll(() => liveHeading(request, own.path), { timeout: 15_000 }).toBe('Rollenprobe Verkehr, von der Rubrik veröffentlicht');

    await page.goto(`/admin/collections/articles/${other.id}`);
    await editTitle(page, 'Rollenprobe E-Mobilität, fremd');
    await admin(page.getByRole('button', { name: 'Zur Freigabe einreichen' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Änderungen veröffentlichen' })).toHaveCount(0);
    const refused = await publishByApi(request, await tokenOf(baseURL, DEMO.sectionEditor), other.id, 'Rollenprobe E-Mobilität, fremd');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('Artikel der Rubrik „E-Mobilität“');
    expect(await liveHeading(request, other.path)).toBe('Rollenprobe E-Mobilität');
    await page.context().close();
  });

  test('a submission reaches the reviewer’s queue and mail, goes back with a comment, is resubmitted and published by the reviewer; the author cannot approve it', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Two people's walk through the admin, with three mails through the queue (looked at every 5 s):
    // more than the 30 s of a single page's test on a busy machine.
    test.setTimeout(120_000);
    // A title of this run's own: a retry finds its own mails, not those of the try before.
    const stamp = Date.now().toString(36);
    const article = await articleIn(request, 'verkehr', `Freigabeprobe ${stamp}`);
    const first = `Freigabeprobe ${stamp}: Tempo 100 auf der A1`;
    const author = await adminAs(browser, baseURL, DEMO.author);
    await author.goto(`/admin/collections/articles/${article.id}`);
    await editTitle(author, first);
    await author.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
    const drawer = author.getByRole('dialog', {
      name: 'Zur Freigabe einreichen',
    });
    await drawer.getByRole('textbox', { name: /Hinweis für die Freigabe/ }).fill('Bitte die Tempolimits prüfen.');
    await drawer.getByRole('button', { name: 'Einreichen' }).click();
    await admin(author.getByRole('button', { name: 'Wartet auf Freigabe' })).toBeDisabled();
    await admin(reviewPanel(author).getByText('Wartet auf Freigabe')).toBeVisible();
    // Their own: no "Zurückgeben", and the API refuses it too.
    await expect(reviewPanel(author).getByRole('button', { name: 'Zurückgeben' })).toHaveCount(0);
    const authorToken = await tokenOf(baseURL, DEMO.author);
    const submissions = await request.get(`/api/review-requests?where[document.value][equals]=${article.id}&where[status][equals]=waiting&depth=0`, { headers: bearer(authorToken) });
    const submission = ((await submissions.json()) as { docs: { id: number }[] }).docs[0];
    if (!submission) throw new Error('no waiting submission');
    expect(
      (
        await request.patch(`/api/review-requests/${submission.id}`, {
          headers: bearer(authorToken),
          data: { status: 'returned', comment: 'selbst' },
        })
      ).status(),
    ).toBe(403);
    expect((await publishByApi(request, authorToken, article.id, first)).status()).toBe(403);
    // Done with it: the author leaves the page (Payload locks a page while someone has it open).
    await author.goto('/admin');

    const invitation = await waitForMail(DEMO.sectionEditor.email, `Zur Freigabe: „${first}“`);
    expect(invitation.text).toContain('Bitte die Tempolimits prüfen.');
    expect(invitation.text).toContain(`/admin/collections/articles/${article.id}`);

    const reviewer = await adminAs(browser, baseURL, DEMO.sectionEditor);
    const queue = reviewer.getByRole('region', { name: 'Wartet auf Freigabe' });
    await admin(queue.getByRole('link', { name: first })).toBeVisible();
    // The queue's link leads to the page.
    await expect(queue.getByRole('link', { name: first })).toHaveAttribute('href', `/admin/collections/articles/${article.id}`);
    await openAs(reviewer, request, DEMO.sectionEditor, article.id);
    const changes = reviewPanel(reviewer).getByRole('link', {
      name: 'Änderungen ansehen',
    });
    await admin(changes).toHaveAttribute('href', new RegExp(`/admin/collections/articles/${article.id}/versions/\\d+\\?versionFrom=\\d+`));
    const comment = reviewPanel(reviewer).getByRole('textbox', { name: /^Kommentar für/ });
    await comment.fill('Auf der A1 gilt hier Tempo 130.');
    await expect(comment).toHaveValue('Auf der A1 gilt hier Tempo 130.');
    await reviewPanel(reviewer).getByRole('button', { name: 'Zurückgeben' }).click();
    await admin(reviewPanel(reviewer).getByText('Zurückgegeben', { exact: true })).toBeVisible();
    await reviewer.goto('/admin');

    const returned = await waitForMail(DEMO.author.email, `Zurückgegeben: „${first}“`);
    expect(returned.text).toContain('Auf der A1 gilt hier Tempo 130.');
    await openAs(author, request, DEMO.author, article.id);
    await admin(reviewPanel(author).getByText('Auf der A1 gilt hier Tempo 130.')).toBeVisible();
    const second = `Freigabeprobe ${stamp}: Tempo 130 auf der A1`;
    await editTitle(author, second);
    await author.getByRole('button', { name: 'Zur Freigabe einreichen' }).click();
    await author.getByRole('dialog', { name: 'Zur Freigabe einreichen' }).getByRole('button', { name: 'Einreichen' }).click();
    await admin(author.getByRole('button', { name: 'Wartet auf Freigabe' })).toBeDisabled();
    await author.goto('/admin');

    await openAs(reviewer, request, DEMO.sectionEditor, article.id);
    await admin(reviewPanel(reviewer).getByText('Wartet auf Freigabe')).toBeVisible();
    await admin(reviewer.getByRole('textbox', { name: 'Titel *', exact: true })).toHaveValue(second);
    await reviewer.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    await admin(reviewer.getByRole('region', { name: /Notifications/ }).getByText('Veröffentlicht.', { exact: true })).toBeVisible();
    await expect.poll(() => liveHeading(request, article.path), { timeout: 15_000 }).toBe(second);
    await waitForMail(DEMO.author.email, `Veröffentlicht: „${second}“`);
    await reviewer.reload();
    await admin(reviewPanel(reviewer).getByText('Veröffentlicht', { exact: true })).toBeVisible();
    await author.context().close();
    await reviewer.context().close();
  });

  test('the Chefredaktion publishes directly, also in a section that needs review', async ({ browser, baseURL, request }) => {
    const article = await articleIn(request, 'reisen', 'Rollenprobe Chefredaktion');
    const page = await adminAs(browser, baseURL, DEMO.editor);
    await page.goto(`/admin/collections/articles/${article.id}`);
    await editTitle(page, 'Rollenprobe Chefredaktion, direkt');
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    await admin(page.getByRole('region', { name: /Notifications/ }).getByText('Veröffentlicht.', { exact: true })).toBeVisible();
    await expect.poll(() => liveHeading(request, article.path), { timeout: 15_000 }).toBe('Rollenprobe Chefredaktion, direkt');
    await page.context().close();
  });
});

test.describe('links that cannot break unseen', () => {
  test('publishing a teaser that links to a missing page is refused with the reason in German under the field', async ({ browser, baseURL, request }) => {
    const token = await signIn(request);
    const stamp = Date.now().toString(36);
    const created = await request.post('/api/articles?draft=true', {
      headers: bearer(token),
      data: {
        title: `Linkprobe ${stamp}`,
        slug: `linkprobe-${stamp}`,
        channel: await channelId(request, 'verkehr', token),
        leadText: 'Ein Artikel mit einem Link ins Leere.',
        blocks: [{ blockType: 'teaser', title: 'Mehr dazu', link: '/verkehr/gibt-es-nicht' }],
        _status: 'draft',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { doc } = (await created.json()) as { doc: { id: number } };
    const page = await adminAs(browser, baseURL, DEMO.editor);
    await page.goto(`/admin/collections/articles/${doc.id}`);
    await admin(page.getByRole('textbox', { name: 'Titel *', exact: true })).toHaveValue(`Linkprobe ${stamp}`);
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    const reason = 'Die Seite /verkehr/gibt-es-nicht gibt es nicht oder sie ist nicht veröffentlicht. Verlinken Sie eine veröffentlichte Seite, oder veröffentlichen Sie diese zuerst.';
    // Under the teaser's Link field (Payload names its field hints by class only).
    const hint = page.locator('#blocks-row-0 .field-error').filter({ hasText: reason });
    await hint.scrollIntoViewIfNeeded();
    await admin(hint).toBeVisible();
    const live = await request.get(`/api/articles/${doc.id}?depth=0`, { headers: bearer(token) });
    expect(((await live.json()) as { _status: string })._status).toBe('draft');
    await page.context().close();
  });

  test('a picture shows where it is used, and deleting it while used names those pages and asks again', async ({ browser, baseURL, request }) => {
    const token = await signIn(request);
    const media = await request.get('/api/media?where[filename][equals]=winterreifen.jpg&depth=0', { headers: bearer(token) });
    const picture = ((await media.json()) as { docs: { id: number }[] }).docs[0];
    if (!picture) throw new Error('no seeded picture winterreifen.jpg');
    const page = await adminAs(browser, baseURL, DEMO.editor);
    await page.goto(`/admin/collections/media/${picture.id}`);
    const usedIn = page.getByRole('region', { name: 'Verwendet in' });
    await admin(usedIn.getByRole('link', { name: DEMO.article.title })).toBeVisible();
    await usedIn.getByText('Trotzdem löschen …').click();
    await expect(usedIn.getByRole('button', { name: 'Trotzdem löschen' })).toBeVisible();

    const refused = await request.delete(`/api/media/${picture.id}`, { headers: bearer(token) });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain(`„${DEMO.article.title}“`);
    expect((await request.get(`/api/media/${picture.id}?depth=0`, { headers: bearer(token) })).status()).toBe(200);
    await page.context().close();
  });
});
