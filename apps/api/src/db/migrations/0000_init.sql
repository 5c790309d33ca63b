CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"depth" smallint NOT NULL,
	"name" text NOT NULL,
	"livestock" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"displayed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_depth" CHECK ("categories"."depth" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "item_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_user_code" text NOT NULL,
	"name" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"seller_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"livestock" text NOT NULL,
	"cut_name" text NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"storage" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"consumer_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"special_sale_price" integer DEFAULT 0 NOT NULL,
	"trace_number" text NOT NULL,
	"process_date" date,
	"slaughter_date" date,
	"stock" integer DEFAULT 0 NOT NULL,
	"delivery_type" smallint NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"displayed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_delivery_type" CHECK ("items"."delivery_type" in (1, 2)),
	CONSTRAINT "items_prices" CHECK ("items"."consumer_price" >= 0 and "items"."sale_price" >= 0 and "items"."special_sale_price" >= 0),
	CONSTRAINT "items_stock" CHECK ("items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "livestock_kinds" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"brand_name" text NOT NULL,
	"livestock" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"boss_name" text NOT NULL,
	"business_number" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"shipping_condition" text NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"free_shipping_threshold" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_info" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"boss_name" text NOT NULL,
	"company_number" text NOT NULL,
	"post" text NOT NULL,
	"address" text NOT NULL,
	"mail_order_number" text NOT NULL,
	"admin_name" text NOT NULL,
	"email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_hours" text NOT NULL,
	"introduction" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"show_on_main" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"version" text NOT NULL,
	"effective_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"popup_type" text NOT NULL,
	"width" integer DEFAULT 400 NOT NULL,
	"height" integer DEFAULT 400 NOT NULL,
	"left_position" integer DEFAULT 0 NOT NULL,
	"top_position" integer DEFAULT 0 NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"popup_style" text DEFAULT '' NOT NULL,
	"handle_style" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "popups_type" CHECK ("popups"."popup_type" in ('1', '2'))
);
--> statement-breakpoint
CREATE TABLE "recommend_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_contents" text NOT NULL,
	"search_link" text DEFAULT '' NOT NULL,
	"search_link_target_flag" text DEFAULT 'N' NOT NULL,
	"search_mobile_link" text DEFAULT '' NOT NULL,
	"search_mobile_link_target_flag" text DEFAULT 'N' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"index_flag" text DEFAULT 'Y' NOT NULL,
	"og_type" text DEFAULT 'website' NOT NULL,
	"og_title" text DEFAULT '' NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"og_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"maintenance_start" text DEFAULT '' NOT NULL,
	"maintenance_end" text DEFAULT '' NOT NULL,
	"maintenance_message" text DEFAULT '' NOT NULL,
	"session_timeout_minutes" integer DEFAULT 60 NOT NULL,
	"point_use_ratio" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"contents" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_target_flag" text DEFAULT 'N' NOT NULL,
	"background_color" text DEFAULT '#1f5f3a' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_brand_id_seller_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."seller_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_livestock_livestock_kinds_code_fk" FOREIGN KEY ("livestock") REFERENCES "public"."livestock_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_brands" ADD CONSTRAINT "seller_brands_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_brands" ADD CONSTRAINT "seller_brands_livestock_livestock_kinds_code_fk" FOREIGN KEY ("livestock") REFERENCES "public"."livestock_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_id_sort_order_index" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "item_images_item_id_sort_order_index" ON "item_images" USING btree ("item_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "items_item_user_code_index" ON "items" USING btree ("item_user_code");--> statement-breakpoint
CREATE INDEX "items_livestock_created_at_index" ON "items" USING btree ("livestock","created_at");--> statement-breakpoint
CREATE INDEX "items_category_id_created_at_index" ON "items" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "items_seller_id_created_at_index" ON "items" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "items_brand_id_created_at_index" ON "items" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "items_created_at_index" ON "items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "items_sales_count_index" ON "items" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "seller_brands_livestock_sort_order_index" ON "seller_brands" USING btree ("livestock","sort_order");--> statement-breakpoint
CREATE INDEX "seller_brands_seller_id_index" ON "seller_brands" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "app_versions_platform_released_at_index" ON "app_versions" USING btree ("platform","released_at");--> statement-breakpoint
CREATE INDEX "faqs_category_sort_order_index" ON "faqs" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "notices_pinned_created_at_index" ON "notices" USING btree ("pinned","created_at");--> statement-breakpoint
CREATE INDEX "notices_show_on_main_created_at_index" ON "notices" USING btree ("show_on_main","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_type_version_index" ON "policies" USING btree ("type","version");--> statement-breakpoint
CREATE INDEX "search_logs_created_at_index" ON "search_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_entries_path_index" ON "seo_entries" USING btree ("path");