CREATE TABLE "bulk_vbank_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_code" text NOT NULL,
	"amount" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_vbanks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"tid" text,
	"bank_name" text,
	"account_number" text,
	"holder" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bulk_vbanks_amount" CHECK ("bulk_vbanks"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cafe24_point_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"cafe24_member_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"fail_message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "cafe24_point_exchanges_amount" CHECK ("cafe24_point_exchanges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "cafe24_sandbox_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_order_access" (
	"order_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_order_access_order_id_token_id_pk" PRIMARY KEY("order_id","token_id")
);
--> statement-breakpoint
CREATE TABLE "open_market_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"naver_order_id" text,
	"order_status" text,
	"item_codes" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cash_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"receipt_order_id" text NOT NULL,
	"receipt_type" text NOT NULL,
	"masked_receipt_no" text NOT NULL,
	"amount" integer NOT NULL,
	"supply_amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"tax_free_amount" integer NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"cancelled_supply_amount" integer DEFAULT 0 NOT NULL,
	"cancelled_vat_amount" integer DEFAULT 0 NOT NULL,
	"cancelled_tax_free_amount" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"tid" text,
	"approve_no" text,
	"result_message" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cash_receipts_orderId_unique" UNIQUE("order_id"),
	CONSTRAINT "order_cash_receipts_receiptOrderId_unique" UNIQUE("receipt_order_id")
);
--> statement-breakpoint
CREATE TABLE "order_claim_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_billing_keys" (
	"bid" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"order_id" text NOT NULL,
	"tid" text NOT NULL,
	"card_code" text NOT NULL,
	"card_name" text NOT NULL,
	"masked_card_no" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_receipts" (
	"tid" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"order_id" text NOT NULL,
	"receipt_type" text NOT NULL,
	"masked_receipt_no" text NOT NULL,
	"goods_name" text NOT NULL,
	"amount" integer NOT NULL,
	"supply_amt" integer NOT NULL,
	"goods_vat" integer NOT NULL,
	"tax_free_amt" integer NOT NULL,
	"balance_amt" integer NOT NULL,
	"approve_no" text NOT NULL,
	"status" text NOT NULL,
	"cancels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "pg_sandbox_receipts_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "pin_pay_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bid" text NOT NULL,
	"card_code" text NOT NULL,
	"card_name" text NOT NULL,
	"last4" text NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pin_pay_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"birth_date" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_pay_members_failed_attempts" CHECK ("pin_pay_members"."failed_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "pickup_name" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "pickup_phone" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "pickup_postcode" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "pickup_address_detail" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "shipping_payer" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "return_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "refuse_reason" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "refund_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_vbank_orders" ADD CONSTRAINT "bulk_vbank_orders_bulk_id_bulk_vbanks_id_fk" FOREIGN KEY ("bulk_id") REFERENCES "public"."bulk_vbanks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_vbanks" ADD CONSTRAINT "bulk_vbanks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cafe24_point_exchanges" ADD CONSTRAINT "cafe24_point_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_order_access" ADD CONSTRAINT "guest_order_access_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_order_access" ADD CONSTRAINT "guest_order_access_token_id_auth_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cash_receipts" ADD CONSTRAINT "order_cash_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claim_photos" ADD CONSTRAINT "order_claim_photos_claim_id_order_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."order_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_pay_cards" ADD CONSTRAINT "pin_pay_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_pay_members" ADD CONSTRAINT "pin_pay_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_vbank_orders_bulk_id_index" ON "bulk_vbank_orders" USING btree ("bulk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_vbank_orders_one_live" ON "bulk_vbank_orders" USING btree ("order_id") WHERE "bulk_vbank_orders"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_vbanks_code_index" ON "bulk_vbanks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_vbanks_tid_index" ON "bulk_vbanks" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "bulk_vbanks_user_id_created_at_index" ON "bulk_vbanks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cafe24_point_exchanges_user_id_idempotency_key_index" ON "cafe24_point_exchanges" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cafe24_point_exchanges_open" ON "cafe24_point_exchanges" USING btree ("user_id") WHERE "cafe24_point_exchanges"."status" in ('requested', 'decreased');--> statement-breakpoint
CREATE INDEX "cafe24_sandbox_points_member_id_created_at_index" ON "cafe24_sandbox_points" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "open_market_callbacks_once" ON "open_market_callbacks" USING btree ("naver_order_id","order_status") WHERE "open_market_callbacks"."kind" = 'order';--> statement-breakpoint
CREATE INDEX "open_market_callbacks_received_at_index" ON "open_market_callbacks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "order_claim_photos_claim_id_sort_order_index" ON "order_claim_photos" USING btree ("claim_id","sort_order");--> statement-breakpoint
CREATE INDEX "pg_sandbox_billing_keys_order_id_index" ON "pg_sandbox_billing_keys" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pin_pay_cards_bid_index" ON "pin_pay_cards" USING btree ("bid");--> statement-breakpoint
CREATE INDEX "pin_pay_cards_live" ON "pin_pay_cards" USING btree ("user_id") WHERE "pin_pay_cards"."removed_at" is null;