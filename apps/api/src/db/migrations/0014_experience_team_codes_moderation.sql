CREATE TABLE "experience_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_login_id" text NOT NULL,
	"message" text NOT NULL,
	"phone" text NOT NULL,
	"sns_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"selected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"capacity" integer NOT NULL,
	"recruit_start_at" timestamp with time zone NOT NULL,
	"recruit_end_at" timestamp with time zone NOT NULL,
	"announce_at" timestamp with time zone NOT NULL,
	"review_end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_teams_capacity" CHECK ("experience_teams"."capacity" > 0),
	CONSTRAINT "experience_teams_schedule" CHECK ("experience_teams"."recruit_start_at" < "experience_teams"."recruit_end_at" and "experience_teams"."recruit_end_at" <= "experience_teams"."announce_at" and "experience_teams"."announce_at" < "experience_teams"."review_end_at")
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"author_id" integer,
	"reason_code" text NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "daily_visits" (
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_visits_day_pk" PRIMARY KEY("day")
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"blocked_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "common_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"holder" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meat_cut_charts" (
	"livestock" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"alt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meat_cuts" (
	"id" serial PRIMARY KEY NOT NULL,
	"livestock" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meat_cuts_sort_order" CHECK ("meat_cuts"."sort_order" between 0 and 999)
);
--> statement-breakpoint
ALTER TABLE "experience_team_reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "experience_team_reviews" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "experience_team_reviews" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "experience_team_reviews" ADD COLUMN "team_title" text;--> statement-breakpoint
ALTER TABLE "experience_applications" ADD CONSTRAINT "experience_applications_team_id_experience_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."experience_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_applications" ADD CONSTRAINT "experience_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_review_photos" ADD CONSTRAINT "experience_review_photos_application_id_experience_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."experience_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_teams" ADD CONSTRAINT "experience_teams_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meat_cut_charts" ADD CONSTRAINT "meat_cut_charts_livestock_livestock_kinds_code_fk" FOREIGN KEY ("livestock") REFERENCES "public"."livestock_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meat_cuts" ADD CONSTRAINT "meat_cuts_livestock_livestock_kinds_code_fk" FOREIGN KEY ("livestock") REFERENCES "public"."livestock_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_applications_team_id_user_id_index" ON "experience_applications" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "experience_applications_user_id_created_at_id_index" ON "experience_applications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "experience_applications_team_id_status_index" ON "experience_applications" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_review_photos_application_id_sort_order_index" ON "experience_review_photos" USING btree ("application_id","sort_order");--> statement-breakpoint
CREATE INDEX "experience_teams_item_id_recruit_end_at_index" ON "experience_teams" USING btree ("item_id","recruit_end_at");--> statement-breakpoint
CREATE INDEX "experience_teams_recruit_end_at_id_index" ON "experience_teams" USING btree ("recruit_end_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_reporter_id_target_type_target_id_index" ON "content_reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "content_reports_status_created_at_index" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_blocks_blocker_id_blocked_id_index" ON "member_blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "common_codes_group_code_code_index" ON "common_codes" USING btree ("group_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_accounts_bank_code_account_number_index" ON "deposit_accounts" USING btree ("bank_code","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "meat_cuts_livestock_code_index" ON "meat_cuts" USING btree ("livestock","code");--> statement-breakpoint
ALTER TABLE "experience_team_reviews" ADD CONSTRAINT "experience_team_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_team_reviews_application_id_index" ON "experience_team_reviews" USING btree ("application_id");