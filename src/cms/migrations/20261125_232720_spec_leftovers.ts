import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`channels_blocks_thumbnail_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`channels_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_settings_breakpoints_order_idx\` ON \`channels_blocks_thumbnail_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`channels_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx\` ON \`channels_blocks_thumbnail_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_channels_v_blocks_thumbnail_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_channels_v_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_settings_breakpoints_order_idx\` ON \`_channels_v_blocks_thumbnail_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_channels_v_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx\` ON \`_channels_v_blocks_thumbnail_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_blocks_thumbnail_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_settings_breakpoints_order_idx\` ON \`articles_blocks_thumbnail_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx\` ON \`articles_blocks_thumbnail_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_blocks_thumbnail_carousel_settings_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides_per_view\` numeric,
  	\`space_between\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_blocks_thumbnail_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_settings_breakpoints_order_idx\` ON \`_articles_v_blocks_thumbnail_carousel_settings_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx\` ON \`_articles_v_blocks_thumbnail_carousel_settings_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`channels_blocks_product_teasers_products\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_membership_teaser\` ADD \`date_published\` text;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_membership_teaser\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_slides_per_view\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_space_between\` numeric DEFAULT 20;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_navigation\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_navigation_outside\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_mobile_optimised_buttons\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_autoplay\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_loop\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_scrollbar\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_shadow\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_round_corners\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` ADD \`settings_mobile_slide_peek\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_product_teasers_products\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_membership_teaser\` ADD \`date_published\` text;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_membership_teaser\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_slides_per_view\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_space_between\` numeric DEFAULT 20;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_navigation\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_navigation_outside\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_mobile_optimised_buttons\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_autoplay\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_loop\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_scrollbar\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_shadow\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_round_corners\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` ADD \`settings_mobile_slide_peek\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_product_teasers_products\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_membership_teaser\` ADD \`date_published\` text;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_membership_teaser\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_slides_per_view\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_space_between\` numeric DEFAULT 20;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_navigation\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_navigation_outside\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_mobile_optimised_buttons\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_autoplay\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_loop\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_scrollbar\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_shadow\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_round_corners\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` ADD \`settings_mobile_slide_peek\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_product_teasers_products\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_membership_teaser\` ADD \`date_published\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_membership_teaser\` ADD \`user_has_product\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_slides_per_view\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_space_between\` numeric DEFAULT 20;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_navigation\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_navigation_outside\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_mobile_optimised_buttons\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_autoplay\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_loop\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_scrollbar\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_shadow\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_round_corners\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` ADD \`settings_mobile_slide_peek\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`channels_blocks_thumbnail_carousel_settings_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_channels_v_blocks_thumbnail_carousel_settings_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`articles_blocks_thumbnail_carousel_settings_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_blocks_thumbnail_carousel_settings_breakpoints\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_product_teasers_products\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_membership_teaser\` DROP COLUMN \`date_published\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_membership_teaser\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_slides_per_view\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_space_between\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation_outside\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_optimised_buttons\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_autoplay\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_loop\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_scrollbar\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_shadow\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_round_corners\`;`)
  await db.run(sql`ALTER TABLE \`channels_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_slide_peek\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_product_teasers_products\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_membership_teaser\` DROP COLUMN \`date_published\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_membership_teaser\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_slides_per_view\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_space_between\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation_outside\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_optimised_buttons\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_autoplay\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_loop\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_scrollbar\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_shadow\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_round_corners\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_slide_peek\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_product_teasers_products\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_membership_teaser\` DROP COLUMN \`date_published\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_membership_teaser\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_slides_per_view\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_space_between\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation_outside\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_optimised_buttons\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_autoplay\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_loop\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_scrollbar\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_shadow\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_round_corners\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_slide_peek\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_product_teasers_products\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_membership_teaser\` DROP COLUMN \`date_published\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_membership_teaser\` DROP COLUMN \`user_has_product\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_slides_per_view\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_space_between\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_navigation_outside\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_optimised_buttons\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_autoplay\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_loop\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_scrollbar\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_shadow\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_round_corners\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_thumbnail_carousel\` DROP COLUMN \`settings_mobile_slide_peek\`;`)
}
