import { REVIEWABLE_LINE_STATUSES } from "@shop/core/order/order-status";
import { and, count, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orderItems, orders } from "../../db/schema/order.js";

/**
 * The order line with the member who ordered it, locked until the transaction ends: two writers of one line (two
 * review uploads, later a claim and a review) queue here, and the second sees what the first wrote.
 */
export async function lockOrderLine(tx: Tx, orderItemId: number) {
  const [row] = await tx
    .select({ id: orderItems.id, itemId: orderItems.itemId, status: orderItems.status, userId: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
    .for("update", { of: orderItems });
  return row;
}

/** What a review list shows of a purchase: the line as it was ordered and its order's number and time. */
const purchaseColumns = {
  orderItemId: orderItems.id,
  itemId: orderItems.itemId,
  itemUserCode: orderItems.itemUserCode,
  itemName: orderItems.itemName,
  optionName: orderItems.optionName,
  imageSrc: orderItems.imageSrc,
  quantity: orderItems.quantity,
  status: orderItems.status,
  orderCode: orders.orderCode,
  orderedAt: orders.orderedAt,
};

/**
 * One page of the member's delivered or confirmed lines, newest order first, leaving out `exceptIds` (the lines the
 * caller knows are reviewed), with the total.
 */
export async function findReviewableLinePage(
  db: Db,
  userId: number,
  exceptIds: readonly number[],
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(orders.userId, userId),
    inArray(orderItems.status, [...REVIEWABLE_LINE_STATUSES]),
    exceptIds.length > 0 ? notInArray(orderItems.id, [...exceptIds]) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(purchaseColumns)
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .orderBy(desc(orders.orderedAt), desc(orderItems.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The lines by id with their order's number and time (unknown ids left out). */
export function findPurchaseLines(db: Db, orderItemIds: readonly number[]) {
  if (orderItemIds.length === 0) return Promise.resolve([]);
  return db
    .select(purchaseColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.id, [...orderItemIds]));
}
