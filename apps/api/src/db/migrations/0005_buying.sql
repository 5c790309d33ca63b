CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token_id" integer,
	"item_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"shipping_payment_type" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_owner" CHECK (("cart_lines"."user_id" is null) <> ("cart_lines"."guest_token_id" is null)),
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" > 0),
	CONSTRAINT "cart_lines_shipping_payment_type" CHECK ("cart_lines"."shipping_payment_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "coupon_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"discount_type" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"max_discount" integer DEFAULT 0 NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"concurrently" boolean DEFAULT true NOT NULL,
	"item_id" integer,
	"seller_id" integer,
	"downloadable" boolean DEFAULT true NOT NULL,
	"exchange_code" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"valid_days" integer,
	"issue_limit" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_amounts" CHECK ("coupons"."amount" >= 0 and "coupons"."rate" between 0 and 100 and "coupons"."max_discount" >= 0),
	CONSTRAINT "coupons_issued" CHECK ("coupons"."issue_limit" is null or "coupons"."issued_count" <= "coupons"."issue_limit")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"delivery_type" smallint NOT NULL,
	"seller_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"shipping_payment_type" smallint NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"island_surcharge" integer DEFAULT 0 NOT NULL,
	"shipping_coupon_user_id" integer,
	"shipping_coupon_discount" integer DEFAULT 0 NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"status" text NOT NULL,
	"edi_date" text NOT NULL,
	"amount" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tid" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"balance_amount" integer DEFAULT 0 NOT NULL,
	"result_code" text DEFAULT '' NOT NULL,
	"result_msg" text DEFAULT '' NOT NULL,
	"vbank_name" text,
	"vbank_number" text,
	"vbank_holder" text,
	"vbank_due_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_cancels" (
	"cancelled_tid" text PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pg_sandbox_cancels_amount" CHECK ("pg_sandbox_cancels"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_payments" (
	"tid" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_amt" integer NOT NULL,
	"goods_name" text NOT NULL,
	"mall_reserved" text,
	"buyer_name" text,
	"buyer_tel" text,
	"buyer_email" text,
	"auth_token" text NOT NULL,
	"status" text NOT NULL,
	"card_code" text,
	"card_name" text,
	"bank_code" text,
	"bank_name" text,
	"vbank_holder" text,
	"vbank_valid_hours" integer,
	"vbank_number" text,
	"vbank_expires_at" timestamp with time zone,
	"authenticated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "pg_sandbox_payments_amount" CHECK ("pg_sandbox_payments"."amount" > 0),
	CONSTRAINT "pg_sandbox_payments_balance" CHECK ("pg_sandbox_payments"."balance_amt" between 0 and "pg_sandbox_payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "pg_sandbox_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tid" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_amount" CHECK ("point_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cart_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_user_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "image_src" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "option_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_user_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "point_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_password_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_address_detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_memo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_item_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_shipping_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_pay_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "use_escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_receipt_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_bill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_guest_token_id_auth_tokens_id_fk" FOREIGN KEY ("guest_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_option_id_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_users" ADD CONSTRAINT "coupon_users_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_users" ADD CONSTRAINT "coupon_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pg_sandbox_cancels" ADD CONSTRAINT "pg_sandbox_cancels_tid_pg_sandbox_payments_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."pg_sandbox_payments"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_id_option_id_index" ON "cart_lines" USING btree ("user_id","option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_guest_token_id_option_id_index" ON "cart_lines" USING btree ("guest_token_id","option_id");--> statement-breakpoint
CREATE INDEX "cart_lines_item_id_index" ON "cart_lines" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_users_coupon_id_user_id_index" ON "coupon_users" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_users_user_id_used_at_index" ON "coupon_users" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_exchange_code_index" ON "coupons" USING btree ("exchange_code");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_owner_key_index" ON "idempotency_keys" USING btree ("scope","owner","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_shipments_order_id_index" ON "order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhooks_tid_status_edi_date_index" ON "payment_webhooks" USING btree ("tid","status","edi_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tid_index" ON "payments" USING btree ("tid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" in ('approving', 'paid', 'ready', 'partialCancelled');--> statement-breakpoint
CREATE INDEX "pg_sandbox_cancels_tid_cancelled_at_index" ON "pg_sandbox_cancels" USING btree ("tid","cancelled_at");--> statement-breakpoint
CREATE INDEX "pg_sandbox_payments_order_id_index" ON "pg_sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pg_sandbox_payments_approved_order_id" ON "pg_sandbox_payments" USING btree ("order_id") WHERE "pg_sandbox_payments"."approved_at" is not null;--> statement-breakpoint
CREATE INDEX "pg_sandbox_webhooks_tid_id_index" ON "pg_sandbox_webhooks" USING btree ("tid","id");--> statement-breakpoint
CREATE INDEX "point_ledger_user_id_created_at_index" ON "point_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_once_per_order" ON "point_ledger" USING btree ("order_id","kind") WHERE "point_ledger"."order_id" is not null and "point_ledger"."kind" in ('use', 'use_cancel', 'earn', 'earn_cancel');--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_id_index" ON "shipping_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_one_base" ON "shipping_addresses" USING btree ("user_id") WHERE "shipping_addresses"."is_base";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_option_id_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_open_deadline" ON "orders" USING btree ("pay_deadline") WHERE "orders"."stock_released_at" is null and "orders"."paid_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."total_item_price" >= 0 and "orders"."total_shipping_amount" >= 0 and "orders"."total_discount_amount" >= 0 and "orders"."points_used" >= 0 and "orders"."order_pay_amount" >= 0);