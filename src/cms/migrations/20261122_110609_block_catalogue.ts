import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`channels_blocks_headline_text\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_headline_text_order_idx\` ON \`channels_blocks_headline_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_headline_text_parent_id_idx\` ON \`channels_blocks_headline_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_headline_text_path_idx\` ON \`channels_blocks_headline_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_benefits_items_order_idx\` ON \`channels_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_benefits_items_parent_id_idx\` ON \`channels_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_benefits_order_idx\` ON \`channels_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_benefits_parent_id_idx\` ON \`channels_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_benefits_path_idx\` ON \`channels_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`modifier\` text DEFAULT 'info',
  	\`closeable\` integer DEFAULT false,
  	\`title\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_alert_order_idx\` ON \`channels_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_alert_parent_id_idx\` ON \`channels_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_alert_path_idx\` ON \`channels_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_card_teasers_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h3',
  	\`description\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_card_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_card_teasers_cards_order_idx\` ON \`channels_blocks_card_teasers_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_card_teasers_cards_parent_id_idx\` ON \`channels_blocks_card_teasers_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_card_teasers_cards_image_idx\` ON \`channels_blocks_card_teasers_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_card_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_card_teasers_order_idx\` ON \`channels_blocks_card_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_card_teasers_parent_id_idx\` ON \`channels_blocks_card_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_card_teasers_path_idx\` ON \`channels_blocks_card_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_horizontal_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h2',
  	\`description\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_horizontal_teaser_order_idx\` ON \`channels_blocks_horizontal_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_horizontal_teaser_parent_id_idx\` ON \`channels_blocks_horizontal_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_horizontal_teaser_path_idx\` ON \`channels_blocks_horizontal_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_product_teasers_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`date_published\` text,
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`detail_link\` text,
  	\`show_schutzbrief\` integer DEFAULT false,
  	\`bestseller\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_product_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_product_teasers_products_order_idx\` ON \`channels_blocks_product_teasers_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_product_teasers_products_parent_id_idx\` ON \`channels_blocks_product_teasers_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_product_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_product_teasers_order_idx\` ON \`channels_blocks_product_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_product_teasers_parent_id_idx\` ON \`channels_blocks_product_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_product_teasers_path_idx\` ON \`channels_blocks_product_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_membership_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_membership_teaser_order_idx\` ON \`channels_blocks_membership_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_membership_teaser_parent_id_idx\` ON \`channels_blocks_membership_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_membership_teaser_path_idx\` ON \`channels_blocks_membership_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_multimedia\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`desktop_image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`ratio\` text DEFAULT 'r16x9',
  	\`mobile_ratio\` text DEFAULT 'square',
  	\`round_corners\` integer DEFAULT false,
  	\`show_vignette\` integer DEFAULT false,
  	\`content\` text,
  	\`media_position\` text DEFAULT 'top',
  	\`media_width\` text DEFAULT '50%',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`desktop_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_order_idx\` ON \`channels_blocks_multimedia\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_parent_id_idx\` ON \`channels_blocks_multimedia\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_path_idx\` ON \`channels_blocks_multimedia\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_image_idx\` ON \`channels_blocks_multimedia\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_desktop_image_idx\` ON \`channels_blocks_multimedia\` (\`desktop_image_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_multimedia_mobile_image_idx\` ON \`channels_blocks_multimedia\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_slides_order_idx\` ON \`channels_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_slides_parent_id_idx\` ON \`channels_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_slides_image_idx\` ON \`channels_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_settings_breakpoints_order_idx\` ON \`channels_blocks_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_settings_breakpoints_parent_id_idx\` ON \`channels_blocks_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`settings_slides_per_view\` numeric DEFAULT 1,
  	\`settings_space_between\` numeric DEFAULT 20,
  	\`settings_navigation\` integer DEFAULT true,
  	\`settings_navigation_outside\` integer DEFAULT false,
  	\`settings_mobile_optimised_buttons\` integer DEFAULT false,
  	\`settings_autoplay\` integer DEFAULT false,
  	\`settings_loop\` integer DEFAULT false,
  	\`settings_scrollbar\` integer DEFAULT false,
  	\`settings_shadow\` integer DEFAULT false,
  	\`settings_round_corners\` integer DEFAULT true,
  	\`settings_mobile_slide_peek\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_order_idx\` ON \`channels_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_parent_id_idx\` ON \`channels_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_carousel_path_idx\` ON \`channels_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_thumbnail_carousel_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_items_order_idx\` ON \`channels_blocks_thumbnail_carousel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_items_parent_id_idx\` ON \`channels_blocks_thumbnail_carousel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_items_image_idx\` ON \`channels_blocks_thumbnail_carousel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_thumbnail_carousel_thumbnail_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`thumbnails\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx\` ON \`channels_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx\` ON \`channels_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_thumbnail_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_order_idx\` ON \`channels_blocks_thumbnail_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_parent_id_idx\` ON \`channels_blocks_thumbnail_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_path_idx\` ON \`channels_blocks_thumbnail_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`channel_id\` integer,
  	\`display\` text DEFAULT 'teasers',
  	\`page_size\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_article_list_order_idx\` ON \`channels_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_article_list_parent_id_idx\` ON \`channels_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_article_list_path_idx\` ON \`channels_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_article_list_channel_idx\` ON \`channels_blocks_article_list\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_link_chips_chips\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_link_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_link_chips_chips_order_idx\` ON \`channels_blocks_link_chips_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_link_chips_chips_parent_id_idx\` ON \`channels_blocks_link_chips_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_link_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_link_chips_order_idx\` ON \`channels_blocks_link_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_link_chips_parent_id_idx\` ON \`channels_blocks_link_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_link_chips_path_idx\` ON \`channels_blocks_link_chips\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`channels_blocks_file_download\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`document_id\` integer,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_file_download_order_idx\` ON \`channels_blocks_file_download\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_file_download_parent_id_idx\` ON \`channels_blocks_file_download\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_file_download_path_idx\` ON \`channels_blocks_file_download\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_file_download_document_idx\` ON \`channels_blocks_file_download\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_headline_text\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_headline_text_order_idx\` ON \`_channels_v_blocks_headline_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_headline_text_parent_id_idx\` ON \`_channels_v_blocks_headline_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_headline_text_path_idx\` ON \`_channels_v_blocks_headline_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_benefits_items_order_idx\` ON \`_channels_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_benefits_items_parent_id_idx\` ON \`_channels_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_benefits_order_idx\` ON \`_channels_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_benefits_parent_id_idx\` ON \`_channels_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_benefits_path_idx\` ON \`_channels_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_alert\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_alert_order_idx\` ON \`_channels_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_alert_parent_id_idx\` ON \`_channels_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_alert_path_idx\` ON \`_channels_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_card_teasers_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h3',
  	\`description\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_card_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_card_teasers_cards_order_idx\` ON \`_channels_v_blocks_card_teasers_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_card_teasers_cards_parent_id_idx\` ON \`_channels_v_blocks_card_teasers_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_card_teasers_cards_image_idx\` ON \`_channels_v_blocks_card_teasers_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_card_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_card_teasers_order_idx\` ON \`_channels_v_blocks_card_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_card_teasers_parent_id_idx\` ON \`_channels_v_blocks_card_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_card_teasers_path_idx\` ON \`_channels_v_blocks_card_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_horizontal_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h2',
  	\`description\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_horizontal_teaser_order_idx\` ON \`_channels_v_blocks_horizontal_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_horizontal_teaser_parent_id_idx\` ON \`_channels_v_blocks_horizontal_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_horizontal_teaser_path_idx\` ON \`_channels_v_blocks_horizontal_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_product_teasers_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`date_published\` text,
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`detail_link\` text,
  	\`show_schutzbrief\` integer DEFAULT false,
  	\`bestseller\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_product_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_product_teasers_products_order_idx\` ON \`_channels_v_blocks_product_teasers_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_product_teasers_products_parent_id_idx\` ON \`_channels_v_blocks_product_teasers_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_product_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_product_teasers_order_idx\` ON \`_channels_v_blocks_product_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_product_teasers_parent_id_idx\` ON \`_channels_v_blocks_product_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_product_teasers_path_idx\` ON \`_channels_v_blocks_product_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_membership_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_membership_teaser_order_idx\` ON \`_channels_v_blocks_membership_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_membership_teaser_parent_id_idx\` ON \`_channels_v_blocks_membership_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_membership_teaser_path_idx\` ON \`_channels_v_blocks_membership_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_multimedia\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`desktop_image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`ratio\` text DEFAULT 'r16x9',
  	\`mobile_ratio\` text DEFAULT 'square',
  	\`round_corners\` integer DEFAULT false,
  	\`show_vignette\` integer DEFAULT false,
  	\`content\` text,
  	\`media_position\` text DEFAULT 'top',
  	\`media_width\` text DEFAULT '50%',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`desktop_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_order_idx\` ON \`_channels_v_blocks_multimedia\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_parent_id_idx\` ON \`_channels_v_blocks_multimedia\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_path_idx\` ON \`_channels_v_blocks_multimedia\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_image_idx\` ON \`_channels_v_blocks_multimedia\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_desktop_image_idx\` ON \`_channels_v_blocks_multimedia\` (\`desktop_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_multimedia_mobile_image_idx\` ON \`_channels_v_blocks_multimedia\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_slides_order_idx\` ON \`_channels_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_slides_parent_id_idx\` ON \`_channels_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_slides_image_idx\` ON \`_channels_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_settings_breakpoints_order_idx\` ON \`_channels_v_blocks_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_settings_breakpoints_parent_id_idx\` ON \`_channels_v_blocks_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`settings_slides_per_view\` numeric DEFAULT 1,
  	\`settings_space_between\` numeric DEFAULT 20,
  	\`settings_navigation\` integer DEFAULT true,
  	\`settings_navigation_outside\` integer DEFAULT false,
  	\`settings_mobile_optimised_buttons\` integer DEFAULT false,
  	\`settings_autoplay\` integer DEFAULT false,
  	\`settings_loop\` integer DEFAULT false,
  	\`settings_scrollbar\` integer DEFAULT false,
  	\`settings_shadow\` integer DEFAULT false,
  	\`settings_round_corners\` integer DEFAULT true,
  	\`settings_mobile_slide_peek\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_order_idx\` ON \`_channels_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_parent_id_idx\` ON \`_channels_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_carousel_path_idx\` ON \`_channels_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_thumbnail_carousel_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_items_order_idx\` ON \`_channels_v_blocks_thumbnail_carousel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_items_parent_id_idx\` ON \`_channels_v_blocks_thumbnail_carousel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_items_image_idx\` ON \`_channels_v_blocks_thumbnail_carousel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`thumbnails\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx\` ON \`_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx\` ON \`_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_thumbnail_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_order_idx\` ON \`_channels_v_blocks_thumbnail_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_parent_id_idx\` ON \`_channels_v_blocks_thumbnail_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_path_idx\` ON \`_channels_v_blocks_thumbnail_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`channel_id\` integer,
  	\`display\` text DEFAULT 'teasers',
  	\`page_size\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_article_list_order_idx\` ON \`_channels_v_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_article_list_parent_id_idx\` ON \`_channels_v_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_article_list_path_idx\` ON \`_channels_v_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_article_list_channel_idx\` ON \`_channels_v_blocks_article_list\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_link_chips_chips\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_link_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_link_chips_chips_order_idx\` ON \`_channels_v_blocks_link_chips_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_link_chips_chips_parent_id_idx\` ON \`_channels_v_blocks_link_chips_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_link_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_link_chips_order_idx\` ON \`_channels_v_blocks_link_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_link_chips_parent_id_idx\` ON \`_channels_v_blocks_link_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_link_chips_path_idx\` ON \`_channels_v_blocks_link_chips\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_file_download\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`document_id\` integer,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_file_download_order_idx\` ON \`_channels_v_blocks_file_download\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_file_download_parent_id_idx\` ON \`_channels_v_blocks_file_download\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_file_download_path_idx\` ON \`_channels_v_blocks_file_download\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_file_download_document_idx\` ON \`_channels_v_blocks_file_download\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_headline_text\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_headline_text_order_idx\` ON \`articles_blocks_headline_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_headline_text_parent_id_idx\` ON \`articles_blocks_headline_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_headline_text_path_idx\` ON \`articles_blocks_headline_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_benefits_items_order_idx\` ON \`articles_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_benefits_items_parent_id_idx\` ON \`articles_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_benefits_order_idx\` ON \`articles_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_benefits_parent_id_idx\` ON \`articles_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_benefits_path_idx\` ON \`articles_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_alert\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`modifier\` text DEFAULT 'info',
  	\`closeable\` integer DEFAULT false,
  	\`title\` text,
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_alert_order_idx\` ON \`articles_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_alert_parent_id_idx\` ON \`articles_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_alert_path_idx\` ON \`articles_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_card_teasers_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h3',
  	\`description\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_card_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_card_teasers_cards_order_idx\` ON \`articles_blocks_card_teasers_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_card_teasers_cards_parent_id_idx\` ON \`articles_blocks_card_teasers_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_card_teasers_cards_image_idx\` ON \`articles_blocks_card_teasers_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_card_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_card_teasers_order_idx\` ON \`articles_blocks_card_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_card_teasers_parent_id_idx\` ON \`articles_blocks_card_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_card_teasers_path_idx\` ON \`articles_blocks_card_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_horizontal_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h2',
  	\`description\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_horizontal_teaser_order_idx\` ON \`articles_blocks_horizontal_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_horizontal_teaser_parent_id_idx\` ON \`articles_blocks_horizontal_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_horizontal_teaser_path_idx\` ON \`articles_blocks_horizontal_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_product_teasers_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`date_published\` text,
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`detail_link\` text,
  	\`show_schutzbrief\` integer DEFAULT false,
  	\`bestseller\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_product_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_product_teasers_products_order_idx\` ON \`articles_blocks_product_teasers_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_product_teasers_products_parent_id_idx\` ON \`articles_blocks_product_teasers_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_product_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_product_teasers_order_idx\` ON \`articles_blocks_product_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_product_teasers_parent_id_idx\` ON \`articles_blocks_product_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_product_teasers_path_idx\` ON \`articles_blocks_product_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_membership_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_membership_teaser_order_idx\` ON \`articles_blocks_membership_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_membership_teaser_parent_id_idx\` ON \`articles_blocks_membership_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_membership_teaser_path_idx\` ON \`articles_blocks_membership_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_multimedia\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`desktop_image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`ratio\` text DEFAULT 'r16x9',
  	\`mobile_ratio\` text DEFAULT 'square',
  	\`round_corners\` integer DEFAULT false,
  	\`show_vignette\` integer DEFAULT false,
  	\`content\` text,
  	\`media_position\` text DEFAULT 'top',
  	\`media_width\` text DEFAULT '50%',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`desktop_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_order_idx\` ON \`articles_blocks_multimedia\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_parent_id_idx\` ON \`articles_blocks_multimedia\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_path_idx\` ON \`articles_blocks_multimedia\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_image_idx\` ON \`articles_blocks_multimedia\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_desktop_image_idx\` ON \`articles_blocks_multimedia\` (\`desktop_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_multimedia_mobile_image_idx\` ON \`articles_blocks_multimedia\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_slides_order_idx\` ON \`articles_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_slides_parent_id_idx\` ON \`articles_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_slides_image_idx\` ON \`articles_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_settings_breakpoints_order_idx\` ON \`articles_blocks_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_settings_breakpoints_parent_id_idx\` ON \`articles_blocks_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`settings_slides_per_view\` numeric DEFAULT 1,
  	\`settings_space_between\` numeric DEFAULT 20,
  	\`settings_navigation\` integer DEFAULT true,
  	\`settings_navigation_outside\` integer DEFAULT false,
  	\`settings_mobile_optimised_buttons\` integer DEFAULT false,
  	\`settings_autoplay\` integer DEFAULT false,
  	\`settings_loop\` integer DEFAULT false,
  	\`settings_scrollbar\` integer DEFAULT false,
  	\`settings_shadow\` integer DEFAULT false,
  	\`settings_round_corners\` integer DEFAULT true,
  	\`settings_mobile_slide_peek\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_order_idx\` ON \`articles_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_parent_id_idx\` ON \`articles_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_carousel_path_idx\` ON \`articles_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_thumbnail_carousel_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_items_order_idx\` ON \`articles_blocks_thumbnail_carousel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_items_parent_id_idx\` ON \`articles_blocks_thumbnail_carousel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_items_image_idx\` ON \`articles_blocks_thumbnail_carousel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_thumbnail_carousel_thumbnail_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`thumbnails\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx\` ON \`articles_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx\` ON \`articles_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_thumbnail_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_order_idx\` ON \`articles_blocks_thumbnail_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_parent_id_idx\` ON \`articles_blocks_thumbnail_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_path_idx\` ON \`articles_blocks_thumbnail_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`channel_id\` integer,
  	\`display\` text DEFAULT 'teasers',
  	\`page_size\` numeric DEFAULT 6,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_article_list_order_idx\` ON \`articles_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_article_list_parent_id_idx\` ON \`articles_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_article_list_path_idx\` ON \`articles_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_article_list_channel_idx\` ON \`articles_blocks_article_list\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_link_chips_chips\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_link_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_link_chips_chips_order_idx\` ON \`articles_blocks_link_chips_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_link_chips_chips_parent_id_idx\` ON \`articles_blocks_link_chips_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_link_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_link_chips_order_idx\` ON \`articles_blocks_link_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_link_chips_parent_id_idx\` ON \`articles_blocks_link_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_link_chips_path_idx\` ON \`articles_blocks_link_chips\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_file_download\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`document_id\` integer,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_file_download_order_idx\` ON \`articles_blocks_file_download\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_file_download_parent_id_idx\` ON \`articles_blocks_file_download\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_file_download_path_idx\` ON \`articles_blocks_file_download\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_file_download_document_idx\` ON \`articles_blocks_file_download\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_headline_text\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_headline_text_order_idx\` ON \`_articles_v_blocks_headline_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_headline_text_parent_id_idx\` ON \`_articles_v_blocks_headline_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_headline_text_path_idx\` ON \`_articles_v_blocks_headline_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_benefits_items_order_idx\` ON \`_articles_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_benefits_items_parent_id_idx\` ON \`_articles_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_benefits_order_idx\` ON \`_articles_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_benefits_parent_id_idx\` ON \`_articles_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_benefits_path_idx\` ON \`_articles_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_alert\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_alert_order_idx\` ON \`_articles_v_blocks_alert\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_alert_parent_id_idx\` ON \`_articles_v_blocks_alert\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_alert_path_idx\` ON \`_articles_v_blocks_alert\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_card_teasers_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h3',
  	\`description\` text,
  	\`link\` text,
  	\`author\` text,
  	\`date_published\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_card_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_card_teasers_cards_order_idx\` ON \`_articles_v_blocks_card_teasers_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_card_teasers_cards_parent_id_idx\` ON \`_articles_v_blocks_card_teasers_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_card_teasers_cards_image_idx\` ON \`_articles_v_blocks_card_teasers_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_card_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_card_teasers_order_idx\` ON \`_articles_v_blocks_card_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_card_teasers_parent_id_idx\` ON \`_articles_v_blocks_card_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_card_teasers_path_idx\` ON \`_articles_v_blocks_card_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_horizontal_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`headline_tag\` text DEFAULT 'h2',
  	\`description\` text,
  	\`button_text\` text,
  	\`button_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_horizontal_teaser_order_idx\` ON \`_articles_v_blocks_horizontal_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_horizontal_teaser_parent_id_idx\` ON \`_articles_v_blocks_horizontal_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_horizontal_teaser_path_idx\` ON \`_articles_v_blocks_horizontal_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_product_teasers_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`date_published\` text,
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`detail_link\` text,
  	\`show_schutzbrief\` integer DEFAULT false,
  	\`bestseller\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_product_teasers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_product_teasers_products_order_idx\` ON \`_articles_v_blocks_product_teasers_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_product_teasers_products_parent_id_idx\` ON \`_articles_v_blocks_product_teasers_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_product_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_product_teasers_order_idx\` ON \`_articles_v_blocks_product_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_product_teasers_parent_id_idx\` ON \`_articles_v_blocks_product_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_product_teasers_path_idx\` ON \`_articles_v_blocks_product_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_membership_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`level\` text DEFAULT 'CAR',
  	\`description\` text,
  	\`price_value\` numeric,
  	\`price_currency\` text DEFAULT '€',
  	\`price_time_value\` text DEFAULT 'Jahr',
  	\`price_prefix\` text,
  	\`price_postfix\` text,
  	\`price_size\` text DEFAULT 'large',
  	\`price_is_reisebuero\` integer DEFAULT false,
  	\`product_link\` text,
  	\`button_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_membership_teaser_order_idx\` ON \`_articles_v_blocks_membership_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_membership_teaser_parent_id_idx\` ON \`_articles_v_blocks_membership_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_membership_teaser_path_idx\` ON \`_articles_v_blocks_membership_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_multimedia\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'image',
  	\`image_id\` integer,
  	\`desktop_image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`ratio\` text DEFAULT 'r16x9',
  	\`mobile_ratio\` text DEFAULT 'square',
  	\`round_corners\` integer DEFAULT false,
  	\`show_vignette\` integer DEFAULT false,
  	\`content\` text,
  	\`media_position\` text DEFAULT 'top',
  	\`media_width\` text DEFAULT '50%',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`desktop_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_order_idx\` ON \`_articles_v_blocks_multimedia\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_parent_id_idx\` ON \`_articles_v_blocks_multimedia\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_path_idx\` ON \`_articles_v_blocks_multimedia\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_image_idx\` ON \`_articles_v_blocks_multimedia\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_desktop_image_idx\` ON \`_articles_v_blocks_multimedia\` (\`desktop_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_multimedia_mobile_image_idx\` ON \`_articles_v_blocks_multimedia\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_slides_order_idx\` ON \`_articles_v_blocks_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_slides_parent_id_idx\` ON \`_articles_v_blocks_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_slides_image_idx\` ON \`_articles_v_blocks_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_settings_breakpoints_order_idx\` ON \`_articles_v_blocks_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_settings_breakpoints_parent_id_idx\` ON \`_articles_v_blocks_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`settings_slides_per_view\` numeric DEFAULT 1,
  	\`settings_space_between\` numeric DEFAULT 20,
  	\`settings_navigation\` integer DEFAULT true,
  	\`settings_navigation_outside\` integer DEFAULT false,
  	\`settings_mobile_optimised_buttons\` integer DEFAULT false,
  	\`settings_autoplay\` integer DEFAULT false,
  	\`settings_loop\` integer DEFAULT false,
  	\`settings_scrollbar\` integer DEFAULT false,
  	\`settings_shadow\` integer DEFAULT false,
  	\`settings_round_corners\` integer DEFAULT true,
  	\`settings_mobile_slide_peek\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_order_idx\` ON \`_articles_v_blocks_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_parent_id_idx\` ON \`_articles_v_blocks_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_carousel_path_idx\` ON \`_articles_v_blocks_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_thumbnail_carousel_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_items_order_idx\` ON \`_articles_v_blocks_thumbnail_carousel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_items_parent_id_idx\` ON \`_articles_v_blocks_thumbnail_carousel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_items_image_idx\` ON \`_articles_v_blocks_thumbnail_carousel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`thumbnails\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx\` ON \`_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx\` ON \`_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_thumbnail_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_order_idx\` ON \`_articles_v_blocks_thumbnail_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_parent_id_idx\` ON \`_articles_v_blocks_thumbnail_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_path_idx\` ON \`_articles_v_blocks_thumbnail_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`headline\` text,
  	\`channel_id\` integer,
  	\`display\` text DEFAULT 'teasers',
  	\`page_size\` numeric DEFAULT 6,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_article_list_order_idx\` ON \`_articles_v_blocks_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_article_list_parent_id_idx\` ON \`_articles_v_blocks_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_article_list_path_idx\` ON \`_articles_v_blocks_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_article_list_channel_idx\` ON \`_articles_v_blocks_article_list\` (\`channel_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_link_chips_chips\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_link_chips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_link_chips_chips_order_idx\` ON \`_articles_v_blocks_link_chips_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_link_chips_chips_parent_id_idx\` ON \`_articles_v_blocks_link_chips_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_link_chips\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_link_chips_order_idx\` ON \`_articles_v_blocks_link_chips\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_link_chips_parent_id_idx\` ON \`_articles_v_blocks_link_chips\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_link_chips_path_idx\` ON \`_articles_v_blocks_link_chips\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_file_download\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`document_id\` integer,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_file_download_order_idx\` ON \`_articles_v_blocks_file_download\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_file_download_parent_id_idx\` ON \`_articles_v_blocks_file_download\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_file_download_path_idx\` ON \`_articles_v_blocks_file_download\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_file_download_document_idx\` ON \`_articles_v_blocks_file_download\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
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
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`show_sharing\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_show_sharing\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`channels_blocks_headline_text\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_card_teasers_cards\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_card_teasers\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_horizontal_teaser\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_product_teasers_products\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_product_teasers\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_membership_teaser\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_multimedia\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_carousel_settings_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_thumbnail_carousel_items\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_thumbnail_carousel_thumbnail_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_thumbnail_carousel\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_link_chips_chips\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_link_chips\`;`)
  await db.run(sql`DROP TABLE \`channels_blocks_file_download\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_headline_text\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_card_teasers_cards\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_card_teasers\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_horizontal_teaser\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_product_teasers_products\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_product_teasers\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_membership_teaser\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_multimedia\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_carousel_settings_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_thumbnail_carousel_items\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_thumbnail_carousel\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_link_chips_chips\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_link_chips\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_file_download\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_headline_text\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_card_teasers_cards\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_card_teasers\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_horizontal_teaser\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_product_teasers_products\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_product_teasers\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_membership_teaser\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_multimedia\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_carousel_settings_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_thumbnail_carousel_items\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_thumbnail_carousel_thumbnail_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_thumbnail_carousel\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_link_chips_chips\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_link_chips\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_file_download\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_headline_text\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_alert\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_card_teasers_cards\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_card_teasers\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_horizontal_teaser\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_product_teasers_products\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_product_teasers\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_membership_teaser\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_multimedia\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_carousel_settings_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_carousel\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_thumbnail_carousel_items\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_thumbnail_carousel\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_article_list\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_link_chips_chips\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_link_chips\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_file_download\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "channels_id", "articles_id", "media_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "channels_id", "articles_id", "media_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`show_sharing\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_show_sharing\`;`)
}
