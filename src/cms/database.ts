import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
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

/**
 * The CMS database from DATABASE_URL. The schema changes only through committed migrations,
 * applied once per release (`npm run cms:migrate`), never by schema push: with several
 * instances on one database, a push from each would race.
 */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  if (databaseKind(url) === 'postgres') {
    return postgresAdapter({
      pool: {
        connectionString: url,
        // Per instance: two instances plus the release step stay well under Postgres' default 100.
        max: Number(process.env.DATABASE_POOL_SIZE) || 10,
      },
      migrationDir: MIGRATION_DIRS.postgres,
      push: false,
    });
  }
  return sqliteAdapter({
    client: { url: url || `file:${path.resolve(root, '.data/cms.db')}` },
    migrationDir: MIGRATION_DIRS.sqlite,
    push: false,
  });
}
