import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What the site search ranks by (src/cms/search/query.ts): title (A) and lead text (B) only, in a
 * vector of a few hundred bytes kept in the row. Ranking by the whole `fts` vector unpacked
 * every match's text vector (kilobytes, stored compressed beside the row): with thousands of
 * matches that was most of a query's time. `fts` stays what a page is found by, through its GIN
 * index. Ranking reads each match's row: the row keeps the small vector in itself (`MAIN`)
 * and its texts and stems out of line (`toast_tuple_target`), so the rows the ranking reads are
 * a quarter of the pages they were. Written by hand:
 * drizzle knows neither column nor storage.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // One statement: the new column rewrites the table once, already with the new storage.
  await db.execute(sql`
   ALTER TABLE "search"
     SET (toast_tuple_target = 256),
     ADD COLUMN "rank_fts" tsvector GENERATED ALWAYS AS (
  	setweight(to_tsvector('german', coalesce("title_terms", '')), 'A') ||
  	setweight(to_tsvector('german', coalesce("lead_terms", '')), 'B')
     ) STORED,
     ALTER COLUMN "rank_fts" SET STORAGE MAIN;
  ANALYZE "search";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search" RESET (toast_tuple_target);
  ALTER TABLE "search" DROP COLUMN "rank_fts";`)
}
