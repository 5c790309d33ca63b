import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";

/**
 * Points (적립금) as an append-only ledger: a balance is the sum of a member's rows; nothing is updated or deleted.
 * An order uses points once and gets them back once, earns once and loses that once (the unique index). Only the point module writes it.
 */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Won; negative when points are used or expire. */
    amount: integer().notNull(),
    /** The entry kinds of packages/core/src/checkout/points.ts. */
    kind: text({ enum: ["earn", "use", "use_cancel", "earn_cancel", "expire", "adjust"] }).notNull(),
    /** What the shopper reads in the point history (회원가입 축하 적립금, 주문 사용 …). */
    reason: text().notNull(),
    /** The order it was used for or earned by (orders.id; the order module owns that table). */
    orderId: integer(),
    /** The order claim (order_claims.id) a partial cancel's restore belongs to: one restore per claim. */
    claimId: integer(),
    createdAt: timestamptz().notNull().defaultNow(),
    /**
     * When an earn expires (core pointExpiresAt: Korea midnight ending the day 12 months on; docs/decisions/035),
     * written at insert; null on the other kinds (a use_cancel gives back to the lots its use took).
     */
    expiresAt: timestamptz(),
    /**
     * An operator's adjustment (kind adjust): the request's Idempotency-Key, unique per member, so a retried request
     * writes one entry (issue 14). Null on every other entry.
     */
    requestKey: text(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index("point_ledger_expires_at").on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    uniqueIndex("point_ledger_once_per_order")
      .on(t.orderId, t.kind, sql`coalesce(${t.claimId}, 0)`)
      .where(sql`${t.orderId} is not null and ${t.kind} in ('use', 'use_cancel', 'earn', 'earn_cancel')`),
    uniqueIndex("point_ledger_request_key").on(t.userId, t.requestKey).where(sql`${t.requestKey} is not null`),
    check("point_ledger_amount", sql`${t.amount} <> 0`),
  ],
);
