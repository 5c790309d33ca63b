import { randomBytes } from "node:crypto";
import type { OrderStatus } from "@shop/core/order/order-status";
import type { Db, Tx } from "../client.js";
import { orderItems, orders } from "../schema/order.js";

type Executor = Db | Tx;

/** What a purchase needs to say; everything else has a default (one piece, delivered, now). */
export interface PurchaseInput {
  userId: number;
  itemId: number;
  quantity?: number;
  unitPrice?: number;
  /** The order's and the line's status (reviews accept delivered and confirmed lines). */
  status?: OrderStatus;
  orderedAt?: Date;
  /** Unique; a random test code by default. */
  orderCode?: string;
  /** Paid then, for this much (what member grades are judged on); unpaid by default. */
  paidAt?: Date;
  orderPayAmount?: number;
}

/** An order code no other order is likely to have: T + 14 hex digits (the order work settles the real format). */
export function randomOrderCode(prefix = "T"): string {
  return `${prefix}${randomBytes(7).toString("hex").toUpperCase()}`;
}

/** The order and line rows of a purchase, ready to insert. */
export function buildPurchase(input: PurchaseInput) {
  const status = input.status ?? "delivered";
  return {
    order: {
      orderCode: input.orderCode ?? randomOrderCode(),
      userId: input.userId,
      status,
      orderedAt: input.orderedAt ?? new Date(),
      ...(input.paidAt ? { paidAt: input.paidAt } : {}),
      ...(input.orderPayAmount !== undefined ? { orderPayAmount: input.orderPayAmount } : {}),
    } satisfies typeof orders.$inferInsert,
    line: {
      itemId: input.itemId,
      quantity: input.quantity ?? 1,
      unitPrice: input.unitPrice ?? 0,
      status,
    } satisfies Omit<typeof orderItems.$inferInsert, "orderId">,
  };
}

/**
 * Inserts a one-line order of the member for the item (delivered unless told otherwise) straight into the tables:
 * for the demo seed's reviewed purchases and tests that need only the rows. A test of buying or reviewing places a
 * real order instead (src/test/orders.ts).
 */
export async function createPurchase(db: Executor, input: PurchaseInput) {
  const { order: orderValues, line } = buildPurchase(input);
  const [order] = await db.insert(orders).values(orderValues).returning();
  if (!order) throw new Error("insert into orders returned no row");
  const [orderItem] = await db
    .insert(orderItems)
    .values({ ...line, orderId: order.id })
    .returning();
  if (!orderItem) throw new Error("insert into order_items returned no row");
  return { order, orderItem };
}
