import {
  type Client,
  type Config,
  type InStatement,
  type Replicated,
  type ResultSet,
  type Transaction,
  type TransactionMode,
  createClient,
} from '@libsql/client';

import { isReadStatement, observeStatement } from '@/ops/observeStatement';
import { runControlStatementsByExec } from '@/platform/libsqlControlStatements';

import { noteFailedRead, releaseFailedReads } from './failedReads';

/** How long a write may wait for the ones before it; past that it fails rather than hang. */
export const SQLITE_WRITE_WAIT_MS = 30_000;

/**
 * How long a write outside Payload's transactions (a statement, a batch) is asked again while
 * another process has the file (a backup, the sqlite3 shell): each attempt is rolled back whole.
 * A transaction's COMMIT is asked again as long while another process reads.
 */
export const SQLITE_BUSY_WAIT_MS = 5_000;

/**
 * How long a read may wait for another process's commit. Short: while the file is really locked
 * (a blip), a page or an editor's request is to be answered 503 soon, not after seconds.
 */
export const SQLITE_READ_WAIT_MS = 1_000;


/** SQLite's answer while another connection holds a lock this statement needs. */
const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/** Runs a statement again after a short pause while it answers SQLITE_BUSY, for up to `waitMs`. */
async function whenNotBusy<T>(run: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** One write at a time, in the order they came. */
class WriteQueue {
  #busy = false;
  readonly #waiting: Array<() => void> = [];

  /** Resolves once it is this write's turn, with the function that lets the next one go. */
  async acquire(): Promise<() => void> {
    if (this.#busy) {
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(go), 1);
          reject(new Error(`SQLite: waited ${SQLITE_WRITE_WAIT_MS / 1000} s for another write to finish`));
        }, SQLITE_WRITE_WAIT_MS);
        this.#waiting.push(go);
      });
    }
    this.#busy = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy = false;
    };
  }

  async run<T>(write: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await write();
    } finally {
      release();
    }
  }
}

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  deferred: 'BEGIN DEFERRED',
  read: 'BEGIN TRANSACTION READONLY',
};

const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql);
/**
 * Statements that only read: Drizzle's `SELECT`s, and the site search's `WITH … SELECT`s, which
 * on the writer would wait for a publish's whole transaction. Anything else may write (PRAGMAs,
 * DDL, and a `WITH` that changes rows).
 */
const isRead = (stmt: InStatement) => isReadStatement(sqlOf(stmt));

/** A statement in its trace span, its time counted as a read or a write (src/ops). */
const timed = <T>(kind: 'read' | 'write', stmt: InStatement, run: () => Promise<T>): Promise<T> => observeStatement('sqlite', kind, sqlOf(stmt), run);

/** Statements that change rows; any other that is no read is DDL or a PRAGMA. */
const isDataChange = (stmt: InStatement) => /^\s*(?:insert|update|delete|replace)\b/i.test(sqlOf(stmt));

/**
 * Page cache of the writing connection. A transaction that changes more than this spills to the
 * file and locks readers out (SQLITE_BUSY) until it ends; SQLite's default is 2 MB, which one
 * channel with large blocks and its version can exceed. Memory is taken only as pages are used.
 */
const WRITER_CACHE_KIB = 32 * 1024;

/**
 * Two connections to the database file: reads use one and never wait (SQLite lets them read the
 * last committed state while a write is open), every write uses the other, one at a time in this
 * process, so a write waits for the open transaction instead of failing with SQLITE_BUSY.
 */
export class OneWriterClient implements Client {
  readonly protocol = 'file';
  readonly #reader: Client;
  readonly #writer: Client;
  readonly #writerReady: Promise<unknown>;
  readonly #queue = new WriteQueue();
  #open: WriterTransaction | undefined;

  constructor(config: Config) {
    runControlStatementsByExec();
    this.#reader = createClient(config);
    this.#writer = createClient(config);
    this.#writerReady = this.#writer.execute(`PRAGMA cache_size = -${WRITER_CACHE_KIB}`);
    // Handled where writes await it; this only keeps an early failure from crashing the process.
    this.#writerReady.catch(() => undefined);
  }

  get closed(): boolean {
    return this.#writer.closed;
  }

  /** The write transaction that holds the writer now, if any. */
  get openTransaction(): WriterTransaction | undefined {
    return this.#open && !this.#open.closed ? this.#open : undefined;
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    // A read meets a lock only while another process commits: it is asked again for a moment.
    if (isRead(stmt)) {
      const read = () =>
        this.#reader.execute(stmt).catch((error: unknown) => {
          if (isBusy(error)) noteFailedRead(error);
          throw error;
        });
      return timed('read', stmt, () => whenNotBusy(read, SQLITE_READ_WAIT_MS));
    }
    if (!isDataChange(stmt)) return timed('write', stmt, () => this.#write((writer) => writer.execute(stmt)));
    // On its own, a change would meet a lock at its implicit commit and be left in progress
    // (src/platform/libsqlControlStatements.ts): it gets a transaction, whose end does not linger.
    return timed('write', stmt, () => this.#write(async (writer) => {
      await writer.execute('BEGIN IMMEDIATE');
      try {
        const result = await writer.execute(stmt);
        await writer.execute('COMMIT');
        return result;
      } catch (error) {
        await writer.execute('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }));
  }

  batch(stmts: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.#write((writer) => writer.batch(stmts, mode));
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#write((writer) => writer.migrate(stmts));
  }

  executeMultiple(sql: string): Promise<void> {
    // Not asked again: its statements before a busy one are stored already.
    return this.#write((writer) => writer.executeMultiple(sql), 0);
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    const release = await this.#queue.acquire();
    try {
      await releaseFailedReads();
      await this.#writerReady;
      await this.#writer.execute(BEGIN[mode]);
    } catch (error) {
      release();
      throw error;
    }
    this.#open = new WriterTransaction(this.#writer, release);
    return this.#open;
  }

  /**
   * A statement, a batch libsql runs as one transaction, or a change in a transaction of its own:
   * one that answered SQLITE_BUSY has changed nothing (it is rolled back), so it is asked again
   * for up to `waitMs`.
   */
  #write<T>(write: (writer: Client) => Promise<T>, waitMs = SQLITE_BUSY_WAIT_MS): Promise<T> {
    return this.#queue.run(async () => {
      await releaseFailedReads();
      await this.#writerReady;
      return whenNotBusy(() => write(this.#writer), waitMs);
    });
  }

  sync(): Promise<Replicated> {
    return this.#reader.sync();
  }

  close(): void {
    this.#reader.close();
    this.#writer.close();
  }
}

/** A transaction on the writer connection; it holds the queue until it commits or rolls back. */
export class WriterTransaction implements Transaction {
  readonly #connection: Client;
  readonly #release: () => void;
  #open = true;

  constructor(connection: Client, release: () => void) {
    this.#connection = connection;
    this.#release = release;
  }

  get closed(): boolean {
    return !this.#open;
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    if (!this.#open) return Promise.reject(new Error('The transaction is closed'));
    return timed(isRead(stmt) ? 'read' : 'write', stmt, () => this.#connection.execute(stmt));
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    const results: ResultSet[] = [];
    for (const stmt of stmts) results.push(await this.execute(stmt));
    return results;
  }

  executeMultiple(): Promise<void> {
    // libsql's own would roll the transaction back when done; nothing in Payload needs it.
    return Promise.reject(new Error('executeMultiple is not supported inside a transaction'));
  }

  /** Why the COMMIT failed, once it has (the caller then rolls back). */
  commitFailure: unknown;

  async commit(): Promise<void> {
    if (!this.#open) throw new Error('The transaction is closed');
    try {
      // Asked again while another process reads: a backup (`npm run backup`, SQLite's VACUUM
      // INTO) reads the whole file in one transaction, and a save that met it answered 500 (seen
      // in the backup e2e). The transaction stays open and keeps new readers out meanwhile (they
      // are asked again too, for SQLITE_READ_WAIT_MS). Not with busy_timeout: libsql runs
      // statements synchronously, so SQLite's own wait would stop the whole server.
      await whenNotBusy(() => this.#connection.execute('COMMIT'), SQLITE_BUSY_WAIT_MS);
    } catch (error) {
      // Still open: the caller rolls it back, which ends it.
      this.commitFailure = error;
      throw error;
    }
    this.#end();
  }

  async rollback(): Promise<void> {
    if (!this.#open) return;
    try {
      await this.#connection.execute('ROLLBACK');
    } catch (error) {
      // After some errors SQLite has rolled back by itself; the caller's error is the one to see.
      if (!/no transaction is active/i.test(String(error))) throw error;
    } finally {
      this.#end();
    }
  }

  close(): void {
    if (this.#open) void this.rollback().catch(() => undefined);
  }

  #end(): void {
    this.#open = false;
    this.#release();
  }
}
