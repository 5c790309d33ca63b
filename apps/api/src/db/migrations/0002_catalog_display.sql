CREATE TABLE "experience_team_review_likes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_team_review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experience_team_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"rating" smallint NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_team_reviews_rating" CHECK ("experience_team_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "item_options_stock" CHECK ("item_options"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "item_qnas" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer,
	"author_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restock_subscriptions" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "restock_subscriptions_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL,
	"jamo_length" smallint NOT NULL,
	"jamo_tokens" text[] NOT NULL,
	"doc_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_records" (
	"trace_number" text PRIMARY KEY NOT NULL,
	"livestock" text NOT NULL,
	"species_name" text NOT NULL,
	"sex" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"origin_country" text NOT NULL,
	"farm_name" text NOT NULL,
	"farm_address" text NOT NULL,
	"slaughterhouse_name" text NOT NULL,
	"slaughterhouse_address" text NOT NULL,
	"slaughter_date" date,
	"inspection_result" text NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"grade_date" date,
	"processing_plant_name" text NOT NULL,
	"processing_plant_address" text NOT NULL,
	"process_date" date,
	"import_date" date
);
--> statement-breakpoint
CREATE TABLE "designated_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"min_order_quantity" smallint DEFAULT 1 NOT NULL,
	"unit" text DEFAULT '개' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "designated_min_quantity" CHECK ("designated_items"."min_order_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "display_block_items" (
	"block_code" text NOT NULL,
	"group_key" text DEFAULT '' NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"item_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "display_block_items_block_code_group_key_item_id_pk" PRIMARY KEY("block_code","group_key","item_id")
);
--> statement-breakpoint
CREATE TABLE "display_block_sections" (
	"block_code" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	CONSTRAINT "display_block_sections_block_code_sort_order_pk" PRIMARY KEY("block_code","sort_order")
);
--> statement-breakpoint
CREATE TABLE "display_blocks" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"background_color" text DEFAULT '#1f5f3a' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"show_on_main" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_items" (
	"event_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_items_event_id_item_id_pk" PRIMARY KEY("event_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "event_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"member_id" integer,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"background_color" text DEFAULT '#1f5f3a' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"displayed" boolean DEFAULT true NOT NULL,
	"reply_enabled" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_kind" CHECK ("events"."kind" in ('plan', 'spot', 'reply')),
	CONSTRAINT "events_window" CHECK ("events"."end_at" > "events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "featured_brands" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"mobile_image_url" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"background_color" text DEFAULT '#1f5f3a' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_target_flag" text DEFAULT 'N' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlet_items" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"best_before" date NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"displayed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_shipping_policies" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"delivery_method" text NOT NULL,
	"courier" text NOT NULL,
	"dispatch_cutoff_hour" smallint DEFAULT 14 NOT NULL,
	"preparation_days" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_shipping_cutoff" CHECK ("seller_shipping_policies"."dispatch_cutoff_hour" between 0 and 24),
	CONSTRAINT "seller_shipping_preparation" CHECK ("seller_shipping_policies"."preparation_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "style_book_items" (
	"style_book_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "style_book_items_style_book_id_item_id_pk" PRIMARY KEY("style_book_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "style_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"background_color" text DEFAULT '#1f5f3a' NOT NULL,
	"cooking_minutes" smallint NOT NULL,
	"servings" smallint NOT NULL,
	"difficulty" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tip" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"displayed" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_livestock_created_at_index";--> statement-breakpoint
DROP INDEX "items_category_id_created_at_index";--> statement-breakpoint
DROP INDEX "items_seller_id_created_at_index";--> statement-breakpoint
DROP INDEX "items_brand_id_created_at_index";--> statement-breakpoint
DROP INDEX "items_created_at_index";--> statement-breakpoint
DROP INDEX "items_sales_count_index";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "present_price" integer GENERATED ALWAYS AS (case when "items"."special_sale_price" > 0 and "items"."special_sale_price" < "items"."sale_price" then "items"."special_sale_price" else "items"."sale_price" end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_choseong" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_logs" ADD COLUMN "result_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_team_review_likes" ADD CONSTRAINT "experience_team_review_likes_review_id_experience_team_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."experience_team_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_team_review_likes" ADD CONSTRAINT "experience_team_review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_team_reviews" ADD CONSTRAINT "experience_team_reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_options" ADD CONSTRAINT "item_options_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_qnas" ADD CONSTRAINT "item_qnas_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designated_items" ADD CONSTRAINT "designated_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_block_items" ADD CONSTRAINT "display_block_items_block_code_display_blocks_code_fk" FOREIGN KEY ("block_code") REFERENCES "public"."display_blocks"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_block_items" ADD CONSTRAINT "display_block_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_block_sections" ADD CONSTRAINT "display_block_sections_block_code_display_blocks_code_fk" FOREIGN KEY ("block_code") REFERENCES "public"."display_blocks"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_items" ADD CONSTRAINT "event_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_replies" ADD CONSTRAINT "event_replies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_brands" ADD CONSTRAINT "featured_brands_brand_id_seller_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."seller_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_items" ADD CONSTRAINT "outlet_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_notices" ADD CONSTRAINT "seller_notices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_shipping_policies" ADD CONSTRAINT "seller_shipping_policies_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_book_items" ADD CONSTRAINT "style_book_items_style_book_id_style_books_id_fk" FOREIGN KEY ("style_book_id") REFERENCES "public"."style_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_book_items" ADD CONSTRAINT "style_book_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_team_reviews_item_id_created_at_id_index" ON "experience_team_reviews" USING btree ("item_id","created_at","id");--> statement-breakpoint
CREATE INDEX "item_options_item_id_sort_order_index" ON "item_options" USING btree ("item_id","sort_order");--> statement-breakpoint
CREATE INDEX "item_qnas_item_id_created_at_id_index" ON "item_qnas" USING btree ("item_id","created_at","id");--> statement-breakpoint
CREATE INDEX "restock_subscriptions_item_id_notified_at_index" ON "restock_subscriptions" USING btree ("item_id","notified_at");--> statement-breakpoint
CREATE INDEX "search_vocabulary_jamo_tokens_idx" ON "search_vocabulary" USING gin ("jamo_tokens");--> statement-breakpoint
CREATE INDEX "designated_items_sort_order_index" ON "designated_items" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "display_block_items_block_code_sort_order_index" ON "display_block_items" USING btree ("block_code","sort_order");--> statement-breakpoint
CREATE INDEX "event_items_event_id_sort_order_index" ON "event_items" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "event_replies_event_id_created_at_index" ON "event_replies" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_replies_member_id_index" ON "event_replies" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_link_index" ON "events" USING btree ("link");--> statement-breakpoint
CREATE INDEX "events_end_at_index" ON "events" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "events_kind_end_at_index" ON "events" USING btree ("kind","end_at");--> statement-breakpoint
CREATE INDEX "featured_brands_sort_order_index" ON "featured_brands" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "main_banners_code_index" ON "main_banners" USING btree ("code");--> statement-breakpoint
CREATE INDEX "main_banners_active_sort_order_index" ON "main_banners" USING btree ("active","sort_order");--> statement-breakpoint
CREATE INDEX "outlet_items_best_before_index" ON "outlet_items" USING btree ("best_before");--> statement-breakpoint
CREATE INDEX "seller_notices_seller_id_pinned_created_at_index" ON "seller_notices" USING btree ("seller_id","pinned","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "style_books_code_index" ON "style_books" USING btree ("code");--> statement-breakpoint
CREATE INDEX "style_books_displayed_published_at_index" ON "style_books" USING btree ("displayed","published_at");--> statement-breakpoint
CREATE INDEX "items_all_newest_idx" ON "items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "items_all_popular_idx" ON "items" USING btree ("sales_count","id");--> statement-breakpoint
CREATE INDEX "items_all_price_idx" ON "items" USING btree ("present_price","id");--> statement-breakpoint
CREATE INDEX "items_all_reviews_idx" ON "items" USING btree ("review_count","id");--> statement-breakpoint
CREATE INDEX "items_livestock_newest_idx" ON "items" USING btree ("livestock","created_at","id");--> statement-breakpoint
CREATE INDEX "items_livestock_popular_idx" ON "items" USING btree ("livestock","sales_count","id");--> statement-breakpoint
CREATE INDEX "items_livestock_price_idx" ON "items" USING btree ("livestock","present_price","id");--> statement-breakpoint
CREATE INDEX "items_livestock_reviews_idx" ON "items" USING btree ("livestock","review_count","id");--> statement-breakpoint
CREATE INDEX "items_category_newest_idx" ON "items" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_category_popular_idx" ON "items" USING btree ("category_id","sales_count","id");--> statement-breakpoint
CREATE INDEX "items_category_price_idx" ON "items" USING btree ("category_id","present_price","id");--> statement-breakpoint
CREATE INDEX "items_category_reviews_idx" ON "items" USING btree ("category_id","review_count","id");--> statement-breakpoint
CREATE INDEX "items_seller_newest_idx" ON "items" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_seller_popular_idx" ON "items" USING btree ("seller_id","sales_count","id");--> statement-breakpoint
CREATE INDEX "items_seller_price_idx" ON "items" USING btree ("seller_id","present_price","id");--> statement-breakpoint
CREATE INDEX "items_seller_reviews_idx" ON "items" USING btree ("seller_id","review_count","id");--> statement-breakpoint
CREATE INDEX "items_brand_newest_idx" ON "items" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_brand_popular_idx" ON "items" USING btree ("brand_id","sales_count","id");--> statement-breakpoint
CREATE INDEX "items_brand_price_idx" ON "items" USING btree ("brand_id","present_price","id");--> statement-breakpoint
CREATE INDEX "items_brand_reviews_idx" ON "items" USING btree ("brand_id","review_count","id");--> statement-breakpoint
CREATE INDEX "items_search_tokens_idx" ON "items" USING gin ("search_tokens");