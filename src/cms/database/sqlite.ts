import { type SQLiteAdapter, sqliteAdapter } from '@payloadcms/db-sqlite';
import type { DatabaseAdapterObj } from 'payload';

import { OneWriterClient, type WriterTransaction } from './oneWriterClient';

/**
 * SQLite with transactions, which its adapter leaves off by default: a write that failed
 * halfway used to leave a half-saved (and published) document.
 *
 * On a database file, the adapter's libsql client is replaced by {@link OneWriterClient}, because
 * as it comes, libsql hands each transaction a connection of its own (`BEGIN IMMEDIATE`), so a
 * second write while one is open fails at once with SQLITE_BUSY, and every transaction leaves a
 * connection (a file handle) behind until garbage collection, which can take thousands of writes.
 * This leans on the adapter's internals (its client, clientConfig, sessions and a COMMIT failure it
 * swallows): canary src/platform/payloadSqliteAdapter.canary.test.ts.
 */
export function sqliteDatabase(url: string, migrationDir: string): DatabaseAdapterObj<SQLiteAdapter> {
  const base = sqliteAdapter({
    client: { url },
    migrationDir,
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
