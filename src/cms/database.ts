import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

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
import { postgresAdapter } from '@payloadcms/db-postgres';
import { type SQLiteAdapter, sqliteAdapter } from '@payloadcms/db-sqlite';
import Database from 'libsql';
import type { DatabaseAdapterObj } from 'payload';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dirname, '../..');

/** Migrations are adapter-specific SQL: each adapter has its own committed folder. */
export const MIGRATION_DIRS = {
  sqlite: path.resolve(dirname, 'migrations'),
  postgres: path.resolve(dirname, 'migrations-postgres'),
} as const;

export type DatabaseKind = keyof typeof MIGRATION_DIRS;

/** PostgreSQL for a `postgres://` (or `postgresql://`) URL, else the embedded SQLite file. */
export function databaseKind(url: string | undefined): DatabaseKind {
  return url && /^postgres(ql)?:\/\//i.test(url.trim()) ? 'postgres' : 'sqlite';
}

/** How long a pooled PostgreSQL connection may sit idle before it is closed (above the kept few). */
const POOL_IDLE_MS = 10 * 60_000;
/** PostgreSQL connections kept open however quiet the site is: a results page reads on several at once. */
const POOL_KEPT_OPEN = 4;

/**
 * The CMS database from DATABASE_URL. The schema changes only through committed migrations,
 * applied once per release (`npm run cms:migrate`), never by schema push: with several
 * instances on one database, a push from each would race.
 *
 * Every write (a create, update or delete with its blocks, versions and hooks) is one
 * transaction: it is stored whole or not at all.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (databaseKind(url) === 'postgres') {
    const poolSize = Number(process.env.DATABASE_POOL_SIZE) || 10;
    // Transactions are on by default here (only `transactionOptions: false` turns them off):
    // each operation holds a pooled connection from BEGIN to COMMIT, and concurrent writes
    // only wait for each other on the rows they share.
    return postgresAdapter({
      pool: {
        connectionString: url,
        // Per instance: two instances plus the release step stay well under Postgres' default 100.
        // An open write holds one of these until it commits, so this also bounds parallel writes.
        max: poolSize,
        // A new connection costs ~15 ms to open, and its server process reads the catalog
        // for each table it touches first (13–20 ms for the search's first statement): with
        // pg's default of closing a connection after 10 s idle, the first search after 12 s of
        // quiet took 166 ms, and 87–109 ms with them kept (10,000 articles, A B A B; 48 ms back
        // to back). Connections now stay open while the site is in use, and a few for good.
        idleTimeoutMillis: POOL_IDLE_MS,
        min: Math.min(POOL_KEPT_OPEN, poolSize),
      },
      migrationDir: MIGRATION_DIRS.postgres,
      push: false,
    });
  }
  return sqliteDatabase(url || `file:${path.resolve(root, '.data/cms.db')}`);
}

/**
 * SQLite with transactions, which its adapter leaves off by default: a write that failed
 * halfway used to leave a half-saved (and published) document.
 *
 * On a database file, the adapter's libsql client is replaced by {@link OneWriterClient}, because
 * as it comes, libsql hands each transaction a connection of its own (`BEGIN IMMEDIATE`), so a
 * second write while one is open fails at once with SQLITE_BUSY, and every transaction leaves a
 * connection (a file handle) behind until garbage collection, which can take thousands of writes.
 */
function sqliteDatabase(url: string): DatabaseAdapterObj<SQLiteAdapter> {
  const base = sqliteAdapter({
    client: { url },
    migrationDir: MIGRATION_DIRS.sqlite,
    push: false,
    // Any value turns transactions on; libsql begins them IMMEDIATE whatever is set here.
    transactionOptions: { behavior: 'immediate' },
  });
  // In memory, each connection would be a database of its own; remote libsql has its own rules.
  if (!/^file:/i.test(url) || url.includes(':memory:')) return base;
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args);
      const { beginTransaction, connect } = adapter;
      if (connect) {
        adapter.connect = async (options) => {
          // connect() only creates a client (and sets busy_timeout or WAL, unused here) when there is none.
          adapter.client ??= new OneWriterClient(adapter.clientConfig);
          return connect.call(adapter, options);
        };
      }
      // Migrations run statement by statement as before: inside a transaction SQLite ignores
      // their `PRAGMA foreign_keys=OFF`, and rebuilding a table would then cascade deletes.
      let migrating = 0;
      // Payload takes a failed COMMIT for a success (its transaction promise swallows the error),
      // so the write is gone while the editor is told it was saved: the commit's outcome is kept
      // with Payload's session and a failure is thrown where Payload commits.
      const transactionsOfSessions = new WeakMap<object, WriterTransaction>();
      const sessionOf = (id: number | string): object | undefined => adapter.sessions[String(id)]?.db;
      adapter.beginTransaction = async (options) => {
        if (migrating > 0) return null;
        const id = await beginTransaction.call(adapter, options);
        const session = id === null ? undefined : sessionOf(id);
        // The queue is held by this transaction until it ends: the open one is this session's.
        const open = adapter.client instanceof OneWriterClient ? adapter.client.openTransaction : undefined;
        if (session && open) transactionsOfSessions.set(session, open);
        return id;
      };
      const { commitTransaction } = adapter;
      adapter.commitTransaction = async (incoming) => {
        const id = incoming instanceof Promise ? await incoming : incoming;
        const session = sessionOf(id);
        await commitTransaction.call(adapter, id);
        const failure = session && transactionsOfSessions.get(session)?.commitFailure;
        if (failure) throw failure;
      };
      const untransacted =
        <A extends unknown[]>(run: (...runArgs: A) => Promise<void>) =>
        async (...runArgs: A): Promise<void> => {
          migrating += 1;
          try {
            await run.apply(adapter, runArgs);
          } finally {
            migrating -= 1;
          }
        };
      adapter.migrate = untransacted(adapter.migrate);
      adapter.migrateDown = untransacted(adapter.migrateDown);
      adapter.migrateFresh = untransacted(adapter.migrateFresh);
      adapter.migrateRefresh = untransacted(adapter.migrateRefresh);
      adapter.migrateReset = untransacted(adapter.migrateReset);
      return adapter;
    },
  };
}

/** How long a write may wait for the ones before it; past that it fails rather than hang. */
export const SQLITE_WRITE_WAIT_MS = 30_000;

/**
 * How long a write outside Payload's transactions (a statement, a batch) is asked again while
 * another process has the file (a backup, the sqlite3 shell): each attempt is rolled back whole.
 */
export const SQLITE_BUSY_WAIT_MS = 5_000;

/**
 * How long a read may wait for another process's commit. Short: while the file is really locked
 * (a blip), a page or an editor's request is to be answered 503 soon, not after seconds.
 */
export const SQLITE_READ_WAIT_MS = 1_000;

/** SQLite's answer while another connection holds a lock this statement needs. */
const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/** Statements that begin or end a transaction or a savepoint: the ones that meet a lock. */
const CONTROL_STATEMENT = /^\s*(?:begin|commit|end|rollback|savepoint|release)\b[^;]*;?\s*$/i;

/** A control statement as libsql's client runs a prepared one, run by SQLite's exec instead. */
function execStatement(database: Database.Database, sql: string) {
  const statement = {
    safeIntegers: () => statement,
    // The client asks for rows with raw() and takes an exception for "returns no data".
    raw: (): never => {
      throw new TypeError('This statement returns no data');
    },
    columns: () => [],
    run: () => {
      database.exec(sql);
      return { changes: 0, lastInsertRowid: 0 };
    },
  };
  return statement;
}

let controlStatementsByExec = false;

/**
 * libsql leaves a statement that failed with SQLITE_BUSY in progress instead of resetting it
 * (tursodatabase/libsql-client-ts#352, tursodatabase/libsql-js#237, both open): until the garbage
 * collector finalises it, its connection keeps the file locked and every later COMMIT on it
 * fails, in this process and in others (closing the connection does not help). After another
 * process had the file locked for a moment, saves failed for half a minute, and Payload reported
 * them as saved. So transaction control runs through SQLite's exec, which finalises its statement
 * whatever happened, and a change outside a transaction gets one of its own (OneWriterClient).
 */
function runControlStatementsByExec(): void {
  if (controlStatementsByExec) return;
  controlStatementsByExec = true;
  const { prepare } = Database.prototype;
  Database.prototype.prepare = function prepareControlByExec(this: Database.Database, source: string) {
    if (CONTROL_STATEMENT.test(source)) return execStatement(this, source);
    return prepare.call(this, source);
  } as typeof prepare;
}

let gcFunction: (() => void) | null | undefined;

/** The engine's garbage collection (hidden unless asked for), asked for only once a read failed. */
function collectGarbage(): void {
  if (gcFunction === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      const gc: unknown = vm.runInNewContext('gc');
      gcFunction = typeof gc === 'function' ? () => gc() : null;
    } catch {
      gcFunction = null;
    }
  }
  gcFunction?.();
}

/** Quiet time after the last failed read before its statements are released. */
const RELEASE_AFTER_MS = 100;
let failedReads = false;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * A read that failed with SQLITE_BUSY is left in progress by libsql as well (see
 * runControlStatementsByExec), keeping the reading connection's lock: every COMMIT, ours and
 * other processes', fails until the garbage collector finalises it. A read cannot be run by
 * exec, so once reads stop failing, and before the next write, the garbage is collected.
 */
function noteFailedRead(error: unknown): void {
  // Until its stack is written out, an error holds the frames it was thrown in, and with them
  // the statement (the receiver of libsql's Statement.all).
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) void cause.stack;
  failedReads = true;
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => void releaseFailedReads(), RELEASE_AFTER_MS);
  releaseTimer.unref();
}

async function releaseFailedReads(): Promise<void> {
  if (!failedReads) return;
  failedReads = false;
  clearTimeout(releaseTimer);
  collectGarbage();
  // Finalisers run after the collection, on a later turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

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
const isRead = (stmt: InStatement) => {
  const sql = sqlOf(stmt);
  return /^\s*select\b/i.test(sql) || (/^\s*with\b/i.test(sql) && !/\b(?:insert|update|delete|replace)\b/i.test(sql));
};
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
class OneWriterClient implements Client {
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
      return whenNotBusy(read, SQLITE_READ_WAIT_MS);
    }
    if (!isDataChange(stmt)) return this.#write((writer) => writer.execute(stmt));
    // On its own, a change would meet a lock at its implicit commit and be left in progress
    // (runControlStatementsByExec): it gets a transaction, whose end does not linger.
    return this.#write(async (writer) => {
      await writer.execute('BEGIN IMMEDIATE');
      try {
        const result = await writer.execute(stmt);
        await writer.execute('COMMIT');
        return result;
      } catch (error) {
        await writer.execute('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
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
class WriterTransaction implements Transaction {
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
    return this.#connection.execute(stmt);
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
      // Not asked again: between attempts the waiting COMMIT would keep every reader out.
      await this.#connection.execute('COMMIT');
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
