import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`channels_blocks_multimedia_playlist_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`is_default\` integer DEFAULT false,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_multimedia_playlist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_playlist_tracks_order_idx\` ON \`channels_blocks_multimedia_playlist_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_playlist_tracks_parent_id_idx\` ON \`channels_blocks_multimedia_playlist_tracks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_playlist_tracks_file_idx\` ON \`channels_blocks_multimedia_playlist_tracks\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_multimedia_playlist_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`is_default\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_multimedia_playlist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_playlist_tracks_order_idx\` ON \`_channels_v_blocks_multimedia_playlist_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_playlist_tracks_parent_id_idx\` ON \`_channels_v_blocks_multimedia_playlist_tracks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_playlist_tracks_file_idx\` ON \`_channels_v_blocks_multimedia_playlist_tracks\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_multimedia_playlist_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`is_default\` integer DEFAULT false,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_multimedia_playlist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_playlist_tracks_order_idx\` ON \`articles_blocks_multimedia_playlist_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_playlist_tracks_parent_id_idx\` ON \`articles_blocks_multimedia_playlist_tracks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_playlist_tracks_file_idx\` ON \`articles_blocks_multimedia_playlist_tracks\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_multimedia_playlist_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`is_default\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_multimedia_playlist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_playlist_tracks_order_idx\` ON \`_articles_v_blocks_multimedia_playlist_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_playlist_tracks_parent_id_idx\` ON \`_articles_v_blocks_multimedia_playlist_tracks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_playlist_tracks_file_idx\` ON \`_articles_v_blocks_multimedia_playlist_tracks\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`videos_tracks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`videos_tracks_order_idx\` ON \`videos_tracks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`videos_tracks_parent_id_idx\` ON \`videos_tracks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`videos_tracks_file_idx\` ON \`videos_tracks\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`captions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`label\` text DEFAULT 'Deutsch' NOT NULL,
  	\`language\` text DEFAULT 'de' NOT NULL,
  	\`kind\` text DEFAULT 'captions' NOT NULL,
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
  await db.run(sql`CREATE INDEX \`captions_updated_at_idx\` ON \`captions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`captions_created_at_idx\` ON \`captions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`captions_filename_idx\` ON \`captions\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`captions_id\` integer REFERENCES captions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captions_id_idx\` ON \`payload_locked_documents_rels\` (\`captions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`channels_blocks_multimedia_playlist_tracks\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_multimedia_playlist_tracks\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_multimedia_playlist_tracks\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_multimedia_playlist_tracks\`;`)
  await db.run(sql`DROP TABLE \`videos_tracks\`;`)
  await db.run(sql`DROP TABLE \`captions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	\`articles_id\` integer,
  	\`job_postings_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`videos_id\` integer,
  	\`redirects_id\` integer,
  	\`job_alerts_id\` integer,
  	\`job_alert_tokens_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_alerts_id\`) REFERENCES \`job_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_alert_tokens_id\`) REFERENCES \`job_alert_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "channels_id", "articles_id", "job_postings_id", "media_id", "documents_id", "videos_id", "redirects_id", "job_alerts_id", "job_alert_tokens_id", "users_id") SELECT "id", "order", "parent_id", "path", "channels_id", "articles_id", "job_postings_id", "media_id", "documents_id", "videos_id", "redirects_id", "job_alerts_id", "job_alert_tokens_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_alert_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alert_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
