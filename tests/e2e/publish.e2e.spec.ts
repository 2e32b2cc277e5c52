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
