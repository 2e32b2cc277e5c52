import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

const WORD_COLUMNS = ['title_terms', 'lead_terms', 'body_terms']

/** A `search` row's whole words (not its compound parts) as a JSON array, for `json_each`. */
const wordsOf = (row: string) =>
  `'["' || replace(trim(${WORD_COLUMNS.map((column) => `coalesce(${row}.\`${column}\`, '')`).join(` || ' ' || `)}), ' ', '","') || '"]'`

const termsOf = (row: string) => `SELECT DISTINCT value FROM json_each(${wordsOf(row)}) WHERE value <> ''`

/**
 * `search_terms` is kept by what an update changes, not by the whole page twice. The trigger
 * used to take every word of the old row away and count every word of the new one again, on
 * any update that named the word columns: Payload's update names every column, so a save
 * that changed no word (a new picture, the compound parts worked out again) still rewrote a
 * row of `search_terms` per word, twice. Now it runs only when a word column changed, and
 * touches only the words that came or went.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`search_terms_update\`;`)
  const changed = WORD_COLUMNS.map((column) => `old.\`${column}\` IS NOT new.\`${column}\``).join(' OR ')
  const gone = `(${termsOf('old')} EXCEPT ${termsOf('new')})`
  await db.run(sql.raw(`CREATE TRIGGER \`search_terms_update\` AFTER UPDATE OF ${WORD_COLUMNS.map((column) => `\`${column}\``).join(', ')} ON \`search\`
  	WHEN ${changed}
  BEGIN
  	UPDATE \`search_terms\` SET \`pages\` = \`pages\` - 1 WHERE \`term\` IN ${gone};
  	DELETE FROM \`search_terms\` WHERE \`pages\` <= 0 AND \`term\` IN ${gone};
  	INSERT INTO \`search_terms\` (\`term\`, \`pages\`)
  		SELECT value, 1 FROM (${termsOf('new')} EXCEPT ${termsOf('old')}) WHERE true
  		ON CONFLICT (\`term\`) DO UPDATE SET \`pages\` = \`pages\` + 1;
  END;`))
}

/** The trigger of `search_compound_beginnings`: every word out and in again. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`search_terms_update\`;`)
  await db.run(sql.raw(`CREATE TRIGGER \`search_terms_update\` AFTER UPDATE OF ${WORD_COLUMNS.map((column) => `\`${column}\``).join(', ')} ON \`search\` BEGIN
  	UPDATE \`search_terms\` SET \`pages\` = \`pages\` - 1 WHERE \`term\` IN (${termsOf('old')});
  	DELETE FROM \`search_terms\` WHERE \`pages\` <= 0 AND \`term\` IN (${termsOf('old')});
  	INSERT INTO \`search_terms\` (\`term\`, \`pages\`)
  		SELECT value, 1 FROM (${termsOf('new')}) WHERE true
  		ON CONFLICT (\`term\`) DO UPDATE SET \`pages\` = \`pages\` + 1;
  END;`))
}
