import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_channels_blocks_multimedia_video_source" ADD VALUE 'feed' BEFORE 'embed';
  ALTER TYPE "public"."enum__channels_v_blocks_multimedia_video_source" ADD VALUE 'feed' BEFORE 'embed';
  ALTER TYPE "public"."enum_articles_blocks_multimedia_video_source" ADD VALUE 'feed' BEFORE 'embed';
  ALTER TYPE "public"."enum__articles_v_blocks_multimedia_video_source" ADD VALUE 'feed' BEFORE 'embed';
  ALTER TABLE "channels_blocks_multimedia" ADD COLUMN "feed_url" varchar;
  ALTER TABLE "_channels_v_blocks_multimedia" ADD COLUMN "feed_url" varchar;
  ALTER TABLE "articles_blocks_multimedia" ADD COLUMN "feed_url" varchar;
  ALTER TABLE "_articles_v_blocks_multimedia" ADD COLUMN "feed_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "channels_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE text;
  ALTER TABLE "channels_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::text;
  DROP TYPE "public"."enum_channels_blocks_multimedia_video_source";
  CREATE TYPE "public"."enum_channels_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  ALTER TABLE "channels_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::"public"."enum_channels_blocks_multimedia_video_source";
  ALTER TABLE "channels_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE "public"."enum_channels_blocks_multimedia_video_source" USING "video_source"::"public"."enum_channels_blocks_multimedia_video_source";
  ALTER TABLE "_channels_v_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE text;
  ALTER TABLE "_channels_v_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::text;
  DROP TYPE "public"."enum__channels_v_blocks_multimedia_video_source";
  CREATE TYPE "public"."enum__channels_v_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  ALTER TABLE "_channels_v_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::"public"."enum__channels_v_blocks_multimedia_video_source";
  ALTER TABLE "_channels_v_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE "public"."enum__channels_v_blocks_multimedia_video_source" USING "video_source"::"public"."enum__channels_v_blocks_multimedia_video_source";
  ALTER TABLE "articles_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE text;
  ALTER TABLE "articles_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::text;
  DROP TYPE "public"."enum_articles_blocks_multimedia_video_source";
  CREATE TYPE "public"."enum_articles_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  ALTER TABLE "articles_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::"public"."enum_articles_blocks_multimedia_video_source";
  ALTER TABLE "articles_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE "public"."enum_articles_blocks_multimedia_video_source" USING "video_source"::"public"."enum_articles_blocks_multimedia_video_source";
  ALTER TABLE "_articles_v_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE text;
  ALTER TABLE "_articles_v_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::text;
  DROP TYPE "public"."enum__articles_v_blocks_multimedia_video_source";
  CREATE TYPE "public"."enum__articles_v_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  ALTER TABLE "_articles_v_blocks_multimedia" ALTER COLUMN "video_source" SET DEFAULT 'upload'::"public"."enum__articles_v_blocks_multimedia_video_source";
  ALTER TABLE "_articles_v_blocks_multimedia" ALTER COLUMN "video_source" SET DATA TYPE "public"."enum__articles_v_blocks_multimedia_video_source" USING "video_source"::"public"."enum__articles_v_blocks_multimedia_video_source";
  ALTER TABLE "channels_blocks_multimedia" DROP COLUMN "feed_url";
  ALTER TABLE "_channels_v_blocks_multimedia" DROP COLUMN "feed_url";
  ALTER TABLE "articles_blocks_multimedia" DROP COLUMN "feed_url";
  ALTER TABLE "_articles_v_blocks_multimedia" DROP COLUMN "feed_url";`)
}
