import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "channels_blocks_thumbnail_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric
  );
  
  CREATE TABLE "_channels_v_blocks_thumbnail_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "articles_blocks_thumbnail_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric
  );
  
  CREATE TABLE "_articles_v_blocks_thumbnail_carousel_settings_breakpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_width" numeric,
  	"slides_per_view" numeric,
  	"space_between" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "channels_blocks_product_teasers_products" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "channels_blocks_membership_teaser" ADD COLUMN "date_published" timestamp(3) with time zone;
  ALTER TABLE "channels_blocks_membership_teaser" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_slides_per_view" numeric DEFAULT 1;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_space_between" numeric DEFAULT 20;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation" boolean DEFAULT true;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation_outside" boolean DEFAULT false;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_optimised_buttons" boolean DEFAULT false;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_autoplay" boolean DEFAULT false;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_loop" boolean DEFAULT true;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_scrollbar" boolean DEFAULT false;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_shadow" boolean DEFAULT false;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_round_corners" boolean DEFAULT true;
  ALTER TABLE "channels_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_slide_peek" boolean DEFAULT true;
  ALTER TABLE "_channels_v_blocks_product_teasers_products" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "_channels_v_blocks_membership_teaser" ADD COLUMN "date_published" timestamp(3) with time zone;
  ALTER TABLE "_channels_v_blocks_membership_teaser" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_slides_per_view" numeric DEFAULT 1;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_space_between" numeric DEFAULT 20;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation" boolean DEFAULT true;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation_outside" boolean DEFAULT false;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_optimised_buttons" boolean DEFAULT false;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_autoplay" boolean DEFAULT false;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_loop" boolean DEFAULT true;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_scrollbar" boolean DEFAULT false;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_shadow" boolean DEFAULT false;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_round_corners" boolean DEFAULT true;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_slide_peek" boolean DEFAULT true;
  ALTER TABLE "articles_blocks_product_teasers_products" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "articles_blocks_membership_teaser" ADD COLUMN "date_published" timestamp(3) with time zone;
  ALTER TABLE "articles_blocks_membership_teaser" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_slides_per_view" numeric DEFAULT 1;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_space_between" numeric DEFAULT 20;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation" boolean DEFAULT true;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation_outside" boolean DEFAULT false;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_optimised_buttons" boolean DEFAULT false;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_autoplay" boolean DEFAULT false;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_loop" boolean DEFAULT true;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_scrollbar" boolean DEFAULT false;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_shadow" boolean DEFAULT false;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_round_corners" boolean DEFAULT true;
  ALTER TABLE "articles_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_slide_peek" boolean DEFAULT true;
  ALTER TABLE "_articles_v_blocks_product_teasers_products" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_membership_teaser" ADD COLUMN "date_published" timestamp(3) with time zone;
  ALTER TABLE "_articles_v_blocks_membership_teaser" ADD COLUMN "user_has_product" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_slides_per_view" numeric DEFAULT 1;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_space_between" numeric DEFAULT 20;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation" boolean DEFAULT true;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_navigation_outside" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_optimised_buttons" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_autoplay" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_loop" boolean DEFAULT true;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_scrollbar" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_shadow" boolean DEFAULT false;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_round_corners" boolean DEFAULT true;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" ADD COLUMN "settings_mobile_slide_peek" boolean DEFAULT true;
  ALTER TABLE "channels_blocks_thumbnail_carousel_settings_breakpoints" ADD CONSTRAINT "channels_blocks_thumbnail_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."channels_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel_settings_breakpoints" ADD CONSTRAINT "_channels_v_blocks_thumbnail_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_channels_v_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_blocks_thumbnail_carousel_settings_breakpoints" ADD CONSTRAINT "articles_blocks_thumbnail_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel_settings_breakpoints" ADD CONSTRAINT "_articles_v_blocks_thumbnail_carousel_settings_breakpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_blocks_thumbnail_carousel"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "channels_blocks_thumbnail_carousel_settings_breakpoints_order_idx" ON "channels_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "channels_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx" ON "channels_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_settings_breakpoints_order_idx" ON "_channels_v_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "_channels_v_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx" ON "_channels_v_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "articles_blocks_thumbnail_carousel_settings_breakpoints_order_idx" ON "articles_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "articles_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx" ON "articles_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_settings_breakpoints_order_idx" ON "_articles_v_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_order");
  CREATE INDEX "_articles_v_blocks_thumbnail_carousel_settings_breakpoints_parent_id_idx" ON "_articles_v_blocks_thumbnail_carousel_settings_breakpoints" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "channels_blocks_thumbnail_carousel_settings_breakpoints" CASCADE;
  DROP TABLE "_channels_v_blocks_thumbnail_carousel_settings_breakpoints" CASCADE;
  DROP TABLE "articles_blocks_thumbnail_carousel_settings_breakpoints" CASCADE;
  DROP TABLE "_articles_v_blocks_thumbnail_carousel_settings_breakpoints" CASCADE;
  ALTER TABLE "channels_blocks_product_teasers_products" DROP COLUMN "user_has_product";
  ALTER TABLE "channels_blocks_membership_teaser" DROP COLUMN "date_published";
  ALTER TABLE "channels_blocks_membership_teaser" DROP COLUMN "user_has_product";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_slides_per_view";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_space_between";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation_outside";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_optimised_buttons";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_autoplay";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_loop";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_scrollbar";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_shadow";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_round_corners";
  ALTER TABLE "channels_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_slide_peek";
  ALTER TABLE "_channels_v_blocks_product_teasers_products" DROP COLUMN "user_has_product";
  ALTER TABLE "_channels_v_blocks_membership_teaser" DROP COLUMN "date_published";
  ALTER TABLE "_channels_v_blocks_membership_teaser" DROP COLUMN "user_has_product";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_slides_per_view";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_space_between";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation_outside";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_optimised_buttons";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_autoplay";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_loop";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_scrollbar";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_shadow";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_round_corners";
  ALTER TABLE "_channels_v_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_slide_peek";
  ALTER TABLE "articles_blocks_product_teasers_products" DROP COLUMN "user_has_product";
  ALTER TABLE "articles_blocks_membership_teaser" DROP COLUMN "date_published";
  ALTER TABLE "articles_blocks_membership_teaser" DROP COLUMN "user_has_product";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_slides_per_view";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_space_between";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation_outside";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_optimised_buttons";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_autoplay";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_loop";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_scrollbar";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_shadow";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_round_corners";
  ALTER TABLE "articles_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_slide_peek";
  ALTER TABLE "_articles_v_blocks_product_teasers_products" DROP COLUMN "user_has_product";
  ALTER TABLE "_articles_v_blocks_membership_teaser" DROP COLUMN "date_published";
  ALTER TABLE "_articles_v_blocks_membership_teaser" DROP COLUMN "user_has_product";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_slides_per_view";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_space_between";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_navigation_outside";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_optimised_buttons";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_autoplay";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_loop";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_scrollbar";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_shadow";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_round_corners";
  ALTER TABLE "_articles_v_blocks_thumbnail_carousel" DROP COLUMN "settings_mobile_slide_peek";`)
}
