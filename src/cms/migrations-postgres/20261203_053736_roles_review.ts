import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_review_requests_status" AS ENUM('waiting', 'returned', 'published', 'withdrawn');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reviewMail' BEFORE 'eraseOldAuditEntries';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reviewMail' BEFORE 'eraseOldAuditEntries';
  CREATE TABLE "review_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"channel_id" integer,
  	"status" "enum_review_requests_status" DEFAULT 'waiting' NOT NULL,
  	"note" varchar,
  	"submitted_by_id" integer,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"channels_id" integer,
  	"job_postings_id" integer
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channels_id" integer
  );
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  -- The one trusted editor of before publishes everything: that is the Chefredaktion now.
  UPDATE "users_roles" SET "value" = 'chief-editor' WHERE "value" = 'editor';
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('author', 'section-editor', 'chief-editor', 'admin');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "channels" ADD COLUMN "requires_review" boolean DEFAULT false;
  ALTER TABLE "_channels_v" ADD COLUMN "version_requires_review" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_requests_id" integer;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_requests_rels" ADD CONSTRAINT "review_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_requests_rels" ADD CONSTRAINT "review_requests_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_requests_rels" ADD CONSTRAINT "review_requests_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_requests_rels" ADD CONSTRAINT "review_requests_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "review_requests_channel_idx" ON "review_requests" USING btree ("channel_id");
  CREATE INDEX "review_requests_status_idx" ON "review_requests" USING btree ("status");
  CREATE INDEX "review_requests_submitted_by_idx" ON "review_requests" USING btree ("submitted_by_id");
  CREATE INDEX "review_requests_reviewed_by_idx" ON "review_requests" USING btree ("reviewed_by_id");
  CREATE INDEX "review_requests_updated_at_idx" ON "review_requests" USING btree ("updated_at");
  CREATE INDEX "review_requests_created_at_idx" ON "review_requests" USING btree ("created_at");
  CREATE INDEX "review_requests_rels_order_idx" ON "review_requests_rels" USING btree ("order");
  CREATE INDEX "review_requests_rels_parent_idx" ON "review_requests_rels" USING btree ("parent_id");
  CREATE INDEX "review_requests_rels_path_idx" ON "review_requests_rels" USING btree ("path");
  CREATE INDEX "review_requests_rels_articles_id_idx" ON "review_requests_rels" USING btree ("articles_id");
  CREATE INDEX "review_requests_rels_channels_id_idx" ON "review_requests_rels" USING btree ("channels_id");
  CREATE INDEX "review_requests_rels_job_postings_id_idx" ON "review_requests_rels" USING btree ("job_postings_id");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_channels_id_idx" ON "users_rels" USING btree ("channels_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_requests_fk" FOREIGN KEY ("review_requests_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_review_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("review_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_requests" CASCADE;
  DROP TABLE "review_requests_rels" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_requests_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  UPDATE "users_roles" SET "value" = 'editor' WHERE "value" IN ('author', 'section-editor', 'chief-editor');
  DELETE FROM "users_roles" a USING "users_roles" b WHERE a."parent_id" = b."parent_id" AND a."value" = b."value" AND a."id" > b."id";
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'reviewMail';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'reviewMail';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'jobAlertMails', 'eraseStaleJobAlerts', 'reindexSearch', 'eraseOldAuditEntries', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'jobAlertMails', 'eraseStaleJobAlerts', 'reindexSearch', 'eraseOldAuditEntries', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_review_requests_id_idx";
  ALTER TABLE "channels" DROP COLUMN "requires_review";
  ALTER TABLE "_channels_v" DROP COLUMN "version_requires_review";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_requests_id";
  DROP TYPE "public"."enum_review_requests_status";`)
}
