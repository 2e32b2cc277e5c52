import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_channels_blocks_headline_text_headline_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_channels_blocks_headline_text_headline_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum_channels_blocks_headline_text_text_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum_channels_blocks_headline_text_text_size" AS ENUM('normal', 'small', 'large', 'xlarge', 'xxlarge');
  CREATE TYPE "public"."enum_channels_blocks_headline_text_text_weight" AS ENUM('primary', 'bold', 'bolder');
  CREATE TYPE "public"."enum_channels_blocks_headline_text_text_align" AS ENUM('left', 'right', 'center', 'justify');
  CREATE TYPE "public"."enum_channels_blocks_headline_text_text_transform" AS ENUM('none', 'uppercase', 'lowercase', 'capitalize');
  CREATE TYPE "public"."enum_channels_blocks_alert_modifier" AS ENUM('info', 'success', 'danger', 'warning');
  CREATE TYPE "public"."enum_channels_blocks_card_teasers_cards_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_channels_blocks_horizontal_teaser_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_channels_blocks_product_teasers_products_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_channels_blocks_product_teasers_products_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum_channels_blocks_product_teasers_products_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum_channels_blocks_membership_teaser_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_channels_blocks_membership_teaser_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum_channels_blocks_membership_teaser_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum_channels_blocks_multimedia_media_type" AS ENUM('image', 'artDirected', 'video');
  CREATE TYPE "public"."enum_channels_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  CREATE TYPE "public"."enum_channels_blocks_multimedia_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum_channels_blocks_multimedia_mobile_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum_channels_blocks_multimedia_media_position" AS ENUM('top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum_channels_blocks_article_list_display" AS ENUM('teasers', 'cards');
  CREATE TYPE "public"."enum_channels_blocks_link_chips_chips_color" AS ENUM('default', 'reddish', 'aquamarine', 'amethyst', 'twilight');
  CREATE TYPE "public"."enum_channels_blocks_link_chips_chips_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_channels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__channels_v_blocks_headline_text_headline_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__channels_v_blocks_headline_text_headline_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum__channels_v_blocks_headline_text_text_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum__channels_v_blocks_headline_text_text_size" AS ENUM('normal', 'small', 'large', 'xlarge', 'xxlarge');
  CREATE TYPE "public"."enum__channels_v_blocks_headline_text_text_weight" AS ENUM('primary', 'bold', 'bolder');
  CREATE TYPE "public"."enum__channels_v_blocks_headline_text_text_align" AS ENUM('left', 'right', 'center', 'justify');
  CREATE TYPE "public"."enum__channels_v_blocks_headline_text_text_transform" AS ENUM('none', 'uppercase', 'lowercase', 'capitalize');
  CREATE TYPE "public"."enum__channels_v_blocks_alert_modifier" AS ENUM('info', 'success', 'danger', 'warning');
  CREATE TYPE "public"."enum__channels_v_blocks_card_teasers_cards_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__channels_v_blocks_horizontal_teaser_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__channels_v_blocks_product_teasers_products_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__channels_v_blocks_product_teasers_products_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum__channels_v_blocks_product_teasers_products_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum__channels_v_blocks_membership_teaser_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__channels_v_blocks_membership_teaser_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum__channels_v_blocks_membership_teaser_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum__channels_v_blocks_multimedia_media_type" AS ENUM('image', 'artDirected', 'video');
  CREATE TYPE "public"."enum__channels_v_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  CREATE TYPE "public"."enum__channels_v_blocks_multimedia_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum__channels_v_blocks_multimedia_mobile_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum__channels_v_blocks_multimedia_media_position" AS ENUM('top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum__channels_v_blocks_article_list_display" AS ENUM('teasers', 'cards');
  CREATE TYPE "public"."enum__channels_v_blocks_link_chips_chips_color" AS ENUM('default', 'reddish', 'aquamarine', 'amethyst', 'twilight');
  CREATE TYPE "public"."enum__channels_v_blocks_link_chips_chips_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__channels_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_blocks_headline_text_headline_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_articles_blocks_headline_text_headline_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum_articles_blocks_headline_text_text_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum_articles_blocks_headline_text_text_size" AS ENUM('normal', 'small', 'large', 'xlarge', 'xxlarge');
  CREATE TYPE "public"."enum_articles_blocks_headline_text_text_weight" AS ENUM('primary', 'bold', 'bolder');
  CREATE TYPE "public"."enum_articles_blocks_headline_text_text_align" AS ENUM('left', 'right', 'center', 'justify');
  CREATE TYPE "public"."enum_articles_blocks_headline_text_text_transform" AS ENUM('none', 'uppercase', 'lowercase', 'capitalize');
  CREATE TYPE "public"."enum_articles_blocks_alert_modifier" AS ENUM('info', 'success', 'danger', 'warning');
  CREATE TYPE "public"."enum_articles_blocks_card_teasers_cards_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_articles_blocks_horizontal_teaser_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_articles_blocks_product_teasers_products_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_articles_blocks_product_teasers_products_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum_articles_blocks_product_teasers_products_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum_articles_blocks_membership_teaser_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_articles_blocks_membership_teaser_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum_articles_blocks_membership_teaser_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum_articles_blocks_multimedia_media_type" AS ENUM('image', 'artDirected', 'video');
  CREATE TYPE "public"."enum_articles_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  CREATE TYPE "public"."enum_articles_blocks_multimedia_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum_articles_blocks_multimedia_mobile_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum_articles_blocks_multimedia_media_position" AS ENUM('top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum_articles_blocks_article_list_display" AS ENUM('teasers', 'cards');
  CREATE TYPE "public"."enum_articles_blocks_link_chips_chips_color" AS ENUM('default', 'reddish', 'aquamarine', 'amethyst', 'twilight');
  CREATE TYPE "public"."enum_articles_blocks_link_chips_chips_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_blocks_headline_text_headline_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__articles_v_blocks_headline_text_headline_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum__articles_v_blocks_headline_text_text_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum__articles_v_blocks_headline_text_text_size" AS ENUM('normal', 'small', 'large', 'xlarge', 'xxlarge');
  CREATE TYPE "public"."enum__articles_v_blocks_headline_text_text_weight" AS ENUM('primary', 'bold', 'bolder');
  CREATE TYPE "public"."enum__articles_v_blocks_headline_text_text_align" AS ENUM('left', 'right', 'center', 'justify');
  CREATE TYPE "public"."enum__articles_v_blocks_headline_text_text_transform" AS ENUM('none', 'uppercase', 'lowercase', 'capitalize');
  CREATE TYPE "public"."enum__articles_v_blocks_alert_modifier" AS ENUM('info', 'success', 'danger', 'warning');
  CREATE TYPE "public"."enum__articles_v_blocks_card_teasers_cards_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__articles_v_blocks_horizontal_teaser_headline_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__articles_v_blocks_product_teasers_products_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__articles_v_blocks_product_teasers_products_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum__articles_v_blocks_product_teasers_products_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum__articles_v_blocks_membership_teaser_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__articles_v_blocks_membership_teaser_level" AS ENUM('CAR', 'MOTORCYCLE', 'TOURING');
  CREATE TYPE "public"."enum__articles_v_blocks_membership_teaser_price_size" AS ENUM('large', 'small');
  CREATE TYPE "public"."enum__articles_v_blocks_multimedia_media_type" AS ENUM('image', 'artDirected', 'video');
  CREATE TYPE "public"."enum__articles_v_blocks_multimedia_video_source" AS ENUM('upload', 'mux', 'embed');
  CREATE TYPE "public"."enum__articles_v_blocks_multimedia_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum__articles_v_blocks_multimedia_mobile_ratio" AS ENUM('r16x9', 'r4x3', 'r2x1', 'r3x1', 'square');
  CREATE TYPE "public"."enum__articles_v_blocks_multimedia_media_position" AS ENUM('top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum__articles_v_blocks_article_list_display" AS ENUM('teasers', 'cards');
  CREATE TYPE "public"."enum__articles_v_blocks_link_chips_chips_color" AS ENUM('default', 'reddish', 'aquamarine', 'amethyst', 'twilight');
  CREATE TYPE "public"."enum__articles_v_blocks_link_chips_chips_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_job_postings_blocks_headline_text_headline_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_job_postings_blocks_headline_text_headline_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum_job_postings_blocks_headline_text_text_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum_job_postings_blocks_headline_text_text_size" AS ENUM('normal', 'small', 'large', 'xlarge', 'xxlarge');
  CREATE TYPE "public"."enum_job_postings_blocks_headline_text_text_weight" AS ENUM('primary', 'bold', 'bolder');
  CREATE TYPE "public"."enum_job_postings_blocks_headline_text_text_align" AS ENUM('left', 'right', 'center', 'justify');
  CREATE TYPE "public"."enum_job_postings_blocks_headline_text_text_transform" AS ENUM('none', 'uppercase', 'lowercase', 'capitalize');
  CREATE TYPE "public"."enum_job_postings_blocks_alert_modifier" AS ENUM('info', 'success', 'danger', 'warning');
  CREATE TYPE "public"."enum_job_postings_blocks_link_chips_chips_color" AS ENUM('default', 'reddish', 'aquamarine', 'amethyst', 'twilight');
  CREATE TYPE "public"."enum_job_postings_blocks_link_chips_chips_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_job_postings_state" AS ENUM('wien', 'niederoesterreich', 'oberoesterreich', 'salzburg', 'tirol', 'vorarlberg', 'kaernten', 'steiermark', 'burgenland');
  CREATE TYPE "public"."enum_job_postings_field" AS ENUM('pannenhilfe', 'kundenservice', 'fahrtechnik', 'reise', 'it', 'verwaltung', 'kommunikation', 'lehre');
  CREATE TYPE "public"."enum_job_postings_employment_type" AS ENUM('vollzeit', 'teilzeit', 'lehre', 'praktikum', 'geringfuegig');
  CREATE TYPE "public"."enum_job_postings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__job_postings_v_blocks_headline_text_headline_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum__job_postings_v_blocks_headline_text_headline_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum__job_postings_v_blocks_headline_text_text_color" AS ENUM('accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey');
  CREATE TYPE "public"."enum__job_postings_v_blocks_headline_text_text_size" AS ENUM('normal', 'small', 'large', 'xlarge', 'xxlarge');
  CREATE TYPE "public"."enum__job_postings_v_blocks_headline_text_text_weight" AS ENUM('primary', 'bold', 'bolder');
  CREATE TYPE "public"."enum__job_postings_v_blocks_headline_text_text_align" AS ENUM('left', 'right', 'center', 'justify');
  CREATE TYPE "public"."enum__job_postings_v_blocks_headline_text_text_transform" AS ENUM('none', 'uppercase', 'lowercase', 'capitalize');
  CREATE TYPE "public"."enum__job_postings_v_blocks_alert_modifier" AS ENUM('info', 'success', 'danger', 'warning');
  CREATE TYPE "public"."enum__job_postings_v_blocks_link_chips_chips_color" AS ENUM('default', 'reddish', 'aquamarine', 'amethyst', 'twilight');
  CREATE TYPE "public"."enum__job_postings_v_blocks_link_chips_chips_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__job_postings_v_version_state" AS ENUM('wien', 'niederoesterreich', 'oberoesterreich', 'salzburg', 'tirol', 'vorarlberg', 'kaernten', 'steiermark', 'burgenland');
  CREATE TYPE "public"."enum__job_postings_v_version_field" AS ENUM('pannenhilfe', 'kundenservice', 'fahrtechnik', 'reise', 'it', 'verwaltung', 'kommunikation', 'lehre');
  CREATE TYPE "public"."enum__job_postings_v_version_employment_type" AS ENUM('vollzeit', 'teilzeit', 'lehre', 'praktikum', 'geringfuegig');
  CREATE TYPE "public"."enum__job_postings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('permanent', 'temporary');
  CREATE TYPE "public"."enum_job_alerts_states" AS ENUM('wien', 'niederoesterreich', 'oberoesterreich', 'salzburg', 'tirol', 'vorarlberg', 'kaernten', 'steiermark', 'burgenland');
  CREATE TYPE "public"."enum_job_alerts_fields" AS ENUM('pannenhilfe', 'kundenservice', 'fahrtechnik', 'reise', 'it', 'verwaltung', 'kommunikation', 'lehre');
  CREATE TYPE "public"."enum_job_alerts_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_job_alert_tokens_purpose" AS ENUM('confirm', 'unsubscribe');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'jobAlertMails', 'eraseStaleJobAlerts');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'jobAlertMails', 'eraseStaleJobAlerts');
  CREATE TABLE "channels_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_headline_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_level" "enum_channels_blocks_headline_text_headline_level" DEFAULT 'h2',
  	"headline_color" "enum_channels_blocks_headline_text_headline_color" DEFAULT 'darkgrey',
  	"text" varchar,
  	"text_color" "enum_channels_blocks_headline_text_text_color" DEFAULT 'darkgrey',
  	"text_size" "enum_channels_blocks_headline_text_text_size" DEFAULT 'normal',
  	"text_weight" "enum_channels_blocks_headline_text_text_weight" DEFAULT 'primary',
  	"text_align" "enum_channels_blocks_headline_text_text_align" DEFAULT 'left',
  	"text_transform" "enum_channels_blocks_headline_text_text_transform" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "channels_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "channels_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"modifier" "enum_channels_blocks_alert_modifier" DEFAULT 'info',
  	"closeable" boolean DEFAULT false,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "channels_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "channels_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"has_header_row" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article_id" integer,
  	"title" varchar,
  	"lead_text" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_card_teasers_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"headline" varchar,
  	"headline_tag" "enum_channels_blocks_card_teasers_cards_headline_tag" DEFAULT 'h3',
  	"description" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone
  );
  
  CREATE TABLE "channels_blocks_card_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_horizontal_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_tag" "enum_channels_blocks_horizontal_teaser_headline_tag" DEFAULT 'h2',
  	"description" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_product_teasers_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_channels_blocks_product_teasers_products_title_tag" DEFAULT 'h2',
  	"level" "enum_channels_blocks_product_teasers_products_level" DEFAULT 'CAR',
  	"date_published" timestamp(3) with time zone,
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum_channels_blocks_product_teasers_products_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"detail_link" varchar,
  	"show_schutzbrief" boolean DEFAULT false,
  	"bestseller" boolean DEFAULT false
  );
  
  CREATE TABLE "channels_blocks_product_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_membership_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_channels_blocks_membership_teaser_title_tag" DEFAULT 'h2',
  	"level" "enum_channels_blocks_membership_teaser_level" DEFAULT 'CAR',
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum_channels_blocks_membership_teaser_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_multimedia_playlist" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"mux_playback_id" varchar,
  	"poster_id" integer,
  	"duration" numeric
  );
  
  CREATE TABLE "channels_blocks_multimedia" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_type" "enum_channels_blocks_multimedia_media_type" DEFAULT 'image',
  	"video_source" "enum_channels_blocks_multimedia_video_source" DEFAULT 'upload',
  	"embed_url" varchar,
  	"embed_title" varchar,
  	"volume" numeric DEFAULT 85,
  	"repeat" boolean DEFAULT false,
  	"sharing" boolean DEFAULT false,
  	"share_title" varchar,
  	"image_id" integer,
  	"desktop_image_id" integer,
  	"mobile_image_id" integer,
  	"ratio" "enum_channels_blocks_multimedia_ratio" DEFAULT 'r16x9',
  	"mobile_ratio" "enum_channels_blocks_multimedia_mobile_ratio" DEFAULT 'square',
  	"round_corners" boolean DEFAULT false,
  	"show_vignette" boolean DEFAULT false,
  	"content" jsonb,
  	"media_position" "enum_channels_blocks_multimedia_media_position" DEFAULT 'top',
  	"media_width" varchar DEFAULT '50%',
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "channels_blocks_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric
  );
  
  CREATE TABLE "channels_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"settings_slides_per_view" numeric DEFAULT 1,
  	"settings_space_between" numeric DEFAULT 20,
  	"settings_navigation" boolean DEFAULT true,
  	"settings_navigation_outside" boolean DEFAULT false,
  	"settings_mobile_optimised_buttons" boolean DEFAULT false,
  	"settings_autoplay" boolean DEFAULT false,
  	"settings_loop" boolean DEFAULT false,
  	"settings_scrollbar" boolean DEFAULT false,
  	"settings_shadow" boolean DEFAULT false,
  	"settings_round_corners" boolean DEFAULT true,
  	"settings_mobile_slide_peek" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_thumbnail_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "channels_blocks_thumbnail_carousel_thumbnail_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"thumbnails" numeric
  );
  
  CREATE TABLE "channels_blocks_thumbnail_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"channel_id" integer,
  	"display" "enum_channels_blocks_article_list_display" DEFAULT 'teasers',
  	"page_size" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_link_chips_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"color" "enum_channels_blocks_link_chips_chips_color" DEFAULT 'default',
  	"target" "enum_channels_blocks_link_chips_chips_target" DEFAULT '_self',
  	"muted" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"show_external_modal" boolean DEFAULT true
  );
  
  CREATE TABLE "channels_blocks_link_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_file_download" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document_id" integer,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_job_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Offene Stellen',
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "channels_blocks_job_alert_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Job-Alarm einrichten',
  	"text" varchar DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	"block_name" varchar
  );
  
  CREATE TABLE "channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"is_home" boolean DEFAULT false,
  	"slug" varchar,
  	"parent_id" integer,
  	"tracking_name" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_channels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_channels_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_headline_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_level" "enum__channels_v_blocks_headline_text_headline_level" DEFAULT 'h2',
  	"headline_color" "enum__channels_v_blocks_headline_text_headline_color" DEFAULT 'darkgrey',
  	"text" varchar,
  	"text_color" "enum__channels_v_blocks_headline_text_text_color" DEFAULT 'darkgrey',
  	"text_size" "enum__channels_v_blocks_headline_text_text_size" DEFAULT 'normal',
  	"text_weight" "enum__channels_v_blocks_headline_text_text_weight" DEFAULT 'primary',
  	"text_align" "enum__channels_v_blocks_headline_text_text_align" DEFAULT 'left',
  	"text_transform" "enum__channels_v_blocks_headline_text_text_transform" DEFAULT 'none',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"modifier" "enum__channels_v_blocks_alert_modifier" DEFAULT 'info',
  	"closeable" boolean DEFAULT false,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"has_header_row" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer,
  	"title" varchar,
  	"lead_text" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_card_teasers_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"headline" varchar,
  	"headline_tag" "enum__channels_v_blocks_card_teasers_cards_headline_tag" DEFAULT 'h3',
  	"description" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_card_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_horizontal_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_tag" "enum__channels_v_blocks_horizontal_teaser_headline_tag" DEFAULT 'h2',
  	"description" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_product_teasers_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__channels_v_blocks_product_teasers_products_title_tag" DEFAULT 'h2',
  	"level" "enum__channels_v_blocks_product_teasers_products_level" DEFAULT 'CAR',
  	"date_published" timestamp(3) with time zone,
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum__channels_v_blocks_product_teasers_products_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"detail_link" varchar,
  	"show_schutzbrief" boolean DEFAULT false,
  	"bestseller" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_product_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_membership_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__channels_v_blocks_membership_teaser_title_tag" DEFAULT 'h2',
  	"level" "enum__channels_v_blocks_membership_teaser_level" DEFAULT 'CAR',
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum__channels_v_blocks_membership_teaser_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_multimedia_playlist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"mux_playback_id" varchar,
  	"poster_id" integer,
  	"duration" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_multimedia" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_type" "enum__channels_v_blocks_multimedia_media_type" DEFAULT 'image',
  	"video_source" "enum__channels_v_blocks_multimedia_video_source" DEFAULT 'upload',
  	"embed_url" varchar,
  	"embed_title" varchar,
  	"volume" numeric DEFAULT 85,
  	"repeat" boolean DEFAULT false,
  	"sharing" boolean DEFAULT false,
  	"share_title" varchar,
  	"image_id" integer,
  	"desktop_image_id" integer,
  	"mobile_image_id" integer,
  	"ratio" "enum__channels_v_blocks_multimedia_ratio" DEFAULT 'r16x9',
  	"mobile_ratio" "enum__channels_v_blocks_multimedia_mobile_ratio" DEFAULT 'square',
  	"round_corners" boolean DEFAULT false,
  	"show_vignette" boolean DEFAULT false,
  	"content" jsonb,
  	"media_position" "enum__channels_v_blocks_multimedia_media_position" DEFAULT 'top',
  	"media_width" varchar DEFAULT '50%',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"settings_slides_per_view" numeric DEFAULT 1,
  	"settings_space_between" numeric DEFAULT 20,
  	"settings_navigation" boolean DEFAULT true,
  	"settings_navigation_outside" boolean DEFAULT false,
  	"settings_mobile_optimised_buttons" boolean DEFAULT false,
  	"settings_autoplay" boolean DEFAULT false,
  	"settings_loop" boolean DEFAULT false,
  	"settings_scrollbar" boolean DEFAULT false,
  	"settings_shadow" boolean DEFAULT false,
  	"settings_round_corners" boolean DEFAULT true,
  	"settings_mobile_slide_peek" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_thumbnail_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"thumbnails" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_thumbnail_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"channel_id" integer,
  	"display" "enum__channels_v_blocks_article_list_display" DEFAULT 'teasers',
  	"page_size" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_link_chips_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"color" "enum__channels_v_blocks_link_chips_chips_color" DEFAULT 'default',
  	"target" "enum__channels_v_blocks_link_chips_chips_target" DEFAULT '_self',
  	"muted" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"show_external_modal" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_link_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_file_download" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_job_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Offene Stellen',
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v_blocks_job_alert_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Job-Alarm einrichten',
  	"text" varchar DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_channels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_is_home" boolean DEFAULT false,
  	"version_slug" varchar,
  	"version_parent_id" integer,
  	"version_tracking_name" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__channels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "articles_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_headline_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_level" "enum_articles_blocks_headline_text_headline_level" DEFAULT 'h2',
  	"headline_color" "enum_articles_blocks_headline_text_headline_color" DEFAULT 'darkgrey',
  	"text" varchar,
  	"text_color" "enum_articles_blocks_headline_text_text_color" DEFAULT 'darkgrey',
  	"text_size" "enum_articles_blocks_headline_text_text_size" DEFAULT 'normal',
  	"text_weight" "enum_articles_blocks_headline_text_text_weight" DEFAULT 'primary',
  	"text_align" "enum_articles_blocks_headline_text_text_align" DEFAULT 'left',
  	"text_transform" "enum_articles_blocks_headline_text_text_transform" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "articles_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "articles_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"modifier" "enum_articles_blocks_alert_modifier" DEFAULT 'info',
  	"closeable" boolean DEFAULT false,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "articles_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"has_header_row" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"article_id" integer,
  	"title" varchar,
  	"lead_text" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_card_teasers_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"headline" varchar,
  	"headline_tag" "enum_articles_blocks_card_teasers_cards_headline_tag" DEFAULT 'h3',
  	"description" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone
  );
  
  CREATE TABLE "articles_blocks_card_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_horizontal_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_tag" "enum_articles_blocks_horizontal_teaser_headline_tag" DEFAULT 'h2',
  	"description" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_product_teasers_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_articles_blocks_product_teasers_products_title_tag" DEFAULT 'h2',
  	"level" "enum_articles_blocks_product_teasers_products_level" DEFAULT 'CAR',
  	"date_published" timestamp(3) with time zone,
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum_articles_blocks_product_teasers_products_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"detail_link" varchar,
  	"show_schutzbrief" boolean DEFAULT false,
  	"bestseller" boolean DEFAULT false
  );
  
  CREATE TABLE "articles_blocks_product_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_membership_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_articles_blocks_membership_teaser_title_tag" DEFAULT 'h2',
  	"level" "enum_articles_blocks_membership_teaser_level" DEFAULT 'CAR',
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum_articles_blocks_membership_teaser_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_multimedia_playlist" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"mux_playback_id" varchar,
  	"poster_id" integer,
  	"duration" numeric
  );
  
  CREATE TABLE "articles_blocks_multimedia" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_type" "enum_articles_blocks_multimedia_media_type" DEFAULT 'image',
  	"video_source" "enum_articles_blocks_multimedia_video_source" DEFAULT 'upload',
  	"embed_url" varchar,
  	"embed_title" varchar,
  	"volume" numeric DEFAULT 85,
  	"repeat" boolean DEFAULT false,
  	"sharing" boolean DEFAULT false,
  	"share_title" varchar,
  	"image_id" integer,
  	"desktop_image_id" integer,
  	"mobile_image_id" integer,
  	"ratio" "enum_articles_blocks_multimedia_ratio" DEFAULT 'r16x9',
  	"mobile_ratio" "enum_articles_blocks_multimedia_mobile_ratio" DEFAULT 'square',
  	"round_corners" boolean DEFAULT false,
  	"show_vignette" boolean DEFAULT false,
  	"content" jsonb,
  	"media_position" "enum_articles_blocks_multimedia_media_position" DEFAULT 'top',
  	"media_width" varchar DEFAULT '50%',
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "articles_blocks_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric
  );
  
  CREATE TABLE "articles_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"settings_slides_per_view" numeric DEFAULT 1,
  	"settings_space_between" numeric DEFAULT 20,
  	"settings_navigation" boolean DEFAULT true,
  	"settings_navigation_outside" boolean DEFAULT false,
  	"settings_mobile_optimised_buttons" boolean DEFAULT false,
  	"settings_autoplay" boolean DEFAULT false,
  	"settings_loop" boolean DEFAULT false,
  	"settings_scrollbar" boolean DEFAULT false,
  	"settings_shadow" boolean DEFAULT false,
  	"settings_round_corners" boolean DEFAULT true,
  	"settings_mobile_slide_peek" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_thumbnail_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar
  );
  
  CREATE TABLE "articles_blocks_thumbnail_carousel_thumbnail_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"thumbnails" numeric
  );
  
  CREATE TABLE "articles_blocks_thumbnail_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"channel_id" integer,
  	"display" "enum_articles_blocks_article_list_display" DEFAULT 'teasers',
  	"page_size" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_link_chips_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"color" "enum_articles_blocks_link_chips_chips_color" DEFAULT 'default',
  	"target" "enum_articles_blocks_link_chips_chips_target" DEFAULT '_self',
  	"muted" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"show_external_modal" boolean DEFAULT true
  );
  
  CREATE TABLE "articles_blocks_link_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_file_download" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document_id" integer,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_job_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Offene Stellen',
  	"show_filters" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "articles_blocks_job_alert_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Job-Alarm einrichten',
  	"text" varchar DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	"block_name" varchar
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"article_id" numeric,
  	"channel_id" integer,
  	"lead_text" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone,
  	"hero_image_id" integer,
  	"show_sharing" boolean DEFAULT true,
  	"tracking_name" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_articles_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_headline_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_level" "enum__articles_v_blocks_headline_text_headline_level" DEFAULT 'h2',
  	"headline_color" "enum__articles_v_blocks_headline_text_headline_color" DEFAULT 'darkgrey',
  	"text" varchar,
  	"text_color" "enum__articles_v_blocks_headline_text_text_color" DEFAULT 'darkgrey',
  	"text_size" "enum__articles_v_blocks_headline_text_text_size" DEFAULT 'normal',
  	"text_weight" "enum__articles_v_blocks_headline_text_text_weight" DEFAULT 'primary',
  	"text_align" "enum__articles_v_blocks_headline_text_text_align" DEFAULT 'left',
  	"text_transform" "enum__articles_v_blocks_headline_text_text_transform" DEFAULT 'none',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"modifier" "enum__articles_v_blocks_alert_modifier" DEFAULT 'info',
  	"closeable" boolean DEFAULT false,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"has_header_row" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer,
  	"title" varchar,
  	"lead_text" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_card_teasers_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"headline" varchar,
  	"headline_tag" "enum__articles_v_blocks_card_teasers_cards_headline_tag" DEFAULT 'h3',
  	"description" varchar,
  	"link" varchar,
  	"author" varchar,
  	"date_published" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_card_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_horizontal_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_tag" "enum__articles_v_blocks_horizontal_teaser_headline_tag" DEFAULT 'h2',
  	"description" varchar,
  	"button_text" varchar,
  	"button_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_product_teasers_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__articles_v_blocks_product_teasers_products_title_tag" DEFAULT 'h2',
  	"level" "enum__articles_v_blocks_product_teasers_products_level" DEFAULT 'CAR',
  	"date_published" timestamp(3) with time zone,
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum__articles_v_blocks_product_teasers_products_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"detail_link" varchar,
  	"show_schutzbrief" boolean DEFAULT false,
  	"bestseller" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_product_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_membership_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__articles_v_blocks_membership_teaser_title_tag" DEFAULT 'h2',
  	"level" "enum__articles_v_blocks_membership_teaser_level" DEFAULT 'CAR',
  	"description" varchar,
  	"price_value" numeric,
  	"price_currency" varchar DEFAULT '€',
  	"price_time_value" varchar DEFAULT 'Jahr',
  	"price_prefix" varchar,
  	"price_postfix" varchar,
  	"price_size" "enum__articles_v_blocks_membership_teaser_price_size" DEFAULT 'large',
  	"price_is_reisebuero" boolean DEFAULT false,
  	"product_link" varchar,
  	"button_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_multimedia_playlist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"mux_playback_id" varchar,
  	"poster_id" integer,
  	"duration" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_multimedia" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_type" "enum__articles_v_blocks_multimedia_media_type" DEFAULT 'image',
  	"video_source" "enum__articles_v_blocks_multimedia_video_source" DEFAULT 'upload',
  	"embed_url" varchar,
  	"embed_title" varchar,
  	"volume" numeric DEFAULT 85,
  	"repeat" boolean DEFAULT false,
  	"sharing" boolean DEFAULT false,
  	"share_title" varchar,
  	"image_id" integer,
  	"desktop_image_id" integer,
  	"mobile_image_id" integer,
  	"ratio" "enum__articles_v_blocks_multimedia_ratio" DEFAULT 'r16x9',
  	"mobile_ratio" "enum__articles_v_blocks_multimedia_mobile_ratio" DEFAULT 'square',
  	"round_corners" boolean DEFAULT false,
  	"show_vignette" boolean DEFAULT false,
  	"content" jsonb,
  	"media_position" "enum__articles_v_blocks_multimedia_media_position" DEFAULT 'top',
  	"media_width" varchar DEFAULT '50%',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"settings_slides_per_view" numeric DEFAULT 1,
  	"settings_space_between" numeric DEFAULT 20,
  	"settings_navigation" boolean DEFAULT true,
  	"settings_navigation_outside" boolean DEFAULT false,
  	"settings_mobile_optimised_buttons" boolean DEFAULT false,
  	"settings_autoplay" boolean DEFAULT false,
  	"settings_loop" boolean DEFAULT false,
  	"settings_scrollbar" boolean DEFAULT false,
  	"settings_shadow" boolean DEFAULT false,
  	"settings_round_corners" boolean DEFAULT true,
  	"settings_mobile_slide_peek" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_thumbnail_carousel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"thumbnails" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_thumbnail_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"channel_id" integer,
  	"display" "enum__articles_v_blocks_article_list_display" DEFAULT 'teasers',
  	"page_size" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_link_chips_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"color" "enum__articles_v_blocks_link_chips_chips_color" DEFAULT 'default',
  	"target" "enum__articles_v_blocks_link_chips_chips_target" DEFAULT '_self',
  	"muted" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"show_external_modal" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_link_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_file_download" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_job_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Offene Stellen',
  	"show_filters" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v_blocks_job_alert_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar DEFAULT 'Job-Alarm einrichten',
  	"text" varchar DEFAULT 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_article_id" numeric,
  	"version_channel_id" integer,
  	"version_lead_text" varchar,
  	"version_author" varchar,
  	"version_date_published" timestamp(3) with time zone,
  	"version_hero_image_id" integer,
  	"version_show_sharing" boolean DEFAULT true,
  	"version_tracking_name" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "job_postings_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "job_postings_blocks_headline_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_level" "enum_job_postings_blocks_headline_text_headline_level" DEFAULT 'h2',
  	"headline_color" "enum_job_postings_blocks_headline_text_headline_color" DEFAULT 'darkgrey',
  	"text" varchar,
  	"text_color" "enum_job_postings_blocks_headline_text_text_color" DEFAULT 'darkgrey',
  	"text_size" "enum_job_postings_blocks_headline_text_text_size" DEFAULT 'normal',
  	"text_weight" "enum_job_postings_blocks_headline_text_text_weight" DEFAULT 'primary',
  	"text_align" "enum_job_postings_blocks_headline_text_text_align" DEFAULT 'left',
  	"text_transform" "enum_job_postings_blocks_headline_text_text_transform" DEFAULT 'none',
  	"block_name" varchar
  );
  
  CREATE TABLE "job_postings_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "job_postings_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "job_postings_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "job_postings_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "job_postings_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"modifier" "enum_job_postings_blocks_alert_modifier" DEFAULT 'info',
  	"closeable" boolean DEFAULT false,
  	"title" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "job_postings_blocks_link_chips_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"color" "enum_job_postings_blocks_link_chips_chips_color" DEFAULT 'default',
  	"target" "enum_job_postings_blocks_link_chips_chips_target" DEFAULT '_self',
  	"muted" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"show_external_modal" boolean DEFAULT true
  );
  
  CREATE TABLE "job_postings_blocks_link_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "job_postings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"article_id" numeric,
  	"channel_id" integer,
  	"date_published" timestamp(3) with time zone,
  	"lead_text" varchar,
  	"state" "enum_job_postings_state",
  	"location" varchar,
  	"field" "enum_job_postings_field",
  	"employment_type" "enum_job_postings_employment_type",
  	"start" timestamp(3) with time zone,
  	"contact_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"alerts_queued_at" timestamp(3) with time zone,
  	"tracking_name" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_job_postings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_job_postings_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_headline_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"headline_level" "enum__job_postings_v_blocks_headline_text_headline_level" DEFAULT 'h2',
  	"headline_color" "enum__job_postings_v_blocks_headline_text_headline_color" DEFAULT 'darkgrey',
  	"text" varchar,
  	"text_color" "enum__job_postings_v_blocks_headline_text_text_color" DEFAULT 'darkgrey',
  	"text_size" "enum__job_postings_v_blocks_headline_text_text_size" DEFAULT 'normal',
  	"text_weight" "enum__job_postings_v_blocks_headline_text_text_weight" DEFAULT 'primary',
  	"text_align" "enum__job_postings_v_blocks_headline_text_text_align" DEFAULT 'left',
  	"text_transform" "enum__job_postings_v_blocks_headline_text_text_transform" DEFAULT 'none',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_alert" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"modifier" "enum__job_postings_v_blocks_alert_modifier" DEFAULT 'info',
  	"closeable" boolean DEFAULT false,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_link_chips_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"color" "enum__job_postings_v_blocks_link_chips_chips_color" DEFAULT 'default',
  	"target" "enum__job_postings_v_blocks_link_chips_chips_target" DEFAULT '_self',
  	"muted" boolean DEFAULT false,
  	"disabled" boolean DEFAULT false,
  	"show_external_modal" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_job_postings_v_blocks_link_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_job_postings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_article_id" numeric,
  	"version_channel_id" integer,
  	"version_date_published" timestamp(3) with time zone,
  	"version_lead_text" varchar,
  	"version_state" "enum__job_postings_v_version_state",
  	"version_location" varchar,
  	"version_field" "enum__job_postings_v_version_field",
  	"version_employment_type" "enum__job_postings_v_version_employment_type",
  	"version_start" timestamp(3) with time zone,
  	"version_contact_name" varchar,
  	"version_contact_email" varchar,
  	"version_contact_phone" varchar,
  	"version_alerts_queued_at" timestamp(3) with time zone,
  	"version_tracking_name" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__job_postings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"copyright" varchar,
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
  	"focal_y" numeric,
  	"sizes_lq_url" varchar,
  	"sizes_lq_width" numeric,
  	"sizes_lq_height" numeric,
  	"sizes_lq_mime_type" varchar,
  	"sizes_lq_filesize" numeric,
  	"sizes_lq_filename" varchar,
  	"sizes_lq_webp_url" varchar,
  	"sizes_lq_webp_width" numeric,
  	"sizes_lq_webp_height" numeric,
  	"sizes_lq_webp_mime_type" varchar,
  	"sizes_lq_webp_filesize" numeric,
  	"sizes_lq_webp_filename" varchar,
  	"sizes_mq_url" varchar,
  	"sizes_mq_width" numeric,
  	"sizes_mq_height" numeric,
  	"sizes_mq_mime_type" varchar,
  	"sizes_mq_filesize" numeric,
  	"sizes_mq_filename" varchar,
  	"sizes_mq_webp_url" varchar,
  	"sizes_mq_webp_width" numeric,
  	"sizes_mq_webp_height" numeric,
  	"sizes_mq_webp_mime_type" varchar,
  	"sizes_mq_webp_filesize" numeric,
  	"sizes_mq_webp_filename" varchar,
  	"sizes_hq_url" varchar,
  	"sizes_hq_width" numeric,
  	"sizes_hq_height" numeric,
  	"sizes_hq_mime_type" varchar,
  	"sizes_hq_filesize" numeric,
  	"sizes_hq_filename" varchar,
  	"sizes_hq_webp_url" varchar,
  	"sizes_hq_webp_width" numeric,
  	"sizes_hq_webp_height" numeric,
  	"sizes_hq_webp_mime_type" varchar,
  	"sizes_hq_webp_filesize" numeric,
  	"sizes_hq_webp_filename" varchar
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
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
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
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
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status" "enum_redirects_status" DEFAULT 'permanent' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_alerts_states" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_job_alerts_states",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "job_alerts_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_job_alerts_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_job_alerts_status" DEFAULT 'pending' NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"consent_given_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_alert_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hash" varchar NOT NULL,
  	"purpose" "enum_job_alert_tokens_purpose" NOT NULL,
  	"alert_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channels_id" integer,
  	"articles_id" integer,
  	"job_postings_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"videos_id" integer,
  	"redirects_id" integer,
  	"job_alerts_id" integer,
  	"job_alert_tokens_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "navigation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"channels_id" integer,
  	"articles_id" integer
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "channels_blocks_rich_text" ADD CONSTRAINT "channels_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_headline_text" ADD CONSTRAINT "channels_blocks_headline_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_quote" ADD CONSTRAINT "channels_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_faq_items" ADD CONSTRAINT "channels_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_faq" ADD CONSTRAINT "channels_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_benefits_items" ADD CONSTRAINT "channels_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_benefits" ADD CONSTRAINT "channels_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_alert" ADD CONSTRAINT "channels_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_table_rows_cells" ADD CONSTRAINT "channels_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_table_rows" ADD CONSTRAINT "channels_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_table" ADD CONSTRAINT "channels_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_teaser" ADD CONSTRAINT "channels_blocks_teaser_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_teaser" ADD CONSTRAINT "channels_blocks_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_card_teasers_cards" ADD CONSTRAINT "channels_blocks_card_teasers_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_card_teasers_cards" ADD CONSTRAINT "channels_blocks_card_teasers_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_card_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_card_teasers" ADD CONSTRAINT "channels_blocks_card_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_horizontal_teaser" ADD CONSTRAINT "channels_blocks_horizontal_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_product_teasers_products" ADD CONSTRAINT "channels_blocks_product_teasers_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_product_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_product_teasers" ADD CONSTRAINT "channels_blocks_product_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_membership_teaser" ADD CONSTRAINT "channels_blocks_membership_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia_playlist" ADD CONSTRAINT "channels_blocks_multimedia_playlist_file_id_videos_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia_playlist" ADD CONSTRAINT "channels_blocks_multimedia_playlist_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia_playlist" ADD CONSTRAINT "channels_blocks_multimedia_playlist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_multimedia"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia" ADD CONSTRAINT "channels_blocks_multimedia_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia" ADD CONSTRAINT "channels_blocks_multimedia_desktop_image_id_media_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia" ADD CONSTRAINT "channels_blocks_multimedia_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_multimedia" ADD CONSTRAINT "channels_blocks_multimedia_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_carousel_slides" ADD CONSTRAINT "channels_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_carousel_slides" ADD CONSTRAINT "channels_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_carousel_settings_breakpoints" ADD CONSTRAINT "channels_blocks_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_carousel" ADD CONSTRAINT "channels_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_thumbnail_carousel_items" ADD CONSTRAINT "channels_blocks_thumbnail_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_thumbnail_carousel_items" ADD CONSTRAINT "channels_blocks_thumbnail_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_thumbnail_carousel_thumbnail_breakpoints" ADD CONSTRAINT "channels_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD CONSTRAINT "channels_blocks_thumbnail_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_article_list" ADD CONSTRAINT "channels_blocks_article_list_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_article_list" ADD CONSTRAINT "channels_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_link_chips_chips" ADD CONSTRAINT "channels_blocks_link_chips_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_link_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_link_chips" ADD CONSTRAINT "channels_blocks_link_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_file_download" ADD CONSTRAINT "channels_blocks_file_download_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "channels_blocks_file_download" ADD CONSTRAINT "channels_blocks_file_download_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_job_list" ADD CONSTRAINT "channels_blocks_job_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels_blocks_job_alert_form" ADD CONSTRAINT "channels_blocks_job_alert_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "channels" ADD CONSTRAINT "channels_parent_id_channels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_rich_text" ADD CONSTRAINT "_channels_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_headline_text" ADD CONSTRAINT "_channels_v_blocks_headline_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_quote" ADD CONSTRAINT "_channels_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_faq_items" ADD CONSTRAINT "_channels_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_faq" ADD CONSTRAINT "_channels_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_benefits_items" ADD CONSTRAINT "_channels_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_benefits" ADD CONSTRAINT "_channels_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_alert" ADD CONSTRAINT "_channels_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_table_rows_cells" ADD CONSTRAINT "_channels_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_table_rows" ADD CONSTRAINT "_channels_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_table" ADD CONSTRAINT "_channels_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_teaser" ADD CONSTRAINT "_channels_v_blocks_teaser_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_teaser" ADD CONSTRAINT "_channels_v_blocks_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_card_teasers_cards" ADD CONSTRAINT "_channels_v_blocks_card_teasers_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_card_teasers_cards" ADD CONSTRAINT "_channels_v_blocks_card_teasers_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_card_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_card_teasers" ADD CONSTRAINT "_channels_v_blocks_card_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_horizontal_teaser" ADD CONSTRAINT "_channels_v_blocks_horizontal_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_product_teasers_products" ADD CONSTRAINT "_channels_v_blocks_product_teasers_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_product_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_product_teasers" ADD CONSTRAINT "_channels_v_blocks_product_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_membership_teaser" ADD CONSTRAINT "_channels_v_blocks_membership_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia_playlist" ADD CONSTRAINT "_channels_v_blocks_multimedia_playlist_file_id_videos_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia_playlist" ADD CONSTRAINT "_channels_v_blocks_multimedia_playlist_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia_playlist" ADD CONSTRAINT "_channels_v_blocks_multimedia_playlist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_multimedia"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia" ADD CONSTRAINT "_channels_v_blocks_multimedia_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia" ADD CONSTRAINT "_channels_v_blocks_multimedia_desktop_image_id_media_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia" ADD CONSTRAINT "_channels_v_blocks_multimedia_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_multimedia" ADD CONSTRAINT "_channels_v_blocks_multimedia_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_carousel_slides" ADD CONSTRAINT "_channels_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_carousel_slides" ADD CONSTRAINT "_channels_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_carousel_settings_breakpoints" ADD CONSTRAINT "_channels_v_blocks_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_carousel" ADD CONSTRAINT "_channels_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel_items" ADD CONSTRAINT "_channels_v_blocks_thumbnail_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel_items" ADD CONSTRAINT "_channels_v_blocks_thumbnail_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints" ADD CONSTRAINT "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD CONSTRAINT "_channels_v_blocks_thumbnail_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_article_list" ADD CONSTRAINT "_channels_v_blocks_article_list_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_article_list" ADD CONSTRAINT "_channels_v_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_link_chips_chips" ADD CONSTRAINT "_channels_v_blocks_link_chips_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_link_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_link_chips" ADD CONSTRAINT "_channels_v_blocks_link_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_file_download" ADD CONSTRAINT "_channels_v_blocks_file_download_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_file_download" ADD CONSTRAINT "_channels_v_blocks_file_download_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_job_list" ADD CONSTRAINT "_channels_v_blocks_job_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_job_alert_form" ADD CONSTRAINT "_channels_v_blocks_job_alert_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_parent_id_channels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_channels_v" ADD CONSTRAINT "_channels_v_version_parent_id_channels_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_rich_text" ADD CONSTRAINT "articles_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_headline_text" ADD CONSTRAINT "articles_blocks_headline_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_quote" ADD CONSTRAINT "articles_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq_items" ADD CONSTRAINT "articles_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_faq" ADD CONSTRAINT "articles_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_benefits_items" ADD CONSTRAINT "articles_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_benefits" ADD CONSTRAINT "articles_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_alert" ADD CONSTRAINT "articles_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_table_rows_cells" ADD CONSTRAINT "articles_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_table_rows" ADD CONSTRAINT "articles_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_table" ADD CONSTRAINT "articles_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_teaser" ADD CONSTRAINT "articles_blocks_teaser_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_teaser" ADD CONSTRAINT "articles_blocks_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_card_teasers_cards" ADD CONSTRAINT "articles_blocks_card_teasers_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_card_teasers_cards" ADD CONSTRAINT "articles_blocks_card_teasers_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_card_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_card_teasers" ADD CONSTRAINT "articles_blocks_card_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_horizontal_teaser" ADD CONSTRAINT "articles_blocks_horizontal_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_product_teasers_products" ADD CONSTRAINT "articles_blocks_product_teasers_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_product_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_product_teasers" ADD CONSTRAINT "articles_blocks_product_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_membership_teaser" ADD CONSTRAINT "articles_blocks_membership_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia_playlist" ADD CONSTRAINT "articles_blocks_multimedia_playlist_file_id_videos_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia_playlist" ADD CONSTRAINT "articles_blocks_multimedia_playlist_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia_playlist" ADD CONSTRAINT "articles_blocks_multimedia_playlist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_multimedia"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia" ADD CONSTRAINT "articles_blocks_multimedia_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia" ADD CONSTRAINT "articles_blocks_multimedia_desktop_image_id_media_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia" ADD CONSTRAINT "articles_blocks_multimedia_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_multimedia" ADD CONSTRAINT "articles_blocks_multimedia_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_carousel_slides" ADD CONSTRAINT "articles_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_carousel_slides" ADD CONSTRAINT "articles_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_carousel_settings_breakpoints" ADD CONSTRAINT "articles_blocks_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_carousel" ADD CONSTRAINT "articles_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_thumbnail_carousel_items" ADD CONSTRAINT "articles_blocks_thumbnail_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_thumbnail_carousel_items" ADD CONSTRAINT "articles_blocks_thumbnail_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_thumbnail_carousel_thumbnail_breakpoints" ADD CONSTRAINT "articles_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD CONSTRAINT "articles_blocks_thumbnail_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_article_list" ADD CONSTRAINT "articles_blocks_article_list_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_article_list" ADD CONSTRAINT "articles_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_link_chips_chips" ADD CONSTRAINT "articles_blocks_link_chips_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_link_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_link_chips" ADD CONSTRAINT "articles_blocks_link_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_file_download" ADD CONSTRAINT "articles_blocks_file_download_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_blocks_file_download" ADD CONSTRAINT "articles_blocks_file_download_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_job_list" ADD CONSTRAINT "articles_blocks_job_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_job_alert_form" ADD CONSTRAINT "articles_blocks_job_alert_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_rich_text" ADD CONSTRAINT "_articles_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_headline_text" ADD CONSTRAINT "_articles_v_blocks_headline_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_quote" ADD CONSTRAINT "_articles_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq_items" ADD CONSTRAINT "_articles_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_faq" ADD CONSTRAINT "_articles_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_benefits_items" ADD CONSTRAINT "_articles_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_benefits" ADD CONSTRAINT "_articles_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_alert" ADD CONSTRAINT "_articles_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_table_rows_cells" ADD CONSTRAINT "_articles_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_table_rows" ADD CONSTRAINT "_articles_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_table" ADD CONSTRAINT "_articles_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_teaser" ADD CONSTRAINT "_articles_v_blocks_teaser_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_teaser" ADD CONSTRAINT "_articles_v_blocks_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_card_teasers_cards" ADD CONSTRAINT "_articles_v_blocks_card_teasers_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_card_teasers_cards" ADD CONSTRAINT "_articles_v_blocks_card_teasers_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_card_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_card_teasers" ADD CONSTRAINT "_articles_v_blocks_card_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_horizontal_teaser" ADD CONSTRAINT "_articles_v_blocks_horizontal_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_product_teasers_products" ADD CONSTRAINT "_articles_v_blocks_product_teasers_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_product_teasers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_product_teasers" ADD CONSTRAINT "_articles_v_blocks_product_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_membership_teaser" ADD CONSTRAINT "_articles_v_blocks_membership_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia_playlist" ADD CONSTRAINT "_articles_v_blocks_multimedia_playlist_file_id_videos_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia_playlist" ADD CONSTRAINT "_articles_v_blocks_multimedia_playlist_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia_playlist" ADD CONSTRAINT "_articles_v_blocks_multimedia_playlist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_multimedia"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia" ADD CONSTRAINT "_articles_v_blocks_multimedia_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia" ADD CONSTRAINT "_articles_v_blocks_multimedia_desktop_image_id_media_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia" ADD CONSTRAINT "_articles_v_blocks_multimedia_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_multimedia" ADD CONSTRAINT "_articles_v_blocks_multimedia_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_carousel_slides" ADD CONSTRAINT "_articles_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_carousel_slides" ADD CONSTRAINT "_articles_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_carousel_settings_breakpoints" ADD CONSTRAINT "_articles_v_blocks_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_carousel" ADD CONSTRAINT "_articles_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel_items" ADD CONSTRAINT "_articles_v_blocks_thumbnail_carousel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel_items" ADD CONSTRAINT "_articles_v_blocks_thumbnail_carousel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints" ADD CONSTRAINT "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD CONSTRAINT "_articles_v_blocks_thumbnail_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_article_list" ADD CONSTRAINT "_articles_v_blocks_article_list_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_article_list" ADD CONSTRAINT "_articles_v_blocks_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_link_chips_chips" ADD CONSTRAINT "_articles_v_blocks_link_chips_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_link_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_link_chips" ADD CONSTRAINT "_articles_v_blocks_link_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_file_download" ADD CONSTRAINT "_articles_v_blocks_file_download_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_file_download" ADD CONSTRAINT "_articles_v_blocks_file_download_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_job_list" ADD CONSTRAINT "_articles_v_blocks_job_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_job_alert_form" ADD CONSTRAINT "_articles_v_blocks_job_alert_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_channel_id_channels_id_fk" FOREIGN KEY ("version_channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_rich_text" ADD CONSTRAINT "job_postings_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_headline_text" ADD CONSTRAINT "job_postings_blocks_headline_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_benefits_items" ADD CONSTRAINT "job_postings_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_benefits" ADD CONSTRAINT "job_postings_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_faq_items" ADD CONSTRAINT "job_postings_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_faq" ADD CONSTRAINT "job_postings_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_alert" ADD CONSTRAINT "job_postings_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_link_chips_chips" ADD CONSTRAINT "job_postings_blocks_link_chips_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings_blocks_link_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings_blocks_link_chips" ADD CONSTRAINT "job_postings_blocks_link_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_rich_text" ADD CONSTRAINT "_job_postings_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_headline_text" ADD CONSTRAINT "_job_postings_v_blocks_headline_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_benefits_items" ADD CONSTRAINT "_job_postings_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_benefits" ADD CONSTRAINT "_job_postings_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_faq_items" ADD CONSTRAINT "_job_postings_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_faq" ADD CONSTRAINT "_job_postings_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_alert" ADD CONSTRAINT "_job_postings_v_blocks_alert_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_link_chips_chips" ADD CONSTRAINT "_job_postings_v_blocks_link_chips_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v_blocks_link_chips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v_blocks_link_chips" ADD CONSTRAINT "_job_postings_v_blocks_link_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_parent_id_job_postings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_postings_v" ADD CONSTRAINT "_job_postings_v_version_channel_id_channels_id_fk" FOREIGN KEY ("version_channel_id") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_alerts_states" ADD CONSTRAINT "job_alerts_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_alerts_fields" ADD CONSTRAINT "job_alerts_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_alert_tokens" ADD CONSTRAINT "job_alert_tokens_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alerts_fk" FOREIGN KEY ("job_alerts_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alert_tokens_fk" FOREIGN KEY ("job_alert_tokens_id") REFERENCES "public"."job_alert_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_channels_fk" FOREIGN KEY ("channels_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "channels_blocks_rich_text_order_idx" ON "channels_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "channels_blocks_rich_text_parent_id_idx" ON "channels_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_rich_text_path_idx" ON "channels_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "channels_blocks_headline_text_order_idx" ON "channels_blocks_headline_text" USING btree ("_order");
  CREATE INDEX "channels_blocks_headline_text_parent_id_idx" ON "channels_blocks_headline_text" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_headline_text_path_idx" ON "channels_blocks_headline_text" USING btree ("_path");
  CREATE INDEX "channels_blocks_quote_order_idx" ON "channels_blocks_quote" USING btree ("_order");
  CREATE INDEX "channels_blocks_quote_parent_id_idx" ON "channels_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_quote_path_idx" ON "channels_blocks_quote" USING btree ("_path");
  CREATE INDEX "channels_blocks_faq_items_order_idx" ON "channels_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "channels_blocks_faq_items_parent_id_idx" ON "channels_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_faq_order_idx" ON "channels_blocks_faq" USING btree ("_order");
  CREATE INDEX "channels_blocks_faq_parent_id_idx" ON "channels_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_faq_path_idx" ON "channels_blocks_faq" USING btree ("_path");
  CREATE INDEX "channels_blocks_benefits_items_order_idx" ON "channels_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "channels_blocks_benefits_items_parent_id_idx" ON "channels_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_benefits_order_idx" ON "channels_blocks_benefits" USING btree ("_order");
  CREATE INDEX "channels_blocks_benefits_parent_id_idx" ON "channels_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_benefits_path_idx" ON "channels_blocks_benefits" USING btree ("_path");
  CREATE INDEX "channels_blocks_alert_order_idx" ON "channels_blocks_alert" USING btree ("_order");
  CREATE INDEX "channels_blocks_alert_parent_id_idx" ON "channels_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_alert_path_idx" ON "channels_blocks_alert" USING btree ("_path");
  CREATE INDEX "channels_blocks_table_rows_cells_order_idx" ON "channels_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "channels_blocks_table_rows_cells_parent_id_idx" ON "channels_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_table_rows_order_idx" ON "channels_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "channels_blocks_table_rows_parent_id_idx" ON "channels_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_table_order_idx" ON "channels_blocks_table" USING btree ("_order");
  CREATE INDEX "channels_blocks_table_parent_id_idx" ON "channels_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_table_path_idx" ON "channels_blocks_table" USING btree ("_path");
  CREATE INDEX "channels_blocks_teaser_order_idx" ON "channels_blocks_teaser" USING btree ("_order");
  CREATE INDEX "channels_blocks_teaser_parent_id_idx" ON "channels_blocks_teaser" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_teaser_path_idx" ON "channels_blocks_teaser" USING btree ("_path");
  CREATE INDEX "channels_blocks_teaser_article_idx" ON "channels_blocks_teaser" USING btree ("article_id");
  CREATE INDEX "channels_blocks_card_teasers_cards_order_idx" ON "channels_blocks_card_teasers_cards" USING btree ("_order");
  CREATE INDEX "channels_blocks_card_teasers_cards_parent_id_idx" ON "channels_blocks_card_teasers_cards" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_card_teasers_cards_image_idx" ON "channels_blocks_card_teasers_cards" USING btree ("image_id");
  CREATE INDEX "channels_blocks_card_teasers_order_idx" ON "channels_blocks_card_teasers" USING btree ("_order");
  CREATE INDEX "channels_blocks_card_teasers_parent_id_idx" ON "channels_blocks_card_teasers" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_card_teasers_path_idx" ON "channels_blocks_card_teasers" USING btree ("_path");
  CREATE INDEX "channels_blocks_horizontal_teaser_order_idx" ON "channels_blocks_horizontal_teaser" USING btree ("_order");
  CREATE INDEX "channels_blocks_horizontal_teaser_parent_id_idx" ON "channels_blocks_horizontal_teaser" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_horizontal_teaser_path_idx" ON "channels_blocks_horizontal_teaser" USING btree ("_path");
  CREATE INDEX "channels_blocks_product_teasers_products_order_idx" ON "channels_blocks_product_teasers_products" USING btree ("_order");
  CREATE INDEX "channels_blocks_product_teasers_products_parent_id_idx" ON "channels_blocks_product_teasers_products" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_product_teasers_order_idx" ON "channels_blocks_product_teasers" USING btree ("_order");
  CREATE INDEX "channels_blocks_product_teasers_parent_id_idx" ON "channels_blocks_product_teasers" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_product_teasers_path_idx" ON "channels_blocks_product_teasers" USING btree ("_path");
  CREATE INDEX "channels_blocks_membership_teaser_order_idx" ON "channels_blocks_membership_teaser" USING btree ("_order");
  CREATE INDEX "channels_blocks_membership_teaser_parent_id_idx" ON "channels_blocks_membership_teaser" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_membership_teaser_path_idx" ON "channels_blocks_membership_teaser" USING btree ("_path");
  CREATE INDEX "channels_blocks_multimedia_playlist_order_idx" ON "channels_blocks_multimedia_playlist" USING btree ("_order");
  CREATE INDEX "channels_blocks_multimedia_playlist_parent_id_idx" ON "channels_blocks_multimedia_playlist" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_multimedia_playlist_file_idx" ON "channels_blocks_multimedia_playlist" USING btree ("file_id");
  CREATE INDEX "channels_blocks_multimedia_playlist_poster_idx" ON "channels_blocks_multimedia_playlist" USING btree ("poster_id");
  CREATE INDEX "channels_blocks_multimedia_order_idx" ON "channels_blocks_multimedia" USING btree ("_order");
  CREATE INDEX "channels_blocks_multimedia_parent_id_idx" ON "channels_blocks_multimedia" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_multimedia_path_idx" ON "channels_blocks_multimedia" USING btree ("_path");
  CREATE INDEX "channels_blocks_multimedia_image_idx" ON "channels_blocks_multimedia" USING btree ("image_id");
  CREATE INDEX "channels_blocks_multimedia_desktop_image_idx" ON "channels_blocks_multimedia" USING btree ("desktop_image_id");
  CREATE INDEX "channels_blocks_multimedia_mobile_image_idx" ON "channels_blocks_multimedia" USING btree ("mobile_image_id");
  CREATE INDEX "channels_blocks_carousel_slides_order_idx" ON "channels_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "channels_blocks_carousel_slides_parent_id_idx" ON "channels_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_carousel_slides_image_idx" ON "channels_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "channels_blocks_carousel_settings_breakpoints_order_idx" ON "channels_blocks_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "channels_blocks_carousel_settings_breakpoints_parent_id_idx" ON "channels_blocks_carousel_settings_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_carousel_order_idx" ON "channels_blocks_carousel" USING btree ("_order");
  CREATE INDEX "channels_blocks_carousel_parent_id_idx" ON "channels_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_carousel_path_idx" ON "channels_blocks_carousel" USING btree ("_path");
  CREATE INDEX "channels_blocks_thumbnail_carousel_items_order_idx" ON "channels_blocks_thumbnail_carousel_items" USING btree ("_order");
  CREATE INDEX "channels_blocks_thumbnail_carousel_items_parent_id_idx" ON "channels_blocks_thumbnail_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_thumbnail_carousel_items_image_idx" ON "channels_blocks_thumbnail_carousel_items" USING btree ("image_id");
  CREATE INDEX "channels_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx" ON "channels_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_order");
  CREATE INDEX "channels_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx" ON "channels_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_thumbnail_carousel_order_idx" ON "channels_blocks_thumbnail_carousel" USING btree ("_order");
  CREATE INDEX "channels_blocks_thumbnail_carousel_parent_id_idx" ON "channels_blocks_thumbnail_carousel" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_thumbnail_carousel_path_idx" ON "channels_blocks_thumbnail_carousel" USING btree ("_path");
  CREATE INDEX "channels_blocks_article_list_order_idx" ON "channels_blocks_article_list" USING btree ("_order");
  CREATE INDEX "channels_blocks_article_list_parent_id_idx" ON "channels_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_article_list_path_idx" ON "channels_blocks_article_list" USING btree ("_path");
  CREATE INDEX "channels_blocks_article_list_channel_idx" ON "channels_blocks_article_list" USING btree ("channel_id");
  CREATE INDEX "channels_blocks_link_chips_chips_order_idx" ON "channels_blocks_link_chips_chips" USING btree ("_order");
  CREATE INDEX "channels_blocks_link_chips_chips_parent_id_idx" ON "channels_blocks_link_chips_chips" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_link_chips_order_idx" ON "channels_blocks_link_chips" USING btree ("_order");
  CREATE INDEX "channels_blocks_link_chips_parent_id_idx" ON "channels_blocks_link_chips" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_link_chips_path_idx" ON "channels_blocks_link_chips" USING btree ("_path");
  CREATE INDEX "channels_blocks_file_download_order_idx" ON "channels_blocks_file_download" USING btree ("_order");
  CREATE INDEX "channels_blocks_file_download_parent_id_idx" ON "channels_blocks_file_download" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_file_download_path_idx" ON "channels_blocks_file_download" USING btree ("_path");
  CREATE INDEX "channels_blocks_file_download_document_idx" ON "channels_blocks_file_download" USING btree ("document_id");
  CREATE INDEX "channels_blocks_job_list_order_idx" ON "channels_blocks_job_list" USING btree ("_order");
  CREATE INDEX "channels_blocks_job_list_parent_id_idx" ON "channels_blocks_job_list" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_job_list_path_idx" ON "channels_blocks_job_list" USING btree ("_path");
  CREATE INDEX "channels_blocks_job_alert_form_order_idx" ON "channels_blocks_job_alert_form" USING btree ("_order");
  CREATE INDEX "channels_blocks_job_alert_form_parent_id_idx" ON "channels_blocks_job_alert_form" USING btree ("_parent_id");
  CREATE INDEX "channels_blocks_job_alert_form_path_idx" ON "channels_blocks_job_alert_form" USING btree ("_path");
  CREATE INDEX "channels_is_home_idx" ON "channels" USING btree ("is_home");
  CREATE UNIQUE INDEX "channels_slug_idx" ON "channels" USING btree ("slug");
  CREATE INDEX "channels_parent_idx" ON "channels" USING btree ("parent_id");
  CREATE INDEX "channels_updated_at_idx" ON "channels" USING btree ("updated_at");
  CREATE INDEX "channels_created_at_idx" ON "channels" USING btree ("created_at");
  CREATE INDEX "channels__status_idx" ON "channels" USING btree ("_status");
  CREATE INDEX "_channels_v_blocks_rich_text_order_idx" ON "_channels_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_rich_text_parent_id_idx" ON "_channels_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_rich_text_path_idx" ON "_channels_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_headline_text_order_idx" ON "_channels_v_blocks_headline_text" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_headline_text_parent_id_idx" ON "_channels_v_blocks_headline_text" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_headline_text_path_idx" ON "_channels_v_blocks_headline_text" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_quote_order_idx" ON "_channels_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_quote_parent_id_idx" ON "_channels_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_quote_path_idx" ON "_channels_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_faq_items_order_idx" ON "_channels_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_faq_items_parent_id_idx" ON "_channels_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_faq_order_idx" ON "_channels_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_faq_parent_id_idx" ON "_channels_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_faq_path_idx" ON "_channels_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_benefits_items_order_idx" ON "_channels_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_benefits_items_parent_id_idx" ON "_channels_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_benefits_order_idx" ON "_channels_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_benefits_parent_id_idx" ON "_channels_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_benefits_path_idx" ON "_channels_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_alert_order_idx" ON "_channels_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_alert_parent_id_idx" ON "_channels_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_alert_path_idx" ON "_channels_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_table_rows_cells_order_idx" ON "_channels_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_table_rows_cells_parent_id_idx" ON "_channels_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_table_rows_order_idx" ON "_channels_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_table_rows_parent_id_idx" ON "_channels_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_table_order_idx" ON "_channels_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_table_parent_id_idx" ON "_channels_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_table_path_idx" ON "_channels_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_teaser_order_idx" ON "_channels_v_blocks_teaser" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_teaser_parent_id_idx" ON "_channels_v_blocks_teaser" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_teaser_path_idx" ON "_channels_v_blocks_teaser" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_teaser_article_idx" ON "_channels_v_blocks_teaser" USING btree ("article_id");
  CREATE INDEX "_channels_v_blocks_card_teasers_cards_order_idx" ON "_channels_v_blocks_card_teasers_cards" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_card_teasers_cards_parent_id_idx" ON "_channels_v_blocks_card_teasers_cards" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_card_teasers_cards_image_idx" ON "_channels_v_blocks_card_teasers_cards" USING btree ("image_id");
  CREATE INDEX "_channels_v_blocks_card_teasers_order_idx" ON "_channels_v_blocks_card_teasers" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_card_teasers_parent_id_idx" ON "_channels_v_blocks_card_teasers" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_card_teasers_path_idx" ON "_channels_v_blocks_card_teasers" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_horizontal_teaser_order_idx" ON "_channels_v_blocks_horizontal_teaser" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_horizontal_teaser_parent_id_idx" ON "_channels_v_blocks_horizontal_teaser" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_horizontal_teaser_path_idx" ON "_channels_v_blocks_horizontal_teaser" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_product_teasers_products_order_idx" ON "_channels_v_blocks_product_teasers_products" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_product_teasers_products_parent_id_idx" ON "_channels_v_blocks_product_teasers_products" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_product_teasers_order_idx" ON "_channels_v_blocks_product_teasers" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_product_teasers_parent_id_idx" ON "_channels_v_blocks_product_teasers" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_product_teasers_path_idx" ON "_channels_v_blocks_product_teasers" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_membership_teaser_order_idx" ON "_channels_v_blocks_membership_teaser" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_membership_teaser_parent_id_idx" ON "_channels_v_blocks_membership_teaser" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_membership_teaser_path_idx" ON "_channels_v_blocks_membership_teaser" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_multimedia_playlist_order_idx" ON "_channels_v_blocks_multimedia_playlist" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_multimedia_playlist_parent_id_idx" ON "_channels_v_blocks_multimedia_playlist" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_multimedia_playlist_file_idx" ON "_channels_v_blocks_multimedia_playlist" USING btree ("file_id");
  CREATE INDEX "_channels_v_blocks_multimedia_playlist_poster_idx" ON "_channels_v_blocks_multimedia_playlist" USING btree ("poster_id");
  CREATE INDEX "_channels_v_blocks_multimedia_order_idx" ON "_channels_v_blocks_multimedia" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_multimedia_parent_id_idx" ON "_channels_v_blocks_multimedia" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_multimedia_path_idx" ON "_channels_v_blocks_multimedia" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_multimedia_image_idx" ON "_channels_v_blocks_multimedia" USING btree ("image_id");
  CREATE INDEX "_channels_v_blocks_multimedia_desktop_image_idx" ON "_channels_v_blocks_multimedia" USING btree ("desktop_image_id");
  CREATE INDEX "_channels_v_blocks_multimedia_mobile_image_idx" ON "_channels_v_blocks_multimedia" USING btree ("mobile_image_id");
  CREATE INDEX "_channels_v_blocks_carousel_slides_order_idx" ON "_channels_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_carousel_slides_parent_id_idx" ON "_channels_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_carousel_slides_image_idx" ON "_channels_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_channels_v_blocks_carousel_settings_breakpoints_order_idx" ON "_channels_v_blocks_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_carousel_settings_breakpoints_parent_id_idx" ON "_channels_v_blocks_carousel_settings_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_carousel_order_idx" ON "_channels_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_carousel_parent_id_idx" ON "_channels_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_carousel_path_idx" ON "_channels_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_items_order_idx" ON "_channels_v_blocks_thumbnail_carousel_items" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_items_parent_id_idx" ON "_channels_v_blocks_thumbnail_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_items_image_idx" ON "_channels_v_blocks_thumbnail_carousel_items" USING btree ("image_id");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx" ON "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx" ON "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_order_idx" ON "_channels_v_blocks_thumbnail_carousel" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_parent_id_idx" ON "_channels_v_blocks_thumbnail_carousel" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_path_idx" ON "_channels_v_blocks_thumbnail_carousel" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_article_list_order_idx" ON "_channels_v_blocks_article_list" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_article_list_parent_id_idx" ON "_channels_v_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_article_list_path_idx" ON "_channels_v_blocks_article_list" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_article_list_channel_idx" ON "_channels_v_blocks_article_list" USING btree ("channel_id");
  CREATE INDEX "_channels_v_blocks_link_chips_chips_order_idx" ON "_channels_v_blocks_link_chips_chips" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_link_chips_chips_parent_id_idx" ON "_channels_v_blocks_link_chips_chips" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_link_chips_order_idx" ON "_channels_v_blocks_link_chips" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_link_chips_parent_id_idx" ON "_channels_v_blocks_link_chips" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_link_chips_path_idx" ON "_channels_v_blocks_link_chips" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_file_download_order_idx" ON "_channels_v_blocks_file_download" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_file_download_parent_id_idx" ON "_channels_v_blocks_file_download" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_file_download_path_idx" ON "_channels_v_blocks_file_download" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_file_download_document_idx" ON "_channels_v_blocks_file_download" USING btree ("document_id");
  CREATE INDEX "_channels_v_blocks_job_list_order_idx" ON "_channels_v_blocks_job_list" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_job_list_parent_id_idx" ON "_channels_v_blocks_job_list" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_job_list_path_idx" ON "_channels_v_blocks_job_list" USING btree ("_path");
  CREATE INDEX "_channels_v_blocks_job_alert_form_order_idx" ON "_channels_v_blocks_job_alert_form" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_job_alert_form_parent_id_idx" ON "_channels_v_blocks_job_alert_form" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_job_alert_form_path_idx" ON "_channels_v_blocks_job_alert_form" USING btree ("_path");
  CREATE INDEX "_channels_v_parent_idx" ON "_channels_v" USING btree ("parent_id");
  CREATE INDEX "_channels_v_version_version_is_home_idx" ON "_channels_v" USING btree ("version_is_home");
  CREATE INDEX "_channels_v_version_version_slug_idx" ON "_channels_v" USING btree ("version_slug");
  CREATE INDEX "_channels_v_version_version_parent_idx" ON "_channels_v" USING btree ("version_parent_id");
  CREATE INDEX "_channels_v_version_version_updated_at_idx" ON "_channels_v" USING btree ("version_updated_at");
  CREATE INDEX "_channels_v_version_version_created_at_idx" ON "_channels_v" USING btree ("version_created_at");
  CREATE INDEX "_channels_v_version_version__status_idx" ON "_channels_v" USING btree ("version__status");
  CREATE INDEX "_channels_v_created_at_idx" ON "_channels_v" USING btree ("created_at");
  CREATE INDEX "_channels_v_updated_at_idx" ON "_channels_v" USING btree ("updated_at");
  CREATE INDEX "_channels_v_latest_idx" ON "_channels_v" USING btree ("latest");
  CREATE INDEX "_channels_v_autosave_idx" ON "_channels_v" USING btree ("autosave");
  CREATE INDEX "articles_blocks_rich_text_order_idx" ON "articles_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "articles_blocks_rich_text_parent_id_idx" ON "articles_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_rich_text_path_idx" ON "articles_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "articles_blocks_headline_text_order_idx" ON "articles_blocks_headline_text" USING btree ("_order");
  CREATE INDEX "articles_blocks_headline_text_parent_id_idx" ON "articles_blocks_headline_text" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_headline_text_path_idx" ON "articles_blocks_headline_text" USING btree ("_path");
  CREATE INDEX "articles_blocks_quote_order_idx" ON "articles_blocks_quote" USING btree ("_order");
  CREATE INDEX "articles_blocks_quote_parent_id_idx" ON "articles_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_quote_path_idx" ON "articles_blocks_quote" USING btree ("_path");
  CREATE INDEX "articles_blocks_faq_items_order_idx" ON "articles_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "articles_blocks_faq_items_parent_id_idx" ON "articles_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_faq_order_idx" ON "articles_blocks_faq" USING btree ("_order");
  CREATE INDEX "articles_blocks_faq_parent_id_idx" ON "articles_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_faq_path_idx" ON "articles_blocks_faq" USING btree ("_path");
  CREATE INDEX "articles_blocks_benefits_items_order_idx" ON "articles_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "articles_blocks_benefits_items_parent_id_idx" ON "articles_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_benefits_order_idx" ON "articles_blocks_benefits" USING btree ("_order");
  CREATE INDEX "articles_blocks_benefits_parent_id_idx" ON "articles_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_benefits_path_idx" ON "articles_blocks_benefits" USING btree ("_path");
  CREATE INDEX "articles_blocks_alert_order_idx" ON "articles_blocks_alert" USING btree ("_order");
  CREATE INDEX "articles_blocks_alert_parent_id_idx" ON "articles_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_alert_path_idx" ON "articles_blocks_alert" USING btree ("_path");
  CREATE INDEX "articles_blocks_table_rows_cells_order_idx" ON "articles_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "articles_blocks_table_rows_cells_parent_id_idx" ON "articles_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_table_rows_order_idx" ON "articles_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "articles_blocks_table_rows_parent_id_idx" ON "articles_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_table_order_idx" ON "articles_blocks_table" USING btree ("_order");
  CREATE INDEX "articles_blocks_table_parent_id_idx" ON "articles_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_table_path_idx" ON "articles_blocks_table" USING btree ("_path");
  CREATE INDEX "articles_blocks_teaser_order_idx" ON "articles_blocks_teaser" USING btree ("_order");
  CREATE INDEX "articles_blocks_teaser_parent_id_idx" ON "articles_blocks_teaser" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_teaser_path_idx" ON "articles_blocks_teaser" USING btree ("_path");
  CREATE INDEX "articles_blocks_teaser_article_idx" ON "articles_blocks_teaser" USING btree ("article_id");
  CREATE INDEX "articles_blocks_card_teasers_cards_order_idx" ON "articles_blocks_card_teasers_cards" USING btree ("_order");
  CREATE INDEX "articles_blocks_card_teasers_cards_parent_id_idx" ON "articles_blocks_card_teasers_cards" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_card_teasers_cards_image_idx" ON "articles_blocks_card_teasers_cards" USING btree ("image_id");
  CREATE INDEX "articles_blocks_card_teasers_order_idx" ON "articles_blocks_card_teasers" USING btree ("_order");
  CREATE INDEX "articles_blocks_card_teasers_parent_id_idx" ON "articles_blocks_card_teasers" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_card_teasers_path_idx" ON "articles_blocks_card_teasers" USING btree ("_path");
  CREATE INDEX "articles_blocks_horizontal_teaser_order_idx" ON "articles_blocks_horizontal_teaser" USING btree ("_order");
  CREATE INDEX "articles_blocks_horizontal_teaser_parent_id_idx" ON "articles_blocks_horizontal_teaser" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_horizontal_teaser_path_idx" ON "articles_blocks_horizontal_teaser" USING btree ("_path");
  CREATE INDEX "articles_blocks_product_teasers_products_order_idx" ON "articles_blocks_product_teasers_products" USING btree ("_order");
  CREATE INDEX "articles_blocks_product_teasers_products_parent_id_idx" ON "articles_blocks_product_teasers_products" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_product_teasers_order_idx" ON "articles_blocks_product_teasers" USING btree ("_order");
  CREATE INDEX "articles_blocks_product_teasers_parent_id_idx" ON "articles_blocks_product_teasers" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_product_teasers_path_idx" ON "articles_blocks_product_teasers" USING btree ("_path");
  CREATE INDEX "articles_blocks_membership_teaser_order_idx" ON "articles_blocks_membership_teaser" USING btree ("_order");
  CREATE INDEX "articles_blocks_membership_teaser_parent_id_idx" ON "articles_blocks_membership_teaser" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_membership_teaser_path_idx" ON "articles_blocks_membership_teaser" USING btree ("_path");
  CREATE INDEX "articles_blocks_multimedia_playlist_order_idx" ON "articles_blocks_multimedia_playlist" USING btree ("_order");
  CREATE INDEX "articles_blocks_multimedia_playlist_parent_id_idx" ON "articles_blocks_multimedia_playlist" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_multimedia_playlist_file_idx" ON "articles_blocks_multimedia_playlist" USING btree ("file_id");
  CREATE INDEX "articles_blocks_multimedia_playlist_poster_idx" ON "articles_blocks_multimedia_playlist" USING btree ("poster_id");
  CREATE INDEX "articles_blocks_multimedia_order_idx" ON "articles_blocks_multimedia" USING btree ("_order");
  CREATE INDEX "articles_blocks_multimedia_parent_id_idx" ON "articles_blocks_multimedia" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_multimedia_path_idx" ON "articles_blocks_multimedia" USING btree ("_path");
  CREATE INDEX "articles_blocks_multimedia_image_idx" ON "articles_blocks_multimedia" USING btree ("image_id");
  CREATE INDEX "articles_blocks_multimedia_desktop_image_idx" ON "articles_blocks_multimedia" USING btree ("desktop_image_id");
  CREATE INDEX "articles_blocks_multimedia_mobile_image_idx" ON "articles_blocks_multimedia" USING btree ("mobile_image_id");
  CREATE INDEX "articles_blocks_carousel_slides_order_idx" ON "articles_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "articles_blocks_carousel_slides_parent_id_idx" ON "articles_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_carousel_slides_image_idx" ON "articles_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "articles_blocks_carousel_settings_breakpoints_order_idx" ON "articles_blocks_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "articles_blocks_carousel_settings_breakpoints_parent_id_idx" ON "articles_blocks_carousel_settings_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_carousel_order_idx" ON "articles_blocks_carousel" USING btree ("_order");
  CREATE INDEX "articles_blocks_carousel_parent_id_idx" ON "articles_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_carousel_path_idx" ON "articles_blocks_carousel" USING btree ("_path");
  CREATE INDEX "articles_blocks_thumbnail_carousel_items_order_idx" ON "articles_blocks_thumbnail_carousel_items" USING btree ("_order");
  CREATE INDEX "articles_blocks_thumbnail_carousel_items_parent_id_idx" ON "articles_blocks_thumbnail_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_thumbnail_carousel_items_image_idx" ON "articles_blocks_thumbnail_carousel_items" USING btree ("image_id");
  CREATE INDEX "articles_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx" ON "articles_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_order");
  CREATE INDEX "articles_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx" ON "articles_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_thumbnail_carousel_order_idx" ON "articles_blocks_thumbnail_carousel" USING btree ("_order");
  CREATE INDEX "articles_blocks_thumbnail_carousel_parent_id_idx" ON "articles_blocks_thumbnail_carousel" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_thumbnail_carousel_path_idx" ON "articles_blocks_thumbnail_carousel" USING btree ("_path");
  CREATE INDEX "articles_blocks_article_list_order_idx" ON "articles_blocks_article_list" USING btree ("_order");
  CREATE INDEX "articles_blocks_article_list_parent_id_idx" ON "articles_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_article_list_path_idx" ON "articles_blocks_article_list" USING btree ("_path");
  CREATE INDEX "articles_blocks_article_list_channel_idx" ON "articles_blocks_article_list" USING btree ("channel_id");
  CREATE INDEX "articles_blocks_link_chips_chips_order_idx" ON "articles_blocks_link_chips_chips" USING btree ("_order");
  CREATE INDEX "articles_blocks_link_chips_chips_parent_id_idx" ON "articles_blocks_link_chips_chips" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_link_chips_order_idx" ON "articles_blocks_link_chips" USING btree ("_order");
  CREATE INDEX "articles_blocks_link_chips_parent_id_idx" ON "articles_blocks_link_chips" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_link_chips_path_idx" ON "articles_blocks_link_chips" USING btree ("_path");
  CREATE INDEX "articles_blocks_file_download_order_idx" ON "articles_blocks_file_download" USING btree ("_order");
  CREATE INDEX "articles_blocks_file_download_parent_id_idx" ON "articles_blocks_file_download" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_file_download_path_idx" ON "articles_blocks_file_download" USING btree ("_path");
  CREATE INDEX "articles_blocks_file_download_document_idx" ON "articles_blocks_file_download" USING btree ("document_id");
  CREATE INDEX "articles_blocks_job_list_order_idx" ON "articles_blocks_job_list" USING btree ("_order");
  CREATE INDEX "articles_blocks_job_list_parent_id_idx" ON "articles_blocks_job_list" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_job_list_path_idx" ON "articles_blocks_job_list" USING btree ("_path");
  CREATE INDEX "articles_blocks_job_alert_form_order_idx" ON "articles_blocks_job_alert_form" USING btree ("_order");
  CREATE INDEX "articles_blocks_job_alert_form_parent_id_idx" ON "articles_blocks_job_alert_form" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_job_alert_form_path_idx" ON "articles_blocks_job_alert_form" USING btree ("_path");
  CREATE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE UNIQUE INDEX "articles_article_id_idx" ON "articles" USING btree ("article_id");
  CREATE INDEX "articles_channel_idx" ON "articles" USING btree ("channel_id");
  CREATE INDEX "articles_hero_image_idx" ON "articles" USING btree ("hero_image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "_articles_v_blocks_rich_text_order_idx" ON "_articles_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_rich_text_parent_id_idx" ON "_articles_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_rich_text_path_idx" ON "_articles_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_headline_text_order_idx" ON "_articles_v_blocks_headline_text" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_headline_text_parent_id_idx" ON "_articles_v_blocks_headline_text" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_headline_text_path_idx" ON "_articles_v_blocks_headline_text" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_quote_order_idx" ON "_articles_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_quote_parent_id_idx" ON "_articles_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_quote_path_idx" ON "_articles_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_faq_items_order_idx" ON "_articles_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_faq_items_parent_id_idx" ON "_articles_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_faq_order_idx" ON "_articles_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_faq_parent_id_idx" ON "_articles_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_faq_path_idx" ON "_articles_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_benefits_items_order_idx" ON "_articles_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_benefits_items_parent_id_idx" ON "_articles_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_benefits_order_idx" ON "_articles_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_benefits_parent_id_idx" ON "_articles_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_benefits_path_idx" ON "_articles_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_alert_order_idx" ON "_articles_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_alert_parent_id_idx" ON "_articles_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_alert_path_idx" ON "_articles_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_table_rows_cells_order_idx" ON "_articles_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_table_rows_cells_parent_id_idx" ON "_articles_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_table_rows_order_idx" ON "_articles_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_table_rows_parent_id_idx" ON "_articles_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_table_order_idx" ON "_articles_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_table_parent_id_idx" ON "_articles_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_table_path_idx" ON "_articles_v_blocks_table" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_teaser_order_idx" ON "_articles_v_blocks_teaser" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_teaser_parent_id_idx" ON "_articles_v_blocks_teaser" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_teaser_path_idx" ON "_articles_v_blocks_teaser" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_teaser_article_idx" ON "_articles_v_blocks_teaser" USING btree ("article_id");
  CREATE INDEX "_articles_v_blocks_card_teasers_cards_order_idx" ON "_articles_v_blocks_card_teasers_cards" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_card_teasers_cards_parent_id_idx" ON "_articles_v_blocks_card_teasers_cards" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_card_teasers_cards_image_idx" ON "_articles_v_blocks_card_teasers_cards" USING btree ("image_id");
  CREATE INDEX "_articles_v_blocks_card_teasers_order_idx" ON "_articles_v_blocks_card_teasers" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_card_teasers_parent_id_idx" ON "_articles_v_blocks_card_teasers" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_card_teasers_path_idx" ON "_articles_v_blocks_card_teasers" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_horizontal_teaser_order_idx" ON "_articles_v_blocks_horizontal_teaser" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_horizontal_teaser_parent_id_idx" ON "_articles_v_blocks_horizontal_teaser" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_horizontal_teaser_path_idx" ON "_articles_v_blocks_horizontal_teaser" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_product_teasers_products_order_idx" ON "_articles_v_blocks_product_teasers_products" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_product_teasers_products_parent_id_idx" ON "_articles_v_blocks_product_teasers_products" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_product_teasers_order_idx" ON "_articles_v_blocks_product_teasers" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_product_teasers_parent_id_idx" ON "_articles_v_blocks_product_teasers" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_product_teasers_path_idx" ON "_articles_v_blocks_product_teasers" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_membership_teaser_order_idx" ON "_articles_v_blocks_membership_teaser" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_membership_teaser_parent_id_idx" ON "_articles_v_blocks_membership_teaser" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_membership_teaser_path_idx" ON "_articles_v_blocks_membership_teaser" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_multimedia_playlist_order_idx" ON "_articles_v_blocks_multimedia_playlist" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_multimedia_playlist_parent_id_idx" ON "_articles_v_blocks_multimedia_playlist" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_multimedia_playlist_file_idx" ON "_articles_v_blocks_multimedia_playlist" USING btree ("file_id");
  CREATE INDEX "_articles_v_blocks_multimedia_playlist_poster_idx" ON "_articles_v_blocks_multimedia_playlist" USING btree ("poster_id");
  CREATE INDEX "_articles_v_blocks_multimedia_order_idx" ON "_articles_v_blocks_multimedia" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_multimedia_parent_id_idx" ON "_articles_v_blocks_multimedia" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_multimedia_path_idx" ON "_articles_v_blocks_multimedia" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_multimedia_image_idx" ON "_articles_v_blocks_multimedia" USING btree ("image_id");
  CREATE INDEX "_articles_v_blocks_multimedia_desktop_image_idx" ON "_articles_v_blocks_multimedia" USING btree ("desktop_image_id");
  CREATE INDEX "_articles_v_blocks_multimedia_mobile_image_idx" ON "_articles_v_blocks_multimedia" USING btree ("mobile_image_id");
  CREATE INDEX "_articles_v_blocks_carousel_slides_order_idx" ON "_articles_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_carousel_slides_parent_id_idx" ON "_articles_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_carousel_slides_image_idx" ON "_articles_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_articles_v_blocks_carousel_settings_breakpoints_order_idx" ON "_articles_v_blocks_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_carousel_settings_breakpoints_parent_id_idx" ON "_articles_v_blocks_carousel_settings_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_carousel_order_idx" ON "_articles_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_carousel_parent_id_idx" ON "_articles_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_carousel_path_idx" ON "_articles_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_items_order_idx" ON "_articles_v_blocks_thumbnail_carousel_items" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_items_parent_id_idx" ON "_articles_v_blocks_thumbnail_carousel_items" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_items_image_idx" ON "_articles_v_blocks_thumbnail_carousel_items" USING btree ("image_id");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints_order_idx" ON "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints_parent_id_idx" ON "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_order_idx" ON "_articles_v_blocks_thumbnail_carousel" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_parent_id_idx" ON "_articles_v_blocks_thumbnail_carousel" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_path_idx" ON "_articles_v_blocks_thumbnail_carousel" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_article_list_order_idx" ON "_articles_v_blocks_article_list" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_article_list_parent_id_idx" ON "_articles_v_blocks_article_list" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_article_list_path_idx" ON "_articles_v_blocks_article_list" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_article_list_channel_idx" ON "_articles_v_blocks_article_list" USING btree ("channel_id");
  CREATE INDEX "_articles_v_blocks_link_chips_chips_order_idx" ON "_articles_v_blocks_link_chips_chips" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_link_chips_chips_parent_id_idx" ON "_articles_v_blocks_link_chips_chips" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_link_chips_order_idx" ON "_articles_v_blocks_link_chips" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_link_chips_parent_id_idx" ON "_articles_v_blocks_link_chips" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_link_chips_path_idx" ON "_articles_v_blocks_link_chips" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_file_download_order_idx" ON "_articles_v_blocks_file_download" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_file_download_parent_id_idx" ON "_articles_v_blocks_file_download" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_file_download_path_idx" ON "_articles_v_blocks_file_download" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_file_download_document_idx" ON "_articles_v_blocks_file_download" USING btree ("document_id");
  CREATE INDEX "_articles_v_blocks_job_list_order_idx" ON "_articles_v_blocks_job_list" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_job_list_parent_id_idx" ON "_articles_v_blocks_job_list" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_job_list_path_idx" ON "_articles_v_blocks_job_list" USING btree ("_path");
  CREATE INDEX "_articles_v_blocks_job_alert_form_order_idx" ON "_articles_v_blocks_job_alert_form" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_job_alert_form_parent_id_idx" ON "_articles_v_blocks_job_alert_form" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_job_alert_form_path_idx" ON "_articles_v_blocks_job_alert_form" USING btree ("_path");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_article_id_idx" ON "_articles_v" USING btree ("version_article_id");
  CREATE INDEX "_articles_v_version_version_channel_idx" ON "_articles_v" USING btree ("version_channel_id");
  CREATE INDEX "_articles_v_version_version_hero_image_idx" ON "_articles_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "job_postings_blocks_rich_text_order_idx" ON "job_postings_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_rich_text_parent_id_idx" ON "job_postings_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_rich_text_path_idx" ON "job_postings_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "job_postings_blocks_headline_text_order_idx" ON "job_postings_blocks_headline_text" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_headline_text_parent_id_idx" ON "job_postings_blocks_headline_text" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_headline_text_path_idx" ON "job_postings_blocks_headline_text" USING btree ("_path");
  CREATE INDEX "job_postings_blocks_benefits_items_order_idx" ON "job_postings_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_benefits_items_parent_id_idx" ON "job_postings_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_benefits_order_idx" ON "job_postings_blocks_benefits" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_benefits_parent_id_idx" ON "job_postings_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_benefits_path_idx" ON "job_postings_blocks_benefits" USING btree ("_path");
  CREATE INDEX "job_postings_blocks_faq_items_order_idx" ON "job_postings_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_faq_items_parent_id_idx" ON "job_postings_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_faq_order_idx" ON "job_postings_blocks_faq" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_faq_parent_id_idx" ON "job_postings_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_faq_path_idx" ON "job_postings_blocks_faq" USING btree ("_path");
  CREATE INDEX "job_postings_blocks_alert_order_idx" ON "job_postings_blocks_alert" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_alert_parent_id_idx" ON "job_postings_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_alert_path_idx" ON "job_postings_blocks_alert" USING btree ("_path");
  CREATE INDEX "job_postings_blocks_link_chips_chips_order_idx" ON "job_postings_blocks_link_chips_chips" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_link_chips_chips_parent_id_idx" ON "job_postings_blocks_link_chips_chips" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_link_chips_order_idx" ON "job_postings_blocks_link_chips" USING btree ("_order");
  CREATE INDEX "job_postings_blocks_link_chips_parent_id_idx" ON "job_postings_blocks_link_chips" USING btree ("_parent_id");
  CREATE INDEX "job_postings_blocks_link_chips_path_idx" ON "job_postings_blocks_link_chips" USING btree ("_path");
  CREATE INDEX "job_postings_slug_idx" ON "job_postings" USING btree ("slug");
  CREATE UNIQUE INDEX "job_postings_article_id_idx" ON "job_postings" USING btree ("article_id");
  CREATE INDEX "job_postings_channel_idx" ON "job_postings" USING btree ("channel_id");
  CREATE INDEX "job_postings_state_idx" ON "job_postings" USING btree ("state");
  CREATE INDEX "job_postings_field_idx" ON "job_postings" USING btree ("field");
  CREATE INDEX "job_postings_updated_at_idx" ON "job_postings" USING btree ("updated_at");
  CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");
  CREATE INDEX "job_postings__status_idx" ON "job_postings" USING btree ("_status");
  CREATE INDEX "_job_postings_v_blocks_rich_text_order_idx" ON "_job_postings_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_rich_text_parent_id_idx" ON "_job_postings_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_rich_text_path_idx" ON "_job_postings_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_job_postings_v_blocks_headline_text_order_idx" ON "_job_postings_v_blocks_headline_text" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_headline_text_parent_id_idx" ON "_job_postings_v_blocks_headline_text" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_headline_text_path_idx" ON "_job_postings_v_blocks_headline_text" USING btree ("_path");
  CREATE INDEX "_job_postings_v_blocks_benefits_items_order_idx" ON "_job_postings_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_benefits_items_parent_id_idx" ON "_job_postings_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_benefits_order_idx" ON "_job_postings_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_benefits_parent_id_idx" ON "_job_postings_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_benefits_path_idx" ON "_job_postings_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_job_postings_v_blocks_faq_items_order_idx" ON "_job_postings_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_faq_items_parent_id_idx" ON "_job_postings_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_faq_order_idx" ON "_job_postings_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_faq_parent_id_idx" ON "_job_postings_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_faq_path_idx" ON "_job_postings_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_job_postings_v_blocks_alert_order_idx" ON "_job_postings_v_blocks_alert" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_alert_parent_id_idx" ON "_job_postings_v_blocks_alert" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_alert_path_idx" ON "_job_postings_v_blocks_alert" USING btree ("_path");
  CREATE INDEX "_job_postings_v_blocks_link_chips_chips_order_idx" ON "_job_postings_v_blocks_link_chips_chips" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_link_chips_chips_parent_id_idx" ON "_job_postings_v_blocks_link_chips_chips" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_link_chips_order_idx" ON "_job_postings_v_blocks_link_chips" USING btree ("_order");
  CREATE INDEX "_job_postings_v_blocks_link_chips_parent_id_idx" ON "_job_postings_v_blocks_link_chips" USING btree ("_parent_id");
  CREATE INDEX "_job_postings_v_blocks_link_chips_path_idx" ON "_job_postings_v_blocks_link_chips" USING btree ("_path");
  CREATE INDEX "_job_postings_v_parent_idx" ON "_job_postings_v" USING btree ("parent_id");
  CREATE INDEX "_job_postings_v_version_version_slug_idx" ON "_job_postings_v" USING btree ("version_slug");
  CREATE INDEX "_job_postings_v_version_version_article_id_idx" ON "_job_postings_v" USING btree ("version_article_id");
  CREATE INDEX "_job_postings_v_version_version_channel_idx" ON "_job_postings_v" USING btree ("version_channel_id");
  CREATE INDEX "_job_postings_v_version_version_state_idx" ON "_job_postings_v" USING btree ("version_state");
  CREATE INDEX "_job_postings_v_version_version_field_idx" ON "_job_postings_v" USING btree ("version_field");
  CREATE INDEX "_job_postings_v_version_version_updated_at_idx" ON "_job_postings_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_postings_v_version_version_created_at_idx" ON "_job_postings_v" USING btree ("version_created_at");
  CREATE INDEX "_job_postings_v_version_version__status_idx" ON "_job_postings_v" USING btree ("version__status");
  CREATE INDEX "_job_postings_v_created_at_idx" ON "_job_postings_v" USING btree ("created_at");
  CREATE INDEX "_job_postings_v_updated_at_idx" ON "_job_postings_v" USING btree ("updated_at");
  CREATE INDEX "_job_postings_v_latest_idx" ON "_job_postings_v" USING btree ("latest");
  CREATE INDEX "_job_postings_v_autosave_idx" ON "_job_postings_v" USING btree ("autosave");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_lq_sizes_lq_filename_idx" ON "media" USING btree ("sizes_lq_filename");
  CREATE INDEX "media_sizes_lq_webp_sizes_lq_webp_filename_idx" ON "media" USING btree ("sizes_lq_webp_filename");
  CREATE INDEX "media_sizes_mq_sizes_mq_filename_idx" ON "media" USING btree ("sizes_mq_filename");
  CREATE INDEX "media_sizes_mq_webp_sizes_mq_webp_filename_idx" ON "media" USING btree ("sizes_mq_webp_filename");
  CREATE INDEX "media_sizes_hq_sizes_hq_filename_idx" ON "media" USING btree ("sizes_hq_filename");
  CREATE INDEX "media_sizes_hq_webp_sizes_hq_webp_filename_idx" ON "media" USING btree ("sizes_hq_webp_filename");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_filename_idx" ON "videos" USING btree ("filename");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "job_alerts_states_order_idx" ON "job_alerts_states" USING btree ("order");
  CREATE INDEX "job_alerts_states_parent_idx" ON "job_alerts_states" USING btree ("parent_id");
  CREATE INDEX "job_alerts_fields_order_idx" ON "job_alerts_fields" USING btree ("order");
  CREATE INDEX "job_alerts_fields_parent_idx" ON "job_alerts_fields" USING btree ("parent_id");
  CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");
  CREATE INDEX "job_alerts_status_idx" ON "job_alerts" USING btree ("status");
  CREATE INDEX "job_alerts_unsubscribed_at_idx" ON "job_alerts" USING btree ("unsubscribed_at");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_alert_tokens_hash_idx" ON "job_alert_tokens" USING btree ("hash");
  CREATE INDEX "job_alert_tokens_alert_idx" ON "job_alert_tokens" USING btree ("alert_id");
  CREATE INDEX "job_alert_tokens_updated_at_idx" ON "job_alert_tokens" USING btree ("updated_at");
  CREATE INDEX "job_alert_tokens_created_at_idx" ON "job_alert_tokens" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("channels_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_job_postings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_postings_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_job_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_job_alert_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alert_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE INDEX "navigation_rels_order_idx" ON "navigation_rels" USING btree ("order");
  CREATE INDEX "navigation_rels_parent_idx" ON "navigation_rels" USING btree ("parent_id");
  CREATE INDEX "navigation_rels_path_idx" ON "navigation_rels" USING btree ("path");
  CREATE INDEX "navigation_rels_channels_id_idx" ON "navigation_rels" USING btree ("channels_id");
  CREATE INDEX "navigation_rels_articles_id_idx" ON "navigation_rels" USING btree ("articles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "channels_blocks_rich_text" CASCADE;
  DROP TABLE "channels_blocks_headline_text" CASCADE;
  DROP TABLE "channels_blocks_quote" CASCADE;
  DROP TABLE "channels_blocks_faq_items" CASCADE;
  DROP TABLE "channels_blocks_faq" CASCADE;
  DROP TABLE "channels_blocks_benefits_items" CASCADE;
  DROP TABLE "channels_blocks_benefits" CASCADE;
  DROP TABLE "channels_blocks_alert" CASCADE;
  DROP TABLE "channels_blocks_table_rows_cells" CASCADE;
  DROP TABLE "channels_blocks_table_rows" CASCADE;
  DROP TABLE "channels_blocks_table" CASCADE;
  DROP TABLE "channels_blocks_teaser" CASCADE;
  DROP TABLE "channels_blocks_card_teasers_cards" CASCADE;
  DROP TABLE "channels_blocks_card_teasers" CASCADE;
  DROP TABLE "channels_blocks_horizontal_teaser" CASCADE;
  DROP TABLE "channels_blocks_product_teasers_products" CASCADE;
  DROP TABLE "channels_blocks_product_teasers" CASCADE;
  DROP TABLE "channels_blocks_membership_teaser" CASCADE;
  DROP TABLE "channels_blocks_multimedia_playlist" CASCADE;
  DROP TABLE "channels_blocks_multimedia" CASCADE;
  DROP TABLE "channels_blocks_carousel_slides" CASCADE;
  DROP TABLE "channels_blocks_carousel_settings_breakpoints" CASCADE;
  DROP TABLE "channels_blocks_carousel" CASCADE;
  DROP TABLE "channels_blocks_thumbnail_carousel_items" CASCADE;
  DROP TABLE "channels_blocks_thumbnail_carousel_thumbnail_breakpoints" CASCADE;
  DROP TABLE "channels_blocks_thumbnail_carousel" CASCADE;
  DROP TABLE "channels_blocks_article_list" CASCADE;
  DROP TABLE "channels_blocks_link_chips_chips" CASCADE;
  DROP TABLE "channels_blocks_link_chips" CASCADE;
  DROP TABLE "channels_blocks_file_download" CASCADE;
  DROP TABLE "channels_blocks_job_list" CASCADE;
  DROP TABLE "channels_blocks_job_alert_form" CASCADE;
  DROP TABLE "channels" CASCADE;
  DROP TABLE "_channels_v_blocks_rich_text" CASCADE;
  DROP TABLE "_channels_v_blocks_headline_text" CASCADE;
  DROP TABLE "_channels_v_blocks_quote" CASCADE;
  DROP TABLE "_channels_v_blocks_faq_items" CASCADE;
  DROP TABLE "_channels_v_blocks_faq" CASCADE;
  DROP TABLE "_channels_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_channels_v_blocks_benefits" CASCADE;
  DROP TABLE "_channels_v_blocks_alert" CASCADE;
  DROP TABLE "_channels_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_channels_v_blocks_table_rows" CASCADE;
  DROP TABLE "_channels_v_blocks_table" CASCADE;
  DROP TABLE "_channels_v_blocks_teaser" CASCADE;
  DROP TABLE "_channels_v_blocks_card_teasers_cards" CASCADE;
  DROP TABLE "_channels_v_blocks_card_teasers" CASCADE;
  DROP TABLE "_channels_v_blocks_horizontal_teaser" CASCADE;
  DROP TABLE "_channels_v_blocks_product_teasers_products" CASCADE;
  DROP TABLE "_channels_v_blocks_product_teasers" CASCADE;
  DROP TABLE "_channels_v_blocks_membership_teaser" CASCADE;
  DROP TABLE "_channels_v_blocks_multimedia_playlist" CASCADE;
  DROP TABLE "_channels_v_blocks_multimedia" CASCADE;
  DROP TABLE "_channels_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_channels_v_blocks_carousel_settings_breakpoints" CASCADE;
  DROP TABLE "_channels_v_blocks_carousel" CASCADE;
  DROP TABLE "_channels_v_blocks_thumbnail_carousel_items" CASCADE;
  DROP TABLE "_channels_v_blocks_thumbnail_carousel_thumbnail_breakpoints" CASCADE;
  DROP TABLE "_channels_v_blocks_thumbnail_carousel" CASCADE;
  DROP TABLE "_channels_v_blocks_article_list" CASCADE;
  DROP TABLE "_channels_v_blocks_link_chips_chips" CASCADE;
  DROP TABLE "_channels_v_blocks_link_chips" CASCADE;
  DROP TABLE "_channels_v_blocks_file_download" CASCADE;
  DROP TABLE "_channels_v_blocks_job_list" CASCADE;
  DROP TABLE "_channels_v_blocks_job_alert_form" CASCADE;
  DROP TABLE "_channels_v" CASCADE;
  DROP TABLE "articles_blocks_rich_text" CASCADE;
  DROP TABLE "articles_blocks_headline_text" CASCADE;
  DROP TABLE "articles_blocks_quote" CASCADE;
  DROP TABLE "articles_blocks_faq_items" CASCADE;
  DROP TABLE "articles_blocks_faq" CASCADE;
  DROP TABLE "articles_blocks_benefits_items" CASCADE;
  DROP TABLE "articles_blocks_benefits" CASCADE;
  DROP TABLE "articles_blocks_alert" CASCADE;
  DROP TABLE "articles_blocks_table_rows_cells" CASCADE;
  DROP TABLE "articles_blocks_table_rows" CASCADE;
  DROP TABLE "articles_blocks_table" CASCADE;
  DROP TABLE "articles_blocks_teaser" CASCADE;
  DROP TABLE "articles_blocks_card_teasers_cards" CASCADE;
  DROP TABLE "articles_blocks_card_teasers" CASCADE;
  DROP TABLE "articles_blocks_horizontal_teaser" CASCADE;
  DROP TABLE "articles_blocks_product_teasers_products" CASCADE;
  DROP TABLE "articles_blocks_product_teasers" CASCADE;
  DROP TABLE "articles_blocks_membership_teaser" CASCADE;
  DROP TABLE "articles_blocks_multimedia_playlist" CASCADE;
  DROP TABLE "articles_blocks_multimedia" CASCADE;
  DROP TABLE "articles_blocks_carousel_slides" CASCADE;
  DROP TABLE "articles_blocks_carousel_settings_breakpoints" CASCADE;
  DROP TABLE "articles_blocks_carousel" CASCADE;
  DROP TABLE "articles_blocks_thumbnail_carousel_items" CASCADE;
  DROP TABLE "articles_blocks_thumbnail_carousel_thumbnail_breakpoints" CASCADE;
  DROP TABLE "articles_blocks_thumbnail_carousel" CASCADE;
  DROP TABLE "articles_blocks_article_list" CASCADE;
  DROP TABLE "articles_blocks_link_chips_chips" CASCADE;
  DROP TABLE "articles_blocks_link_chips" CASCADE;
  DROP TABLE "articles_blocks_file_download" CASCADE;
  DROP TABLE "articles_blocks_job_list" CASCADE;
  DROP TABLE "articles_blocks_job_alert_form" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "_articles_v_blocks_rich_text" CASCADE;
  DROP TABLE "_articles_v_blocks_headline_text" CASCADE;
  DROP TABLE "_articles_v_blocks_quote" CASCADE;
  DROP TABLE "_articles_v_blocks_faq_items" CASCADE;
  DROP TABLE "_articles_v_blocks_faq" CASCADE;
  DROP TABLE "_articles_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_articles_v_blocks_benefits" CASCADE;
  DROP TABLE "_articles_v_blocks_alert" CASCADE;
  DROP TABLE "_articles_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_articles_v_blocks_table_rows" CASCADE;
  DROP TABLE "_articles_v_blocks_table" CASCADE;
  DROP TABLE "_articles_v_blocks_teaser" CASCADE;
  DROP TABLE "_articles_v_blocks_card_teasers_cards" CASCADE;
  DROP TABLE "_articles_v_blocks_card_teasers" CASCADE;
  DROP TABLE "_articles_v_blocks_horizontal_teaser" CASCADE;
  DROP TABLE "_articles_v_blocks_product_teasers_products" CASCADE;
  DROP TABLE "_articles_v_blocks_product_teasers" CASCADE;
  DROP TABLE "_articles_v_blocks_membership_teaser" CASCADE;
  DROP TABLE "_articles_v_blocks_multimedia_playlist" CASCADE;
  DROP TABLE "_articles_v_blocks_multimedia" CASCADE;
  DROP TABLE "_articles_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_articles_v_blocks_carousel_settings_breakpoints" CASCADE;
  DROP TABLE "_articles_v_blocks_carousel" CASCADE;
  DROP TABLE "_articles_v_blocks_thumbnail_carousel_items" CASCADE;
  DROP TABLE "_articles_v_blocks_thumbnail_carousel_thumbnail_breakpoints" CASCADE;
  DROP TABLE "_articles_v_blocks_thumbnail_carousel" CASCADE;
  DROP TABLE "_articles_v_blocks_article_list" CASCADE;
  DROP TABLE "_articles_v_blocks_link_chips_chips" CASCADE;
  DROP TABLE "_articles_v_blocks_link_chips" CASCADE;
  DROP TABLE "_articles_v_blocks_file_download" CASCADE;
  DROP TABLE "_articles_v_blocks_job_list" CASCADE;
  DROP TABLE "_articles_v_blocks_job_alert_form" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "job_postings_blocks_rich_text" CASCADE;
  DROP TABLE "job_postings_blocks_headline_text" CASCADE;
  DROP TABLE "job_postings_blocks_benefits_items" CASCADE;
  DROP TABLE "job_postings_blocks_benefits" CASCADE;
  DROP TABLE "job_postings_blocks_faq_items" CASCADE;
  DROP TABLE "job_postings_blocks_faq" CASCADE;
  DROP TABLE "job_postings_blocks_alert" CASCADE;
  DROP TABLE "job_postings_blocks_link_chips_chips" CASCADE;
  DROP TABLE "job_postings_blocks_link_chips" CASCADE;
  DROP TABLE "job_postings" CASCADE;
  DROP TABLE "_job_postings_v_blocks_rich_text" CASCADE;
  DROP TABLE "_job_postings_v_blocks_headline_text" CASCADE;
  DROP TABLE "_job_postings_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_job_postings_v_blocks_benefits" CASCADE;
  DROP TABLE "_job_postings_v_blocks_faq_items" CASCADE;
  DROP TABLE "_job_postings_v_blocks_faq" CASCADE;
  DROP TABLE "_job_postings_v_blocks_alert" CASCADE;
  DROP TABLE "_job_postings_v_blocks_link_chips_chips" CASCADE;
  DROP TABLE "_job_postings_v_blocks_link_chips" CASCADE;
  DROP TABLE "_job_postings_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "job_alerts_states" CASCADE;
  DROP TABLE "job_alerts_fields" CASCADE;
  DROP TABLE "job_alerts" CASCADE;
  DROP TABLE "job_alert_tokens" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "navigation_rels" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_channels_blocks_headline_text_headline_level";
  DROP TYPE "public"."enum_channels_blocks_headline_text_headline_color";
  DROP TYPE "public"."enum_channels_blocks_headline_text_text_color";
  DROP TYPE "public"."enum_channels_blocks_headline_text_text_size";
  DROP TYPE "public"."enum_channels_blocks_headline_text_text_weight";
  DROP TYPE "public"."enum_channels_blocks_headline_text_text_align";
  DROP TYPE "public"."enum_channels_blocks_headline_text_text_transform";
  DROP TYPE "public"."enum_channels_blocks_alert_modifier";
  DROP TYPE "public"."enum_channels_blocks_card_teasers_cards_headline_tag";
  DROP TYPE "public"."enum_channels_blocks_horizontal_teaser_headline_tag";
  DROP TYPE "public"."enum_channels_blocks_product_teasers_products_title_tag";
  DROP TYPE "public"."enum_channels_blocks_product_teasers_products_level";
  DROP TYPE "public"."enum_channels_blocks_product_teasers_products_price_size";
  DROP TYPE "public"."enum_channels_blocks_membership_teaser_title_tag";
  DROP TYPE "public"."enum_channels_blocks_membership_teaser_level";
  DROP TYPE "public"."enum_channels_blocks_membership_teaser_price_size";
  DROP TYPE "public"."enum_channels_blocks_multimedia_media_type";
  DROP TYPE "public"."enum_channels_blocks_multimedia_video_source";
  DROP TYPE "public"."enum_channels_blocks_multimedia_ratio";
  DROP TYPE "public"."enum_channels_blocks_multimedia_mobile_ratio";
  DROP TYPE "public"."enum_channels_blocks_multimedia_media_position";
  DROP TYPE "public"."enum_channels_blocks_article_list_display";
  DROP TYPE "public"."enum_channels_blocks_link_chips_chips_color";
  DROP TYPE "public"."enum_channels_blocks_link_chips_chips_target";
  DROP TYPE "public"."enum_channels_status";
  DROP TYPE "public"."enum__channels_v_blocks_headline_text_headline_level";
  DROP TYPE "public"."enum__channels_v_blocks_headline_text_headline_color";
  DROP TYPE "public"."enum__channels_v_blocks_headline_text_text_color";
  DROP TYPE "public"."enum__channels_v_blocks_headline_text_text_size";
  DROP TYPE "public"."enum__channels_v_blocks_headline_text_text_weight";
  DROP TYPE "public"."enum__channels_v_blocks_headline_text_text_align";
  DROP TYPE "public"."enum__channels_v_blocks_headline_text_text_transform";
  DROP TYPE "public"."enum__channels_v_blocks_alert_modifier";
  DROP TYPE "public"."enum__channels_v_blocks_card_teasers_cards_headline_tag";
  DROP TYPE "public"."enum__channels_v_blocks_horizontal_teaser_headline_tag";
  DROP TYPE "public"."enum__channels_v_blocks_product_teasers_products_title_tag";
  DROP TYPE "public"."enum__channels_v_blocks_product_teasers_products_level";
  DROP TYPE "public"."enum__channels_v_blocks_product_teasers_products_price_size";
  DROP TYPE "public"."enum__channels_v_blocks_membership_teaser_title_tag";
  DROP TYPE "public"."enum__channels_v_blocks_membership_teaser_level";
  DROP TYPE "public"."enum__channels_v_blocks_membership_teaser_price_size";
  DROP TYPE "public"."enum__channels_v_blocks_multimedia_media_type";
  DROP TYPE "public"."enum__channels_v_blocks_multimedia_video_source";
  DROP TYPE "public"."enum__channels_v_blocks_multimedia_ratio";
  DROP TYPE "public"."enum__channels_v_blocks_multimedia_mobile_ratio";
  DROP TYPE "public"."enum__channels_v_blocks_multimedia_media_position";
  DROP TYPE "public"."enum__channels_v_blocks_article_list_display";
  DROP TYPE "public"."enum__channels_v_blocks_link_chips_chips_color";
  DROP TYPE "public"."enum__channels_v_blocks_link_chips_chips_target";
  DROP TYPE "public"."enum__channels_v_version_status";
  DROP TYPE "public"."enum_articles_blocks_headline_text_headline_level";
  DROP TYPE "public"."enum_articles_blocks_headline_text_headline_color";
  DROP TYPE "public"."enum_articles_blocks_headline_text_text_color";
  DROP TYPE "public"."enum_articles_blocks_headline_text_text_size";
  DROP TYPE "public"."enum_articles_blocks_headline_text_text_weight";
  DROP TYPE "public"."enum_articles_blocks_headline_text_text_align";
  DROP TYPE "public"."enum_articles_blocks_headline_text_text_transform";
  DROP TYPE "public"."enum_articles_blocks_alert_modifier";
  DROP TYPE "public"."enum_articles_blocks_card_teasers_cards_headline_tag";
  DROP TYPE "public"."enum_articles_blocks_horizontal_teaser_headline_tag";
  DROP TYPE "public"."enum_articles_blocks_product_teasers_products_title_tag";
  DROP TYPE "public"."enum_articles_blocks_product_teasers_products_level";
  DROP TYPE "public"."enum_articles_blocks_product_teasers_products_price_size";
  DROP TYPE "public"."enum_articles_blocks_membership_teaser_title_tag";
  DROP TYPE "public"."enum_articles_blocks_membership_teaser_level";
  DROP TYPE "public"."enum_articles_blocks_membership_teaser_price_size";
  DROP TYPE "public"."enum_articles_blocks_multimedia_media_type";
  DROP TYPE "public"."enum_articles_blocks_multimedia_video_source";
  DROP TYPE "public"."enum_articles_blocks_multimedia_ratio";
  DROP TYPE "public"."enum_articles_blocks_multimedia_mobile_ratio";
  DROP TYPE "public"."enum_articles_blocks_multimedia_media_position";
  DROP TYPE "public"."enum_articles_blocks_article_list_display";
  DROP TYPE "public"."enum_articles_blocks_link_chips_chips_color";
  DROP TYPE "public"."enum_articles_blocks_link_chips_chips_target";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_blocks_headline_text_headline_level";
  DROP TYPE "public"."enum__articles_v_blocks_headline_text_headline_color";
  DROP TYPE "public"."enum__articles_v_blocks_headline_text_text_color";
  DROP TYPE "public"."enum__articles_v_blocks_headline_text_text_size";
  DROP TYPE "public"."enum__articles_v_blocks_headline_text_text_weight";
  DROP TYPE "public"."enum__articles_v_blocks_headline_text_text_align";
  DROP TYPE "public"."enum__articles_v_blocks_headline_text_text_transform";
  DROP TYPE "public"."enum__articles_v_blocks_alert_modifier";
  DROP TYPE "public"."enum__articles_v_blocks_card_teasers_cards_headline_tag";
  DROP TYPE "public"."enum__articles_v_blocks_horizontal_teaser_headline_tag";
  DROP TYPE "public"."enum__articles_v_blocks_product_teasers_products_title_tag";
  DROP TYPE "public"."enum__articles_v_blocks_product_teasers_products_level";
  DROP TYPE "public"."enum__articles_v_blocks_product_teasers_products_price_size";
  DROP TYPE "public"."enum__articles_v_blocks_membership_teaser_title_tag";
  DROP TYPE "public"."enum__articles_v_blocks_membership_teaser_level";
  DROP TYPE "public"."enum__articles_v_blocks_membership_teaser_price_size";
  DROP TYPE "public"."enum__articles_v_blocks_multimedia_media_type";
  DROP TYPE "public"."enum__articles_v_blocks_multimedia_video_source";
  DROP TYPE "public"."enum__articles_v_blocks_multimedia_ratio";
  DROP TYPE "public"."enum__articles_v_blocks_multimedia_mobile_ratio";
  DROP TYPE "public"."enum__articles_v_blocks_multimedia_media_position";
  DROP TYPE "public"."enum__articles_v_blocks_article_list_display";
  DROP TYPE "public"."enum__articles_v_blocks_link_chips_chips_color";
  DROP TYPE "public"."enum__articles_v_blocks_link_chips_chips_target";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_job_postings_blocks_headline_text_headline_level";
  DROP TYPE "public"."enum_job_postings_blocks_headline_text_headline_color";
  DROP TYPE "public"."enum_job_postings_blocks_headline_text_text_color";
  DROP TYPE "public"."enum_job_postings_blocks_headline_text_text_size";
  DROP TYPE "public"."enum_job_postings_blocks_headline_text_text_weight";
  DROP TYPE "public"."enum_job_postings_blocks_headline_text_text_align";
  DROP TYPE "public"."enum_job_postings_blocks_headline_text_text_transform";
  DROP TYPE "public"."enum_job_postings_blocks_alert_modifier";
  DROP TYPE "public"."enum_job_postings_blocks_link_chips_chips_color";
  DROP TYPE "public"."enum_job_postings_blocks_link_chips_chips_target";
  DROP TYPE "public"."enum_job_postings_state";
  DROP TYPE "public"."enum_job_postings_field";
  DROP TYPE "public"."enum_job_postings_employment_type";
  DROP TYPE "public"."enum_job_postings_status";
  DROP TYPE "public"."enum__job_postings_v_blocks_headline_text_headline_level";
  DROP TYPE "public"."enum__job_postings_v_blocks_headline_text_headline_color";
  DROP TYPE "public"."enum__job_postings_v_blocks_headline_text_text_color";
  DROP TYPE "public"."enum__job_postings_v_blocks_headline_text_text_size";
  DROP TYPE "public"."enum__job_postings_v_blocks_headline_text_text_weight";
  DROP TYPE "public"."enum__job_postings_v_blocks_headline_text_text_align";
  DROP TYPE "public"."enum__job_postings_v_blocks_headline_text_text_transform";
  DROP TYPE "public"."enum__job_postings_v_blocks_alert_modifier";
  DROP TYPE "public"."enum__job_postings_v_blocks_link_chips_chips_color";
  DROP TYPE "public"."enum__job_postings_v_blocks_link_chips_chips_target";
  DROP TYPE "public"."enum__job_postings_v_version_state";
  DROP TYPE "public"."enum__job_postings_v_version_field";
  DROP TYPE "public"."enum__job_postings_v_version_employment_type";
  DROP TYPE "public"."enum__job_postings_v_version_status";
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum_job_alerts_states";
  DROP TYPE "public"."enum_job_alerts_fields";
  DROP TYPE "public"."enum_job_alerts_status";
  DROP TYPE "public"."enum_job_alert_tokens_purpose";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
