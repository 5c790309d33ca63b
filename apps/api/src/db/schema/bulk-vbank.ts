import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.js";
import { timestamptz } from "./columns.js";

/**
 * Bulk virtual accounts (일괄 가상계좌, docs/decisions/033): one NICEPAY virtual account a company buyer opens for
 * several of their orders saved with the method `bulkVbank`. Its `code` is the NICEPAY orderId of the account, its
 * `tid` the payment the window authorised. `opening` until the window's returnUrl post, `approving` while the approve
 * call is out, `ready` with the account until the deposit (`paid`), the buyer's remove (`removed`), the deadline
 * (`expired`) or a failed approval (`failed`). Only modules/bulk-vbank reads or writes these tables.
 */
export const bulkVbanks = pgTable(
  "bulk_vbanks",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sum of its orders' orderPayAmount, integer won: what the account takes. */
    amount: integer().notNull(),
    status: text({ enum: ["opening", "approving", "ready", "paid", "removed", "expired", "failed"] }).notNull(),
    tid: text(),
    bankName: text(),
    accountNumber: text(),
    holder: text(),
    dueAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    paidAt: timestamptz(),
    closedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex().on(t.code),
    uniqueIndex().on(t.tid),
    index().on(t.userId, t.createdAt),
    check("bulk_vbanks_amount", sql`${t.amount} > 0`),
  ],
);

/** The orders one bulk account pays; an order is in at most one live (opening, approving, ready or paid) account. */
export const bulkVbankOrders = pgTable(
  "bulk_vbank_orders",
  {
    id: serial().primaryKey(),
    bulkId: integer()
      .notNull()
      .references(() => bulkVbanks.id, { onDelete: "cascade" }),
    /** orders.id (the order module owns that table, so no foreign key). */
    orderId: integer().notNull(),
    orderCode: text().notNull(),
    amount: integer().notNull(),
    /** False once the account is removed, expired or failed: the order is free for another account. */
    live: boolean().notNull().default(true),
  },
  (t) => [index().on(t.bulkId), uniqueIndex("bulk_vbank_orders_one_live").on(t.orderId).where(sql`${t.live}`)],
);
