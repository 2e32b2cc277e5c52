import { type Payload, createLocalReq } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededCms, startSeededCms } from './seededCms';

let cms: SeededCms | undefined;
let payload: Payload;
const context = { disableRevalidate: true };

beforeAll(async () => {
  cms = await startSeededCms('cms');
  payload = cms.payload;
}, 120_000);

afterAll(async () => {
  await cms?.stop();
});

async function editor() {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'redaktion@mobilclub.example' } } });
  return docs[0];
}

async function channelId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'channels', where: { slug: { equals: slug } }, limit: 1 });
  const doc = docs[0];
  if (!doc) throw new Error(`no channel ${slug}`);
  return doc.id;
}

describe('articles', () => {
  it('get the next free 5-to-10-digit id and a path from channel, slug and id', async () => {
    // Job postings have article paths too: one id sequence for both.
    const newest = await payload.find({ collection: 'articles', sort: '-articleId', limit: 1, draft: true });
    const newestJob = await payload.find({ collection: 'jobPostings', sort: '-articleId', limit: 1, draft: true });
    const next = Math.max(newest.docs[0]?.articleId ?? 0, newestJob.docs[0]?.articleId ?? 0) + 1;
    expect(next).toBeGreaterThan(newest.docs[0]?.articleId ?? 0);
    const article = await payload.create({
      collection: 'articles',
      data: {
        title: 'Neue Vignettenpreise für 2027',
        channel: await channelId('camping'),
        leadText: 'Was sich ändert.',
        datePublished: '2026-11-22T08:00:00.000Z',
        _status: 'draft',
      },
      // As a draft, the way editors start: the slug is left to the title.
      draft: true,
      context,
    });
    expect(next).toBeGreaterThan(10000);
    expect(article.articleId).toBe(next);
    expect(article.slug).toBe('neue-vignettenpreise-fuer-2027');
    expect(article.path).toBe(`/reisen/camping/neue-vignettenpreise-fuer-2027-${next}`);
  });

  it('keep their id when an update tries to change it', async () => {
    const { docs } = await payload.find({ collection: 'articles', where: { articleId: { equals: 10003 } } });
    const updated = await payload.update({
      collection: 'articles',
      id: docs[0]?.id ?? 0,
      data: { articleId: 55555 },
      overrideAccess: false,
      user: await editor(),
      context,
    });
    expect(updated.articleId).toBe(10003);
  });

  it('reject a slug outside the path grammar with a German message', async () => {
    await expect(
      payload.create({
        collection: 'articles',
        data: { title: 'X', slug: 'Gross_Geschrieben', channel: await channelId('verkehr'), leadText: 'x', datePublished: '2026-11-22T08:00:00.000Z' },
        context,
      }),
    ).rejects.toThrow(/Slug \(URL\)/);
  });
});

describe('the publication date', () => {
  const publishedBetween = (date: string | null | undefined, from: number, to: number) => {
    const at = Date.parse(String(date));
    return at >= from && at <= to;
  };

  it('is empty on a draft and becomes the moment the page goes public, also by the scheduler, which sends only the status', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: 'Geplant für Montag', channel: await channelId('verkehr'), leadText: 'Ab 7 Uhr.', _status: 'draft' },
      draft: true,
      context,
    });
    expect(draft.datePublished ?? null).toBeNull();
    const edited = await payload.update({ collection: 'articles', id: draft.id, data: { leadText: 'Ab 7 Uhr früh.' }, draft: true, context });
    expect(edited.datePublished ?? null).toBeNull();

    // What Payload's schedulePublish task does at the planned time.
    const before = Date.now();
    const published = await payload.update({ collection: 'articles', id: draft.id, data: { _status: 'published' }, depth: 0, context });
    expect(published.leadText).toBe('Ab 7 Uhr früh.');
    expect(publishedBetween(published.datePublished, before, Date.now())).toBe(true);

    // Later saves, and an unpublish and publish again, keep the date of the first publication.
    const saved = await payload.update({ collection: 'articles', id: draft.id, data: { title: 'Geplant für Montag, 7 Uhr' }, context });
    expect(saved.datePublished).toBe(published.datePublished);
    await payload.update({ collection: 'articles', id: draft.id, data: { _status: 'draft' }, context });
    const again = await payload.update({ collection: 'articles', id: draft.id, data: { _status: 'published' }, context });
    expect(again.datePublished).toBe(published.datePublished);
  });

  it('is the one an editor sets, for a draft published later and for a page published at once', async () => {
    const set = '2026-12-07T06:00:00.000Z';
    const draft = await payload.create({
      collection: 'articles',
      data: { title: 'Vignette 2027: Preise ab Dezember', channel: await channelId('verkehr'), leadText: 'Ab 1. Dezember.', datePublished: set, _status: 'draft' },
      draft: true,
      context,
    });
    const published = await payload.update({ collection: 'articles', id: draft.id, data: { _status: 'published' }, context });
    expect(published.datePublished).toBe(set);

    const before = Date.now();
    const atOnce = await payload.create({
      collection: 'articles',
      data: { title: 'Sofort online', slug: 'sofort-online', channel: await channelId('verkehr'), leadText: 'Jetzt.', _status: 'published' },
      context,
    });
    expect(publishedBetween(atOnce.datePublished, before, Date.now())).toBe(true);
  });
});

describe('scheduled changes', () => {
  const tomorrow = () => new Date(Date.now() + 86_400_000);
  const plannedFor = async () => {
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, depth: 0, limit: 0 });
    return docs.map((job) => String((job.input as { doc?: { value?: unknown } } | null)?.doc?.value));
  };

  it('go with their document when it is deleted, and no other document’s go with it', async () => {
    const channel = await channelId('verkehr');
    const [gone, stays] = await Promise.all(
      ['Wird gelöscht', 'Bleibt geplant'].map((title) => payload.create({ collection: 'articles', data: { title, channel, leadText: 'Geplant.', _status: 'draft' }, draft: true, context })),
    );
    // As the admin's scheduling dialog queues them: the document's id as text (Payload's types say a number).
    for (const article of [gone!, stays!]) {
      const doc = { relationTo: 'articles', value: String(article.id) } as unknown as { relationTo: 'articles'; value: number };
      for (const type of ['publish', 'unpublish'] as const) await payload.jobs.queue({ task: 'schedulePublish', input: { type, doc }, waitUntil: tomorrow() });
    }
    expect((await plannedFor()).filter((id) => id === String(gone!.id))).toHaveLength(2);

    await payload.delete({ collection: 'articles', id: gone!.id, context });
    const left = await plannedFor();
    expect(left).not.toContain(String(gone!.id));
    expect(left.filter((id) => id === String(stays!.id))).toHaveLength(2);
    await payload.delete({ collection: 'articles', id: stays!.id, context });
    expect(await plannedFor()).toEqual([]);
  });
});

describe('channels', () => {
  it('nest, and their path follows their parents', async () => {
    const { docs } = await payload.find({ collection: 'channels', where: { slug: { equals: 'camping' } } });
    expect(docs[0]?.path).toBe('/reisen/camping');
  });

  it('give their articles the new path as soon as they are renamed, within the same request', async () => {
    const camping = await channelId('camping');
    // One request reads the channels once (src/cms/hooks/paths.ts); a rename in it must not leave that behind.
    const req = await createLocalReq({ context: { ...context } }, payload);
    const read = async () => (await payload.find({ collection: 'articles', where: { channel: { equals: camping } }, limit: 1, depth: 0, req })).docs[0]?.path;
    expect(await read()).toMatch(/^\/reisen\/camping\//);
    await payload.update({ collection: 'channels', id: camping, data: { slug: 'zelten' }, req });
    try {
      expect(await read()).toMatch(/^\/reisen\/zelten\//);
    } finally {
      await payload.update({ collection: 'channels', id: camping, data: { slug: 'camping' }, context });
    }
  });

  it('allow only one home channel', async () => {
    await expect(
      payload.create({ collection: 'channels', data: { title: 'Zweite Startseite', slug: 'zweite', isHome: true }, context }),
    ).rejects.toThrow(/Startseite \(\/\)/);
  });

  it('cannot sit below themselves', async () => {
    const reisen = await channelId('reisen');
    const camping = await channelId('camping');
    await expect(payload.update({ collection: 'channels', id: reisen, data: { parent: camping }, context })).rejects.toThrow(
      /Übergeordnete Rubrik/,
    );
  });

  it('may not take a top-level slug of the site’s own routes, but may below another channel', async () => {
    await expect(payload.create({ collection: 'channels', data: { title: 'Offline', slug: 'offline' }, context })).rejects.toThrow(
      /Slug \(URL\)/,
    );
    const nested = await payload.create({
      collection: 'channels',
      data: { title: 'Laden', slug: 'loading', parent: await channelId('reisen') },
      context,
    });
    expect(nested.path).toBe('/reisen/loading');
    await payload.delete({ collection: 'channels', id: nested.id, context });
  });

  it('reject a second channel with the same slug', async () => {
    await expect(payload.create({ collection: 'channels', data: { title: 'Verkehr 2', slug: 'verkehr' }, context })).rejects.toThrow();
  });
});

describe('redirects', () => {
  it.each([
    ['a source that is not a path', { from: 'sommer', to: '/reisen' }],
    ['a source with a query', { from: '/sommer?x=1', to: '/reisen' }],
    ['a target that is neither path nor web address', { from: '/sommer', to: 'javascript:alert(1)' }],
    ['a target equal to its source', { from: '/sommer', to: '/sommer' }],
  ])('reject %s', async (_, data) => {
    await expect(payload.create({ collection: 'redirects', data: { ...data, status: 'permanent' }, context })).rejects.toThrow();
  });

  it('store the source without a trailing slash', async () => {
    const redirect = await payload.create({ collection: 'redirects', data: { from: '/winter/', to: '/verkehr', status: 'temporary' }, context });
    expect(redirect.from).toBe('/winter');
  });
});

describe('access', () => {
  it('keeps drafts from visitors: without a session only published content is readable', async () => {
    await payload.create({
      collection: 'articles',
      data: { title: 'Nur ein Entwurf', channel: await channelId('verkehr'), leadText: 'Entwurf', datePublished: '2026-11-22T08:00:00.000Z', _status: 'draft' },
      draft: true,
      context,
    });
    const where = { title: { equals: 'Nur ein Entwurf' } };
    const asVisitor = await payload.find({ collection: 'articles', where, overrideAccess: false, draft: true });
    expect(asVisitor.docs).toEqual([]);
    const asEditor = await payload.find({ collection: 'articles', where, overrideAccess: false, draft: true, user: await editor() });
    expect(asEditor.docs.map((doc) => doc.title)).toEqual(['Nur ein Entwurf']);
  });

  it('lets an editor neither create accounts nor hand out roles', async () => {
    const user = await editor();
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'neu@mobilclub.example', password: 'geheim-123456', name: 'Neu', roles: ['admin'] },
        overrideAccess: false,
        user,
        context,
      }),
    ).rejects.toThrow();
    const self = await payload.update({ collection: 'users', id: user?.id ?? 0, data: { roles: ['admin'] }, overrideAccess: false, user, context });
    expect(self.roles).toEqual(['chief-editor']);
  });
});

describe('revalidation lookups', () => {
  it('finds the pages whose teasers show an article', async () => {
    const { docs } = await payload.find({ collection: 'articles', where: { articleId: { equals: 10007 } } });
    const where = { 'blocks.article': { equals: docs[0]?.id } };
    const channels = await payload.find({ collection: 'channels', where, depth: 0 });
    const articles = await payload.find({ collection: 'articles', where, depth: 0 });
    expect(channels.docs.map((doc) => doc.path).sort()).toEqual(['/']);
    expect(articles.docs.map((doc) => doc.path)).toEqual(['/verkehr/winterreifenpflicht-oesterreich-10003']);
  });
});

describe('blocks editors cannot publish broken', () => {
  const multimedia = (mediaWidth: string, image: number) => ({
    blockType: 'multimedia' as const,
    mediaType: 'image' as const,
    image,
    mediaPosition: 'left' as const,
    mediaWidth,
    content: { root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Text daneben' }] }] } },
  });

  async function anyImage(): Promise<number> {
    const { docs } = await payload.find({ collection: 'media', limit: 1 });
    if (!docs[0]) throw new Error('no media');
    return docs[0].id;
  }

  it('refuses to publish a picture beside the text whose width lacks a percent sign, in German', async () => {
    const id = await channelId('camping');
    await expect(
      payload.update({ collection: 'channels', id, data: { blocks: [multimedia('40', await anyImage())], _status: 'published' }, context }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: 'Die Breite braucht ein Prozentzeichen, z. B. 40%.' })] } });
  });

  it('keeps it as a draft, and publishes it with "40%"', async () => {
    const id = await channelId('camping');
    const image = await anyImage();
    await payload.update({ collection: 'channels', id, draft: true, data: { blocks: [multimedia('40', image)], _status: 'draft' }, context });
    const published = await payload.update({ collection: 'channels', id, data: { blocks: [multimedia('40%', image)], _status: 'published' }, context });
    expect(published.blocks?.[0]).toMatchObject({ blockType: 'multimedia', mediaWidth: '40%' });
  });

  it('refuses a link that is neither a path nor an address', async () => {
    const id = await channelId('camping');
    const chips = [{ blockType: 'linkChips' as const, chips: [{ label: 'Kaputt', href: 'www.example.org' }] }];
    await expect(payload.update({ collection: 'channels', id, data: { blocks: chips, _status: 'published' }, context })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: 'Bitte einen Pfad wie /reisen, eine Adresse mit https://, mailto: oder tel: angeben.' })] },
    });
  });
});

describe('a teaser', () => {
  it('may show another article with a title, published or a draft, but not its own article or an untitled draft', async () => {
    const channel = await channelId('verkehr');
    const host = await payload.create({ collection: 'articles', data: { title: 'Artikel mit Teaser', slug: 'artikel-mit-teaser', channel, leadText: 'Mit Teaser.', _status: 'published' }, context });
    const planned = await payload.create({ collection: 'articles', data: { title: 'Geplanter Artikel', channel, leadText: 'Bald.', _status: 'draft' }, draft: true, context });
    // What "Neu erstellen" left behind when the editor wrote nothing ("Ohne Titel - ID: 17").
    const untitled = await payload.db.create({ collection: 'articles', data: { title: '', channel, leadText: '', _status: 'draft', articleId: 99_999 }, req: {} });
    const withTeaser = (target: number) =>
      payload.update({ collection: 'articles', id: host.id, data: { blocks: [{ blockType: 'teaser', article: target }], _status: 'published' }, context });

    expect((await withTeaser(planned.id)).blocks?.[0]).toMatchObject({ blockType: 'teaser' });
    for (const refused of [host.id, Number(untitled.id)]) {
      await expect(withTeaser(refused)).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ path: 'blocks.0.article' })] } });
    }
  });
});

describe('documents', () => {
  it('take a PDF and know its size', async () => {
    const { buildPdf } = await import('@/cms/seed/pdf');
    const data = buildPdf('Testdokument', ['Eine Zeile']);
    const created = await payload.create({
      collection: 'documents',
      data: { title: 'Testdokument' },
      file: { data, mimetype: 'application/pdf', name: 'test.pdf', size: data.length },
      context,
    });
    expect(created.filesize).toBe(data.length);
    expect(created.mimeType).toBe('application/pdf');
  });

  it.each([
    ['a Word file', 'brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.from('PK\u0003\u0004 kein PDF')],
    ['a text file named .pdf', 'getarnt.pdf', 'application/pdf', Buffer.from('Ich bin kein PDF.')],
  ])('refuse %s with a German message', async (_, name, mimetype, data) => {
    await expect(
      payload.create({ collection: 'documents', data: { title: 'Kein PDF' }, file: { data, mimetype, name, size: data.length }, context }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Nur PDF-Dateien sind erlaubt.') });
  });
});

describe('captions', () => {
  const vtt = Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHallo\n');
  const caption = (name: string, mimetype: string, data: Buffer) =>
    payload.create({ collection: 'captions', data: { title: 'Test', label: 'Deutsch', language: 'de', kind: 'captions' }, file: { data, mimetype, name, size: data.length }, context });

  it('take a WebVTT file, also one a browser sent as plain text, and keep it as text/vtt', async () => {
    expect((await caption('test.vtt', 'text/vtt', vtt)).mimeType).toBe('text/vtt');
    const sentAsText = await caption('untertitel.txt', 'text/plain', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), vtt]));
    expect(sentAsText).toMatchObject({ mimeType: 'text/vtt', filename: 'untertitel.vtt' });
  });

  it.each([
    ['an SRT file', 'untertitel.srt', 'application/x-subrip', Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHallo\n')],
    ['a text file named .vtt', 'getarnt.vtt', 'text/vtt', Buffer.from('Hallo, ich bin kein WebVTT.')],
    ['a picture', 'bild.vtt', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('refuse %s with a German message', async (_, name, mimetype, data) => {
    await expect(caption(name, mimetype, data)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Nur WebVTT-Dateien (.vtt) sind als Untertitel erlaubt.') });
  });

  it('let a video have one default track at most', async () => {
    const first = await caption('a.vtt', 'text/vtt', vtt);
    const second = await caption('b.vtt', 'text/vtt', vtt);
    const { docs } = await payload.find({ collection: 'videos', limit: 1 });
    const video = docs[0];
    if (!video) throw new Error('no seeded video');
    await expect(
      payload.update({ collection: 'videos', id: video.id, data: { tracks: [{ file: first.id, isDefault: true }, { file: second.id, isDefault: true }] }, context }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: 'Nur eine Spur kann die Standardspur sein.' })] } });
  });
});
