import type { OrderStatus } from "@shop/core/order/order-status";
import { and, count, countDistinct, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { type OrderPaymentMethod, orderItems, orderShipments, orders } from "../../db/schema/order.js";

type Executor = Db | Tx;

/** The back office's order filters, as the service resolved them (Korea days to instants, the seller's scope). */
export interface AdminOrderFilter {
  from?: Date | undefined;
  /** Exclusive: the start of the day after the last one asked for. */
  until?: Date | undefined;
  status?: OrderStatus | undefined;
  /** Orders with a box of this seller (a seller's staff: always their own). */
  sellerId?: number | undefined;
  /** A seller's staff: statuses are their boxes' lines', not the order's (another seller's box may be elsewhere). */
  lineScoped: boolean;
  paymentMethod?: OrderPaymentMethod | undefined;
  deliveryType?: number | undefined;
  keyword?: string | undefined;
}

/** Everything but the status: the list's conditions, and the counts' (the tabs count every status). */
function baseConditions(filter: AdminOrderFilter): SQL[] {
  // An order still at the payment window was never placed: neither my page nor the back office lists it.
  const conditions: SQL[] = [sql`${orders.status} <> 'payment_pending'`];
  if (filter.from) conditions.push(gte(orders.orderedAt, filter.from));
  if (filter.until) conditions.push(lt(orders.orderedAt, filter.until));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethod, filter.paymentMethod));
  if (filter.keyword) {
    const digits = filter.keyword.replace(/[\s-]/g, "");
    const matches = [eq(orders.orderCode, filter.keyword), eq(orders.ordererName, filter.keyword)];
    if (/^\d{9,11}$/.test(digits)) matches.push(eq(orders.ordererPhone, digits));
    const keyword = or(...matches);
    if (keyword) conditions.push(keyword);
  }
  if (filter.sellerId !== undefined || filter.deliveryType !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${orderShipments} where ${orderShipments.orderId} = ${orders.id}${
        filter.sellerId !== undefined ? sql` and ${orderShipments.sellerId} = ${filter.sellerId}` : sql``
      }${filter.deliveryType !== undefined ? sql` and ${orderShipments.deliveryType} = ${filter.deliveryType}` : sql``})`,
    );
  }
  return conditions;
}

function statusCondition(filter: AdminOrderFilter): SQL | undefined {
  if (!filter.status) return undefined;
  if (!filter.lineScoped || filter.sellerId === undefined) return eq(orders.status, filter.status);
  return sql`exists (select 1 from ${orderItems} join ${orderShipments} on ${orderShipments.id} = ${orderItems.shipmentId}
    where ${orderItems.orderId} = ${orders.id} and ${orderShipments.sellerId} = ${filter.sellerId}
    and ${orderItems.status} = ${filter.status})`;
}

/** One page of orders for the filters, newest first, and how many there are in all. */
export async function findAdminOrderPage(
  db: Executor,
  filter: AdminOrderFilter,
  window: { offset: number; limit: number },
) {
  const where = and(...baseConditions(filter), statusCondition(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.orderedAt), desc(orders.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Orders per status for the filters without the status. A seller's staff count by their boxes' line statuses (an
 * order whose lines of theirs are in two statuses counts under both).
 */
export async function countAdminOrdersByStatus(db: Executor, filter: AdminOrderFilter) {
  const where = and(...baseConditions(filter));
  if (!filter.lineScoped || filter.sellerId === undefined) {
    return db.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status);
  }
  return db
    .select({ status: orderItems.status, n: countDistinct(orders.id) })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(orderShipments, eq(orderShipments.id, orderItems.shipmentId))
    .where(and(where, eq(orderShipments.sellerId, filter.sellerId)))
    .groupBy(orderItems.status);
}

export function findShipmentsOfOrders(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, [...orderIds]))
    .orderBy(orderShipments.id);
}

/** Sets the given lines of an order to `status` (a box moving on its own); answers the lines as updated. */
export async function updateLinesStatus(tx: Tx, orderId: number, lineIds: readonly number[], status: OrderStatus) {
  if (lineIds.length === 0) return [];
  return tx
    .update(orderItems)
    .set({ status })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...lineIds])))
    .returning();
}

/** A box's carrier and tracking number, as it ships. */
export async function updateShipmentTracking(
  tx: Tx,
  shipmentId: number,
  tracking: { carrier: string; trackingNumber: string },
) {
  await tx.update(orderShipments).set(tracking).where(eq(orderShipments.id, shipmentId));
}
