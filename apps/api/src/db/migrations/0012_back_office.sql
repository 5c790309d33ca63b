CREATE TABLE "cafe24_oauth_tokens" (
	"mall_id" text PRIMARY KEY NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token" text NOT NULL,
	"refresh_token_expires_at" timestamp with time zone,
	"seed" text NOT NULL,
	"lease_id" text,
	"lease_until" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cafe24_sandbox_oauth_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mall_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cafe24_sandbox_oauth_tokens_used" CHECK ("cafe24_sandbox_oauth_tokens"."used_at" is null or "cafe24_sandbox_oauth_tokens"."kind" = 'refresh')
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon_issue_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"target" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"seller_id" integer,
	"totp_secret_sealed" text,
	"totp_confirmed_at" timestamp with time zone,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_loginId_unique" UNIQUE("login_id")
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_login_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_login_challenges_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "commission_rate_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "issue_method" text DEFAULT 'download' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cash_receipts" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cash_receipts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cash_receipts" ADD COLUMN "pending_cancel" jsonb;--> statement-breakpoint
ALTER TABLE "pin_pay_cards" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "store_inquiries" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "store_inquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issue_requests" ADD CONSTRAINT "coupon_issue_requests_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_login_challenges" ADD CONSTRAINT "staff_login_challenges_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cafe24_sandbox_oauth_tokens_kind_used_at_index" ON "cafe24_sandbox_oauth_tokens" USING btree ("kind","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_code_index" ON "coupon_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_codes_coupon_id_id_index" ON "coupon_codes" USING btree ("coupon_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_issue_requests_coupon_id_request_key_index" ON "coupon_issue_requests" USING btree ("coupon_id","request_key");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_at_index" ON "staff_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_staff_id_created_at_index" ON "staff_audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_target_type_target_id_index" ON "staff_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "staff_login_challenges_expires_at_index" ON "staff_login_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id_index" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires_at_index" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_login_id_prefix" ON "users" USING btree (lower("login_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_user_name_prefix" ON "users" USING btree (lower("user_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_company_name_prefix" ON "users" USING btree (lower("company_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix" ON "users" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_last4" ON "users" USING btree (right("phone_number", 4));--> statement-breakpoint
CREATE INDEX "users_business_number_prefix" ON "users" USING btree ("business_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_created_at" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "item_qnas_created_at_id_index" ON "item_qnas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_kind_id_index" ON "coupons" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "coupons_active_valid_until_index" ON "coupons" USING btree ("active","valid_until");--> statement-breakpoint
CREATE INDEX "order_claims_completed_at" ON "order_claims" USING btree ("completed_at") WHERE "order_claims"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "order_items_shipment_id_index" ON "order_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "order_shipments_seller_order" ON "order_shipments" USING btree ("seller_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_ordered_at" ON "orders" USING btree ("ordered_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_ordered_at" ON "orders" USING btree ("status","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_payment_method_ordered_at" ON "orders" USING btree ("payment_method","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_orderer_phone" ON "orders" USING btree ("orderer_phone");--> statement-breakpoint
CREATE INDEX "orders_orderer_name" ON "orders" USING btree ("orderer_name");--> statement-breakpoint
CREATE INDEX "orders_paid_at" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pin_pay_cards_live_fingerprint" ON "pin_pay_cards" USING btree ("user_id","card_fingerprint") WHERE "pin_pay_cards"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_request_key" ON "point_ledger" USING btree ("user_id","request_key") WHERE "point_ledger"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "qna_inquiries_created_at_id_index" ON "qna_inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "qna_inquiries_waiting_index" ON "qna_inquiries" USING btree ("created_at","id") WHERE "qna_inquiries"."answer" is null;--> statement-breakpoint
ALTER TABLE "store_inquiries" ADD CONSTRAINT "store_inquiries_answered" CHECK (("store_inquiries"."answer" is null) = ("store_inquiries"."answered_at" is null));