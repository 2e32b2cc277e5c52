import { findArticle, signIn } from './cms';
import { DEMO, expect, test } from './fixtures';

test.describe('publishing through the CMS', () => {
  test('a published change is visible within seconds, a draft never', async ({ page, request }) => {
    const token = await signIn(request);
    const auth = { Authorization: `JWT ${token}` };
    const article = await findArticle(request, token, DEMO.article.id);

    // Warm the cache, so the change has to come through revalidation.
    await page.goto(DEMO.article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.article.title);

    const published = 'Winterreifenpflicht 2026: Das gilt jetzt';
    const publish = await request.patch(`/api/articles/${article.id}`, { headers: auth, data: { title: published, _status: 'published' } });
    expect(publish.ok()).toBe(true);

    await expect(async () => {
      await page.goto(DEMO.article.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published, { timeout: 500 });
    }).toPass({ timeout: 10_000 });

    // Pages whose teasers show the article change with it.
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: published })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });

    const draft = 'Entwurf: noch nicht freigegeben';
    const saveDraft = await request.patch(`/api/articles/${article.id}?draft=true`, { headers: auth, data: { title: draft, _status: 'draft' } });
    expect(saveDraft.ok()).toBe(true);
    await page.waitForTimeout(1500);
    await page.goto(DEMO.article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(page.getByText(draft)).toHaveCount(0);
  });

  test('a new article saved only as a draft stays invisible', async ({ page, request }) => {
    const token = await signIn(request);
    const auth = { Authorization: `JWT ${token}` };
    const channels = await request.get('/api/channels?where[slug][equals]=verkehr&depth=0', { headers: auth });
    const channelId = ((await channels.json()) as { docs: { id: number }[] }).docs[0]?.id;

    const created = await request.post('/api/articles?draft=true', {
      headers: auth,
      data: { title: 'Geheimer Entwurf', slug: 'geheimer-entwurf', channel: channelId, leadText: 'Noch nicht fertig.', _status: 'draft' },
    });
    expect(created.ok()).toBe(true);
    const { doc } = (await created.json()) as { doc: { articleId: number } };
    expect(doc.articleId).toBeGreaterThanOrEqual(10000);

    expect((await page.goto(`/verkehr/geheimer-entwurf-${doc.articleId}`))?.status()).toBe(404);
    expect((await page.goto(`/article/${doc.articleId}`))?.status()).toBe(404);
    await page.goto('/verkehr');
    await expect(page.getByText('Geheimer Entwurf')).toHaveCount(0);
  });
});

test.describe('options editors set reach the page', () => {
  test('a gallery that plays by itself without arrows, a product members already have, a membership with its date', async ({ page, request }) => {
    const token = await signIn(request);
    const auth = { Authorization: `JWT ${token}` };
    const channels = await request.get('/api/channels?where[slug][equals]=verkehr&depth=0', { headers: auth });
    const channelId = ((await channels.json()) as { docs: { id: number }[] }).docs[0]?.id;
    const media = ((await (await request.get('/api/media?limit=3&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id);
    expect(media).toHaveLength(3);

    const created = await request.post('/api/articles', {
      headers: auth,
      data: {
        title: `Nur für Mitglieder ${Date.now()}`,
        slug: `nur-fuer-mitglieder-${Date.now()}`,
        channel: channelId,
        leadText: 'Was Mitglieder mit Schutzbrief wissen sollten.',
        _status: 'published',
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
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { doc } = (await created.json()) as { doc: { path: string } };

    await page.goto(doc.path);
    const gallery = page.getByRole('region', { name: 'Bilder aus dem Training' });
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
