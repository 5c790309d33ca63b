CREATE TABLE "designated_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designated_prices_unit_price" CHECK ("designated_prices"."unit_price" > 0),
	CONSTRAINT "designated_prices_window" CHECK ("designated_prices"."valid_until" is null or "designated_prices"."valid_from" is null or "designated_prices"."valid_until" > "designated_prices"."valid_from")
);
--> statement-breakpoint
DROP INDEX "cart_lines_user_id_option_id_index";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "kind" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "designated_prices" ADD CONSTRAINT "designated_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designated_prices" ADD CONSTRAINT "designated_prices_item_id_designated_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."designated_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "designated_prices_user_id_item_id_index" ON "designated_prices" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "designated_prices_item_id_index" ON "designated_prices" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_id_option_id_kind_index" ON "cart_lines" USING btree ("user_id","option_id","kind");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_kind" CHECK ("cart_lines"."kind" in ('normal', 'designated'));--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_designated_member" CHECK ("cart_lines"."kind" = 'normal' or "cart_lines"."user_id" is not null);