import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
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
