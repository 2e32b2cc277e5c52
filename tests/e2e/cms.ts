import path from 'node:path';

import { type Client, createClient } from '@libsql/client';
import { type APIRequestContext, type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { type DocumentNode, print } from 'graphql';

import { DEMO, expect } from './fixtures';

/**
 * Posts one of the site's own GraphQL documents (src/gql/graphql.ts) as its text: what a visitor
 * may run on the CMS's endpoint.
 */
export function postSiteOperation(request: APIRequestContext, document: DocumentNode, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  return request.post('/api/graphql', { data: { query: print(document), variables }, headers });
}

/** Signs the demo editor (or `account`) in through the REST API; the token authorises further requests. */
export async function signIn(request: APIRequestContext, account: { email: string; password: string } = DEMO.editor): Promise<string> {
  const response = await request.post('/api/users/login', { data: account });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** A JWT of `account`, from a request context of its own (no cookie left in the test's). */
export async function tokenOf(baseURL: string | undefined, account: { email: string; password: string }): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    return await signIn(api, account);
  } finally {
    await api.dispose();
  }
}

export async function findArticle(request: APIRequestContext, token: string, articleId: number) {
  const response = await request.get(`/api/articles?where[articleId][equals]=${articleId}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  });
  const { docs } = (await response.json()) as { docs: { id: number; title: string }[] };
  const doc = docs[0];
  if (!doc) throw new Error(`article ${articleId} not found`);
  return doc;
}

/** The admin is slow on two cores: its drawers and server round trips take longer than expect's default 5 s. */
export const admin = expect.configure({ timeout: 20_000 });

/**
 * Types `text` into one of the admin's rich-text fields and waits until the field shows it. A
 * block's editor that was just added can drop the first keystrokes (it is still being set up:
 * ci95 lost a whole paragraph, the placeholder still showing), so what is missing is typed again
 * over a selection of everything, never appended twice.
 */
export async function typeRichText(editor: Locator, text: string): Promise<void> {
  await expect(async () => {
    await editor.click();
    await editor.press('ControlOrMeta+a');
    await editor.pressSequentially(text);
    await expect(editor).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Signs the demo editor (or `user`) in through the admin's login form, as an editor does. */
export async function signInToAdmin(page: Page, user: { email: string; password: string } = DEMO.editor): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Passwort' }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await admin(page).toHaveURL(/\/admin$/);
}

/**
 * The main e2e server's SQLite database, for a test that writes past the CMS (as a script or an
 * import might). It waits up to 5 s for the server's own reads and writes (the job runner looks
 * every 5 s) instead of failing at once with SQLITE_BUSY, as it once did in CI.
 */
export async function openSiteDatabase(): Promise<Client> {
  const db = createClient({ url: `file:${path.resolve('.data/e2e/cms.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
  return db;
}
