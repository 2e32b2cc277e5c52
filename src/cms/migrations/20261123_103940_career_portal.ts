import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`channels_blocks_job_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Offene Stellen',
  	\`show_filters\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_job_list_order_idx\` ON \`channels_blocks_job_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_job_list_parent_id_idx\` ON \`channels_blocks_job_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_job_list_path_idx\` ON \`channels_blocks_job_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_job_alert_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Job-Alarm einrichten',
  	\`text\` text DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_job_alert_form_order_idx\` ON \`channels_blocks_job_alert_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_job_alert_form_parent_id_idx\` ON \`channels_blocks_job_alert_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_job_alert_form_path_idx\` ON \`channels_blocks_job_alert_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_job_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Offene Stellen',
  	\`show_filters\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_job_list_order_idx\` ON \`_channels_v_blocks_job_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_job_list_parent_id_idx\` ON \`_channels_v_blocks_job_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_job_list_path_idx\` ON \`_channels_v_blocks_job_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_job_alert_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Job-Alarm einrichten',
  	\`text\` text DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_job_alert_form_order_idx\` ON \`_channels_v_blocks_job_alert_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_job_alert_form_parent_id_idx\` ON \`_channels_v_blocks_job_alert_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_job_alert_form_path_idx\` ON \`_channels_v_blocks_job_alert_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_job_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Offene Stellen',
  	\`show_filters\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_job_list_order_idx\` ON \`articles_blocks_job_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_job_list_parent_id_idx\` ON \`articles_blocks_job_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_job_list_path_idx\` ON \`articles_blocks_job_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_job_alert_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Job-Alarm einrichten',
  	\`text\` text DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_job_alert_form_order_idx\` ON \`articles_blocks_job_alert_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_job_alert_form_parent_id_idx\` ON \`articles_blocks_job_alert_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_job_alert_form_path_idx\` ON \`articles_blocks_job_alert_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_job_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Offene Stellen',
  	\`show_filters\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_job_list_order_idx\` ON \`_articles_v_blocks_job_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_job_list_parent_id_idx\` ON \`_articles_v_blocks_job_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_job_list_path_idx\` ON \`_articles_v_blocks_job_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_job_alert_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text DEFAULT 'Job-Alarm einrichten',
  	\`text\` text DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_job_alert_form_order_idx\` ON \`_articles_v_blocks_job_alert_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_job_alert_form_parent_id_idx\` ON \`_articles_v_blocks_job_alert_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_job_alert_form_path_idx\` ON \`_articles_v_blocks_job_alert_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_rich_text_order_idx\` ON \`job_postings_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_rich_text_parent_id_idx\` ON \`job_postings_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_rich_text_path_idx\` ON \`job_postings_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_headline_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`headline_level\` text DEFAULT 'h2',
  	\`headline_color\` text DEFAULT 'darkgrey',
  	\`text\` text,
  	\`text_color\` text DEFAULT 'darkgrey',
  	\`text_size\` text DEFAULT 'normal',
  	\`text_weight\` text DEFAULT 'primary',
  	\`text_align\` text DEFAULT 'left',
  	\`text_transform\` text DEFAULT 'none',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_headline_text_order_idx\` ON \`job_postings_blocks_headline_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_headline_text_parent_id_idx\` ON \`job_postings_blocks_headline_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_headline_text_path_idx\` ON \`job_postings_blocks_headline_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_benefits_items_order_idx\` ON \`job_postings_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_benefits_items_parent_id_idx\` ON \`job_postings_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_benefits_order_idx\` ON \`job_postings_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_benefits_parent_id_idx\` ON \`job_postings_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_benefits_path_idx\` ON \`job_postings_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_faq_items_order_idx\` ON \`job_postings_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_faq_items_parent_id_idx\` ON \`job_postings_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_faq_order_idx\` ON \`job_postings_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_faq_parent_id_idx\` ON \`job_postings_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_faq_path_idx\` ON \`job_postings_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`modifier\` text DEFAULT 'info',
  	\`closeable\` integer DEFAULT false,
  	\`title\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_alert_order_idx\` ON \`job_postings_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_alert_parent_id_idx\` ON \`job_postings_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_alert_path_idx\` ON \`job_postings_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_link_chips_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`color\` text DEFAULT 'default',
  	\`target\` text DEFAULT '_self',
  	\`muted\` integer DEFAULT false,
  	\`disabled\` integer DEFAULT false,
  	\`show_external_modal\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings_blocks_link_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_link_chips_chips_order_idx\` ON \`job_postings_blocks_link_chips_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_link_chips_chips_parent_id_idx\` ON \`job_postings_blocks_link_chips_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_postings_blocks_link_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_link_chips_order_idx\` ON \`job_postings_blocks_link_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_link_chips_parent_id_idx\` ON \`job_postings_blocks_link_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_blocks_link_chips_path_idx\` ON \`job_postings_blocks_link_chips\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`job_postings\` (
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
  await db.run(sql`CREATE INDEX \`job_postings_slug_idx\` ON \`job_postings\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_postings_article_id_idx\` ON \`job_postings\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_channel_idx\` ON \`job_postings\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_state_idx\` ON \`job_postings\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_field_idx\` ON \`job_postings\` (\`field\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_updated_at_idx\` ON \`job_postings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings_created_at_idx\` ON \`job_postings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_postings__status_idx\` ON \`job_postings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_rich_text_order_idx\` ON \`_job_postings_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_rich_text_parent_id_idx\` ON \`_job_postings_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_rich_text_path_idx\` ON \`_job_postings_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_headline_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`headline_level\` text DEFAULT 'h2',
  	\`headline_color\` text DEFAULT 'darkgrey',
  	\`text\` text,
  	\`text_color\` text DEFAULT 'darkgrey',
  	\`text_size\` text DEFAULT 'normal',
  	\`text_weight\` text DEFAULT 'primary',
  	\`text_align\` text DEFAULT 'left',
  	\`text_transform\` text DEFAULT 'none',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_headline_text_order_idx\` ON \`_job_postings_v_blocks_headline_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_headline_text_parent_id_idx\` ON \`_job_postings_v_blocks_headline_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_headline_text_path_idx\` ON \`_job_postings_v_blocks_headline_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_benefits_items_order_idx\` ON \`_job_postings_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_benefits_items_parent_id_idx\` ON \`_job_postings_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_benefits_order_idx\` ON \`_job_postings_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_benefits_parent_id_idx\` ON \`_job_postings_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_benefits_path_idx\` ON \`_job_postings_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_faq_items_order_idx\` ON \`_job_postings_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_faq_items_parent_id_idx\` ON \`_job_postings_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_faq_order_idx\` ON \`_job_postings_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_faq_parent_id_idx\` ON \`_job_postings_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_faq_path_idx\` ON \`_job_postings_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`modifier\` text DEFAULT 'info',
  	\`closeable\` integer DEFAULT false,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_alert_order_idx\` ON \`_job_postings_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_alert_parent_id_idx\` ON \`_job_postings_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_alert_path_idx\` ON \`_job_postings_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_link_chips_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`color\` text DEFAULT 'default',
  	\`target\` text DEFAULT '_self',
  	\`muted\` integer DEFAULT false,
  	\`disabled\` integer DEFAULT false,
  	\`show_external_modal\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v_blocks_link_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_link_chips_chips_order_idx\` ON \`_job_postings_v_blocks_link_chips_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_link_chips_chips_parent_id_idx\` ON \`_job_postings_v_blocks_link_chips_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v_blocks_link_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_postings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_link_chips_order_idx\` ON \`_job_postings_v_blocks_link_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_link_chips_parent_id_idx\` ON \`_job_postings_v_blocks_link_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_blocks_link_chips_path_idx\` ON \`_job_postings_v_blocks_link_chips\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_job_postings_v\` (
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_postings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`job_alerts_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_alerts_states_order_idx\` ON \`job_alerts_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`job_alerts_states_parent_idx\` ON \`job_alerts_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_alerts_fields\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_alerts_fields_order_idx\` ON \`job_alerts_fields\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`job_alerts_fields_parent_idx\` ON \`job_alerts_fields\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`consent_text\` text NOT NULL,
  	\`consent_given_at\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`last_notified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`job_alerts_email_idx\` ON \`job_alerts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`job_alerts_status_idx\` ON \`job_alerts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_alerts_unsubscribed_at_idx\` ON \`job_alerts\` (\`unsubscribed_at\`);`)
  await db.run(sql`CREATE INDEX \`job_alerts_updated_at_idx\` ON \`job_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_alerts_created_at_idx\` ON \`job_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_alert_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hash\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`alert_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`alert_id\`) REFERENCES \`job_alerts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_alert_tokens_hash_idx\` ON \`job_alert_tokens\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`job_alert_tokens_alert_idx\` ON \`job_alert_tokens\` (\`alert_id\`);`)
  await db.run(sql`CREATE INDEX \`job_alert_tokens_updated_at_idx\` ON \`job_alert_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_alert_tokens_created_at_idx\` ON \`job_alert_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_postings_id\` integer REFERENCES job_postings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_alerts_id\` integer REFERENCES job_alerts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_alert_tokens_id\` integer REFERENCES job_alert_tokens(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_postings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_postings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_alert_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alert_tokens_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`channels_blocks_job_list\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_job_alert_form\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_job_list\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_job_alert_form\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_job_list\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_job_alert_form\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_job_list\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_job_alert_form\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_headline_text\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_link_chips_chips\`;`)
  await db.run(sql`DROP TABLE \`job_postings_blocks_link_chips\`;`)
  await db.run(sql`DROP TABLE \`job_postings\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_headline_text\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_link_chips_chips\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v_blocks_link_chips\`;`)
  await db.run(sql`DROP TABLE \`_job_postings_v\`;`)
  await db.run(sql`DROP TABLE \`job_alerts_states\`;`)
  await db.run(sql`DROP TABLE \`job_alerts_fields\`;`)
  await db.run(sql`DROP TABLE \`job_alerts\`;`)
  await db.run(sql`DROP TABLE \`job_alert_tokens\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	\`videos_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "channels_id", "articles_id", "media_id", "documents_id", "videos_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "channels_id", "articles_id", "media_id", "documents_id", "videos_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
