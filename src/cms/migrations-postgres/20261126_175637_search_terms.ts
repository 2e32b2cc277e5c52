import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every word the site search has indexed, with the number of pages that have it, kept by a
 * trigger beside the full-text index. A mistyped query word stands for the indexed words one
 * letter away (src/cms/search/query.ts): 400–700 candidates, which the full-text index answered
 * one query each; this table answers them in one lookup of its key each. The words are the stems
 * the index was given (letters and digits, space-separated), before PostgreSQL's own stemming.
 * Publishes that change the table take turns (a lock held to the end of the publish): two pages
 * share most of their words, and taking those rows in two orders at once would deadlock. Written
 * by hand: drizzle knows neither table nor trigger.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_terms" (
  	"term" text PRIMARY KEY NOT NULL,
  	"pages" integer NOT NULL
  );
  CREATE FUNCTION "search_terms_of"(title text, lead text, body text, parts text) RETURNS SETOF text
  	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  	SELECT DISTINCT word FROM regexp_split_to_table(concat_ws(' ', title, lead, body, parts), '[[:space:]]+') AS word WHERE word <> ''
  $$;
  CREATE FUNCTION "search_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
  	PERFORM pg_advisory_xact_lock(hashtext('search_terms'));
  	IF TG_OP <> 'INSERT' THEN
  		UPDATE "search_terms" SET "pages" = "pages" - 1
  			WHERE "term" IN (SELECT "search_terms_of"(OLD."title_terms", OLD."lead_terms", OLD."body_terms", OLD."part_terms"));
  		DELETE FROM "search_terms" WHERE "pages" <= 0
  			AND "term" IN (SELECT "search_terms_of"(OLD."title_terms", OLD."lead_terms", OLD."body_terms", OLD."part_terms"));
  	END IF;
  	IF TG_OP <> 'DELETE' THEN
  		INSERT INTO "search_terms" ("term", "pages")
  			SELECT "search_terms_of"(NEW."title_terms", NEW."lead_terms", NEW."body_terms", NEW."part_terms"), 1
  			ON CONFLICT ("term") DO UPDATE SET "pages" = "search_terms"."pages" + 1;
  	END IF;
  	RETURN NULL;
  END
  $$;
  CREATE TRIGGER "search_terms_sync" AFTER INSERT OR DELETE OR UPDATE OF "title_terms", "lead_terms", "body_terms", "part_terms" ON "search"
  	FOR EACH ROW EXECUTE FUNCTION "search_terms_sync"();
  INSERT INTO "search_terms" ("term", "pages")
  	SELECT word, count(*) FROM "search", "search_terms_of"("title_terms", "lead_terms", "body_terms", "part_terms") AS word GROUP BY word;
  ANALYZE "search_terms";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "search_terms_sync" ON "search";
  DROP FUNCTION "search_terms_sync"();
  DROP FUNCTION "search_terms_of"(text, text, text, text);
  DROP TABLE "search_terms";`)
}
