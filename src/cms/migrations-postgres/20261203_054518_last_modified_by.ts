import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "channels" ADD COLUMN "last_modified_by_id" integer;
  ALTER TABLE "_channels_v" ADD COLUMN "version_last_modified_by_id" integer;
  ALTER TABLE "articles" ADD COLUMN "last_modified_by_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_last_modified_by_id" integer;
  ALTER TABLE "job_postings" ADD COLUMN "last_modified_by_id" integer;
  ALTER TABLE "_job_postings_v" ADD COLUMN "version_last_modified_by_id" integer;
  ALTER TABLE "channels" ADD CONSTRAINT "channels_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_version_last_modified_by_id_users_id_fk" FOREIGN KEY ("version_last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_last_modified_by_id_users_id_fk" FOREIGN KEY ("version_last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_last_modified_by_id_users_id_fk" FOREIGN KEY ("last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_version_last_modified_by_id_users_id_fk" FOREIGN KEY ("version_last_modified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "channels_last_modified_by_idx" ON "channels" USING btree ("last_modified_by_id");
  CREATE INDEX "_channels_v_version_version_last_modified_by_idx" ON "_channels_v" USING btree ("version_last_modified_by_id");
  CREATE INDEX "articles_last_modified_by_idx" ON "articles" USING btree ("last_modified_by_id");
  CREATE INDEX "_articles_v_version_version_last_modified_by_idx" ON "_articles_v" USING btree ("version_last_modified_by_id");
  CREATE INDEX "job_postings_last_modified_by_idx" ON "job_postings" USING btree ("last_modified_by_id");
  CREATE INDEX "_job_postings_v_version_version_last_modified_by_idx" ON "_job_postings_v" USING btree ("version_last_modified_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "channels" DROP CONSTRAINT "channels_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "_channels_v" DROP CONSTRAINT "_channels_v_version_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "job_postings" DROP CONSTRAINT "job_postings_last_modified_by_id_users_id_fk";
  
  ALTER TABLE "_job_postings_v" DROP CONSTRAINT "_job_postings_v_version_last_modified_by_id_users_id_fk";
  
  DROP INDEX "channels_last_modified_by_idx";
  DROP INDEX "_channels_v_version_version_last_modified_by_idx";
  DROP INDEX "articles_last_modified_by_idx";
  DROP INDEX "_articles_v_version_version_last_modified_by_idx";
  DROP INDEX "job_postings_last_modified_by_idx";
  DROP INDEX "_job_postings_v_version_version_last_modified_by_idx";
  ALTER TABLE "channels" DROP COLUMN "last_modified_by_id";
  ALTER TABLE "_channels_v" DROP COLUMN "version_last_modified_by_id";
  ALTER TABLE "articles" DROP COLUMN "last_modified_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_last_modified_by_id";
  ALTER TABLE "job_postings" DROP COLUMN "last_modified_by_id";
  ALTER TABLE "_job_postings_v" DROP COLUMN "version_last_modified_by_id";`)
}
