ALTER TABLE "point_ledger" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "point_ledger_expires_at" ON "point_ledger" USING btree ("expires_at") WHERE "point_ledger"."expires_at" is not null;--> statement-breakpoint
-- Backfill (hand-written, docs/decisions/035): existing earns expire at Korea midnight ending the day 12 months after
-- the Korea day they were earned (Korea is UTC+9 all year, so the offset is fixed), but never within the 30 days of
-- notice the my page shows before anything expires.
UPDATE "point_ledger" SET "expires_at" = greatest(
  (date_trunc('day', ("created_at" at time zone 'UTC') + interval '9 hours') + interval '12 months' + interval '1 day' - interval '9 hours') at time zone 'UTC',
  (date_trunc('day', (now() at time zone 'UTC') + interval '9 hours') + interval '31 days' - interval '9 hours') at time zone 'UTC'
) WHERE "kind" = 'earn' AND "expires_at" IS NULL;
