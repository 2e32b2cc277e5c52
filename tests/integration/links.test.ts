import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadPathIndex, refreshPathIndex, reloadPathIndexIfChanged } from '@/cms/pathIndexLoader';
import { doc, link, p } from '@/cms/seed/lexical';
import { LINK_MESSAGES } from '@/lib/links/linkRule';
import { currentPathIndex, lookupPath } from '@/lib/routing/pathIndex';

import { type SeededCms, startSeededCms } from './seededCms';

let cms: SeededCms | undefined;
let payload: Payload;
const context = { disableRevalidate: true };

beforeAll(async () => {
  cms = await startSeededCms('links');
  payload = cms.payload;
}, 120_000);

afterAll(async () => {
  await cms?.stop();
});

async function channelId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'channels', where: { slug: { equals: slug } }, limit: 1 });
  const found = docs[0];
  if (!found) throw new Error(`no channel ${slug}`);
  return found.id;
}

const richText = (label: string, url: string) => [{ blockType: 'richText' as const, content: doc(p('Mehr dazu: ', link(label, url))) }];
const chips = (href: string) => [{ blockType: 'linkChips' as const, chips: [{ label: 'Ziel', href }] }];

/** The German message at a field, as the admin shows it. */
const refusedWith = (message: string | RegExp, path?: string) => ({
  data: { errors: [expect.objectContaining({ message: typeof message === 'string' ? message : expect.stringMatching(message), ...(path ? { path } : {}) })] },
});

describe('a javascript: link', () => {
  it('cannot be stored in rich text, not even as a draft', async () => {
    const id = await channelId('camping');
    await expect(
      payload.update({ collection: 'channels', id, draft: true, data: { blocks: richText('Klick', 'javascript:alert(document.cookie)'), _status: 'draft' }, context }),
    ).rejects.toMatchObject(refusedWith(`Link „Klick“: ${LINK_MESSAGES.scheme}`, 'blocks.0.content'));
  });

  it('cannot be stored in a link field, not even as a draft', async () => {
    const id = await channelId('camping');
    await expect(
      payload.update({ collection: 'channels', id, draft: true, data: { blocks: chips(' JavaScript:alert(1)'), _status: 'draft' }, context }),
    ).rejects.toMatchObject(refusedWith(LINK_MESSAGES.scheme, 'blocks.0.chips.0.href'));
  });

  it('is refused with a message that names the field as the editor sees it, not by its path', async () => {
    const id = await channelId('camping');
    const blocks = [{ blockType: 'quote' as const, quote: 'Ein Zitat' }, { blockType: 'teaser' as const, link: 'javascript:alert(1)' }];
    // The admin's toast shows this message.
    await expect(payload.update({ collection: 'channels', id, draft: true, data: { blocks, _status: 'draft' }, context })).rejects.toMatchObject({
      message: 'Das folgende Feld ist nicht korrekt: Inhaltsblöcke > Block 2 (Teaser) > Link',
      ...refusedWith(LINK_MESSAGES.scheme, 'blocks.1.link'),
    });
  });
});

describe('a path a browser reads as another host', () => {
  it('is kept in a draft but never published, in rich text and in link fields', async () => {
    const id = await channelId('camping');
    await payload.update({ collection: 'channels', id, draft: true, data: { blocks: richText('Woanders', '/\\evil.example/x'), _status: 'draft' }, context });
    await expect(
      payload.update({ collection: 'channels', id, data: { blocks: richText('Woanders', '/\\evil.example/x'), _status: 'published' }, context }),
    ).rejects.toMatchObject(refusedWith(`Link „Woanders“: ${LINK_MESSAGES.otherHost}`));
    await expect(payload.update({ collection: 'channels', id, data: { blocks: chips('/\\evil.example/x'), _status: 'published' }, context })).rejects.toMatchObject(
      refusedWith(LINK_MESSAGES.otherHost),
    );
  });

  it('is no redirect target or source', async () => {
    await expect(payload.create({ collection: 'redirects', data: { from: '/sommer', to: '/\\evil.example/x', status: 'permanent' }, context })).rejects.toMatchObject(
      refusedWith(LINK_MESSAGES.otherHost),
    );
    await expect(payload.create({ collection: 'redirects', data: { from: '/\\evil.example', to: '/reisen', status: 'permanent' }, context })).rejects.toThrow();
  });

  it('is no navigation link', async () => {
    const header = [{ label: 'Woanders', url: '/\\evil.example/x' }];
    await expect(payload.updateGlobal({ slug: 'navigation', data: { header }, context })).rejects.toMatchObject(refusedWith(LINK_MESSAGES.otherHost));
  });

  it('leads nowhere when a redirect to it was written past the admin', async () => {
    await payload.db.create({ collection: 'redirects', data: { from: '/alt-und-boese', to: '/\\evil.example/x', status: 'permanent' }, req: {} });
    await payload.db.create({ collection: 'redirects', data: { from: '/alt-und-gut', to: '/reisen', status: 'permanent' }, req: {} });
    const index = await loadPathIndex(payload);
    expect(await lookupPath(index, '/alt-und-boese')).toMatchObject({ kind: 'not-found' });
    expect(await lookupPath(index, '/alt-und-gut')).toEqual({ kind: 'redirect', to: '/reisen', permanent: true });
  });
});

describe('the path index', () => {
  it('holds the published articles a visitor may read, never a draft, at the path their pages have', async () => {
    const channel = await channelId('verkehr');
    const published = await payload.create({
      collection: 'articles',
      context,
      data: { title: 'Im Index', slug: 'im-index', channel, leadText: 'Veröffentlicht.', datePublished: '2026-11-02T08:00:00.000Z', _status: 'published' },
    });
    const draft = await payload.create({
      collection: 'articles',
      draft: true,
      context,
      data: { title: 'Nicht im Index', slug: 'nicht-im-index', channel, leadText: 'Entwurf.', _status: 'draft' },
    });
    try {
      const index = await loadPathIndex(payload);
      expect(published.path).toMatch(/^\/verkehr\/im-index-\d+$/);
      expect(await lookupPath(index, String(published.path))).toMatchObject({ kind: 'page' });
      expect(draft.path).toMatch(/^\/verkehr\/nicht-im-index-\d+$/);
      expect(await lookupPath(index, String(draft.path))).toMatchObject({ kind: 'not-found' });
    } finally {
      for (const article of [published, draft]) await payload.delete({ collection: 'articles', id: article.id, context });
    }
  });
  it("is read again by the minute's check only when what it is read from changed", async () => {
    // In this process no hook reports a change (they do in a server that keeps the index):
    // every write here is one the check alone must notice.
    const installedPath = (path: string) => {
      const index = currentPathIndex();
      if (!index) throw new Error('no path index installed');
      return lookupPath(index, path);
    };
    await refreshPathIndex(payload);
    const installed = currentPathIndex();
    expect(await reloadPathIndexIfChanged(payload)).toBe(false);
    expect(currentPathIndex()).toBe(installed);

    const article = await payload.create({
      collection: 'articles',
      context,
      data: { title: 'Ohne Meldung', slug: 'ohne-meldung', channel: await channelId('verkehr'), leadText: 'Veröffentlicht.', datePublished: '2026-11-03T08:00:00.000Z', _status: 'published' },
    });
    const path = String(article.path);
    try {
      expect(await installedPath(path)).toMatchObject({ kind: 'not-found' });
      expect(await reloadPathIndexIfChanged(payload)).toBe(true);
      expect(await installedPath(path)).toMatchObject({ kind: 'page' });
      expect(await reloadPathIndexIfChanged(payload)).toBe(false);

      // A draft saved over the published page changes neither the page nor the index.
      await payload.update({ collection: 'articles', id: article.id, draft: true, context, data: { title: 'Ohne Meldung (Entwurf)' } });
      expect(await reloadPathIndexIfChanged(payload)).toBe(false);

      await payload.update({ collection: 'articles', id: article.id, context, data: { _status: 'draft' } });
      expect(await reloadPathIndexIfChanged(payload)).toBe(true);
      expect(await installedPath(path)).toMatchObject({ kind: 'not-found' });

      await payload.update({ collection: 'articles', id: article.id, context, data: { _status: 'published' } });
      expect(await reloadPathIndexIfChanged(payload)).toBe(true);
      expect(await installedPath(path)).toMatchObject({ kind: 'page' });
    } finally {
      await payload.delete({ collection: 'articles', id: article.id, context });
    }
    expect(await reloadPathIndexIfChanged(payload)).toBe(true);
    expect(await installedPath(path)).toMatchObject({ kind: 'not-found' });
  });
});
