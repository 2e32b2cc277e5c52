import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import type { Payload, PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxMails } from './outbox';

/** Job alerts against a real CMS: double opt-in, queued alert mails, unsubscribe, erasure, storage. */

const dir = mkdtempSync(path.join(tmpdir(), 'mobilclub-alerts-'));
const outbox = path.join(dir, 'outbox');
const dbFile = path.join(dir, 'cms.db');
let payload: Payload;
let channel: number;
const context = { disableRevalidate: true };

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${dbFile}`;
  process.env.MAIL_OUTBOX_DIR = outbox;
  process.env.PAYLOAD_SECRET = 'integration-test-secret';
  execFileSync('npm', ['run', '--silent', 'cms:migrate'], { env: process.env, encoding: 'utf8', stdio: 'pipe' });
  const { getPayload } = await import('payload');
  const { default: config } = await import('@/cms/payload.config');
  payload = await getPayload({ config });
  const created = await payload.create({ collection: 'channels', data: { title: 'Karriere', slug: 'karriere', _status: 'published' }, context });
  channel = created.id;
}, 120_000);

afterAll(async () => {
  await payload?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const mails = () => outboxMails(outbox);

function lastToken(kind: 'bestaetigen' | 'unsubscribe'): string {
  const match = mails().at(-1)?.match(new RegExp(`/karriere-portal/${kind}/([A-Za-z0-9_-]{43})`));
  if (!match?.[1]) throw new Error(`no ${kind} link in the last mail`);
  return match[1];
}

const request = () => ({ payload }) as PayloadRequest;

async function publishJob(title: string, state: 'wien' | 'tirol', field: 'it' | 'reise') {
  return payload.create({
    collection: 'jobPostings',
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      channel,
      leadText: 'Eine Stelle.',
      datePublished: new Date().toISOString(),
      state,
      location: 'Ort',
      field,
      employmentType: 'vollzeit',
      contact: { name: 'Recruiting', email: 'karriere@mobilclub.example' },
      _status: 'published',
    },
    context,
  });
}

describe('job alerts', () => {
  let confirmToken = '';
  let unsubscribeToken = '';

  it('are created pending, with the confirmation link mailed', async () => {
    const { subscribe, viewAlert } = await import('@/cms/jobAlerts/service');
    await subscribe(request(), { email: 'Anna@Example.at', states: ['wien'], fields: ['it'], consent: true });
    confirmToken = lastToken('bestaetigen');
    expect(mails().at(-1)).toContain('To: anna@example.at');
    expect(await viewAlert(payload, confirmToken, 'confirm')).toEqual({ status: 'pending', maskedEmail: 'a***@e***.at', states: ['wien'], fields: ['it'] });
    // A confirmation link is no unsubscribe link.
    expect(await viewAlert(payload, confirmToken, 'unsubscribe')).toBeNull();
  });

  it('refuse a subscription without consent, in German', async () => {
    const { subscribe } = await import('@/cms/jobAlerts/service');
    await expect(subscribe(request(), { email: 'x@example.at', states: [], fields: [], consent: false })).rejects.toThrow('Bitte stimmen Sie zu');
  });

  it('become active when confirmed, once', async () => {
    const { confirm } = await import('@/cms/jobAlerts/service');
    expect(await confirm(payload, confirmToken)).toBe('confirmed');
    expect(await confirm(payload, confirmToken)).toBe('already-confirmed');
    expect(await confirm(payload, 'A'.repeat(43))).toBe('invalid');
    expect(await confirm(payload, 'kaputt')).toBe('invalid');
  });

  it('are kept once when the same address subscribes to the same again', async () => {
    const { confirm, subscribe } = await import('@/cms/jobAlerts/service');
    await subscribe(request(), { email: 'anna@example.at', states: ['wien'], fields: ['it'], consent: true });
    expect(await confirm(payload, lastToken('bestaetigen'))).toBe('already-confirmed');
    const alerts = await payload.find({ collection: 'jobAlerts', where: { email: { equals: 'anna@example.at' } } });
    expect(alerts.docs.map((alert) => alert.status)).toEqual(['active']);
  });

  it('get one mail per new matching posting, through the job queue, with the one-click headers', async () => {
    const before = mails().length;
    await publishJob('Frontend-Entwickler:in', 'wien', 'it');
    await publishJob('Reiseberater:in', 'tirol', 'reise');
    const queued = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'jobAlertMails' } } });
    expect(queued.totalDocs).toBe(2);
    // Nothing is sent in the publishing request: the queue does it.
    expect(mails()).toHaveLength(before);
    await payload.jobs.run();
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: Neue Stelle: Frontend-Entwickler:in');
    expect(sent[0]).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/karriere-portal\/unsubscribe\/[A-Za-z0-9_-]{43}>/);
    expect(sent[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    unsubscribeToken = lastToken('unsubscribe');
  });

  it('are not mailed again when a posting is saved or published again', async () => {
    const { docs } = await payload.find({ collection: 'jobPostings', where: { title: { equals: 'Frontend-Entwickler:in' } } });
    const job = docs[0];
    if (!job) throw new Error('posting missing');
    expect(job.alertsQueuedAt).toBeTruthy();
    await payload.update({ collection: 'jobPostings', id: job.id, data: { leadText: 'Neu.', _status: 'published' }, context });
    const before = mails().length;
    await payload.jobs.run();
    expect(mails()).toHaveLength(before);
  });

  it('are mailed once when a scheduled publication puts a posting online; a scheduled unpublication takes it off', async () => {
    const draft = await payload.create({
      collection: 'jobPostings',
      draft: true,
      data: {
        title: 'Backend-Entwickler:in',
        slug: 'backend-entwickler-in',
        channel,
        leadText: 'Eine geplante Stelle.',
        datePublished: new Date().toISOString(),
        state: 'wien',
        location: 'Wien',
        field: 'it',
        employmentType: 'vollzeit',
        contact: { name: 'Recruiting', email: 'karriere@mobilclub.example' },
        _status: 'draft',
      },
      context,
    });
    const visible = async () => (await payload.find({ collection: 'jobPostings', where: { id: { equals: draft.id } }, overrideAccess: false })).totalDocs;
    const before = mails().length;
    const doc = { relationTo: 'jobPostings', value: draft.id } as const;
    await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc }, waitUntil: new Date(Date.now() + 1_500) });

    // Not yet its time.
    await payload.jobs.run();
    expect(await visible()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await payload.jobs.run();
    expect(await visible()).toBe(1);
    // The publication queued the alert mails, as a publish in the admin does; the next look sends them, once.
    await payload.jobs.run();
    await payload.jobs.run();
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: Neue Stelle: Backend-Entwickler:in');

    await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'unpublish', doc }, waitUntil: new Date(Date.now() - 1_000) });
    await payload.jobs.run();
    expect(await visible()).toBe(0);
    // Both ran without an error (a failed job stays in the queue, marked).
    const left = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } });
    expect(left.totalDocs).toBe(0);
  });

  it('unsubscribe idempotently; unknown and malformed tokens are alike', async () => {
    const { unsubscribe, viewAlert } = await import('@/cms/jobAlerts/service');
    expect((await viewAlert(payload, unsubscribeToken, 'unsubscribe'))?.status).toBe('active');
    expect(await unsubscribe(payload, unsubscribeToken)).toBe('unsubscribed');
    expect(await unsubscribe(payload, unsubscribeToken)).toBe('already-unsubscribed');
    expect((await viewAlert(payload, unsubscribeToken, 'unsubscribe'))?.status).toBe('unsubscribed');
    expect(await unsubscribe(payload, 'B'.repeat(43))).toBe('invalid');
    expect(await unsubscribe(payload, '%%%')).toBe('invalid');
  });

  it('store no token in clear, anywhere in the database', async () => {
    const db = createClient({ url: `file:${dbFile}` });
    const tables = await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
    let dump = '';
    for (const { name } of tables.rows) dump += JSON.stringify((await db.execute(`SELECT * FROM "${String(name)}"`)).rows);
    db.close();
    const { hashToken } = await import('@/cms/jobAlerts/tokens');
    for (const token of [confirmToken, unsubscribeToken]) {
      expect(dump).not.toContain(token);
      expect(dump).toContain(hashToken(token));
    }
  });

  it('cannot be read or listed without being signed in; editors see them without addresses', async () => {
    await expect(payload.find({ collection: 'jobAlerts', overrideAccess: false })).rejects.toThrow();
    await expect(payload.find({ collection: 'jobAlertTokens', overrideAccess: false })).rejects.toThrow();
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'redaktion@example.at', password: 'redaktion-passwort', name: 'Redaktion', roles: ['author'] },
    });
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin@example.at', password: 'admin-passwort', name: 'Admin', roles: ['admin'] },
    });
    const seenByEditor = await payload.find({ collection: 'jobAlerts', overrideAccess: false, user: { ...editor, collection: 'users' } });
    expect(seenByEditor.totalDocs).toBeGreaterThan(0);
    expect(seenByEditor.docs.every((doc) => doc.email === undefined)).toBe(true);
    const seenByAdmin = await payload.find({ collection: 'jobAlerts', overrideAccess: false, user: { ...admin, collection: 'users' } });
    expect(seenByAdmin.docs.some((doc) => doc.email === 'anna@example.at')).toBe(true);
  });

  it('are erased 30 days after unsubscribing or when never confirmed, with their links', async () => {
    const { eraseStaleAlerts, subscribe } = await import('@/cms/jobAlerts/service');
    await subscribe(request(), { email: 'nie.bestaetigt@example.at', states: [], fields: [], consent: true });
    const now = new Date();
    expect(await eraseStaleAlerts(payload, now)).toBe(0);
    const in31Days = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect(await eraseStaleAlerts(payload, in31Days)).toBe(2);
    const left = await payload.find({ collection: 'jobAlerts' });
    expect(left.totalDocs).toBe(0);
    const links = await payload.find({ collection: 'jobAlertTokens' });
    expect(links.totalDocs).toBe(0);
  });
});
