import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site search ranks every match by BM25 and breaks ties by publication date
 * (src/cms/search/query.ts). Reading that date from the `search` table itself reads each
 * matching row whole (its text is kilobytes): with thousands of matches that was most of a
 * query's time. This index holds only id and date, so the ranking reads it instead. Written by
 * hand (Payload's schema has no such index): a later migration that rebuilds the `search` table
 * drops it, as it drops the full-text triggers; create it again there.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`search_rank_idx\` ON \`search\` (\`id\`, \`date_published\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_rank_idx\`;`)
}
