import { and, count, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { orderClaims, orderItems, orderShipments, orders } from "../../db/schema/order.js";

type Executor = Db | Tx;
export type OrderClaimRow = typeof orderClaims.$inferSelect;

/** Records a cancel before the gateway is asked; undefined when the order already has one in progress. */
export async function insertClaim(tx: Tx, values: typeof orderClaims.$inferInsert): Promise<OrderClaimRow | undefined> {
  const [row] = await tx.insert(orderClaims).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateClaim(db: Executor, claimId: number, patch: Partial<typeof orderClaims.$inferInsert>) {
  const [row] = await db.update(orderClaims).set(patch).where(eq(orderClaims.id, claimId)).returning();
  return row;
}

export async function findClaim(db: Executor, claimId: number): Promise<OrderClaimRow | undefined> {
  const [row] = await db.select().from(orderClaims).where(eq(orderClaims.id, claimId));
  return row;
}

/** An order by id, unlocked (the sweep reads which payment a stuck claim asked). */
export async function findOrderById(db: Executor, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order's cancel in progress, if any. */
export async function findOpenClaim(db: Executor, orderId: number): Promise<OrderClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(orderClaims)
    .where(and(eq(orderClaims.orderId, orderId), eq(orderClaims.status, "requested")));
  return row;
}

/**
 * Cancels still `requested` since before `cutoff` (their answer never came), oldest first. A return or exchange waits
 * in `requested` for the shop (decision 030): it is not stuck.
 */
export function findStuckClaims(db: Executor, cutoff: Date, limit: number): Promise<OrderClaimRow[]> {
  return db
    .select()
    .from(orderClaims)
    .where(
      and(eq(orderClaims.kind, "cancel"), eq(orderClaims.status, "requested"), lt(orderClaims.requestedAt, cutoff)),
    )
    .orderBy(orderClaims.requestedAt)
    .limit(limit);
}

/**
 * The refunds of these orders still out at the gateway: cancels `requested`, returns `refunding`. Orders sharing one
 * gateway transaction (a 일괄 가상계좌's) refund one at a time, so each claim's balance-before stays true.
 */
export function findRefundsInFlight(db: Executor, orderIds: readonly number[]): Promise<OrderClaimRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderClaims)
    .where(
      and(
        inArray(orderClaims.orderId, [...orderIds]),
        or(
          and(eq(orderClaims.kind, "cancel"), eq(orderClaims.status, "requested")),
          eq(orderClaims.status, "refunding"),
        ),
      ),
    );
}

/** What completed cancels and returns refunded of each of these orders, integer won (an order with none is absent). */
export async function sumCompletedRefunds(db: Executor, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderClaims.orderId, refunded: sql<number>`sum(${orderClaims.refundAmount})::int` })
    .from(orderClaims)
    .where(and(inArray(orderClaims.orderId, [...orderIds]), eq(orderClaims.status, "completed")))
    .groupBy(orderClaims.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.refunded)]));
}

/** The orders' claims, oldest first. */
export function findClaimsOfOrders(db: Executor, orderIds: readonly number[]): Promise<OrderClaimRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderClaims)
    .where(inArray(orderClaims.orderId, [...orderIds]))
    .orderBy(orderClaims.id);
}

/** A member's claims that went through or are in progress, newest first, with their orders' codes and dates. */
export async function findMemberClaimPage(db: Executor, userId: number, window: { offset: number; limit: number }) {
  const mine = and(eq(orders.userId, userId), sql`${orderClaims.status} <> 'failed'`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ claim: orderClaims, orderCode: orders.orderCode, orderedAt: orders.orderedAt })
      .from(orderClaims)
      .innerJoin(orders, eq(orders.id, orderClaims.orderId))
      .where(mine)
      .orderBy(desc(orderClaims.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(orderClaims).innerJoin(orders, eq(orders.id, orderClaims.orderId)).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Sets some lines of an order to cancelled; answers the lines as updated. */
export function cancelOrderLines(tx: Tx, orderId: number, orderItemIds: readonly number[]) {
  return tx
    .update(orderItems)
    .set({ status: "cancelled" })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...orderItemIds])))
    .returning();
}

/** Adds to what partial cancels kept back of a box's shipping. */
export async function addShippingDeduction(tx: Tx, shipmentId: number, amount: number) {
  await tx
    .update(orderShipments)
    .set({ shippingDeducted: sql`${orderShipments.shippingDeducted} + ${amount}` })
    .where(eq(orderShipments.id, shipmentId));
}

/**
 * What a member paid for orders paid in [from, to] that were not cancelled, less what cancels refunded of them: the
 * amount a member grade is judged on.
 */
export async function sumMemberPaid(db: Executor, userId: number, from: Date, to: Date): Promise<number> {
  const refunded = sql`coalesce((select sum(${orderClaims.refundAmount}) from ${orderClaims}
    where ${orderClaims.orderId} = ${orders.id} and ${orderClaims.status} = 'completed'), 0)`;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orders.orderPayAmount} - ${refunded}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`${orders.paidAt} between ${from} and ${to}`,
        sql`${orders.status} <> 'cancelled'`,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * sumMemberPaid for every member with a paid order in [from, to], as user id → amount (the members of a grade, for a
 * coupon issued to one).
 */
export async function sumPaidByMember(db: Executor, from: Date, to: Date): Promise<Map<number, number>> {
  const refunded = sql`coalesce((select sum(${orderClaims.refundAmount}) from ${orderClaims}
    where ${orderClaims.orderId} = ${orders.id} and ${orderClaims.status} = 'completed'), 0)`;
  const rows = await db
    .select({
      userId: orders.userId,
      total: sql<number>`coalesce(sum(${orders.orderPayAmount} - ${refunded}), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        sql`${orders.userId} is not null`,
        sql`${orders.paidAt} between ${from} and ${to}`,
        sql`${orders.status} <> 'cancelled'`,
      ),
    )
    .groupBy(orders.userId);
  return new Map(rows.flatMap((row) => (row.userId === null ? [] : [[row.userId, Number(row.total)] as const])));
}

/** The member's paid orders (cancelled ones included): the back office's member detail (issue 14). */
export async function countMemberPaidOrders(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.paidAt} is not null`));
  return row?.n ?? 0;
}

/** Orders delivered before `cutoff` and not yet confirmed, oldest first. */
export function findOrdersToConfirm(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({ id: orders.id, orderCode: orders.orderCode })
    .from(orders)
    .where(and(eq(orders.status, "delivered"), lt(orders.deliveredAt, cutoff)))
    .orderBy(orders.deliveredAt)
    .limit(limit);
}
