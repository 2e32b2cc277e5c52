import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`channels_blocks_multimedia_playlist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`mux_playback_id\` text,
  	\`poster_id\` integer,
  	\`duration\` numeric,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_multimedia\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_playlist_order_idx\` ON \`channels_blocks_multimedia_playlist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_playlist_parent_id_idx\` ON \`channels_blocks_multimedia_playlist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_playlist_file_idx\` ON \`channels_blocks_multimedia_playlist\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_playlist_poster_idx\` ON \`channels_blocks_multimedia_playlist\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_multimedia_playlist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`mux_playback_id\` text,
  	\`poster_id\` integer,
  	\`duration\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_multimedia\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_playlist_order_idx\` ON \`_channels_v_blocks_multimedia_playlist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_playlist_parent_id_idx\` ON \`_channels_v_blocks_multimedia_playlist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_playlist_file_idx\` ON \`_channels_v_blocks_multimedia_playlist\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_playlist_poster_idx\` ON \`_channels_v_blocks_multimedia_playlist\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_multimedia_playlist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`mux_playback_id\` text,
  	\`poster_id\` integer,
  	\`duration\` numeric,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_multimedia\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_playlist_order_idx\` ON \`articles_blocks_multimedia_playlist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_playlist_parent_id_idx\` ON \`articles_blocks_multimedia_playlist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_playlist_file_idx\` ON \`articles_blocks_multimedia_playlist\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_playlist_poster_idx\` ON \`articles_blocks_multimedia_playlist\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_multimedia_playlist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`mux_playback_id\` text,
  	\`poster_id\` integer,
  	\`duration\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_multimedia\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_playlist_order_idx\` ON \`_articles_v_blocks_multimedia_playlist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_playlist_parent_id_idx\` ON \`_articles_v_blocks_multimedia_playlist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_playlist_file_idx\` ON \`_articles_v_blocks_multimedia_playlist\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_playlist_poster_idx\` ON \`_articles_v_blocks_multimedia_playlist\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`videos_filename_idx\` ON \`videos\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`video_source\` text DEFAULT 'upload';`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`embed_url\` text;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`embed_title\` text;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`volume\` numeric DEFAULT 85;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`repeat\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`sharing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`share_title\` text;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`video_source\` text DEFAULT 'upload';`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`embed_url\` text;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`embed_title\` text;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`volume\` numeric DEFAULT 85;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`repeat\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`sharing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`share_title\` text;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`video_source\` text DEFAULT 'upload';`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`embed_url\` text;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`embed_title\` text;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`volume\` numeric DEFAULT 85;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`repeat\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`sharing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`share_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`video_source\` text DEFAULT 'upload';`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`embed_url\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`embed_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`volume\` numeric DEFAULT 85;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`repeat\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`sharing\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`share_title\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`channels_blocks_multimedia_playlist\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_multimedia_playlist\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_multimedia_playlist\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_multimedia_playlist\`;`)
  await db.run(sql`DROP TABLE \`videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	\`articles_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "channels_id", "articles_id", "media_id", "documents_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "channels_id", "articles_id", "media_id", "documents_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`video_source\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`embed_url\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`embed_title\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`volume\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`repeat\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`sharing\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`share_title\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`video_source\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`embed_url\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`embed_title\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`volume\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`repeat\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`sharing\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`share_title\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`video_source\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`embed_url\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`embed_title\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`volume\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`repeat\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`sharing\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`share_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`video_source\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`embed_url\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`embed_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`volume\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`repeat\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`sharing\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`share_title\`;`)
}
