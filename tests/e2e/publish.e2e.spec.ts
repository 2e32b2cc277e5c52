import { signIn } from './cms';
import { channelId, createArticle, createChannel } from './content';
import { expect, test } from './fixtures';

test.describe('publishing through the CMS', () => {
  test('a published change is visible within seconds, a draft never', async ({ page, request }) => {
    const token = await signIn(request);
    const auth = { Authorization: `JWT ${token}` };
    const channel = await createChannel(request, { title: 'Winterthemen', token });
    const article = await createArticle(request, { channel: channel.id, title: 'Schneeketten: Fristen und Pflicht', token });

    // Warm the cache, so the change has to come through revalidation.
    await page.goto(article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

    const published = 'Schneeketten 2026: Das gilt jetzt';
    const publish = await request.patch(`/api/articles/${article.id}`, { headers: auth, data: { title: published, _status: 'published' } });
    expect(publish.ok()).toBe(true);

    await expect(async () => {
      await page.goto(article.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published, { timeout: 500 });
    }).toPass({ timeout: 10_000 });

    // Pages whose teasers show the article change with it.
    await expect(async () => {
      await page.goto(channel.path);
      await expect(page.getByRole('link', { name: published })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });

    const draft = 'Entwurf: noch nicht freigegeben';
    const saveDraft = await request.patch(`/api/articles/${article.id}?draft=true`, { headers: auth, data: { title: draft, _status: 'draft' } });
    expect(saveDraft.ok()).toBe(true);
    // The channel's new name, published after the draft, shows on the article once its page is
    // rendered anew after both saves: still the published text, no draft.
    const renamed = await request.patch(`/api/channels/${channel.id}`, { headers: auth, data: { title: 'Winterthemen 2026', _status: 'published' } });
    expect(renamed.ok()).toBe(true);
    await expect(async () => {
      await page.goto(article.path);
      await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByText('Winterthemen 2026')).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(page.getByText(draft)).toHaveCount(0);
  });

  // How soon (the aim is 2 s) is measured by `npm run bench` (publish to live), on a quiet machine.
  test('a published article and its changes are visible to visitors', async ({ request }) => {
    const token = await signIn(request);
    const auth = { Authorization: `JWT ${token}` };
    const channel = await createChannel(request, { title: 'Kurzparkzonen', token });
    const article = await createArticle(request, { channel: channel.id, title: 'Parkpickerl: Neue Zonen', status: 'draft', token });
    expect((await request.get(article.path)).status()).toBe(404);

    const shownAfter = async (change: () => Promise<unknown>, shown: () => Promise<boolean>) => {
      await change();
      await expect.poll(shown, { timeout: 10_000, intervals: [100] }).toBe(true);
    };
    // First published: the 404 a visitor got before is not what the next one gets.
    await shownAfter(
      async () => expect((await request.patch(`/api/articles/${article.id}`, { headers: auth, data: { _status: 'published' } })).ok()).toBe(true),
      async () => (await request.get(article.path)).status() === 200,
    );
    // A change to the page now in the cache.
    const title = 'Parkpickerl: Neue Zonen ab März';
    await shownAfter(
      async () => expect((await request.patch(`/api/articles/${article.id}`, { headers: auth, data: { title, _status: 'published' } })).ok()).toBe(true),
      async () => (await (await request.get(article.path)).text()).includes(title),
    );
  });

  test('a new article saved only as a draft stays invisible', async ({ page, request }) => {
    const verkehr = await channelId(request, 'verkehr');
    const draft = await createArticle(request, { channel: verkehr, title: 'Geheimer Entwurf', leadText: 'Noch nicht fertig.', status: 'draft' });
    expect(draft.articleId).toBeGreaterThanOrEqual(10000);

    expect((await page.goto(draft.path))?.status()).toBe(404);
    expect((await page.goto(`/article/${draft.articleId}`))?.status()).toBe(404);
    await page.goto('/verkehr');
    await expect(page.getByText('Geheimer Entwurf')).toHaveCount(0);
  });
});

test.describe('options editors set reach the page', () => {
  test('a gallery that plays by itself without arrows, a product members already have, a membership with its date', async ({ page, request }) => {
    const token = await signIn(request);
    const media = ((await (await request.get('/api/media?limit=3&depth=0', { headers: { Authorization: `JWT ${token}` } })).json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id);
    expect(media).toHaveLength(3);
    const channel = await createChannel(request, { title: 'Mitgliederthemen', token });
    const doc = await createArticle(request, {
      channel: channel.id,
      title: 'Nur für Mitglieder',
      leadText: 'Was Mitglieder mit Schutzbrief wissen sollten.',
      token,
      blocks: [
        {
          blockType: 'thumbnailCarousel',
          label: 'Bilder aus dem Training',
          items: media.map((image, index) => ({ image, caption: `Station ${index + 1}` })),
          settings: { autoplay: true, navigation: false },
        },
        {
          blockType: 'productTeasers',
          products: [{ title: 'Schutzbrief Europa', level: 'CAR', productLink: '/mitgliedschaft', userHasProduct: true }],
        },
        { blockType: 'membershipTeaser', title: 'Mitgliedschaft Auto', level: 'CAR', productLink: '/mitgliedschaft', datePublished: '2027-01-01T08:00:00.000Z' },
      ],
    });

    await page.goto(doc.path);
    const gallery = page.getByRole('region', { name: 'Bilder aus dem Training' });
    // Its code loads as it nears the viewport.
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' })).toBeVisible();
    await expect(gallery.getByRole('button', { name: /Folie$/ })).toHaveCount(0);
    // Every 3 seconds the next picture, its thumbnail marked.
    await expect(gallery.getByRole('button', { name: 'Bild 1: Station 1' })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('button', { name: 'Bild 2: Station 2' })).toHaveAttribute('aria-current', 'true', { timeout: 6_000 });
    await gallery.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' }).click();
    await expect(gallery.getByRole('button', { name: 'Automatisches Weiterblättern starten' })).toBeVisible();

    // The innermost article: the page itself is one too.
    const product = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Schutzbrief Europa' }) }).last();
    await expect(product.getByText('Schutz aktiv')).toBeVisible();
    await expect(product.getByRole('link', { name: /Wählen/ })).toHaveCount(0);
    const membership = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Mitgliedschaft Auto' }) }).last();
    await expect(membership.getByText('Stand: 1. Jänner 2027')).toBeVisible();
    await expect(membership.getByRole('link', { name: 'Wählen: Mitgliedschaft Auto' })).toBeVisible();
  });
});
