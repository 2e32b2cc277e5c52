import { type Server, createServer } from 'node:http';

import type { Page } from '@playwright/test';

import { admin, signIn, signInToAdmin } from './cms';
import { createChannel } from './content';
import { expect, pressUntil, test } from './fixtures';

/**
 * A video block whose playlist comes from a feed: a JSON feed of this test's own server, read by
 * the site's server (tests/e2e/server.sh lets it fetch from this loopback port), shown in the
 * feed's order and played through.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FEED_ORIGIN = `http://127.0.0.1:${PORT + 90}`;
// The demo's two clips of four seconds, in the other order than the demo article plays them.
const FIRST = 'Winterstraße: Abstand halten';
const SECOND = 'Über die Passstraße: vorausschauend fahren';
const FEED = {
  title: 'Fahrtipps',
  playlist: [
    { title: FIRST, description: 'Aus dem Feed.', file: '/api/videos/file/glatteis.mp4', duration: 4 },
    { title: SECOND, sources: [{ file: '/api/videos/file/alpenstrasse.mp4', type: 'video/mp4' }], duration: 4 },
  ],
};

let feedServer: Server | undefined;
const feedRequests: string[] = [];

test.beforeAll(async () => {
  feedServer = createServer((request, response) => {
    feedRequests.push(request.url ?? '');
    if (request.url === '/fahrtipps.json') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FEED));
    // A page, not a feed: what an editor copies by mistake.
    return response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Fahrtipps</title><p>Unsere Videos</p>');
  });
  await new Promise<void>((resolve) => feedServer?.listen(PORT + 90, '127.0.0.1', resolve));
});

test.afterAll(() => {
  feedServer?.closeAllConnections();
  feedServer?.close();
});

const player = (page: Page, title: string) => page.getByRole('group', { name: `Videoplayer: ${title}` });
const announced = (page: Page, title: string) => player(page, title).getByRole('status').filter({ hasText: title });

test('a playlist feed: refused in German when the address answers with no feed, played in its order when it does', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const token = await signIn(request);
  const auth = { Authorization: `JWT ${token}` };
  const channel = (await createChannel(request, { title: 'Fahrtipps', token })).id;
  const videoBlock = (feedUrl: string) => ({ blockType: 'multimedia', mediaType: 'video', videoSource: 'feed', feedUrl });
  const created = await request.post('/api/articles?draft=true', {
    headers: auth,
    data: {
      title: `Fahrtipps aus dem Feed ${testInfo.retry}`,
      slug: `fahrtipps-aus-dem-feed-${Date.now()}`,
      channel,
      leadText: 'Unsere Fahrtipps, wie sie der Feed listet.',
      blocks: [videoBlock(`${FEED_ORIGIN}/fahrtipps`)],
      _status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number; path: string } };

  // Publishing checks the feed: a page is no feed, and the editor reads why.
  const refused = await request.patch(`/api/articles/${doc.id}`, { headers: auth, data: { _status: 'published' } });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('Unter dieser Adresse liegt kein Playlist-Feed.');
  await signInToAdmin(page);
  await page.goto(`/admin/collections/articles/${doc.id}`);
  await admin(page.getByRole('button', { name: 'Änderungen veröffentlichen' })).toBeEnabled();
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await admin(page.getByText('Unter dieser Adresse liegt kein Playlist-Feed. Erwartet wird JSON mit einer Liste „playlist“ oder ein RSS-Feed mit Videos.').first()).toBeVisible();

  // With the feed's address it is published, and visitors see its videos in the feed's order.
  const published = await request.patch(`/api/articles/${doc.id}`, { headers: auth, data: { blocks: [videoBlock(`${FEED_ORIGIN}/fahrtipps.json`)], _status: 'published' } });
  expect(published.status()).toBe(200);
  await page.context().clearCookies();
  await page.goto(doc.path);
  const first = player(page, FIRST);
  await expect(first.getByRole('list', { name: 'Playlist' }).getByRole('listitem')).toHaveText([`1. ${FIRST}0:04`, `2. ${SECOND}0:04`]);
  await pressUntil(first.getByRole('button', { name: 'Video abspielen' }), () =>
    expect(first.locator('[data-player-state]')).not.toHaveAttribute('data-player-state', 'idle', { timeout: 1000 }),
  );
  await expect(announced(page, FIRST)).toHaveText(`Video läuft: ${FIRST}`);
  // The first ends, the second follows, and the playlist is complete.
  await expect(announced(page, SECOND)).toHaveText(`Video läuft: ${SECOND}`, { timeout: 15_000 });
  await expect(announced(page, SECOND)).toHaveText(`Video zu Ende: ${SECOND}`, { timeout: 15_000 });
  // The site's server asked the feed, the visitor's browser did not (the fixture watches its requests).
  expect(feedRequests).toContain('/fahrtipps.json');
});
