import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Past the title hits of a word that half the pages or more have, the site search lists its
 * hits newest first (src/cms/search/query.ts): walked down this index until a page of results is
 * full, instead of sorting every match by date. Written by hand like `search_rank_idx` (Payload's
 * schema has no such index): a later migration that rebuilds the `search` table drops it;
 * create it again there.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`search_date_idx\` ON \`search\` (\`date_published\`, \`id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_date_idx\`;`)
}
