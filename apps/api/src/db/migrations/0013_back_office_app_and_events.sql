CREATE TABLE "app_push_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"platform" text NOT NULL,
	"app_version" text,
	"device_model" text,
	"os_version" text,
	"auth_token_id" integer,
	"signed_in" boolean DEFAULT true NOT NULL,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"marketing_agreed" boolean DEFAULT false NOT NULL,
	"marketing_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_push_devices_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "app_push_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_key" text NOT NULL,
	"receive_flag" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_image_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"notices" text DEFAULT '' NOT NULL,
	"limit_rule" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_events_period" CHECK ("roulette_events"."end_at" > "roulette_events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "roulette_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"coupon_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	CONSTRAINT "roulette_prizes_weight" CHECK ("roulette_prizes"."weight" >= 0),
	CONSTRAINT "roulette_prizes_stock" CHECK ("roulette_prizes"."stock" is null or "roulette_prizes"."stock" >= 0),
	CONSTRAINT "roulette_prizes_kind" CHECK (("roulette_prizes"."kind" = 'coupon') = ("roulette_prizes"."coupon_id" is not null) and ("roulette_prizes"."kind" = 'points') = ("roulette_prizes"."points" > 0))
);
--> statement-breakpoint
CREATE TABLE "roulette_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"spin_key" text NOT NULL,
	"prize_id" integer NOT NULL,
	"request_key" text,
	"coupon_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"uid" text,
	"source_user_id" integer,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_item" text,
	"utm_content" text,
	"event_code" text,
	"target_id" text,
	"value" bigint,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommend_keywords" ADD COLUMN "sort_order" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_push_devices" ADD CONSTRAINT "app_push_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_push_devices" ADD CONSTRAINT "app_push_devices_auth_token_id_auth_tokens_id_fk" FOREIGN KEY ("auth_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_push_logs" ADD CONSTRAINT "app_push_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_image_files" ADD CONSTRAINT "item_image_files_image_id_item_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."item_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_prizes" ADD CONSTRAINT "roulette_prizes_event_id_roulette_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."roulette_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_prizes" ADD CONSTRAINT "roulette_prizes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_event_id_roulette_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."roulette_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_prize_id_roulette_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."roulette_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_push_devices_user_id_index" ON "app_push_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "app_push_devices_auth_token_id_index" ON "app_push_devices" USING btree ("auth_token_id");--> statement-breakpoint
CREATE INDEX "app_push_logs_user_id_created_at_index" ON "app_push_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "item_image_files_image_id_index" ON "item_image_files" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_events_title_index" ON "roulette_events" USING btree ("title");--> statement-breakpoint
CREATE INDEX "roulette_events_visible_end_at_index" ON "roulette_events" USING btree ("visible","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_prizes_event_id_position_index" ON "roulette_prizes" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_spins_event_id_user_id_spin_key_index" ON "roulette_spins" USING btree ("event_id","user_id","spin_key");--> statement-breakpoint
CREATE INDEX "roulette_spins_user_id_created_at_index" ON "roulette_spins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_created_at_index" ON "tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_kind_created_at_index" ON "tracking_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "order_claims_requested_at" ON "order_claims" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "order_claims_kind_status" ON "order_claims" USING btree ("kind","status","requested_at");