import { PURCHASED_STATUSES } from "@shop/core/order/purchase-history";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orderItems, orderShipments, orders } from "../../db/schema/order.js";

type Executor = Db | Tx;

const purchasedOrder = inArray(orders.status, [...PURCHASED_STATUSES]);
const purchasedLine = inArray(orderItems.status, [...PURCHASED_STATUSES]);

/**
 * The member's most recent purchase of each item and option (one row per item and option, its latest line), newest
 * first: bought means a paid order and a line neither cancelled nor waiting for payment.
 */
export function findRecentPurchasedLines(db: Executor, userId: number, limit: number) {
  const latest = db
    .selectDistinctOn([orderItems.itemId, orderItems.optionId], {
      orderItemId: orderItems.id,
      itemId: orderItems.itemId,
      optionId: orderItems.optionId,
      itemUserCode: orderItems.itemUserCode,
      itemName: orderItems.itemName,
      optionName: orderItems.optionName,
      imageSrc: orderItems.imageSrc,
      quantity: orderItems.quantity,
      orderCode: orders.orderCode,
      orderedAt: orders.orderedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), purchasedOrder, purchasedLine))
    .orderBy(orderItems.itemId, orderItems.optionId, desc(orders.orderedAt), desc(orderItems.id))
    .as("latest");
  return db.select().from(latest).orderBy(desc(latest.orderedAt), desc(latest.orderItemId)).limit(limit);
}

/** When an order counts in the ledger: the moment it was paid (its order time for orders made before paidAt was kept). */
const paidMoment = sql<Date>`coalesce(${orders.paidAt}, ${orders.orderedAt})`;

/** The member's paid orders whose payment falls in [start, end), in payment order. */
export function findPurchasedOrders(db: Executor, userId: number, start: Date, end: Date) {
  return db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      paidAt: orders.paidAt,
      orderedAt: orders.orderedAt,
      pointsUsed: orders.pointsUsed,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), purchasedOrder, gte(paidMoment, start), lt(paidMoment, end)))
    .orderBy(paidMoment, orders.id);
}

/** Every line of the orders (whatever their status: a cancelled line's point share still counts), in id order. */
export function findLinesOfOrders(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.id);
}

/** The boxes of the orders, in id order. */
export function findShipmentsOfOrders(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, [...orderIds]))
    .orderBy(orderShipments.id);
}
