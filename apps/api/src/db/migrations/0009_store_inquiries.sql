CREATE TABLE "store_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_number" text NOT NULL,
	"company_name" text NOT NULL,
	"ceo_name" text NOT NULL,
	"business_number" text NOT NULL,
	"manager_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"proposal" text NOT NULL,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_inquiries_business_number" CHECK ("store_inquiries"."business_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "store_inquiry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_inquiry_files" ADD CONSTRAINT "store_inquiry_files_inquiry_id_store_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."store_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_inquiries_application_number_index" ON "store_inquiries" USING btree ("application_number");--> statement-breakpoint
CREATE INDEX "store_inquiries_client_address_created_at_index" ON "store_inquiries" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "store_inquiries_created_at_index" ON "store_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_inquiry_files_inquiry_id_sort_order_index" ON "store_inquiry_files" USING btree ("inquiry_id","sort_order");