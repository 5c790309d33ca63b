import { index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";

/**
 * The local NICEPAY sandbox's billing keys (빌키, manual api/payment-subscribe.md), modules/pg-sandbox the only reader
 * and writer. What a gateway holds for a registered card; the sandbox keeps only the card's company and a masked
 * number (it needs nothing more to answer), never the number, its password or the holder's birth date. Payments taken
 * on a key are ordinary rows of pg_sandbox_payments, so the cancel API cancels them like any card payment.
 */
export const pgSandboxBillingKeys = pgTable(
  "pg_sandbox_billing_keys",
  {
    bid: text().primaryKey(),
    clientId: text().notNull(),
    /** The 빌키발급 call's orderId and tid. */
    orderId: text().notNull(),
    tid: text().notNull(),
    cardCode: text().notNull(),
    cardName: text().notNull(),
    /** First 6 and last 4 digits, the rest masked: `536112******1234`. */
    maskedCardNo: text().notNull(),
    /** `active`, or `expired` once 빌키삭제 removed it (it can pay no more). */
    status: text({ enum: ["active", "expired"] }).notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiredAt: timestamptz(),
  },
  (t) => [index().on(t.orderId)],
);
