import type { APIRequestContext } from '@playwright/test';

import { signIn } from './cms';
import { expect } from './fixtures';

/**
 * Content a test creates for itself through the CMS's REST API, so that it can change, publish
 * and break it without touching the seeded demo other specs read (they run alongside, in two
 * workers). Slugs (and channel titles) carry a stamp unique to the run. Titles keep clear of
 * the words the search spec looks for (Vignette, Maut, Reifen, Panorama, …): its first hits are
 * seeded pages.
 */

type Block = Record<string, unknown> & { blockType: string };

export interface CreatedChannel {
  id: number;
  title: string;
  path: string;
}

export interface CreatedArticle {
  id: number;
  articleId: number;
  title: string;
  path: string;
}

let counter = 0;
/** A stamp no other test of this run (in either worker) uses: time, process and a counter. */
export function uniqueStamp(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

const bearer = (token: string) => ({ Authorization: `JWT ${token}` });

/** The id of a seeded channel by its slug (to place a test's article under, never to change it). */
export async function channelId(request: APIRequestContext, slug: string, token?: string): Promise<number> {
  const response = await request.get(`/api/channels?where[slug][equals]=${slug}&depth=0`, { headers: bearer(token ?? (await signIn(request))) });
  const id = ((await response.json()) as { docs: { id: number }[] }).docs[0]?.id;
  if (id === undefined) throw new Error(`channel ${slug} not found`);
  return id;
}

/**
 * A published top-level channel of the test's own that lists its own articles (an article list
 * block), so a test sees a teaser of its article change too. Top level, because a seeded
 * channel's lists show its sub-channels' articles, and other specs read those.
 */
export async function createChannel(
  request: APIRequestContext,
  { title, blocks = [], token }: { title: string; blocks?: Block[]; token?: string },
): Promise<CreatedChannel> {
  const session = token ?? (await signIn(request));
  const headers = bearer(session);
  const stamp = uniqueStamp();
  const created = await request.post('/api/channels', {
    headers,
    data: { title: `${title} ${stamp}`, slug: `pruefung-${stamp}`, blocks, _status: 'published' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { doc } = (await created.json()) as { doc: { id: number; title: string; path: string } };
  const withList = await request.patch(`/api/channels/${doc.id}`, {
    headers,
    data: { blocks: [...blocks, { blockType: 'articleList', headline: 'Artikel dieser Rubrik', channel: doc.id, display: 'teasers', pageSize: 4 }], _status: 'published' },
  });
  expect(withList.ok(), await withList.text()).toBe(true);
  return { id: doc.id, title: doc.title, path: doc.path };
}

/** An article of the test's own in `channel` (an id), published unless `status` says draft. */
export async function createArticle(
  request: APIRequestContext,
  {
    channel,
    title,
    leadText = 'Ein Artikel, den ein Test für sich angelegt hat.',
    blocks = [],
    status = 'published',
    token,
  }: { channel: number; title: string; leadText?: string; blocks?: Block[]; status?: 'published' | 'draft'; token?: string },
): Promise<CreatedArticle> {
  const stamp = uniqueStamp();
  const created = await request.post(`/api/articles${status === 'draft' ? '?draft=true' : ''}`, {
    headers: bearer(token ?? (await signIn(request))),
    data: { title, slug: `pruefung-${stamp}`, channel, leadText, blocks, _status: status },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { doc } = (await created.json()) as { doc: { id: number; articleId: number; title: string; path: string } };
  return { id: doc.id, articleId: doc.articleId, title: doc.title, path: doc.path };
}
