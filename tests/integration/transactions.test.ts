import { existsSync, readdirSync } from 'node:fs';

import { type Client, createClient } from '@libsql/client';
import { type MigrateUpArgs, type SQLiteAdapter, sql } from '@payloadcms/db-sqlite';
import type { Payload, SanitizedConfig } from 'payload';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Channel, RichTextBlock, User } from '@/cms/generated/payload-types';

import { type SeededCms, startSeededCms } from './seededCms';

let cms: SeededCms | undefined;
let payload: Payload;
let config: Promise<SanitizedConfig>;
let editor: User;
let editorToken: string;
const context = { disableRevalidate: true };

/** The channel with a block of every type (21 blocks), published by the seed. */
const SHOWCASE = 'urlaub-mit-dem-auto';
const FAULT = 'test_fault';
/** Block rows that may be written before the database rejects the next one. */
const ROWS_BEFORE_FAULT = 3;

beforeAll(async () => {
  cms = await startSeededCms('transactions');
  payload = cms.payload;
  config = cms.config;
  const login = await payload.login({
    collection: 'users',
    data: { email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion' },
  });
  if (!login.token || !login.user) throw new Error('no token for the editor');
  editor = login.user;
  editorToken = login.token;
  await installFault();
}, 120_000);

afterAll(async () => {
  await cms?.stop();
});

function database(): Client {
  return (payload.db as unknown as SQLiteAdapter).client;
}

/**
 * Lets SQLite itself reject a write halfway: once armed, triggers on every block table of
 * channels (`channels_blocks_*`, not the versions') let `rows` block rows through and abort the
 * statement that writes the next, after the channel's own row and the first blocks are written.
 */
async function installFault(): Promise<void> {
  await database().execute(`CREATE TABLE ${FAULT} (rows_left INTEGER NOT NULL)`);
  const { rows } = await database().execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'channels_blocks_*'");
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) {
    const table = String(row.name);
    await database().execute(`CREATE TRIGGER "${FAULT}_${table}" BEFORE INSERT ON "${table}"
      WHEN (SELECT rows_left FROM ${FAULT}) IS NOT NULL
      BEGIN
        SELECT RAISE(ABORT, 'injected fault: block row rejected') WHERE (SELECT rows_left FROM ${FAULT}) <= 0;
        UPDATE ${FAULT} SET rows_left = rows_left - 1;
      END`);
  }
}

async function rejectBlockRowsAfter(rows: number): Promise<void> {
  await database().execute(`DELETE FROM ${FAULT}`);
  await database().execute({ sql: `INSERT INTO ${FAULT} (rows_left) VALUES (?)`, args: [rows] });
}

afterEach(async () => {
  await database().execute(`DELETE FROM ${FAULT}`);
});

/** Rows per table: a write that left anything behind changes at least one count. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await database().execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT GLOB 'sqlite_*' AND name <> '${FAULT}' ORDER BY name`,
  );
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const table = String(row.name);
    const result = await database().execute(`SELECT count(*) AS n FROM "${table}"`);
    counts[table] = Number(result.rows[0]?.n);
  }
  return counts;
}

async function channelBySlug(slug: string): Promise<Channel> {
  const { docs } = await payload.find({ collection: 'channels', where: { slug: { equals: slug } }, depth: 0, limit: 1 });
  const doc = docs[0];
  if (!doc) throw new Error(`no channel ${slug}`);
  return doc;
}

/** What visitors see (the published document) and what editors see (its latest version). */
async function channelState(id: number) {
  const [published, latest] = await Promise.all([
    payload.findByID({ collection: 'channels', id, depth: 0, draft: false }),
    payload.findByID({ collection: 'channels', id, depth: 0, draft: true }),
  ]);
  return { published, latest };
}

/** Blocks for a new document: without the row ids, which belong to the original's rows. */
function withoutRowIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRowIds);
  if (value === null || typeof value !== 'object') return value;
  // Rich text is one JSON value, not rows.
  if ('root' in value) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, entry]) => [key, withoutRowIds(entry)]),
  );
}

/** Drizzle reports the failed statement; SQLite's own message is its cause. */
function isInjectedFault(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes('injected fault: block row rejected')) return true;
  }
  return false;
}

/** Rich text of one paragraph. */
function paragraph(text: string): RichTextBlock['content'] {
  const node = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 };
  const textNode = { type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 };
  return { root: { ...node, type: 'root', children: [{ ...node, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode] }] } };
}

const freshBlocks = (channel: Channel) => withoutRowIds(channel.blocks) as Channel['blocks'];

/** A PATCH as the admin sends it, through Payload's REST handler in this process. */
async function restPatch(id: number, data: Partial<Channel>): Promise<Response> {
  const { handleEndpoints } = await import('payload');
  const request = new Request(`http://localhost/api/channels/${id}?depth=0`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${editorToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  return handleEndpoints({ config, request });
}

describe('a write that fails halfway', () => {
  it('is really halfway: without a transaction it leaves a half-saved, published channel', async () => {
    // The control: the same fault with Payload's transaction switched off for this one call.
    const showcase = await channelBySlug(SHOWCASE);
    expect(showcase.blocks).toHaveLength(21);
    const copy = await payload.create({
      collection: 'channels',
      data: { title: 'Kopie', slug: 'kopie-ohne-transaktion', blocks: freshBlocks(showcase), _status: 'published' },
      context,
    });
    await rejectBlockRowsAfter(ROWS_BEFORE_FAULT);
    await expect(
      payload.update({
        collection: 'channels',
        id: copy.id,
        data: { title: 'Halb gespeichert', blocks: copy.blocks },
        disableTransaction: true,
        context,
      }),
    ).rejects.toSatisfy(isInjectedFault);
    const { published } = await channelState(copy.id);
    expect(published.title).toBe('Halb gespeichert');
    expect(published._status).toBe('published');
    expect(published.blocks?.length).toBeGreaterThan(0);
    expect(published.blocks?.length).toBeLessThan(21);
  });

  it('PATCH /api/channels/:id answers 500 and leaves the published channel as it was', async () => {
    const showcase = await channelBySlug(SHOWCASE);
    const before = await channelState(showcase.id);
    const counts = await rowCounts();
    await rejectBlockRowsAfter(ROWS_BEFORE_FAULT);
    const logged = vi.spyOn(payload.logger, 'error');
    const response = await restPatch(showcase.id, { title: 'Neuer Titel', blocks: showcase.blocks, _status: 'published' });
    expect(response.status).toBe(500);
    // The 500 is the fault's, not some other refusal.
    expect(logged.mock.calls.some(([entry]) => typeof entry === 'object' && entry !== null && 'err' in entry && isInjectedFault(entry.err))).toBe(
      true,
    );
    const after = await channelState(showcase.id);
    expect(after).toEqual(before);
    expect(after.published.title).toBe(showcase.title);
    expect(after.published.blocks).toHaveLength(21);
    expect(after.published._status).toBe('published');
    expect(await rowCounts()).toEqual(counts);
  });

  it('payload.update with the request’s req does the same, and leaves no transaction on it', async () => {
    const { createLocalReq } = await import('payload');
    const showcase = await channelBySlug(SHOWCASE);
    const before = await channelState(showcase.id);
    const counts = await rowCounts();
    await rejectBlockRowsAfter(ROWS_BEFORE_FAULT);
    const req = await createLocalReq({ user: { ...editor, collection: 'users' }, context }, payload);
    await expect(
      payload.update({
        collection: 'channels',
        id: showcase.id,
        data: { title: 'Neuer Titel', blocks: showcase.blocks, _status: 'published' },
        req,
        overrideAccess: false,
      }),
    ).rejects.toSatisfy(isInjectedFault);
    expect(await channelState(showcase.id)).toEqual(before);
    expect(await rowCounts()).toEqual(counts);
    expect(req.transactionID).toBeUndefined();
  });

  it('a failed create leaves nothing behind', async () => {
    const showcase = await channelBySlug(SHOWCASE);
    const counts = await rowCounts();
    await rejectBlockRowsAfter(ROWS_BEFORE_FAULT);
    await expect(
      payload.create({
        collection: 'channels',
        data: { title: 'Halbe Rubrik', slug: 'halbe-rubrik', blocks: freshBlocks(showcase), _status: 'published' },
        context,
      }),
    ).rejects.toSatisfy(isInjectedFault);
    for (const draft of [false, true]) {
      const left = await payload.find({ collection: 'channels', where: { slug: { equals: 'halbe-rubrik' } }, draft });
      expect(left.totalDocs).toBe(0);
    }
    expect(await rowCounts()).toEqual(counts);
  });

  it('does not get in the way of the next write', async () => {
    const showcase = await channelBySlug(SHOWCASE);
    const response = await restPatch(showcase.id, { title: 'Urlaub mit dem Auto (neu)', blocks: showcase.blocks, _status: 'published' });
    expect(response.status).toBe(200);
    const { published } = await channelState(showcase.id);
    expect(published.title).toBe('Urlaub mit dem Auto (neu)');
    expect(published.blocks?.map((block) => block.blockType)).toEqual(showcase.blocks?.map((block) => block.blockType));
  });
});

describe('while a write transaction is open', () => {
  async function openTransaction() {
    const transactionID = await payload.db.beginTransaction();
    if (transactionID === null) throw new Error('transactions are off');
    const { createLocalReq } = await import('payload');
    const req = await createLocalReq({ context }, payload);
    req.transactionID = transactionID;
    return { transactionID, req };
  }

  it('reads answer at once, with the last committed state', async () => {
    const channel = await channelBySlug('reisen');
    const { transactionID, req } = await openTransaction();
    try {
      await payload.update({ collection: 'channels', id: channel.id, data: { title: 'Noch nicht gespeichert' }, req });
      const started = performance.now();
      // Had the read to wait for the transaction, it would wait forever: the commit comes after it.
      const outside = await payload.findByID({ collection: 'channels', id: channel.id, depth: 0 });
      const list = await payload.find({ collection: 'channels', depth: 0, limit: 100 });
      const waited = performance.now() - started;
      expect(outside.title).toBe(channel.title);
      expect(list.totalDocs).toBeGreaterThan(5);
      // Two reads take some 15 ms here: they did not wait for the write.
      expect(waited).toBeLessThan(1000);
    } finally {
      await payload.db.commitTransaction(transactionID);
    }
    expect((await channelBySlug('reisen')).title).toBe('Noch nicht gespeichert');
  });

  it('reads answer even when the write is larger than SQLite’s default page cache (2 MB)', async () => {
    const text = 'Lange Strecken planen, Pausen einlegen, Verkehrslage prüfen. '.repeat(50_000);
    const { transactionID, req } = await openTransaction();
    try {
      await payload.create({
        collection: 'channels',
        data: { title: 'Sehr lang', slug: 'sehr-lang', blocks: [{ blockType: 'richText', content: paragraph(text) }], _status: 'published' },
        req,
      });
      const started = performance.now();
      const outside = await payload.find({ collection: 'channels', depth: 0, limit: 100 });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(outside.docs.map((doc) => doc.slug)).not.toContain('sehr-lang');
    } finally {
      await payload.db.rollbackTransaction(transactionID);
    }
  });

  it('other writes wait for it instead of failing with SQLITE_BUSY', async () => {
    const [first, second, third] = await Promise.all(['camping', 'verkehr', 'e-mobilitaet'].map(channelBySlug));
    if (!first || !second || !third) throw new Error('seed changed');
    const { transactionID, req } = await openTransaction();
    const finished: string[] = [];
    let pending: Promise<unknown>[] = [];
    try {
      await payload.update({ collection: 'channels', id: first.id, data: { title: 'Camping (1)' }, req });
      pending = [
        payload.update({ collection: 'channels', id: second.id, data: { title: 'Verkehr (2)' }, context }).then(() => finished.push('update')),
        // Without Payload's transaction: a single statement, as some of Payload's own writes are.
        payload
          .update({ collection: 'channels', id: third.id, data: { title: 'E-Mobilität (3)' }, disableTransaction: true, context })
          .then(() => finished.push('untransacted')),
      ];
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(finished).toEqual([]);
    } finally {
      await payload.db.commitTransaction(transactionID);
    }
    await Promise.all(pending);
    expect(finished).toEqual(['update', 'untransacted']);
    expect((await channelBySlug('verkehr')).title).toBe('Verkehr (2)');
    expect((await channelBySlug('e-mobilitaet')).title).toBe('E-Mobilität (3)');
  });

  it('many writes at once all succeed', async () => {
    const { docs } = await payload.find({ collection: 'channels', depth: 0, limit: 100 });
    const results = await Promise.allSettled([
      ...docs.map((doc) => payload.update({ collection: 'channels', id: doc.id, data: { title: `${doc.title} ·` }, context })),
      payload.create({ collection: 'channels', data: { title: 'Gleichzeitig', slug: 'gleichzeitig' }, context }),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
  });
});

describe('while another process reads the database file', () => {
  /** A reader outside this process (a backup, the sqlite3 shell): it holds the file until it ends. */
  async function readElsewhere(): Promise<{ end: () => Promise<void> }> {
    const reader = createClient({ url: (payload.db as unknown as SQLiteAdapter).clientConfig.url });
    await reader.execute('BEGIN');
    await reader.execute('SELECT count(*) FROM channels');
    return {
      end: async () => {
        await reader.execute('ROLLBACK');
        reader.close();
      },
    };
  }

  it('a save waits for a short read (a backup) and is stored', async () => {
    const channel = await channelBySlug('camping');
    const reader = await readElsewhere();
    const ended = new Promise<void>((resolve) => setTimeout(() => void reader.end().then(resolve), 300));
    const response = await restPatch(channel.id, { title: 'Camping (nach der Sicherung)' });
    await ended;
    expect(response.status).toBe(200);
    expect((await channelState(channel.id)).published.title).toBe('Camping (nach der Sicherung)');
  });

  it('a save that cannot be committed within SQLITE_BUSY_WAIT_MS is answered with an error, never as saved; once the reader is done, the next is stored', async () => {
    const channel = await channelBySlug('camping');
    const before = (await channelState(channel.id)).published.title;
    const reader = await readElsewhere();
    let response: Response;
    try {
      response = await restPatch(channel.id, { title: 'Camping (nie gespeichert)' });
    } finally {
      await reader.end();
    }
    // Payload took a failed COMMIT for a success: 200, and the change was gone.
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect((await channelState(channel.id)).published.title).toBe(before);
    expect((await restPatch(channel.id, { title: 'Camping (gespeichert)' })).status).toBe(200);
    expect((await channelState(channel.id)).published.title).toBe('Camping (gespeichert)');
  }, 20_000);
});

describe('after another process had the database file locked', () => {
  it('the next save is stored, and other processes can write again', async () => {
    const channel = await channelBySlug('verkehr');
    const url = (payload.db as unknown as SQLiteAdapter).clientConfig.url;
    const locker = createClient({ url });
    await locker.execute('BEGIN EXCLUSIVE');
    try {
      // Reads and the write meet the lock.
      expect((await restPatch(channel.id, { title: 'Verkehr (gesperrt)' })).status).toBeGreaterThanOrEqual(400);
    } finally {
      await locker.execute('ROLLBACK');
      locker.close();
    }
    // libsql kept the statements that met the lock, and with them the lock, until garbage
    // collection: this save's COMMIT failed, and was reported as saved.
    expect((await restPatch(channel.id, { title: 'Verkehr (danach)' })).status).toBe(200);
    expect((await channelState(channel.id)).published.title).toBe('Verkehr (danach)');
    const other = createClient({ url });
    try {
      await other.execute({ sql: 'UPDATE channels SET title = title WHERE id = ?', args: [channel.id] });
    } finally {
      other.close();
    }
  });
});

describe('the SQLite connections', () => {
  it.runIf(existsSync('/proc/self/fd'))('are reused: writes do not leave a file handle each behind', async () => {
    const channel = await channelBySlug('camping');
    const handles = () => readdirSync('/proc/self/fd').length;
    const before = handles();
    for (let i = 0; i < 50; i += 1) {
      await payload.update({ collection: 'channels', id: channel.id, data: { title: `Camping ${i}` }, context });
    }
    expect(handles() - before).toBeLessThan(10);
    // 50 publishes, each with its search row: 2.3–4.9 s in quiet CI runs, past vitest's default 5 s on a busy machine.
  }, 30_000);

  it('run migrations outside a transaction, where their PRAGMA foreign_keys=OFF takes effect', async () => {
    let foreignKeys: unknown;
    await payload.db.migrate({
      migrations: [
        {
          name: 'test_foreign_keys_off',
          up: async (args) => {
            const { db } = args as MigrateUpArgs;
            await db.run(sql`PRAGMA foreign_keys=OFF`);
            foreignKeys = (await db.all<{ foreign_keys: number }>(sql`PRAGMA foreign_keys`))[0]?.foreign_keys;
            await db.run(sql`PRAGMA foreign_keys=ON`);
          },
          down: async () => undefined,
        },
      ],
    });
    expect(Number(foreignKeys)).toBe(0);
  });
});
