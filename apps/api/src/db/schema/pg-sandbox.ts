import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { GatewayPaymentStatus, PaymentMethod } from "../../providers/payment-gateway.provider.js";
import { timestamptz } from "./columns.js";

/**
 * The local NICEPAY sandbox's own records (modules/pg-sandbox, the only reader and writer): what a payment gateway
 * would hold, so the shop's adapter can be exercised end to end without NICEPAY. Nothing here is the shop's money;
 * the order module keeps that.
 */

/** `authenticated`: the window gave a tid, not yet approved; then NICEPAY's statuses. */
export type PgSandboxStatus = "authenticated" | GatewayPaymentStatus;

/** One transaction of the sandbox, from the window's authentication to its cancels. */
export const pgSandboxPayments = pgTable(
  "pg_sandbox_payments",
  {
    tid: text().primaryKey(),
    clientId: text().notNull(),
    orderId: text().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    /** Integer won, as authenticated in the window. */
    amount: integer().notNull(),
    /** What can still be cancelled. */
    balanceAmt: integer().notNull(),
    goodsName: text().notNull(),
    mallReserved: text(),
    buyerName: text(),
    buyerTel: text(),
    buyerEmail: text(),
    authToken: text().notNull(),
    status: text().$type<PgSandboxStatus>().notNull(),
    /** The card company the shopper picked (card, Naver Pay). */
    cardCode: text(),
    cardName: text(),
    /** The bank the shopper picked: the virtual account's (vbank) or the paying one (bank transfer). */
    bankCode: text(),
    bankName: text(),
    vbankHolder: text(),
    vbankValidHours: integer(),
    vbankNumber: text(),
    vbankExpiresAt: timestamptz(),
    authenticatedAt: timestamptz().notNull().defaultNow(),
    /** When the approve call took it (paid, or a virtual account issued): set once, never cleared. */
    approvedAt: timestamptz(),
    paidAt: timestamptz(),
    failedAt: timestamptz(),
    cancelledAt: timestamptz(),
  },
  (t) => [
    index().on(t.orderId),
    // One approved transaction per order id (결제된 orderId로 재호출 불가), also against two windows approved at once.
    uniqueIndex("pg_sandbox_payments_approved_order_id").on(t.orderId).where(sql`${t.approvedAt} is not null`),
    check("pg_sandbox_payments_amount", sql`${t.amount} > 0`),
    check("pg_sandbox_payments_balance", sql`${t.balanceAmt} between 0 and ${t.amount}`),
  ],
);

/** One cancel (whole or partial) of a sandbox payment, with the tid NICEPAY would issue for it. */
export const pgSandboxCancels = pgTable(
  "pg_sandbox_cancels",
  {
    cancelledTid: text().primaryKey(),
    tid: text()
      .notNull()
      .references(() => pgSandboxPayments.tid, { onDelete: "cascade" }),
    amount: integer().notNull(),
    reason: text().notNull(),
    cancelledAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.tid, t.cancelledAt), check("pg_sandbox_cancels_amount", sql`${t.amount} > 0`)],
);

export type PgSandboxWebhookStatus = "pending" | "delivered" | "failed";

/** A webhook the sandbox sent (or is still trying to send) to the shop, with the last answer it got. */
export const pgSandboxWebhooks = pgTable(
  "pg_sandbox_webhooks",
  {
    id: serial().primaryKey(),
    tid: text().notNull(),
    url: text().notNull(),
    /** The JSON body exactly as posted. */
    body: text().notNull(),
    status: text().$type<PgSandboxWebhookStatus>().notNull(),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    /** The start of the last answer's body (`OK` when delivered) or the network error. */
    lastAnswer: text(),
    createdAt: timestamptz().notNull().defaultNow(),
    deliveredAt: timestamptz(),
  },
  (t) => [index().on(t.tid, t.id)],
);
