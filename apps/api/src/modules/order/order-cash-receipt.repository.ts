import { CASH_PAYMENT_METHODS } from "@shop/core/checkout/order-amounts";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orders } from "../../db/schema/order.js";
import { orderCashReceipts } from "../../db/schema/order-cash-receipt.js";

type Executor = Db | Tx;
export type CashReceiptRow = typeof orderCashReceipts.$inferSelect;

export async function findCashReceipt(db: Executor, orderId: number): Promise<CashReceiptRow | undefined> {
  const [row] = await db.select().from(orderCashReceipts).where(eq(orderCashReceipts.orderId, orderId));
  return row;
}

/** Claims the order's receipt; undefined when it already has one (the unique order id is the check). */
export async function insertCashReceipt(tx: Tx, values: typeof orderCashReceipts.$inferInsert) {
  const [row] = await tx.insert(orderCashReceipts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCashReceipt(
  db: Executor,
  id: number,
  values: Partial<typeof orderCashReceipts.$inferInsert>,
): Promise<void> {
  await db
    .update(orderCashReceipts)
    .set({ updatedAt: new Date(), ...values })
    .where(eq(orderCashReceipts.id, id));
}

/**
 * Orders whose receipt may be behind: paid in cash since `since` with a receipt asked for and none claimed yet,
 * orders cancelled whole whose receipt still stands, and receipts left `requested` or `cancelling` (their answer lost)
 * since before `staleBefore`. Oldest first, at most `limit`.
 */
export function findReceiptsDue(db: Executor, since: Date, limit: number, staleBefore: Date) {
  return db
    .select({ orderId: orders.id })
    .from(orders)
    .leftJoin(orderCashReceipts, eq(orderCashReceipts.orderId, orders.id))
    .where(
      and(
        inArray(orders.paymentMethod, [...CASH_PAYMENT_METHODS] as (typeof orders.paymentMethod._.data)[]),
        ne(orders.cashReceiptType, "none"),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, since),
        or(
          isNull(orderCashReceipts.id),
          and(eq(orders.status, "cancelled"), inArray(orderCashReceipts.status, ["issued", "partialCancelled"])),
          and(
            inArray(orderCashReceipts.status, ["requested", "cancelling"]),
            lt(orderCashReceipts.updatedAt, staleBefore),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(limit);
}
