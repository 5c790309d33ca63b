import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orderItems, orders } from "../../db/schema/order.js";

type Executor = Db | Tx;

/** A member's orders saved with the method bulkVbank and still waiting for their deposit, oldest first. */
export function findBulkWaitingOrders(db: Executor, userId: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, "bulkVbank"), eq(orders.status, "awaiting_deposit")))
    .orderBy(asc(orders.orderedAt), asc(orders.id))
    .limit(200);
}

/** The member's orders by code, locked until the transaction ends, in code order (no other member's order). */
export function lockMemberOrdersByCode(tx: Tx, userId: number, orderCodes: readonly string[]) {
  if (orderCodes.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.orderCode, [...orderCodes])))
    .orderBy(asc(orders.id))
    .for("update");
}

/** Orders by id, locked until the transaction ends, in id order (the lock order every bulk write uses). */
export function lockOrdersById(tx: Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id))
    .for("update");
}

/** The item names of the orders' lines, in line order: what titles them ("한우 등심 1++ 외 2건"). */
export function findLineNames(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ orderId: orderItems.orderId, itemName: orderItems.itemName })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}
