import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`priority\` numeric,
  	\`kind\` text,
  	\`doc_id\` numeric,
  	\`date_published\` text,
  	\`body\` text,
  	\`title_terms\` text,
  	\`lead_terms\` text,
  	\`body_terms\` text,
  	\`part_terms\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_kind_idx\` ON \`search\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`search_doc_id_idx\` ON \`search\` (\`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`search_updated_at_idx\` ON \`search\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_created_at_idx\` ON \`search\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	\`articles_id\` integer,
  	\`job_postings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_postings_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_rels_order_idx\` ON \`search_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_parent_idx\` ON \`search_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_path_idx\` ON \`search_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_channels_id_idx\` ON \`search_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_articles_id_idx\` ON \`search_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`search_rels_job_postings_id_idx\` ON \`search_rels\` (\`job_postings_id\`);`)
  // The full-text index of the site search (src/cms/search/query.ts) over the plugin's rows, kept
  // current by triggers. Written by hand: drizzle knows neither. A later migration that rebuilds
  // the \`search\` table (SQLite's way to change a column) drops these triggers: create them again.
  await db.run(sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(
  	\`title_terms\`, \`lead_terms\`, \`body_terms\`, \`part_terms\`,
  	content='search', content_rowid='id', tokenize='unicode61 remove_diacritics 0'
  );`)
  await db.run(sql`CREATE TRIGGER \`search_fts_insert\` AFTER INSERT ON \`search\` BEGIN
  	INSERT INTO \`search_fts\` (rowid, \`title_terms\`, \`lead_terms\`, \`body_terms\`, \`part_terms\`)
  	VALUES (new.\`id\`, new.\`title_terms\`, new.\`lead_terms\`, new.\`body_terms\`, new.\`part_terms\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_fts_delete\` AFTER DELETE ON \`search\` BEGIN
  	INSERT INTO \`search_fts\` (\`search_fts\`, rowid, \`title_terms\`, \`lead_terms\`, \`body_terms\`, \`part_terms\`)
  	VALUES ('delete', old.\`id\`, old.\`title_terms\`, old.\`lead_terms\`, old.\`body_terms\`, old.\`part_terms\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_fts_update\` AFTER UPDATE ON \`search\` BEGIN
  	INSERT INTO \`search_fts\` (\`search_fts\`, rowid, \`title_terms\`, \`lead_terms\`, \`body_terms\`, \`part_terms\`)
  	VALUES ('delete', old.\`id\`, old.\`title_terms\`, old.\`lead_terms\`, old.\`body_terms\`, old.\`part_terms\`);
  	INSERT INTO \`search_fts\` (rowid, \`title_terms\`, \`lead_terms\`, \`body_terms\`, \`part_terms\`)
  	VALUES (new.\`id\`, new.\`title_terms\`, new.\`lead_terms\`, new.\`body_terms\`, new.\`part_terms\`);
  END;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_id\` integer REFERENCES search(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_fts\`;`)
  await db.run(sql`DROP TABLE \`search\`;`)
  await db.run(sql`DROP TABLE \`search_rels\`;`)
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
  	\`captions_id\` integer,
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
  	FOREIGN KEY (\`captions_id\`) REFERENCES \`captions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_alerts_id\`) REFERENCES \`job_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_alert_tokens_id\`) REFERENCES \`job_alert_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "channels_id", "articles_id", "job_postings_id", "media_id", "documents_id", "videos_id", "captions_id", "redirects_id", "job_alerts_id", "job_alert_tokens_id", "users_id") SELECT "id", "order", "parent_id", "path", "channels_id", "articles_id", "job_postings_id", "media_id", "documents_id", "videos_id", "captions_id", "redirects_id", "job_alerts_id", "job_alert_tokens_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captions_id_idx\` ON \`payload_locked_documents_rels\` (\`captions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_alert_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alert_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
