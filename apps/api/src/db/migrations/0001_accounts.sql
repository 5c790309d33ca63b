CREATE TABLE "auth_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer,
	"request_address" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"proof_hash" text,
	"proof_expires_at" timestamp with time zone,
	"proof_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_numbers_proofHash_unique" UNIQUE("proof_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"login_type" text,
	"saleson_id" text,
	"uid" text,
	"restriction" text,
	"remember_me_series_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"login_id" text NOT NULL,
	"address" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remember_me_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "remember_me_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sns_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sns_pending_profiles" (
	"auth_token_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text,
	"account_scheme" text DEFAULT 'MEMBER' NOT NULL,
	"user_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"user_type" text NOT NULL,
	"business_number" text,
	"company_name" text,
	"login_type" text DEFAULT 'NORMAL' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"agree_terms" boolean DEFAULT false NOT NULL,
	"terms_agreed_at" timestamp with time zone,
	"agree_privacy" boolean DEFAULT false NOT NULL,
	"privacy_agreed_at" timestamp with time zone,
	"agree_marketing" boolean DEFAULT false NOT NULL,
	"marketing_agreed_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"password_change_delayed_until" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"transfer_pending" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"dormant_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seceded_at" timestamp with time zone,
	"secede_reason" text,
	CONSTRAINT "users_loginId_unique" UNIQUE("login_id")
);
--> statement-breakpoint
ALTER TABLE "auth_numbers" ADD CONSTRAINT "auth_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remember_me_tokens" ADD CONSTRAINT "remember_me_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_accounts" ADD CONSTRAINT "sns_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sns_pending_profiles" ADD CONSTRAINT "sns_pending_profiles_auth_token_id_auth_tokens_id_fk" FOREIGN KEY ("auth_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_numbers_phone_number_purpose_created_at_index" ON "auth_numbers" USING btree ("phone_number","purpose","created_at");--> statement-breakpoint
CREATE INDEX "auth_numbers_request_address_created_at_index" ON "auth_numbers" USING btree ("request_address","created_at");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_index" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_index" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "dev_outbox_recipient_created_at_index" ON "dev_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_login_id_created_at_index" ON "login_attempts" USING btree ("login_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_created_at_index" ON "login_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "remember_me_tokens_series_id_index" ON "remember_me_tokens" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "remember_me_tokens_user_id_index" ON "remember_me_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sns_accounts_provider_provider_user_id_index" ON "sns_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sns_accounts_user_id_provider_index" ON "sns_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_index" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "users_user_name_index" ON "users" USING btree ("user_name");