import { and, count, desc, eq, gte, inArray, isNull, lt, lte, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import {
  idempotencyKeys,
  orderItems,
  orderShipments,
  orders,
  payments,
  paymentWebhooks,
} from "../../db/schema/order.js";

type Executor = Db | Tx;

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ShipmentRow = typeof orderShipments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Inserts the order unless its order code is taken already; undefined then (the caller draws another code). */
export async function insertOrderUnlessCodeTaken(tx: Tx, values: OrderInsert): Promise<OrderRow | undefined> {
  const [row] = await tx.insert(orders).values(values).onConflictDoNothing({ target: orders.orderCode }).returning();
  return row;
}

export async function insertShipment(tx: Tx, values: typeof orderShipments.$inferInsert): Promise<ShipmentRow> {
  const [row] = await tx.insert(orderShipments).values(values).returning();
  if (!row) throw new Error("insert into order_shipments returned no row");
  return row;
}

export async function insertOrderItems(tx: Tx, values: (typeof orderItems.$inferInsert)[]) {
  return values.length === 0 ? [] : tx.insert(orderItems).values(values).returning();
}

export async function findOrderByCode(db: Executor, orderCode: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderCode, orderCode));
  return row;
}

/** The order, locked until the transaction ends: payment, webhook, sweep and cancel of one order queue here. */
export async function lockOrderByCode(tx: Tx, orderCode: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderCode, orderCode)).for("update");
  return row;
}

export async function lockOrderById(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

export async function updateOrder(tx: Tx, orderId: number, patch: Partial<OrderInsert>) {
  await tx.update(orders).set(patch).where(eq(orders.id, orderId));
}

/**
 * Sets an order's lines to `status` (they move with the order; a line a partial cancel took stays cancelled); answers
 * the lines as updated, in id order.
 */
export async function updateOrderLineStatus(
  tx: Tx,
  orderId: number,
  status: OrderItemRow["status"],
): Promise<OrderItemRow[]> {
  const rows = await tx
    .update(orderItems)
    .set({ status })
    // A line cancelled or returned has left the order: later moves of the order leave it as it is.
    .where(and(eq(orderItems.orderId, orderId), notInArray(orderItems.status, ["cancelled", "returned"])))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Marks the order's stock as given back and answers true only for the caller that did it: the stock goes back once
 * however many of a late webhook, the sweep and a cancel race for it.
 */
export async function claimStockRelease(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ stockReleasedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export function findOrderItems(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(orderItems.id);
}

export function findShipments(db: Executor, orderId: number) {
  return db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(orderShipments.id);
}

/** Claims a tid for approval; undefined when that tid (or another live payment of the order) is already there. */
export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPaymentByTid(db: Executor, tid: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.tid, tid));
  return row;
}

export async function findLatestPayment(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function updatePayment(tx: Tx, paymentId: number, patch: Partial<typeof payments.$inferInsert>) {
  await tx
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** Records a believed webhook; false when the same notice (tid, status, ediDate) was already taken. */
export async function insertWebhook(tx: Tx, values: typeof paymentWebhooks.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhooks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentWebhooks.id });
  return rows.length > 0;
}

/**
 * Unpaid orders within their deadline whose approval went out before `approvedBefore` and never settled (a payment
 * row still `approving`): the sweep asks the gateway for them. Read from the open orders' partial index.
 */
export function findOrdersApproving(db: Executor, now: Date, approvedBefore: Date, limit: number) {
  return db
    .select({
      id: orders.id,
      orderCode: orders.orderCode,
      orderedAt: orders.orderedAt,
      orderPayAmount: orders.orderPayAmount,
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        isNull(orders.stockReleasedAt),
        isNull(orders.paidAt),
        eq(orders.status, "payment_pending"),
        gte(orders.payDeadline, now),
        eq(payments.status, "approving"),
        lt(payments.createdAt, approvedBefore),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** Orders still waiting for their payment after their deadline: the sweep cancels them and gives the stock back. */
export function findOverdueOrders(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: orders.id, orderCode: orders.orderCode })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["payment_pending", "awaiting_deposit"]),
        isNull(orders.stockReleasedAt),
        lt(orders.payDeadline, now),
      ),
    )
    .orderBy(orders.payDeadline)
    .limit(limit);
}

export interface OrderListFilter {
  userId: number;
  from: Date;
  to: Date;
  status?: OrderRow["status"] | undefined;
}

function listConditions({ userId, from, to }: OrderListFilter) {
  // An order still at the payment window is not the shopper's order yet: my page lists it once paid or issued.
  return and(
    eq(orders.userId, userId),
    gte(orders.orderedAt, from),
    lte(orders.orderedAt, to),
    sql`${orders.status} <> 'payment_pending'`,
  );
}

export function findOrderPage(db: Executor, filter: OrderListFilter, window: { offset: number; limit: number }) {
  const where = filter.status ? and(listConditions(filter), eq(orders.status, filter.status)) : listConditions(filter);
  return db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countOrdersByStatus(db: Executor, filter: OrderListFilter) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(listConditions(filter))
    .groupBy(orders.status);
}

// Idempotency-Key (docs/decisions/017): the first request's answer is kept per scope, owner and key.

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Takes the key for this request; undefined when it is already taken (by an earlier or a running request). */
export async function claimIdempotencyKey(
  db: Executor,
  values: { scope: string; owner: string; key: string; requestHash: string },
): Promise<IdempotencyRow | undefined> {
  const [row] = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findIdempotencyKey(db: Executor, scope: string, owner: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key)));
  return row;
}

export async function completeIdempotencyKey(db: Executor, id: number, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees a key whose request was refused, so the shopper can fix the order and try again with it. */
export async function releaseIdempotencyKey(db: Executor, id: number) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

export async function deleteIdempotencyKeysBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
