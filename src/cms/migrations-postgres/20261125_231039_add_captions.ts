import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_captions_kind" AS ENUM('captions', 'subtitles', 'chapters');
  CREATE TABLE "channels_blocks_multimedia_playlist_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"is_default" boolean DEFAULT false
  );
  
  CREATE TABLE "_channels_v_blocks_multimedia_playlist_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"is_default" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "articles_blocks_multimedia_playlist_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"is_default" boolean DEFAULT false
  );
  
  CREATE TABLE "_articles_v_blocks_multimedia_playlist_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"is_default" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "videos_tracks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"is_default" boolean DEFAULT false
  );
  
  CREATE TABLE "captions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"label" varchar DEFAULT 'Deutsch' NOT NULL,
  	"language" varchar DEFAULT 'de' NOT NULL,
  	"kind" "enum_captions_kind" DEFAULT 'captions' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "captions_id" integer;
  ALTER TABLE "channels_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "channels_blocks_multimedia_playlist_tracks_file_id_captions_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."captions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "channels_blocks_multimedia_playlist_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_multimedia_playlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "_channels_v_blocks_multimedia_playlist_tracks_file_id_captions_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."captions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "_channels_v_blocks_multimedia_playlist_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_multimedia_playlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "articles_blocks_multimedia_playlist_tracks_file_id_captions_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."captions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "articles_blocks_multimedia_playlist_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_multimedia_playlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "_articles_v_blocks_multimedia_playlist_tracks_file_id_captions_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."captions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia_playlist_tracks" ADD CONSTRAINT "_articles_v_blocks_multimedia_playlist_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_multimedia_playlist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_tracks" ADD CONSTRAINT "videos_tracks_file_id_captions_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."captions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_tracks" ADD CONSTRAINT "videos_tracks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "channels_blocks_multimedia_playlist_tracks_order_idx" ON "channels_blocks_multimedia_playlist_tracks" USING btree ("_order");
  CREATE INDEX "channels_blocks_multimedia_playlist_tracks_parent_id_idx" ON "channels_blocks_multimedia_playlist_tracks" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_multimedia_playlist_tracks_file_idx" ON "channels_blocks_multimedia_playlist_tracks" USING btree ("file_id");
  CREATE INDEX "_channels_v_blocks_multimedia_playlist_tracks_order_idx" ON "_channels_v_blocks_multimedia_playlist_tracks" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_multimedia_playlist_tracks_parent_id_idx" ON "_channels_v_blocks_multimedia_playlist_tracks" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_multimedia_playlist_tracks_file_idx" ON "_channels_v_blocks_multimedia_playlist_tracks" USING btree ("file_id");
  CREATE INDEX "articles_blocks_multimedia_playlist_tracks_order_idx" ON "articles_blocks_multimedia_playlist_tracks" USING btree ("_order");
  CREATE INDEX "articles_blocks_multimedia_playlist_tracks_parent_id_idx" ON "articles_blocks_multimedia_playlist_tracks" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_multimedia_playlist_tracks_file_idx" ON "articles_blocks_multimedia_playlist_tracks" USING btree ("file_id");
  CREATE INDEX "_articles_v_blocks_multimedia_playlist_tracks_order_idx" ON "_articles_v_blocks_multimedia_playlist_tracks" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_multimedia_playlist_tracks_parent_id_idx" ON "_articles_v_blocks_multimedia_playlist_tracks" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_multimedia_playlist_tracks_file_idx" ON "_articles_v_blocks_multimedia_playlist_tracks" USING btree ("file_id");
  CREATE INDEX "videos_tracks_order_idx" ON "videos_tracks" USING btree ("_order");
  CREATE INDEX "videos_tracks_parent_id_idx" ON "videos_tracks" USING btree ("_parent_id");
  CREATE INDEX "videos_tracks_file_idx" ON "videos_tracks" USING btree ("file_id");
  CREATE INDEX "captions_updated_at_idx" ON "captions" USING btree ("updated_at");
  CREATE INDEX "captions_created_at_idx" ON "captions" USING btree ("created_at");
  CREATE UNIQUE INDEX "captions_filename_idx" ON "captions" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captions_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."captions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_captions_id_idx" ON "payload_locked_documents_rels" USING btree ("captions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "channels_blocks_multimedia_playlist_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_channels_v_blocks_multimedia_playlist_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_blocks_multimedia_playlist_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_blocks_multimedia_playlist_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_tracks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "captions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "channels_blocks_multimedia_playlist_tracks" CASCADE;
  DROP TABLE "_channels_v_blocks_multimedia_playlist_tracks" CASCADE;
  DROP TABLE "articles_blocks_multimedia_playlist_tracks" CASCADE;
  DROP TABLE "_articles_v_blocks_multimedia_playlist_tracks" CASCADE;
  DROP TABLE "videos_tracks" CASCADE;
  DROP TABLE "captions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_captions_fk";
  
  DROP INDEX "payload_locked_documents_rels_captions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "captions_id";
  DROP TYPE "public"."enum_captions_kind";`)
}
