import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`channels_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_rich_text_order_idx\` ON \`channels_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_rich_text_parent_id_idx\` ON \`channels_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_rich_text_path_idx\` ON \`channels_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article_id\` integer,
  	\`title\` text,
  	\`lead_text\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_teaser_order_idx\` ON \`channels_blocks_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_teaser_parent_id_idx\` ON \`channels_blocks_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_teaser_path_idx\` ON \`channels_blocks_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_teaser_article_idx\` ON \`channels_blocks_teaser\` (\`article_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_faq_items_order_idx\` ON \`channels_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_faq_items_parent_id_idx\` ON \`channels_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_faq_order_idx\` ON \`channels_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_faq_parent_id_idx\` ON \`channels_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_faq_path_idx\` ON \`channels_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_quote_order_idx\` ON \`channels_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_quote_parent_id_idx\` ON \`channels_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_quote_path_idx\` ON \`channels_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_table_rows_cells_order_idx\` ON \`channels_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_table_rows_cells_parent_id_idx\` ON \`channels_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_table_rows_order_idx\` ON \`channels_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_table_rows_parent_id_idx\` ON \`channels_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`has_header_row\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_table_order_idx\` ON \`channels_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_table_parent_id_idx\` ON \`channels_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_table_path_idx\` ON \`channels_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`is_home\` integer DEFAULT false,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`tracking_name\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_is_home_idx\` ON \`channels\` (\`is_home\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`channels_slug_idx\` ON \`channels\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`channels_parent_idx\` ON \`channels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_updated_at_idx\` ON \`channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`channels_created_at_idx\` ON \`channels\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`channels__status_idx\` ON \`channels\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_rich_text_order_idx\` ON \`_channels_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_rich_text_parent_id_idx\` ON \`_channels_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_rich_text_path_idx\` ON \`_channels_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_id\` integer,
  	\`title\` text,
  	\`lead_text\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_teaser_order_idx\` ON \`_channels_v_blocks_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_teaser_parent_id_idx\` ON \`_channels_v_blocks_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_teaser_path_idx\` ON \`_channels_v_blocks_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_teaser_article_idx\` ON \`_channels_v_blocks_teaser\` (\`article_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_faq_items_order_idx\` ON \`_channels_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_faq_items_parent_id_idx\` ON \`_channels_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_faq_order_idx\` ON \`_channels_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_faq_parent_id_idx\` ON \`_channels_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_faq_path_idx\` ON \`_channels_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_quote_order_idx\` ON \`_channels_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_quote_parent_id_idx\` ON \`_channels_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_quote_path_idx\` ON \`_channels_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_table_rows_cells_order_idx\` ON \`_channels_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_table_rows_cells_parent_id_idx\` ON \`_channels_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_table_rows_order_idx\` ON \`_channels_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_table_rows_parent_id_idx\` ON \`_channels_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`has_header_row\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_table_order_idx\` ON \`_channels_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_table_parent_id_idx\` ON \`_channels_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_table_path_idx\` ON \`_channels_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_is_home\` integer DEFAULT false,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_tracking_name\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`articles_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_rich_text_order_idx\` ON \`articles_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_rich_text_parent_id_idx\` ON \`articles_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_rich_text_path_idx\` ON \`articles_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`article_id\` integer,
  	\`title\` text,
  	\`lead_text\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_teaser_order_idx\` ON \`articles_blocks_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_teaser_parent_id_idx\` ON \`articles_blocks_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_teaser_path_idx\` ON \`articles_blocks_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_teaser_article_idx\` ON \`articles_blocks_teaser\` (\`article_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_items_order_idx\` ON \`articles_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_items_parent_id_idx\` ON \`articles_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_order_idx\` ON \`articles_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_parent_id_idx\` ON \`articles_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_faq_path_idx\` ON \`articles_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_quote_order_idx\` ON \`articles_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_quote_parent_id_idx\` ON \`articles_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_quote_path_idx\` ON \`articles_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_table_rows_cells_order_idx\` ON \`articles_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_table_rows_cells_parent_id_idx\` ON \`articles_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_table_rows_order_idx\` ON \`articles_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_table_rows_parent_id_idx\` ON \`articles_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`has_header_row\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_table_order_idx\` ON \`articles_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_table_parent_id_idx\` ON \`articles_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_table_path_idx\` ON \`articles_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`article_id\` numeric,
  	\`channel_id\` integer,
  	\`lead_text\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`hero_image_id\` integer,
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
  await db.run(sql`CREATE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_article_id_idx\` ON \`articles\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_channel_idx\` ON \`articles\` (\`channel_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_hero_image_idx\` ON \`articles\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_rich_text_order_idx\` ON \`_articles_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_rich_text_parent_id_idx\` ON \`_articles_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_rich_text_path_idx\` ON \`_articles_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`article_id\` integer,
  	\`title\` text,
  	\`lead_text\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_teaser_order_idx\` ON \`_articles_v_blocks_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_teaser_parent_id_idx\` ON \`_articles_v_blocks_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_teaser_path_idx\` ON \`_articles_v_blocks_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_teaser_article_idx\` ON \`_articles_v_blocks_teaser\` (\`article_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_items_order_idx\` ON \`_articles_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_items_parent_id_idx\` ON \`_articles_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_order_idx\` ON \`_articles_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_parent_id_idx\` ON \`_articles_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_faq_path_idx\` ON \`_articles_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_quote_order_idx\` ON \`_articles_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_quote_parent_id_idx\` ON \`_articles_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_quote_path_idx\` ON \`_articles_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_table_rows_cells_order_idx\` ON \`_articles_v_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_table_rows_cells_parent_id_idx\` ON \`_articles_v_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_table_rows_order_idx\` ON \`_articles_v_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_table_rows_parent_id_idx\` ON \`_articles_v_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`has_header_row\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_table_order_idx\` ON \`_articles_v_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_table_parent_id_idx\` ON \`_articles_v_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_table_path_idx\` ON \`_articles_v_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
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
  	\`version_tracking_name\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`copyright\` text,
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
  	\`focal_y\` numeric,
  	\`sizes_lq_url\` text,
  	\`sizes_lq_width\` numeric,
  	\`sizes_lq_height\` numeric,
  	\`sizes_lq_mime_type\` text,
  	\`sizes_lq_filesize\` numeric,
  	\`sizes_lq_filename\` text,
  	\`sizes_lq_webp_url\` text,
  	\`sizes_lq_webp_width\` numeric,
  	\`sizes_lq_webp_height\` numeric,
  	\`sizes_lq_webp_mime_type\` text,
  	\`sizes_lq_webp_filesize\` numeric,
  	\`sizes_lq_webp_filename\` text,
  	\`sizes_mq_url\` text,
  	\`sizes_mq_width\` numeric,
  	\`sizes_mq_height\` numeric,
  	\`sizes_mq_mime_type\` text,
  	\`sizes_mq_filesize\` numeric,
  	\`sizes_mq_filename\` text,
  	\`sizes_mq_webp_url\` text,
  	\`sizes_mq_webp_width\` numeric,
  	\`sizes_mq_webp_height\` numeric,
  	\`sizes_mq_webp_mime_type\` text,
  	\`sizes_mq_webp_filesize\` numeric,
  	\`sizes_mq_webp_filename\` text,
  	\`sizes_hq_url\` text,
  	\`sizes_hq_width\` numeric,
  	\`sizes_hq_height\` numeric,
  	\`sizes_hq_mime_type\` text,
  	\`sizes_hq_filesize\` numeric,
  	\`sizes_hq_filename\` text,
  	\`sizes_hq_webp_url\` text,
  	\`sizes_hq_webp_width\` numeric,
  	\`sizes_hq_webp_height\` numeric,
  	\`sizes_hq_webp_mime_type\` text,
  	\`sizes_hq_webp_filesize\` numeric,
  	\`sizes_hq_webp_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_lq_sizes_lq_filename_idx\` ON \`media\` (\`sizes_lq_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_lq_webp_sizes_lq_webp_filename_idx\` ON \`media\` (\`sizes_lq_webp_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_mq_sizes_mq_filename_idx\` ON \`media\` (\`sizes_mq_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_mq_webp_sizes_mq_webp_filename_idx\` ON \`media\` (\`sizes_mq_webp_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hq_sizes_hq_filename_idx\` ON \`media\` (\`sizes_hq_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hq_webp_sizes_hq_webp_filename_idx\` ON \`media\` (\`sizes_hq_webp_filename\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`status\` text DEFAULT 'permanent' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	\`articles_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`navigation_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_header_order_idx\` ON \`navigation_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_header_parent_id_idx\` ON \`navigation_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_order_idx\` ON \`navigation_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_parent_id_idx\` ON \`navigation_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`channels_id\` integer,
  	\`articles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`channels_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_channels_id_idx\` ON \`navigation_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_articles_id_idx\` ON \`navigation_rels\` (\`articles_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`channels_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_teaser\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`channels\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_teaser\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_channels_v\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_teaser\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_teaser\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`navigation_header\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
}
