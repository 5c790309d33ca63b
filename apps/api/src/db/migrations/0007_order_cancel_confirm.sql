CREATE TABLE "order_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"order_item_ids" jsonb NOT NULL,
	"coupon_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box_deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_amount" integer NOT NULL,
	"points_restored" integer DEFAULT 0 NOT NULL,
	"shipping_refund" integer DEFAULT 0 NOT NULL,
	"shipping_deduction" integer DEFAULT 0 NOT NULL,
	"refund_bank_code" text,
	"refund_account" text,
	"refund_holder" text,
	"balance_before" integer,
	"cancelled_tid" text,
	"fail_message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_claims_amounts" CHECK ("order_claims"."refund_amount" >= 0 and "order_claims"."points_restored" >= 0)
);
--> statement-breakpoint
DROP INDEX "point_ledger_once_per_order";--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "point_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "seller_shipping_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "free_shipping_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "shipping_deducted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_claims_order_id_index" ON "order_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_claims_open" ON "order_claims" USING btree ("requested_at") WHERE "order_claims"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "order_claims_one_open_per_order" ON "order_claims" USING btree ("order_id") WHERE "order_claims"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "orders_to_confirm" ON "orders" USING btree ("delivered_at") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_once_per_order" ON "point_ledger" USING btree ("order_id","kind",coalesce("claim_id", 0)) WHERE "point_ledger"."order_id" is not null and "point_ledger"."kind" in ('use', 'use_cancel', 'earn', 'earn_cancel');