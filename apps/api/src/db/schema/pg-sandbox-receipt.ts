import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";

/**
 * The local NICEPAY sandbox's cash receipts (현금영수증, manual api/payment-receipt.md), modules/pg-sandbox the only
 * reader and writer: what NICEPAY would have sent on to the tax office. A receipt's order id is used once (the
 * unique index is the check), so a repeated 발급 is refused, never a second receipt.
 */
export const pgSandboxReceipts = pgTable("pg_sandbox_receipts", {
  tid: text().primaryKey(),
  clientId: text().notNull(),
  orderId: text().notNull().unique(),
  receiptType: text({ enum: ["individual", "company"] }).notNull(),
  /** The phone or business number, all but its last 4 digits masked. */
  maskedReceiptNo: text().notNull(),
  goodsName: text().notNull(),
  amount: integer().notNull(),
  supplyAmt: integer().notNull(),
  goodsVat: integer().notNull(),
  taxFreeAmt: integer().notNull(),
  /** What is left after the cancels. */
  balanceAmt: integer().notNull(),
  /** The tax office's number (국세청 승인번호) of the issue. */
  approveNo: text().notNull(),
  status: text({ enum: ["issued", "partialCancelled", "cancelled"] }).notNull(),
  /** Oldest first: each cancel's tid, amount, split and approval number. */
  cancels: jsonb()
    .$type<{ tid: string; amount: number; approveNo: string; cancelledAt: string }[]>()
    .notNull()
    .default([]),
  approvedAt: timestamptz().notNull(),
  cancelledAt: timestamptz(),
});
