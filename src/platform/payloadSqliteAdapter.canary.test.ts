import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Client, createClient } from '@libsql/client';
import { type SQLiteAdapter, sqliteAdapter } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';

import { versionOf } from './canary';

type Session = { db: object; resolve: () => Promise<void>; reject: () => Promise<void> };

/** The adapter as Payload creates it from the site's settings (src/cms/database/sqlite.ts), on a file of its own. */
function adapter(): { adapter: SQLiteAdapter; client: Client } {
  const url = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'sqlite-canary-')), 'cms.db')}`;
  const base = sqliteAdapter({ client: { url }, push: false, migrationDir: tmpdir(), transactionOptions: { behavior: 'immediate' } });
  const created = base.init({ payload: { config: { db: {} }, logger: console } as unknown as Payload });
  return { adapter: created, client: createClient({ url }) };
}

describe(`canary: the SQLite adapter of @payloadcms/db-sqlite ${versionOf('@payloadcms/db-sqlite')} (src/cms/database/sqlite.ts)`, () => {
  it('has the parts the site wraps: its client config, sessions, connect, transactions and migrations', () => {
    const { adapter: created } = adapter();
    for (const method of ['connect', 'beginTransaction', 'commitTransaction', 'migrate', 'migrateDown', 'migrateFresh', 'migrateRefresh', 'migrateReset'] as const) {
      expect(typeof created[method], `the adapter has no ${method} for src/cms/database/sqlite.ts to wrap`).toBe('function');
    }
    expect(created.clientConfig, 'the adapter no longer keeps the client config OneWriterClient is made from').toMatchObject({ url: expect.stringMatching(/^file:/) });
    expect(created.sessions).toEqual({});
  });

  it('connect() keeps a client that is there already (the site puts OneWriterClient there first)', async () => {
    const { adapter: created, client } = adapter();
    created.client = client;
    await created.connect?.({ hotReload: true });
    expect(created.client, 'connect() now creates its own client whatever is set: OneWriterClient (one writer, reads beside it) would be replaced').toBe(client);
  });

  it('keeps each transaction’s session under its id, and takes a failed COMMIT for a success (the bug is still there)', async () => {
    const { adapter: created, client } = adapter();
    created.client = client;
    await created.connect?.({ hotReload: true });
    const id = await created.beginTransaction();
    const session = (created.sessions as Record<string, Session | undefined>)[String(id)];
    expect(session?.db, 'a transaction’s session no longer has the drizzle transaction at sessions[id].db, where the site finds it').toBeTypeOf('object');
    if (!session) return;
    const failedCommit = new Error('SQLITE_BUSY: database is locked');
    const commit = session.resolve;
    session.resolve = async () => {
      await commit();
      throw failedCommit;
    };
    await expect(
      created.commitTransaction(id ?? '').then(
        () => 'swallowed',
        () => 'reported',
      ),
      'Payload now reports a failed COMMIT itself (drizzle commitTransaction): the commitFailure kept and thrown in src/cms/database/sqlite.ts may go.',
    ).resolves.toBe('swallowed');
    client.close();
  });
});
