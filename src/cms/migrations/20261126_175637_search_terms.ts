import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** A `search` row's indexed words as a JSON array, for `json_each` (`row`: `new`, `old`, an alias). */
const wordsOf = (row: string) =>
  `'["' || replace(trim(${['title_terms', 'lead_terms', 'body_terms', 'part_terms'].map((column) => `coalesce(${row}.\`${column}\`, '')`).join(` || ' ' || `)}), ' ', '","') || '"]'`

/** The distinct indexed words of a `search` row. */
const termsOf = (row: string) => `(SELECT DISTINCT value FROM json_each(${wordsOf(row)}) WHERE value <> '')`

/**
 * Every word the site search has indexed, with the number of pages that have it, kept by
 * triggers beside the full-text index. A mistyped query word stands for the indexed words one
 * letter away (src/cms/search/query.ts): 400–700 candidates, which the full-text index answered
 * one query each (8 ms); this table answers them in one lookup of its key each. The terms are
 * folded stems (letters and digits, space-separated): they need no escaping in the JSON array.
 * Written by hand: drizzle knows neither table nor triggers. A later migration that rebuilds the
 * `search` table drops the triggers: create them again there.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_terms\` (
  	\`term\` text PRIMARY KEY NOT NULL,
  	\`pages\` integer NOT NULL
  ) WITHOUT ROWID;`)
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
  await db.run(sql.raw(`CREATE TRIGGER \`search_terms_update\` AFTER UPDATE OF \`title_terms\`, \`lead_terms\`, \`body_terms\`, \`part_terms\` ON \`search\` BEGIN
  	${remove('old')}
  	${add('new')}
  END;`))
  await db.run(sql.raw(`INSERT INTO \`search_terms\` (\`term\`, \`pages\`)
  	SELECT word.value, count(DISTINCT s.id) FROM \`search\` s, json_each(${wordsOf('s')}) AS word
  	 WHERE word.value <> '' GROUP BY word.value;`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`search_terms_update\`;`)
  await db.run(sql`DROP TRIGGER \`search_terms_delete\`;`)
  await db.run(sql`DROP TRIGGER \`search_terms_insert\`;`)
  await db.run(sql`DROP TABLE \`search_terms\`;`)
}
