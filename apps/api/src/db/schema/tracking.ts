import type { TrackingEventKind } from "@shop/core/tracking/tracking-calls";
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every tracking call of SPEC §7 (the GA4 ecommerce events and the event tracking log of SPEC §3), one row each
 * (docs/decisions/048). Append-only and written outside any shopper's transaction; the back office counts rows per
 * kind per Korea day, hence the two indexes.
 */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text().$type<TrackingEventKind>().notNull(),
    /** The visitor's id from the 30-minute uid cookie (SPEC §9); null without one. */
    uid: text(),
    /** The member whose token made the call (the app, or a page's server); null for a browser's beacon. */
    sourceUserId: integer(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    utmItem: text(),
    utmContent: text(),
    /** The event log's eventCode. */
    eventCode: text(),
    /** What the event is about: the item code, order code (purchase: transaction_id) or featured page id. */
    targetId: text(),
    /** The GA4 event's value in won. */
    value: bigint({ mode: "number" }),
    /** The GA4 items, or the event log's item codes. */
    items: jsonb().$type<unknown[]>().notNull().default([]),
    /** The rest of the body: checkout_step and checkout_option, shipping, coupon. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.kind, t.createdAt)],
);
