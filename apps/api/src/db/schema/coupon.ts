import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { items, sellers } from "./catalog.js";
import { timestamptz } from "./columns.js";

/**
 * Coupons as the cooperative issues them: item coupons (a line's price) and shipping coupons (a box's shipping),
 * a fixed amount or a rate with a cap. Only the coupon module reads or writes these tables.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(""),
    kind: text({ enum: ["item", "shipping"] }).notNull(),
    discountType: text({ enum: ["fixed", "rate"] }).notNull(),
    /** Won off for a fixed coupon. */
    amount: integer().notNull().default(0),
    /** Percent off for a rate coupon (1–100). */
    rate: integer().notNull().default(0),
    /** The most a rate coupon takes off, in won; 0 = no cap. */
    maxDiscount: integer().notNull().default(0),
    minOrderAmount: integer().notNull().default(0),
    /** Usable together with other item coupons in one order (SPEC §3 couponConcurrently). */
    concurrently: boolean().notNull().default(true),
    /** Only for this item, or only for this seller's items; neither: every item. */
    itemId: integer().references(() => items.id, { onDelete: "cascade" }),
    sellerId: integer().references(() => sellers.id),
    /** In the download corner (/api/coupon/download-coupons) and on the item page. */
    downloadable: boolean().notNull().default(true),
    /** A code printed on paper or sent by link (/exchange-offline-coupon, /download-coupon-link). */
    exchangeCode: text(),
    validFrom: timestamptz().notNull(),
    validUntil: timestamptz().notNull(),
    /** Days a downloaded copy stays valid (never past validUntil); null = until validUntil. */
    validDays: integer(),
    /** How many copies may be issued in all; null = no limit. */
    issueLimit: integer(),
    issuedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /**
     * How members get it (the back office's form, issue 14): download (the download corner and item page), grade or
     * members (an operator issues copies), codes (offline codes, coupon_codes). Legacy rows: download.
     */
    issueMethod: text({ enum: ["download", "grade", "members", "codes"] })
      .notNull()
      .default("download"),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.exchangeCode),
    // The back office's list: newest first, by kind and by whether it still runs.
    index().on(t.kind, t.id),
    index().on(t.active, t.validUntil),
    check("coupons_amounts", sql`${t.amount} >= 0 and ${t.rate} between 0 and 100 and ${t.maxDiscount} >= 0`),
    check("coupons_issued", sql`${t.issueLimit} is null or ${t.issuedCount} <= ${t.issueLimit}`),
  ],
);

/** A member's copy of a coupon (couponUserId): used once, by one order. */
export const couponUsers = pgTable(
  "coupon_users",
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuedAt: timestamptz().notNull().defaultNow(),
    validUntil: timestamptz().notNull(),
    usedAt: timestamptz(),
    /** The order that used it (orders.id; no foreign key: the order module owns that table). */
    orderId: integer(),
  },
  (t) => [uniqueIndex().on(t.couponId, t.userId), index().on(t.userId, t.usedAt)],
);

/**
 * Offline codes made in bulk for a coupon (the back office): each good for one member once. Stored without hyphens,
 * upper case (a typed code is read the same way), unique across every coupon.
 */
export const couponCodes = pgTable(
  "coupon_codes",
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    code: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    /** The member who exchanged it, and when (null: not yet). */
    usedBy: integer().references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamptz(),
  },
  (t) => [uniqueIndex().on(t.code), index().on(t.couponId, t.id)],
);

/** An operator's issue request by its Idempotency-Key: a retry answers what the first one did. */
export const couponIssueRequests = pgTable(
  "coupon_issue_requests",
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    requestKey: text().notNull(),
    /** The request's target as JSON text (the same key with another target is refused). */
    target: text().notNull(),
    /** The first answer as JSON text. */
    response: text().notNull().default(""),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.couponId, t.requestKey)],
);
