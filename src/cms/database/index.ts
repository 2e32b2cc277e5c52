import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresAdapter } from '@payloadcms/db-postgres';
import type { DatabaseAdapterObj } from 'payload';

import { ObservedPgClient } from './observedPgClient';
import { sqliteDatabase } from './sqlite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dirname, '../../..');

/** Migrations are adapter-specific SQL: each adapter has its own committed folder. */
export const MIGRATION_DIRS = {
  sqlite: path.resolve(dirname, '../migrations'),
  postgres: path.resolve(dirname, '../migrations-postgres'),
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
 * How long one statement may take, and a connection to be had (DATABASE_QUERY_TIMEOUT_MS, ms; 0:
 * no limit, for the migrations of a release step). The longest of the site's own is a search over
 * 10,000 articles (under 0.1 s); a PostgreSQL that hangs then fails a save in seconds, with the
 * German message of src/cms/http/outageAnswer.ts, rather than holding it for as long as it hangs.
 */
export function databaseQueryTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = env.DATABASE_QUERY_TIMEOUT_MS?.trim();
  if (!value) return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`DATABASE_QUERY_TIMEOUT_MS must be a whole number of milliseconds (0: no limit), got "${value}".`);
  return ms;
}

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
    const queryTimeoutMs = databaseQueryTimeoutMs();
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
        // A deadline on the client's side (a hung server enforces none) and on the server's.
        ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs, connectionTimeoutMillis: queryTimeoutMs } : {}),
        keepAlive: true,
        // Each statement traced and its time counted (src/ops/observeStatement.ts).
        Client: ObservedPgClient,
      },
      migrationDir: MIGRATION_DIRS.postgres,
      push: false,
    });
  }
  return sqliteDatabase(url || `file:${path.resolve(root, '.data/cms.db')}`, MIGRATION_DIRS.sqlite);
}
