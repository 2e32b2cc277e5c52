import type { APIRequestContext } from '@playwright/test';

import { DEMO, expect } from './fixtures';

/** Signs the demo editor in through the REST API; the token authorises further requests. */
export async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: DEMO.editor });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return token;
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
