import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';

import { admin, signInToAdmin, tokenOf } from './cms';
import { createArticle, createChannel } from './content';
import { DEMO, expect, test } from './fixtures';

interface Entry {
  id: number;
  action: string;
  actorLabel: string;
  summary: string;
  documentId: string | null;
  changedFields: string[] | null;
}

async function entriesOf(request: APIRequestContext, token: string, documentId: number): Promise<Entry[]> {
  const response = await request.get(`/api/audit-log?where[documentId][equals]=${documentId}&sort=createdAt&depth=0&limit=50`, { headers: { Authorization: `JWT ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { docs: Entry[] }).docs;
}

test.describe('the record of who changed what', () => {
  test('names the editor of each save; an administrator can read and export it, and change or delete nothing of it, by REST or GraphQL', async ({ request, baseURL }) => {
    const editorToken = await tokenOf(baseURL, DEMO.editor);
    const adminToken = await tokenOf(baseURL, DEMO.admin);
    const channel = await createChannel(request, { title: 'Protokollprobe', token: editorToken });
    const article = await createArticle(request, { channel: channel.id, title: 'Protokoll: Sperre am Arlberg', status: 'draft', token: editorToken });
    const patched = await request.patch(`/api/articles/${article.id}`, { headers: { Authorization: `JWT ${editorToken}` }, data: { title: 'Protokoll: Sperre am Arlberg aufgehoben', _status: 'published' } });
    expect(patched.ok()).toBe(true);

    const entries = await entriesOf(request, adminToken, article.id);
    expect(entries.map(({ action }) => action)).toEqual(['create', 'publish']);
    expect(entries[1]).toMatchObject({ actorLabel: expect.stringContaining(DEMO.editor.email), summary: 'Artikel „Protokoll: Sperre am Arlberg aufgehoben“', changedFields: expect.arrayContaining(['Titel']) });

    // Editors do not read it.
    expect((await request.get('/api/audit-log', { headers: { Authorization: `JWT ${editorToken}` } })).status()).toBe(403);
    // Nobody changes or deletes an entry, nor makes one up.
    const entry = entries[1];
    if (!entry) throw new Error('no entry');
    const asAdmin = { Authorization: `JWT ${adminToken}` };
    expect((await request.patch(`/api/audit-log/${entry.id}`, { headers: asAdmin, data: { summary: 'geschönt' } })).status()).toBe(403);
    expect((await request.delete(`/api/audit-log/${entry.id}`, { headers: asAdmin })).status()).toBe(403);
    expect((await request.delete(`/api/audit-log?where[id][equals]=${entry.id}`, { headers: asAdmin })).status()).toBe(403);
    expect((await request.post('/api/audit-log', { headers: asAdmin, data: { action: 'login', actorLabel: 'x', entity: 'users', summary: 'erfunden' } })).status()).toBe(403);
    for (const mutation of [`mutation { updateAuditLog(id: ${entry.id}, data: { summary: "geschönt" }) { id } }`, `mutation { deleteAuditLog(id: ${entry.id}) { id } }`]) {
      const answer = await request.post('/api/graphql', { headers: asAdmin, data: { query: mutation } });
      const { data, errors } = (await answer.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
      expect(errors?.length ?? 0, mutation).toBeGreaterThan(0);
      expect(Object.values(data ?? {}).filter(Boolean)).toEqual([]);
    }
    expect((await entriesOf(request, adminToken, article.id))[1]).toMatchObject({ id: entry.id, summary: entry.summary });

    // The export holds it, in CSV and JSON.
    const csv = await request.get('/api/audit-log/export?format=csv', { headers: asAdmin });
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="protokoll-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await csv.text()).toContain('Artikel „Protokoll: Sperre am Arlberg aufgehoben“');
    const json = (await (await request.get('/api/audit-log/export?format=json', { headers: asAdmin })).json()) as { summary: string; action: string }[];
    expect(json).toContainEqual(expect.objectContaining({ action: 'publish', summary: 'Artikel „Protokoll: Sperre am Arlberg aufgehoben“' }));
    expect((await request.get('/api/audit-log/export?format=csv', { headers: { Authorization: `JWT ${editorToken}` } })).status()).toBe(403);
  });

  test('records a failed sign-in with the address tried', async ({ request, baseURL }) => {
    const address = `niemand-${Date.now()}@mobilclub.example`;
    const api = await playwrightRequest.newContext({ baseURL });
    expect((await api.post('/api/users/login', { data: { email: address, password: 'falsches-passwort-123' } })).status()).toBe(401);
    await api.dispose();
    const adminToken = await tokenOf(baseURL, DEMO.admin);
    const found = await request.get(`/api/audit-log?where[action][equals]=login-failed&where[summary][contains]=${encodeURIComponent(address)}&depth=0`, { headers: { Authorization: `JWT ${adminToken}` } });
    expect(((await found.json()) as { docs: Entry[] }).docs).toEqual([expect.objectContaining({ actorLabel: 'Nicht angemeldet', summary: `Anmeldung mit ${address} fehlgeschlagen` })]);
  });

  test('an administrator reads it in the admin, in German, with its export', async ({ page }) => {
    await signInToAdmin(page, DEMO.admin);
    await page.goto('/admin/collections/audit-log');
    await admin(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Protokoll exportieren (CSV)' })).toHaveAttribute('href', '/api/audit-log/export?format=csv');
    await expect(page.getByRole('button', { name: /Neu erstellen|Erstellen/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Wer' })).toBeVisible();
  });
});
