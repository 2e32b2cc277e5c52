import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `search_terms` is kept by what an update changes, not by the whole page twice. The trigger
 * used to take every word of the old row away and count every word of the new one again, on
 * any update that named a word column (Payload's update names every column), under the lock
 * that makes publishes take turns: a save that changed no word (a new picture, the compound
 * parts worked out again) still rewrote a row of `search_terms` per word, twice. Now only the
 * words that came or went are counted, and the lock is taken only when there are any.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "search_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
  	old_terms text[] := '{}';
  	new_terms text[] := '{}';
  	gone text[];
  	came text[];
  BEGIN
  	IF TG_OP = 'UPDATE' AND OLD."title_terms" IS NOT DISTINCT FROM NEW."title_terms" AND OLD."lead_terms" IS NOT DISTINCT FROM NEW."lead_terms"
  		AND OLD."body_terms" IS NOT DISTINCT FROM NEW."body_terms" THEN
  		RETURN NULL;
  	END IF;
  	IF TG_OP <> 'INSERT' THEN
  		old_terms := ARRAY(SELECT "search_terms_of"(OLD."title_terms", OLD."lead_terms", OLD."body_terms", NULL));
  	END IF;
  	IF TG_OP <> 'DELETE' THEN
  		new_terms := ARRAY(SELECT "search_terms_of"(NEW."title_terms", NEW."lead_terms", NEW."body_terms", NULL));
  	END IF;
  	gone := ARRAY(SELECT unnest(old_terms) EXCEPT SELECT unnest(new_terms));
  	came := ARRAY(SELECT unnest(new_terms) EXCEPT SELECT unnest(old_terms));
  	IF cardinality(gone) = 0 AND cardinality(came) = 0 THEN
  		RETURN NULL;
  	END IF;
  	PERFORM pg_advisory_xact_lock(hashtext('search_terms'));
  	UPDATE "search_terms" SET "pages" = "pages" - 1 WHERE "term" = ANY(gone);
  	DELETE FROM "search_terms" WHERE "pages" <= 0 AND "term" = ANY(gone);
  	INSERT INTO "search_terms" ("term", "pages") SELECT unnest(came), 1
  		ON CONFLICT ("term") DO UPDATE SET "pages" = "search_terms"."pages" + 1;
  	RETURN NULL;
  END
  $$;
  DROP TRIGGER "search_terms_sync" ON "search";
  CREATE TRIGGER "search_terms_sync" AFTER INSERT OR DELETE OR UPDATE OF "title_terms", "lead_terms", "body_terms" ON "search"
  	FOR EACH ROW EXECUTE FUNCTION "search_terms_sync"();`)
}

/** The function and trigger of `search_terms`: every word out and in again. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "search_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  DROP TRIGGER "search_terms_sync" ON "search";
  CREATE TRIGGER "search_terms_sync" AFTER INSERT OR DELETE OR UPDATE OF "title_terms", "lead_terms", "body_terms", "part_terms" ON "search"
  	FOR EACH ROW EXECUTE FUNCTION "search_terms_sync"();`)
}
