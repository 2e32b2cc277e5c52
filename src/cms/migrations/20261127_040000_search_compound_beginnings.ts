import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { refreshSearchParts } from '../search/reindex'

/** A `search` row's whole words (not its compound parts) as a JSON array, for `json_each`. */
const wordsOf = (row: string) =>
  `'["' || replace(trim(${['title_terms', 'lead_terms', 'body_terms'].map((column) => `coalesce(${row}.\`${column}\`, '')`).join(` || ' ' || `)}), ' ', '","') || '"]'`

const termsOf = (row: string) => `(SELECT DISTINCT value FROM json_each(${wordsOf(row)}) WHERE value <> '')`

/**
 * A long word's beginnings are now compound parts too (`Maut` finds `Mautstelle`,
 * src/lib/search/german.ts), so every indexed page's parts are worked out again; the full-text
 * index follows the rows. And `search_terms`, which tells a mistyped word from one some page
 * has, now holds whole words only: a beginning such as `vignet` (of `Vignettenpflicht`) is
 * exactly what the typo `Vignete` stems to, and it must still stand for the words one letter
 * away (the query keeps its own stem too, so compounds are still found). Triggers as in
 * `search_terms`, without the parts.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`search_terms_update\`;`)
  await db.run(sql`DROP TRIGGER \`search_terms_delete\`;`)
  await db.run(sql`DROP TRIGGER \`search_terms_insert\`;`)
  // The parts first, while no trigger counts every word of each rewritten row out and in again.
  const refreshed = await refreshSearchParts(payload, req)
  if (refreshed > 0) payload.logger.info(`Search index: compound parts of ${refreshed} pages worked out again.`)
  const add = (row: string) => `INSERT INTO \`search_terms\` (\`term\`, \`pages\`)
  	SELECT value, 1 FROM ${termsOf(row)} WHERE true
  	ON CONFLICT (\`term\`) DO UPDATE SET \`pages\` = \`pages\` + 1;`
  const remove = (row: string) => `UPDATE \`search_terms\` SET \`pages\` = \`pages\` - 1 WHERE \`term\` IN ${termsOf(row)};
  	DELETE FROM \`search_terms\` WHERE \`pages\` <= 0 AND \`term\` IN ${termsOf(row)};`
  await db.run(sql.raw(`CREATE TRIGGER \`search_terms_insert\` AFTER INSERT ON \`search\` BEGIN
  	${add('new')}
  END;`))
  await db.run(sql.raw(`CREATE TRIGGER \`search_terms_delete\` AFTER DELETE ON \`search\` BEGIN
  	${remove('old')}
  END;`))
  await db.run(sql.raw(`CREATE TRIGGER \`search_terms_update\` AFTER UPDATE OF \`title_terms\`, \`lead_terms\`, \`body_terms\` ON \`search\` BEGIN
  	${remove('old')}
  	${add('new')}
  END;`))
  await db.run(sql`DELETE FROM \`search_terms\`;`)
  await db.run(sql.raw(`INSERT INTO \`search_terms\` (\`term\`, \`pages\`)
  	SELECT word.value, count(DISTINCT s.id) FROM \`search\` s, json_each(${wordsOf('s')}) AS word
  	 WHERE word.value <> '' GROUP BY word.value;`))
}

/** The beginnings stay in the rows (with the older splitting they only find a little more); `search_terms` keeps whole words. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
