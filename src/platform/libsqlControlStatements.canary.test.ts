import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';

import { versionOf } from './canary';
import { runControlStatementsByExec } from './libsqlControlStatements';

function databaseFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'libsql-canary-')), 'cms.db');
  new Database(file).exec('CREATE TABLE t (x INTEGER)');
  return file;
}

/** Whether `run` throws; its error's code (SQLITE_BUSY) or 'ok'. */
function outcome(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    return String((error as { code?: unknown }).code ?? error);
  }
}

/**
 * A COMMIT that meets another connection's read lock fails with SQLITE_BUSY; once the reader is
 * done, it is committed again, and then a third connection writes. `commit` runs the COMMIT.
 */
function commitAfterBusy(commit: (writer: Database.Database) => void): string {
  const file = databaseFile();
  const writer = new Database(file);
  const reader = new Database(file);
  const other = new Database(file);
  writer.exec('BEGIN IMMEDIATE');
  writer.exec('INSERT INTO t VALUES (1)');
  reader.exec('BEGIN');
  reader.exec('SELECT * FROM t');
  const first = outcome(() => commit(writer));
  reader.exec('COMMIT');
  const second = outcome(() => commit(writer));
  const later = outcome(() => other.exec('BEGIN IMMEDIATE; INSERT INTO t VALUES (2); COMMIT'));
  return `first COMMIT: ${first}, again: ${second}, another connection's write: ${later}`;
}

describe(`canary: libsql ${versionOf('libsql')} with @libsql/client ${versionOf('@libsql/client')} (src/platform/libsqlControlStatements.ts)`, () => {
  it('libsql still keeps the file locked after a prepared statement failed with SQLITE_BUSY (the bug is still there) …', () => {
    expect(
      commitAfterBusy((writer) => writer.prepare('COMMIT').run()),
      'libsql now resets a statement that failed with SQLITE_BUSY (tursodatabase/libsql-js#237, libsql-client-ts#352 fixed?): ' +
        'src/platform/libsqlControlStatements.ts, and the forced garbage collection after failed reads (src/cms/database/failedReads.ts), may go.',
    ).toBe("first COMMIT: SQLITE_BUSY, again: ok, another connection's write: SQLITE_BUSY");
  });

  it('… which SQLite’s exec does not', () => {
    expect(commitAfterBusy((writer) => writer.exec('COMMIT'))).toBe("first COMMIT: SQLITE_BUSY, again: ok, another connection's write: ok");
  });

  it('@libsql/client prepares its statements on the libsql the patch replaces, and takes the exec-backed statement', async () => {
    const prepared: string[] = [];
    const { prepare } = Database.prototype;
    Database.prototype.prepare = function recordingPrepare(this: Database.Database, source: string) {
      prepared.push(source);
      return prepare.call(this, source);
    } as typeof prepare;
    runControlStatementsByExec();
    const client = createClient({ url: `file:${databaseFile()}` });
    await client.execute('BEGIN IMMEDIATE');
    await client.execute('INSERT INTO t VALUES (3)');
    await client.execute('COMMIT');
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(1);
    client.close();
    expect(
      prepared,
      '@libsql/client no longer runs its statements through Database.prototype.prepare of the "libsql" package the site depends on ' +
        '(its own copy, or another method): the patch in src/platform/libsqlControlStatements.ts no longer applies.',
    ).toContain('INSERT INTO t VALUES (3)');
    // Transaction control bypassed the recorded prepare: it went to exec.
    expect(prepared).not.toContain('BEGIN IMMEDIATE');
  });
});
