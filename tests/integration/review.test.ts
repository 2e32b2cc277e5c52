import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Article, User } from '@/cms/generated/payload-types';
import { doc, internalLink, p } from '@/cms/seed/lexical';

import { outboxMails } from './outbox';
import { type SeededCms, startSeededCms } from './seededCms';

/** Roles per section and review before publishing, against the seeded demo (its four accounts). */

const outbox = mkdtempSync(path.join(tmpdir(), 'mobilclub-review-outbox-'));
let cms: SeededCms | undefined;
let payload: Payload;
const accounts: Record<'chief' | 'admin' | 'verkehr' | 'author', User & { collection: 'users' }> = {} as never;
const channels: Record<string, number> = {};
const context = { disableRevalidate: true };

async function account(email: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
  });
  if (!docs[0]) throw new Error(`no account ${email}`);
  return { ...docs[0], collection: 'users' as const };
}

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = outbox;
  cms = await startSeededCms('review');
  payload = cms.payload;
  accounts.chief = await account('redaktion@mobilclub.example');
  accounts.admin = await account('admin@mobilclub.example');
  accounts.verkehr = await account('verkehr@mobilclub.example');
  accounts.author = await account('autor@mobilclub.example');
  for (const { id, slug } of (
    await payload.find({
      collection: 'channels',
      limit: 0,
      pagination: false,
      depth: 0,
    })
  ).docs)
    channels[slug ?? ''] = id;
}, 120_000);

afterAll(async () => {
  await cms?.stop();
  rmSync(outbox, { recursive: true, force: true });
});

/** A fresh published article in `channel`, as the seed would make it. */
async function article(channel: string, title = `Prüfartikel ${Math.random().toString(36).slice(2, 8)}`): Promise<Article> {
  const id = channels[channel];
  if (id === undefined) throw new Error(`no channel ${channel}`);
  return payload.create({
    collection: 'articles',
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      channel: id,
      leadText: 'Ein Vorspann zum Prüfen.',
      _status: 'published',
    },
    context,
  });
}

type Who = keyof typeof accounts;
const as = (who: Who) => ({
  user: accounts[who],
  overrideAccess: false,
  depth: 0,
  context,
});

const saveDraft = (who: Who, id: number, title: string) =>
  payload.update({
    collection: 'articles',
    id,
    data: { title },
    draft: true,
    ...as(who),
  });
const publish = (who: Who, id: number, data: Partial<Article> = {}) =>
  payload.update({
    collection: 'articles',
    id,
    data: { ...data, _status: 'published' },
    ...as(who),
  });

/** The refusal of `attempt`: its status and German message. */
async function refusal(attempt: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await attempt;
  } catch (error) {
    const { status, message } = error as { status?: number; message: string };
    return { status: status ?? 0, message };
  }
  throw new Error('the attempt was not refused');
}

const submit = (who: Who, id: number, note?: string) =>
  payload.create({
    collection: 'review-requests',
    data: {
      document: { relationTo: 'articles', value: id },
      status: 'waiting',
      note,
    },
    ...as(who),
  });

const mails = () => outboxMails(outbox);

describe('rights per role', () => {
  it('lets an author write drafts but publish, take offline or delete nothing', async () => {
    const page = await article('verkehr');
    const draft = await saveDraft('author', page.id, 'Entwurf der Autorin');
    expect(draft.title).toBe('Entwurf der Autorin');
    expect(await refusal(publish('author', page.id))).toEqual({
      status: 403,
      message: 'Als Autor/in veröffentlichen Sie nicht selbst: Reichen Sie den Entwurf zur Freigabe ein.',
    });
    expect(
      (
        await refusal(
          payload.update({
            collection: 'articles',
            id: page.id,
            data: { _status: 'draft' },
            ...as('author'),
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await refusal(
          payload.delete({
            collection: 'articles',
            id: page.id,
            ...as('author'),
          }),
        )
      ).status,
    ).toBe(403);
    const created = await payload.create({
      collection: 'articles',
      data: {
        title: 'Neu von der Autorin',
        channel: channels.verkehr,
        leadText: 'Vorspann.',
      },
      draft: true,
      ...as('author'),
    });
    expect(created._status).toBe('draft');
    expect(
      (
        await refusal(
          payload.create({
            collection: 'articles',
            data: {
              title: 'Gleich live',
              slug: 'gleich-live',
              channel: channels.verkehr ?? 0,
              leadText: 'Vorspann.',
              _status: 'published',
            },
            ...as('author'),
          }),
        )
      ).status,
    ).toBe(403);
    // The live page is still the one published before.
    expect((await payload.findByID({ collection: 'articles', id: page.id })).title).toBe(page.title);
  });

  it('lets a section editor publish and delete in their section only, and nothing of the site’s structure', async () => {
    const own = await article('verkehr');
    expect((await publish('verkehr', own.id, { title: 'Neu in Verkehr' })).title).toBe('Neu in Verkehr');
    const other = await article('e-mobilitaet');
    expect(await refusal(publish('verkehr', other.id))).toEqual({
      status: 403,
      message: 'Artikel der Rubrik „E-Mobilität“ veröffentlichen deren Redakteur/innen und die Chefredaktion. Reichen Sie den Entwurf zur Freigabe ein.',
    });
    // Moving an article out of the section is publishing it elsewhere.
    expect((await refusal(publish('verkehr', own.id, { channel: channels['e-mobilitaet'] }))).status).toBe(403);
    expect(
      (
        await refusal(
          payload.delete({
            collection: 'articles',
            id: other.id,
            ...as('verkehr'),
          }),
        )
      ).status,
    ).toBe(403);
    await payload.delete({
      collection: 'articles',
      id: own.id,
      ...as('verkehr'),
    });
    const verkehr = channels.verkehr ?? 0;
    expect(
      (
        await refusal(
          payload.update({
            collection: 'channels',
            id: verkehr,
            data: { _status: 'draft' },
            ...as('verkehr'),
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await refusal(
          payload.delete({
            collection: 'channels',
            id: verkehr,
            ...as('verkehr'),
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await refusal(
          payload.updateGlobal({
            slug: 'navigation',
            data: {},
            ...as('verkehr'),
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await refusal(
          payload.create({
            collection: 'redirects',
            data: { from: '/alt', to: '/verkehr', status: 'permanent' },
            ...as('verkehr'),
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('lets only the Chefredaktion change a picture that a live page shows (the change would be live at once)', async () => {
    const { docs } = await payload.find({ collection: 'media', where: { filename: { equals: 'winterreifen.jpg' } }, limit: 1, depth: 0 });
    const picture = docs[0];
    if (!picture) throw new Error('no seeded picture');
    for (const who of ['author', 'verkehr'] as const) {
      expect((await refusal(payload.update({ collection: 'media', id: picture.id, data: { alt: 'Geändert ohne Freigabe' }, ...as(who) }))).status).toBe(403);
    }
    expect((await payload.update({ collection: 'media', id: picture.id, data: { alt: picture.alt }, ...as('chief') })).alt).toBe(picture.alt);
  });

  it('lets the Chefredaktion publish anywhere and change navigation and redirects, but not accounts', async () => {
    const page = await article('reisen');
    expect((await publish('chief', page.id, { title: 'Von der Chefredaktion' })).title).toBe('Von der Chefredaktion');
    await payload.updateGlobal({
      slug: 'navigation',
      data: {},
      ...as('chief'),
    });
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: '/pruef-alt', to: '/reisen', status: 'permanent' },
      ...as('chief'),
    });
    await payload.delete({
      collection: 'redirects',
      id: redirect.id,
      ...as('chief'),
    });
    expect(
      (
        await refusal(
          payload.update({
            collection: 'users',
            id: accounts.author.id,
            data: { roles: ['admin'] },
            ...as('chief'),
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('lets nobody plan a publication they may not make (Payload’s own planning asks only for the admin)', async () => {
    const page = await article('e-mobilitaet');
    const { createLocalReq } = await import('payload');
    const { schedulePublishWithRights } = await import('@/cms/scheduling/scheduleServerFunction');
    type Args = Parameters<typeof schedulePublishWithRights>[0];
    const plan = async (who: Who) =>
      schedulePublishWithRights({ req: await createLocalReq({ user: accounts[who] }, payload), doc: { relationTo: 'articles', value: page.id }, type: 'publish', date: new Date(Date.now() + 86_400_000) } as unknown as Args);
    expect(await plan('author')).toMatchObject({ refusal: 'Als Autor/in veröffentlichen Sie nicht selbst: Reichen Sie den Entwurf zur Freigabe ein.' });
    expect(await plan('verkehr')).toMatchObject({ refusal: expect.stringContaining('Rubrik „E-Mobilität“') });
    expect(await plan('chief')).not.toHaveProperty('error');
  });

  it('keeps the section setting "Freigabe nötig" for the Chefredaktion to change', async () => {
    const reisen = channels.reisen ?? 0;
    const changed = await payload.update({
      collection: 'channels',
      id: reisen,
      data: { requiresReview: false },
      draft: true,
      ...as('author'),
    });
    expect(changed.requiresReview).toBe(true);
  });
});

describe('who changed what', () => {
  it('names the person of each save in the page and in its version, whatever the request claims', async () => {
    const page = await article('verkehr');
    await payload.update({
      collection: 'articles',
      id: page.id,
      data: { title: 'Von der Autorin', lastModifiedBy: accounts.chief.id },
      draft: true,
      ...as('author'),
    });
    const latest = await payload.findByID({
      collection: 'articles',
      id: page.id,
      draft: true,
      depth: 0,
    });
    expect(latest.lastModifiedBy).toBe(accounts.author.id);
    const { docs } = await payload.findVersions({
      collection: 'articles',
      where: { parent: { equals: page.id } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    });
    expect(docs[0]?.version.lastModifiedBy).toBe(accounts.author.id);
  });
});

describe('review before publishing', () => {
  it('takes a submission to the section’s reviewers, back to the author with a comment, and live when the reviewer publishes', async () => {
    const page = await article('verkehr');
    await saveDraft('author', page.id, 'Neue Regeln für E-Scooter');
    const submission = await submit('author', page.id, 'Bitte die Zahlen prüfen.');
    expect(submission).toMatchObject({
      status: 'waiting',
      title: 'Neue Regeln für E-Scooter',
      submittedBy: accounts.author.id,
      channel: channels.verkehr,
    });
    expect((await refusal(submit('author', page.id))).status).toBe(409);

    await payload.jobs.run();
    const invitations = mails().filter((mail) => mail.includes('Neue Regeln f'));
    const recipients = invitations.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim()).sort();
    // The section's Redakteurin, the Chefredaktion and the administrators; not the author.
    expect(recipients).toEqual(expect.arrayContaining(['admin@mobilclub.example', 'redaktion@mobilclub.example', 'verkehr@mobilclub.example']));
    expect(recipients).not.toContain('autor@mobilclub.example');

    expect(
      (
        await refusal(
          payload.update({
            collection: 'review-requests',
            id: submission.id,
            data: {
              status: 'returned',
              comment: 'Ich gebe mir selbst zurück.',
            },
            ...as('author'),
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await refusal(
          payload.update({
            collection: 'review-requests',
            id: submission.id,
            data: { status: 'returned' },
            ...as('verkehr'),
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await refusal(
          payload.update({
            collection: 'review-requests',
            id: submission.id,
            data: { status: 'published' },
            ...as('verkehr'),
          }),
        )
      ).status,
    ).toBe(400);
    const returned = await payload.update({
      collection: 'review-requests',
      id: submission.id,
      data: {
        status: 'returned',
        comment: 'Die Strafe beträgt 50 Euro, nicht 500.',
      },
      ...as('verkehr'),
    });
    expect(returned).toMatchObject({
      status: 'returned',
      reviewedBy: accounts.verkehr.id,
      comment: 'Die Strafe beträgt 50 Euro, nicht 500.',
      note: 'Bitte die Zahlen prüfen.',
    });
    await payload.jobs.run();
    expect(
      mails()
        .filter((mail) => mail.includes('Zur=C3=BCckgegeben') || mail.includes('Zurückgegeben'))
        .some((mail) => mail.includes('autor@mobilclub.example')),
    ).toBe(true);
    expect(
      (
        await refusal(
          payload.update({
            collection: 'review-requests',
            id: submission.id,
            data: { status: 'waiting' },
            ...as('author'),
          }),
        )
      ).status,
    ).toBe(400);

    await saveDraft('author', page.id, 'Neue Regeln für E-Scooter (50 Euro)');
    const again = await submit('author', page.id);
    const live = await publish('verkehr', page.id);
    expect(live.title).toBe('Neue Regeln für E-Scooter (50 Euro)');
    expect(
      await payload.findByID({
        collection: 'review-requests',
        id: again.id,
        depth: 0,
      }),
    ).toMatchObject({ status: 'published', reviewedBy: accounts.verkehr.id });
    // Closed: nothing more happens to it.
    expect(
      (
        await refusal(
          payload.update({
            collection: 'review-requests',
            id: again.id,
            data: { status: 'withdrawn' },
            ...as('author'),
          }),
        )
      ).status,
    ).toBe(400);
  });

  it('hands the page over unlocked: the author’s edit lock goes with the submission, the reviewer’s with the return, someone else’s stays', async () => {
    const page = await article('verkehr');
    const lock = (who: Who) =>
      payload.create({
        collection: 'payload-locked-documents',
        data: { document: { relationTo: 'articles', value: page.id }, globalSlug: null, user: { relationTo: 'users', value: accounts[who].id } },
        overrideAccess: true,
      });
    const lockHolders = async () =>
      (
        await payload.find({ collection: 'payload-locked-documents', where: { 'document.value': { equals: page.id } }, depth: 0, overrideAccess: true })
      ).docs.map((entry) => (entry.user as { value: number }).value);

    await saveDraft('author', page.id, 'Tempo 130 auf der A1');
    await lock('author');
    const submission = await submit('author', page.id);
    expect(await lockHolders(), 'the reviewer can publish at once').toEqual([]);

    await lock('verkehr');
    await lock('chief');
    await payload.update({ collection: 'review-requests', id: submission.id, data: { status: 'returned', comment: 'Bitte die Quelle nennen.' }, ...as('verkehr') });
    expect(await lockHolders(), 'the author can edit at once; the Chefredaktion’s own lock is hers').toEqual([accounts.chief.id]);
  });

  it('lets nobody approve their own submission, the Chefredaktion neither', async () => {
    const page = await article('verkehr');
    await saveDraft('chief', page.id, 'Selbst eingereicht');
    const own = await submit('chief', page.id);
    expect(await refusal(publish('chief', page.id))).toEqual({
      status: 403,
      message: 'Ihre eigene Einreichung gibt eine andere Person frei. Ziehen Sie sie zurück, wenn Sie selbst veröffentlichen dürfen und wollen.',
    });
    await payload.update({
      collection: 'review-requests',
      id: own.id,
      data: { status: 'withdrawn' },
      ...as('chief'),
    });
    expect((await publish('chief', page.id)).title).toBe('Selbst eingereicht');
  });

  it('in a section that needs review, lets its editor publish what someone else submitted only', async () => {
    const reisen = channels.reisen ?? 0;
    const reviewer = await payload.create({
      collection: 'users',
      data: {
        email: `reisen-${Date.now()}@mobilclub.example`,
        password: 'ein-langes-reisen-passwort',
        name: 'Redaktion Reisen',
        roles: ['section-editor'],
        sections: [reisen],
      },
    });
    const asReviewer = {
      user: { ...reviewer, collection: 'users' as const },
      overrideAccess: false,
      context,
    };
    const page = await article('reisen');
    await payload.update({
      collection: 'articles',
      id: page.id,
      data: { title: 'Ohne zweite Person' },
      draft: true,
      ...asReviewer,
    });
    expect(
      await refusal(
        payload.update({
          collection: 'articles',
          id: page.id,
          data: { _status: 'published' },
          ...asReviewer,
        }),
      ),
    ).toEqual({
      status: 403,
      message: 'In der Rubrik „Reisen“ gibt eine zweite Person jeden Artikel frei: Reichen Sie den Entwurf zur Freigabe ein.',
    });
    await saveDraft('author', page.id, 'Mit zweiter Person');
    await submit('author', page.id);
    expect(
      (
        await payload.update({
          collection: 'articles',
          id: page.id,
          data: { _status: 'published' },
          ...asReviewer,
        })
      ).title,
    ).toBe('Mit zweiter Person');
  });

  it('takes a page’s submissions with it when it is deleted', async () => {
    const page = await article('verkehr');
    const submission = await submit('author', page.id);
    await payload.delete({
      collection: 'articles',
      id: page.id,
      ...as('chief'),
    });
    expect(
      await payload.findByID({
        collection: 'review-requests',
        id: submission.id,
        disableErrors: true,
      }),
    ).toBeNull();
  });

  it('keeps every submission: nobody deletes one', async () => {
    const page = await article('verkehr');
    const submission = await submit('author', page.id);
    expect(
      (
        await refusal(
          payload.delete({
            collection: 'review-requests',
            id: submission.id,
            ...as('admin'),
          }),
        )
      ).status,
    ).toBe(403);
  });
});

describe('links that cannot break unseen', () => {
  const teaser = (data: Record<string, unknown>) => ({ blockType: 'teaser' as const, title: 'Weiterlesen', ...data });

  it('refuses to publish a link to a page that does not exist or is not published, in German under its field, and keeps it in a draft', async () => {
    const page = await article('verkehr');
    const broken = { blocks: [teaser({ link: '/verkehr/gibt-es-nicht' })] };
    expect(await refusal(publish('chief', page.id, broken))).toMatchObject({ status: 400 });
    await expect(publish('chief', page.id, broken)).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'blocks.0.link', message: 'Die Seite /verkehr/gibt-es-nicht gibt es nicht oder sie ist nicht veröffentlicht. Verlinken Sie eine veröffentlichte Seite, oder veröffentlichen Sie diese zuerst.' })] },
    });
    const draft = await payload.update({ collection: 'articles', id: page.id, data: { ...broken }, draft: true, ...as('chief') });
    expect(draft.blocks?.[0]).toMatchObject({ link: '/verkehr/gibt-es-nicht' });
    // A page that exists, a redirect, a page of the site's own and an anchor are fine.
    const fine = await publish('chief', page.id, { blocks: [teaser({ link: '/verkehr' }), teaser({ link: '/suche?q=Maut' }), teaser({ link: '/verkehr#neu' })] });
    expect(fine._status).toBe('published');
  });

  it('refuses a teaser of an unpublished page and a rich-text link to one, naming it', async () => {
    const page = await article('verkehr');
    const target = await payload.create({ collection: 'articles', data: { title: 'Noch nicht live', channel: channels.verkehr ?? 0, leadText: 'Entwurf.', _status: 'draft' }, draft: true, context });
    await expect(publish('chief', page.id, { blocks: [teaser({ article: target.id })] })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'blocks.0.article', message: '„Noch nicht live“ ist nicht veröffentlicht. Veröffentlichen Sie die Seite zuerst, oder wählen Sie eine andere.' })] },
    });
    const text = doc(p(internalLink('der Entwurf', 'articles', target.id)));
    await expect(publish('chief', page.id, { blocks: [{ blockType: 'richText', content: text }] as Article['blocks'] })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: 'Link „der Entwurf“: „Noch nicht live“ ist nicht veröffentlicht. Veröffentlichen Sie die Seite zuerst, oder wählen Sie eine andere.' })] },
    });
    await payload.update({ collection: 'articles', id: target.id, data: { _status: 'published' }, context });
    expect((await publish('chief', page.id, { blocks: [teaser({ article: target.id })] }))._status).toBe('published');
  });

  it('names the pages that use a page or picture, and refuses to delete or take it offline until asked again', async () => {
    const target = await article('verkehr', 'Verlinktes Ziel');
    const host = await article('verkehr', 'Seite mit Teaser');
    const { docs: pictures } = await payload.find({ collection: 'media', limit: 1, depth: 0 });
    const picture = pictures[0]?.id ?? 0;
    await publish('chief', host.id, { heroImage: picture, blocks: [teaser({ article: target.id })] });
    const { createLocalReq } = await import('payload');
    const { usagesOf } = await import('@/cms/references/usages');
    const req = await createLocalReq({ user: accounts.chief }, payload);
    expect((await usagesOf(req, 'articles', target.id)).map((usage) => usage.title)).toEqual(['Seite mit Teaser']);
    expect((await usagesOf(req, 'media', picture)).map((usage) => usage.title)).toContain('Seite mit Teaser');

    const deleting = await refusal(payload.delete({ collection: 'articles', id: target.id, ...as('chief') }));
    expect(deleting.status).toBe(409);
    expect(deleting.message).toContain('Wird noch verwendet in „Seite mit Teaser“');
    expect((await refusal(payload.update({ collection: 'articles', id: target.id, data: { _status: 'draft' }, ...as('chief') }))).status).toBe(409);
    expect((await refusal(payload.delete({ collection: 'media', id: picture, ...as('chief') }))).message).toContain('„Seite mit Teaser“');

    // Asked again ("Trotzdem offline nehmen"): it goes.
    const confirmed = await createLocalReq({ user: accounts.chief }, payload);
    confirmed.query = { trotzdem: '1' };
    const offline = await payload.update({ collection: 'articles', id: target.id, data: { _status: 'draft' }, overrideAccess: false, req: confirmed, context });
    expect(offline._status).toBe('draft');
  });

  it('lists, every night, the live pages whose links broke since: here the teaser of the page just taken offline', async () => {
    const { CHECK_LINKS_TASK, LINK_REPORT_SLUG } = await import('@/cms/references/nightly');
    const { MAINTENANCE_QUEUE } = await import('@/cms/scheduling/jobs');
    await payload.jobs.queue({ task: CHECK_LINKS_TASK, input: {}, queue: MAINTENANCE_QUEUE });
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE });
    const report = await payload.findGlobal({ slug: LINK_REPORT_SLUG });
    expect(report.checkedAt).toBeTruthy();
    expect(report.pages).toContainEqual(expect.objectContaining({ collection: 'articles', title: 'Seite mit Teaser', problems: ['„Verlinktes Ziel“ ist nicht veröffentlicht. Veröffentlichen Sie die Seite zuerst, oder wählen Sie eine andere.'] }));
    // The seeded demo links only to live pages.
    expect((report.pages as { title: string }[]).map((page) => page.title)).toEqual(['Seite mit Teaser']);
  });

  it('refuses to plan a publication whose teaser would lead nowhere at its time, unless the target is planned to go live before it', async () => {
    const page = await article('verkehr');
    const target = await payload.create({ collection: 'articles', data: { title: 'Kommt bald', channel: channels.verkehr ?? 0, leadText: 'Entwurf.', _status: 'draft' }, draft: true, context });
    await payload.update({ collection: 'articles', id: page.id, data: { blocks: [teaser({ article: target.id })] }, draft: true, ...as('chief') });
    const { createLocalReq } = await import('payload');
    const { schedulePublishWithRights } = await import('@/cms/scheduling/scheduleServerFunction');
    type Args = Parameters<typeof schedulePublishWithRights>[0];
    const req = await createLocalReq({ user: accounts.chief }, payload);
    const plan = (id: number, at: Date) => schedulePublishWithRights({ req, doc: { relationTo: 'articles', value: id }, type: 'publish', date: at } as unknown as Args);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await plan(page.id, tomorrow)).toMatchObject({ refusal: expect.stringContaining('„Kommt bald“ ist nicht veröffentlicht') });
    // The target goes live an hour earlier: the plan holds.
    expect(await plan(target.id, new Date(tomorrow.getTime() - 3_600_000))).not.toHaveProperty('error');
    expect(await plan(page.id, tomorrow)).not.toHaveProperty('error');
  });
});
