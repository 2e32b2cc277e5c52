import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`channels\` ADD \`last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`channels_last_modified_by_idx\` ON \`channels\` (\`last_modified_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_channels_v\` ADD \`version_last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_last_modified_by_idx\` ON \`_channels_v\` (\`version_last_modified_by_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`articles_last_modified_by_idx\` ON \`articles\` (\`last_modified_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_last_modified_by_idx\` ON \`_articles_v\` (\`version_last_modified_by_id\`);`)
  await db.run(sql`ALTER TABLE \`job_postings\` ADD \`last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`job_postings_last_modified_by_idx\` ON \`job_postings\` (\`last_modified_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_job_postings_v\` ADD \`version_last_modified_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_last_modified_by_idx\` ON \`_job_postings_v\` (\`version_last_modified_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`is_home\` integer DEFAULT false,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`requires_review\` integer DEFAULT false,
  	\`tracking_name\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_channels\`("id", "title", "is_home", "slug", "parent_id", "requires_review", "tracking_name", "seo_title", "seo_description", "updated_at", "created_at", "_status") SELECT "id", "title", "is_home", "slug", "parent_id", "requires_review", "tracking_name", "seo_title", "seo_description", "updated_at", "created_at", "_status" FROM \`channels\`;`)
  await db.run(sql`DROP TABLE \`channels\`;`)
  await db.run(sql`ALTER TABLE \`__new_channels\` RENAME TO \`channels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`channels_is_home_idx\` ON \`channels\` (\`is_home\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`channels_slug_idx\` ON \`channels\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`channels_parent_idx\` ON \`channels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_updated_at_idx\` ON \`channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channels_created_at_idx\` ON \`channels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`channels__status_idx\` ON \`channels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__channels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_is_home\` integer DEFAULT false,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_requires_review\` integer DEFAULT false,
  	\`version_tracking_name\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__channels_v\`("id", "parent_id", "version_title", "version_is_home", "version_slug", "version_parent_id", "version_requires_review", "version_tracking_name", "version_seo_title", "version_seo_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_is_home", "version_slug", "version_parent_id", "version_requires_review", "version_tracking_name", "version_seo_title", "version_seo_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_channels_v\`;`)
  await db.run(sql`DROP TABLE \`_channels_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__channels_v\` RENAME TO \`_channels_v\`;`)
  await db.run(sql`CREATE INDEX \`_channels_v_parent_idx\` ON \`_channels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_is_home_idx\` ON \`_channels_v\` (\`version_is_home\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_slug_idx\` ON \`_channels_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_parent_idx\` ON \`_channels_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_updated_at_idx\` ON \`_channels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version_created_at_idx\` ON \`_channels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_version_version__status_idx\` ON \`_channels_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_created_at_idx\` ON \`_channels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_updated_at_idx\` ON \`_channels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_latest_idx\` ON \`_channels_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_autosave_idx\` ON \`_channels_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`article_id\` numeric,
  	\`channel_id\` integer,
  	\`lead_text\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`hero_image_id\` integer,
  	\`show_sharing\` integer DEFAULT true,
  	\`tracking_name\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "slug", "article_id", "channel_id", "lead_text", "author", "date_published", "hero_image_id", "show_sharing", "tracking_name", "seo_title", "seo_description", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "article_id", "channel_id", "lead_text", "author", "date_published", "hero_image_id", "show_sharing", "tracking_name", "seo_title", "seo_description", "updated_at", "created_at", "_status" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_article_id_idx\` ON \`articles\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_channel_idx\` ON \`articles\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_hero_image_idx\` ON \`articles\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_article_id\` numeric,
  	\`version_channel_id\` integer,
  	\`version_lead_text\` text,
  	\`version_author\` text,
  	\`version_date_published\` text,
  	\`version_hero_image_id\` integer,
  	\`version_show_sharing\` integer DEFAULT true,
  	\`version_tracking_name\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_title", "version_slug", "version_article_id", "version_channel_id", "version_lead_text", "version_author", "version_date_published", "version_hero_image_id", "version_show_sharing", "version_tracking_name", "version_seo_title", "version_seo_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_article_id", "version_channel_id", "version_lead_text", "version_author", "version_date_published", "version_hero_image_id", "version_show_sharing", "version_tracking_name", "version_seo_title", "version_seo_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_article_id_idx\` ON \`_articles_v\` (\`version_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_channel_idx\` ON \`_articles_v\` (\`version_channel_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_hero_image_idx\` ON \`_articles_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_job_postings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`article_id\` numeric,
  	\`channel_id\` integer,
  	\`date_published\` text,
  	\`lead_text\` text,
  	\`state\` text,
  	\`location\` text,
  	\`field\` text,
  	\`employment_type\` text,
  	\`start\` text,
  	\`contact_name\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`alerts_queued_at\` text,
  	\`tracking_name\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_job_postings\`("id", "title", "slug", "article_id", "channel_id", "date_published", "lead_text", "state", "location", "field", "employment_type", "start", "contact_name", "contact_email", "contact_phone", "alerts_queued_at", "tracking_name", "seo_title", "seo_description", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "article_id", "channel_id", "date_published", "lead_text", "state", "location", "field", "employment_type", "start", "contact_name", "contact_email", "contact_phone", "alerts_queued_at", "tracking_name", "seo_title", "seo_description", "updated_at", "created_at", "_status" FROM \`job_postings\`;`)
  await db.run(sql`DROP TABLE \`job_postings\`;`)
  await db.run(sql`ALTER TABLE \`__new_job_postings\` RENAME TO \`job_postings\`;`)
  await db.run(sql`CREATE INDEX \`job_postings_slug_idx\` ON \`job_postings\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_postings_article_id_idx\` ON \`job_postings\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_channel_idx\` ON \`job_postings\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_state_idx\` ON \`job_postings\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_field_idx\` ON \`job_postings\` (\`field\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_updated_at_idx\` ON \`job_postings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_created_at_idx\` ON \`job_postings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings__status_idx\` ON \`job_postings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__job_postings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_article_id\` numeric,
  	\`version_channel_id\` integer,
  	\`version_date_published\` text,
  	\`version_lead_text\` text,
  	\`version_state\` text,
  	\`version_location\` text,
  	\`version_field\` text,
  	\`version_employment_type\` text,
  	\`version_start\` text,
  	\`version_contact_name\` text,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_alerts_queued_at\` text,
  	\`version_tracking_name\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__job_postings_v\`("id", "parent_id", "version_title", "version_slug", "version_article_id", "version_channel_id", "version_date_published", "version_lead_text", "version_state", "version_location", "version_field", "version_employment_type", "version_start", "version_contact_name", "version_contact_email", "version_contact_phone", "version_alerts_queued_at", "version_tracking_name", "version_seo_title", "version_seo_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_article_id", "version_channel_id", "version_date_published", "version_lead_text", "version_state", "version_location", "version_field", "version_employment_type", "version_start", "version_contact_name", "version_contact_email", "version_contact_phone", "version_alerts_queued_at", "version_tracking_name", "version_seo_title", "version_seo_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_job_postings_v\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__job_postings_v\` RENAME TO \`_job_postings_v\`;`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_parent_idx\` ON \`_job_postings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_slug_idx\` ON \`_job_postings_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_article_id_idx\` ON \`_job_postings_v\` (\`version_article_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_channel_idx\` ON \`_job_postings_v\` (\`version_channel_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_state_idx\` ON \`_job_postings_v\` (\`version_state\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_field_idx\` ON \`_job_postings_v\` (\`version_field\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_updated_at_idx\` ON \`_job_postings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version_created_at_idx\` ON \`_job_postings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_version_version__status_idx\` ON \`_job_postings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_created_at_idx\` ON \`_job_postings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_updated_at_idx\` ON \`_job_postings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_latest_idx\` ON \`_job_postings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_autosave_idx\` ON \`_job_postings_v\` (\`autosave\`);`)
}
