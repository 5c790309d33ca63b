import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.js";
import { orders } from "./order.js";

/**
 * An order's cash receipt (현금영수증, docs/decisions/032), issued through the gateway's receipt API once the order is
 * paid in cash (virtual account, bank transfer) and cancelled, whole or in part, as it is refunded. One per order:
 * the row is claimed before the gateway is asked (`requested`), so two passes never issue two receipts; its own
 * order id at the gateway is used once there too.
 */
export const orderCashReceipts = pgTable("order_cash_receipts", {
  id: serial().primaryKey(),
  orderId: integer()
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** The receipt's order id at the gateway: the order code with `R` (the payment's own id is used up there). */
  receiptOrderId: text().notNull().unique(),
  /** individual = 소득공제용 (a phone number), company = 지출증빙용 (a business number). */
  receiptType: text({ enum: ["individual", "company"] }).notNull(),
  /** The number it was issued to, all but its last 4 digits masked. */
  maskedReceiptNo: text().notNull(),
  /** What was issued, split as the gateway needs it. */
  amount: integer().notNull(),
  supplyAmount: integer().notNull(),
  vatAmount: integer().notNull(),
  taxFreeAmount: integer().notNull(),
  /** What the cancels took off, split the same way. */
  cancelledAmount: integer().notNull().default(0),
  cancelledSupplyAmount: integer().notNull().default(0),
  cancelledVatAmount: integer().notNull().default(0),
  cancelledTaxFreeAmount: integer().notNull().default(0),
  /**
   * requested (claimed, the gateway not yet answered), issued, partialCancelled, cancelled, cancelling (a cancel asked,
   * its answer not yet in), failed (the gateway refused, or an issue whose answer was lost could not be settled;
   * `resultMessage` says why), cancelFailed (a cancel whose answer was lost could not be settled).
   */
  status: text({
    enum: ["requested", "issued", "partialCancelled", "cancelled", "cancelling", "failed", "cancelFailed"],
  }).notNull(),
  tid: text(),
  /** The tax office's number (국세청 승인번호) of the issue. */
  approveNo: text(),
  resultMessage: text().notNull().default(""),
  /** When the receipt was first asked of the gateway (its 주문일자 for a lookup by order id). */
  requestedAt: timestamptz().notNull().defaultNow(),
  /**
   * The sweep's tries at settling a `requested` or `cancelling` row whose answer was lost (a lookup, then the call
   * again when the gateway has no trace of it); back to 0 once settled.
   */
  attempts: integer().notNull().default(0),
  /** The cancel under way while `cancelling`: its amount and split (none for a whole cancel) and the status before. */
  pendingCancel: jsonb().$type<{
    amount: number;
    supplyAmt: number;
    goodsVat: number;
    taxFreeAmt: number;
    whole: boolean;
    from: "issued" | "partialCancelled";
  }>(),
  issuedAt: timestamptz(),
  cancelledAt: timestamptz(),
  updatedAt: timestamptz().notNull().defaultNow(),
});
