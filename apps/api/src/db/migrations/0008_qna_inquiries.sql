CREATE TABLE "qna_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"order_code" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qna_inquiries_answered" CHECK (("qna_inquiries"."answer" is null) = ("qna_inquiries"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "qna_inquiry_files" (
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
ALTER TABLE "qna_inquiries" ADD CONSTRAINT "qna_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qna_inquiry_files" ADD CONSTRAINT "qna_inquiry_files_inquiry_id_qna_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."qna_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qna_inquiries_user_id_created_at_id_index" ON "qna_inquiries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "qna_inquiry_files_inquiry_id_sort_order_index" ON "qna_inquiry_files" USING btree ("inquiry_id","sort_order");