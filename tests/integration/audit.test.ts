import type { Payload, Where } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eraseOldAuditEntries } from '@/cms/audit/retention';
import type { User } from '@/cms/generated/payload-types';

import { type SeededCms, startSeededCms } from './seededCms';

let cms: SeededCms | undefined;
let payload: Payload;
let editor: User;
let admin: User;
const context = { disableRevalidate: true };

async function account(email: string): Promise<User> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 });
  if (!docs[0]) throw new Error(`no account ${email}`);
  return docs[0];
}

beforeAll(async () => {
  cms = await startSeededCms('audit');
  payload = cms.payload;
  editor = await account('redaktion@mobilclub.example');
  admin = await account('admin@mobilclub.example');
}, 120_000);

afterAll(async () => {
  await cms?.stop();
});

/** The record's entries matching `where`, oldest first. */
async function entries(where: Where) {
  const { docs } = await payload.find({ collection: 'audit-log', where, sort: 'createdAt', limit: 100, depth: 0 });
  return docs.map(({ action, actor, actorLabel, summary, changedFields, detail }) => ({ action, actor, actorLabel, summary, changedFields: changedFields ?? [], detail: detail ?? null }));
}

describe('the record of who changed what', () => {
  it('names the person, the action and the fields of each save of an article, from creation to deletion', async () => {
    const { docs } = await payload.find({ collection: 'channels', where: { slug: { equals: 'verkehr' } }, limit: 1 });
    const channel = docs[0]?.id ?? 0;
    const created = await payload.create({ collection: 'articles', draft: true, data: { title: 'Protokoll: Baustelle A2', channel, leadText: 'Entwurf.', _status: 'draft' }, user: editor, context });
    const id = created.id;
    await payload.update({ collection: 'articles', id, draft: true, data: { leadText: 'Zweiter Entwurf.', _status: 'draft' }, user: editor, context });
    await payload.update({ collection: 'articles', id, data: { title: 'Protokoll: Baustelle A2 ab Montag', _status: 'published' }, user: editor, context });
    // A draft over the published page is a change, not an unpublication.
    await payload.update({ collection: 'articles', id, draft: true, data: { author: 'Redaktion Verkehr', _status: 'draft' }, user: editor, context });
    await payload.update({ collection: 'articles', id, data: { _status: 'draft' }, user: admin, context });
    await payload.delete({ collection: 'articles', id, user: admin, context });

    const editorLabel = `${editor.name} (${editor.email})`;
    const adminLabel = `${admin.name} (${admin.email})`;
    expect(await entries({ and: [{ entity: { equals: 'articles' } }, { documentId: { equals: String(id) } }] })).toEqual([
      expect.objectContaining({ action: 'create', actor: editor.id, actorLabel: editorLabel, summary: 'Artikel „Protokoll: Baustelle A2“', changedFields: expect.arrayContaining(['Titel', 'Vorspann', 'Rubrik']) }),
      expect.objectContaining({ action: 'update', actor: editor.id, changedFields: ['Vorspann'] }),
      expect.objectContaining({ action: 'publish', actor: editor.id, summary: 'Artikel „Protokoll: Baustelle A2 ab Montag“', changedFields: expect.arrayContaining(['Titel']) }),
      expect.objectContaining({ action: 'update', actor: editor.id, changedFields: ['Autor'] }),
      expect.objectContaining({ action: 'unpublish', actor: admin.id, actorLabel: adminLabel }),
      expect.objectContaining({ action: 'delete', actor: admin.id, summary: expect.stringMatching(/^Artikel „Protokoll: Baustelle A2 ab Montag“$/) }),
    ]);
  });

  it('records a restored version, a role change with both sets of roles, a changed setting and a sign-in', async () => {
    const { docs } = await payload.find({ collection: 'channels', where: { slug: { equals: 'camping' } }, limit: 1 });
    const channel = docs[0];
    if (!channel) throw new Error('no channel camping');
    await payload.update({ collection: 'channels', id: channel.id, data: { title: 'Camping & Zelten', _status: 'published' }, user: editor, context });
    const { docs: versions } = await payload.findVersions({ collection: 'channels', where: { parent: { equals: channel.id } }, sort: '-updatedAt', limit: 5 });
    const earlier = versions.find((version) => version.version.title !== 'Camping & Zelten');
    if (!earlier) throw new Error('no earlier version');
    await payload.restoreVersion({ collection: 'channels', id: earlier.id, user: editor, context });
    expect(await entries({ and: [{ entity: { equals: 'channels' } }, { documentId: { equals: String(channel.id) } }, { action: { equals: 'restore' } }] })).toEqual([
      expect.objectContaining({ actor: editor.id, summary: 'Rubrik „Camping“', changedFields: expect.arrayContaining(['Titel']) }),
    ]);

    const newcomer = await payload.create({ collection: 'users', data: { email: `neu-${Date.now()}@mobilclub.example`, password: 'ein-langes-neues-passwort', name: 'Neue Redaktion', roles: ['author'] }, user: admin });
    await payload.update({ collection: 'users', id: newcomer.id, data: { roles: ['author', 'admin'] }, user: admin });
    expect(await entries({ and: [{ documentId: { equals: String(newcomer.id) } }, { action: { equals: 'role-change' } }] })).toEqual([
      expect.objectContaining({ actor: admin.id, changedFields: ['Rollen'], detail: 'Rollen: Autor/in → Autor/in, Administration' }),
    ]);

    const navigation = await payload.findGlobal({ slug: 'navigation' });
    expect(navigation.footer?.length).toBeGreaterThan(1);
    await payload.updateGlobal({ slug: 'navigation', data: { footer: [...(navigation.footer ?? [])].reverse() }, user: admin, context });
    expect((await entries({ entity: { equals: 'navigation' } })).at(-1)).toEqual(expect.objectContaining({ action: 'settings-change', actor: admin.id, summary: 'Navigation', changedFields: ['Fußzeile'] }));

    await payload.login({ collection: 'users', data: { email: newcomer.email, password: 'ein-langes-neues-passwort' } });
    expect(await entries({ and: [{ documentId: { equals: String(newcomer.id) } }, { action: { equals: 'login' } }] })).toEqual([expect.objectContaining({ actor: newcomer.id })]);
  });

  it('records who planned a publication for when, and who took it back', async () => {
    const channel = (await payload.find({ collection: 'channels', where: { slug: { equals: 'verkehr' } }, limit: 1 })).docs[0]?.id ?? 0;
    const article = await payload.create({ collection: 'articles', data: { title: 'Geplante Sperre', channel, leadText: 'Bald.', _status: 'draft' }, draft: true, context });
    const { createLocalReq } = await import('payload');
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload);
    // Through the admin's "Veröffentlichung planen" and its "Entfernen" (the server function).
    const { schedulePublishWithRights } = await import('@/cms/scheduling/scheduleServerFunction');
    type Args = Parameters<typeof schedulePublishWithRights>[0];
    const doc = { relationTo: 'articles' as const, value: article.id };
    expect(await schedulePublishWithRights({ req, doc, type: 'publish', date: new Date('2026-12-24T09:00:00Z') } as unknown as Args)).not.toHaveProperty('error');
    const job = (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: article.id } }] }, depth: 0 })).docs[0];
    expect(job).toBeDefined();
    expect(await schedulePublishWithRights({ req, deleteID: job?.id } as unknown as Args)).not.toHaveProperty('error');
    expect(await entries({ and: [{ documentId: { equals: String(article.id) } }, { action: { equals: 'schedule' } }] })).toEqual([
      expect.objectContaining({ actor: editor.id, summary: 'Artikel „Geplante Sperre“', detail: '„Veröffentlichen“ geplant für Do., 24.12.2026, 10:00 (Wien).' }),
      expect.objectContaining({ actor: editor.id, summary: 'Artikel „Geplante Sperre“', detail: 'Geplantes „Veröffentlichen“ (Do., 24.12.2026, 10:00) entfernt.' }),
    ]);
  });

  it('lets no one change or delete an entry, an administrator included', async () => {
    const [entry] = (await payload.find({ collection: 'audit-log', limit: 1, depth: 0 })).docs;
    if (!entry) throw new Error('no entry');
    await expect(payload.update({ collection: 'audit-log', id: entry.id, data: { summary: 'geschönt' }, user: admin, overrideAccess: false })).rejects.toMatchObject({ status: 403 });
    await expect(payload.delete({ collection: 'audit-log', id: entry.id, user: admin, overrideAccess: false })).rejects.toMatchObject({ status: 403 });
    await expect(payload.create({ collection: 'audit-log', data: { action: 'login', actorLabel: 'x', entity: 'users', summary: 'erfunden' }, user: admin, overrideAccess: false })).rejects.toMatchObject({ status: 403 });
    await expect(payload.find({ collection: 'audit-log', user: editor, overrideAccess: false })).rejects.toMatchObject({ status: 403 });
    expect((await payload.findByID({ collection: 'audit-log', id: entry.id, depth: 0 })).summary).toBe(entry.summary);
  });

  it('removes entries past their retention in the nightly job, and only those', async () => {
    const total = (await payload.count({ collection: 'audit-log' })).totalDocs;
    expect(total).toBeGreaterThan(5);
    // Today nothing is a year old.
    expect(await eraseOldAuditEntries(payload)).toBe(0);
    // A day from now, with a retention of one day: everything written so far.
    expect(await eraseOldAuditEntries(payload, new Date(Date.now() + 24 * 60 * 60_000 + 60_000), 1)).toBe(total);
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(0);
  });
});
