import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { refreshSearchParts } from '../search/reindex'

/**
 * A long word's beginnings are now compound parts too (`Maut` finds `Mautstelle`,
 * src/lib/search/german.ts), so every indexed page's parts are worked out again; the generated
 * full-text column follows the rows. And `search_terms`, which tells a mistyped word from one
 * some page has, now holds whole words only: a beginning such as `vignet` (of
 * `Vignettenpflicht`) is exactly what the typo `Vignete` stems to, and it must still stand for
 * the words one letter away (the query keeps its own stem too, so compounds are still found).
 * The trigger reads the words through `search_terms_of`, which now leaves the parts out.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "search_terms_of"(title text, lead text, body text, parts text) RETURNS SETOF text
  	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  	SELECT DISTINCT word FROM regexp_split_to_table(concat_ws(' ', title, lead, body), '[[:space:]]+') AS word WHERE word <> ''
  $$;
  LOCK TABLE "search_terms" IN EXCLUSIVE MODE;
  TRUNCATE "search_terms";
  INSERT INTO "search_terms" ("term", "pages")
  	SELECT word, count(*) FROM "search", "search_terms_of"("title_terms", "lead_terms", "body_terms", "part_terms") AS word GROUP BY word;
  ANALYZE "search_terms";`)
  // The parts are not in \`search_terms\`, yet its trigger counted every word of a row out and in
  // again on each update: with it, 10,000 pages took over 20 minutes. Off while the parts are
  // written (the table stays locked against other writers until the migration commits).
  await db.execute(sql`ALTER TABLE "search" DISABLE TRIGGER "search_terms_sync";`)
  const refreshed = await refreshSearchParts(payload, req)
  await db.execute(sql`ALTER TABLE "search" ENABLE TRIGGER "search_terms_sync";`)
  if (refreshed > 0) payload.logger.info(`Search index: compound parts of ${refreshed} pages worked out again.`)
}

/** The beginnings stay in the rows (with the older splitting they only find a little more); `search_terms` keeps whole words. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
