/*
 * Fails when the CMS config has a schema change that no committed migration covers: the same
 * comparison `npm run cms:migration` makes (newest migration snapshot against the config),
 * without writing anything, for the adapter DATABASE_URL selects (no database needed: only the
 * schema is built). Part of CI, once per adapter.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';

import { runCmsTask } from './run';

type DrizzleKit = ReturnType<SQLiteAdapter['requireDrizzleKit']>;
type Snapshot = Parameters<DrizzleKit['generateMigration']>[0];
type DrizzleAdapter = Payload['db'] & Pick<SQLiteAdapter, 'requireDrizzleKit' | 'schema' | 'migrationDir'>;

/** Payload's SQL adapters (SQLite, Postgres) generate migrations with drizzle-kit. */
function usesDrizzle(db: Payload['db']): db is DrizzleAdapter {
  return 'requireDrizzleKit' in db && typeof db.requireDrizzleKit === 'function' && 'schema' in db;
}

await runCmsTask('Checking the migrations failed:', async (payload) => {
  const { db } = payload;
  if (!usesDrizzle(db)) throw new Error('This database adapter does not generate migrations with drizzle-kit.');
  const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit();
  const current = await generateDrizzleJson(db.schema);

  const snapshots = readdirSync(db.migrationDir).filter((file) => file.endsWith('.json')).sort();
  const newest = snapshots.at(-1);
  if (!newest) throw new Error(`No migration snapshot in ${db.migrationDir}: run \`npm run cms:migration -- initial\`.`);
  let committed: Snapshot = JSON.parse(readFileSync(path.join(db.migrationDir, newest), 'utf8'));
  if (upSnapshot && committed.version < current.version) committed = upSnapshot(committed);

  const statements = await generateMigration(committed, current);
  if (statements.length > 0) {
    console.error(`The CMS config changes the database schema, but no migration covers it (compared with ${newest}):\n`);
    for (const statement of statements) console.error(`  ${statement.trim()}`);
    console.error('\nCreate one with `npm run cms:migration -- <name>` and commit it.');
    process.exitCode = 1;
    return;
  }
  console.log(`The committed ${db.name} migrations cover the CMS config (newest: ${newest}).`);
}, { connect: false });
