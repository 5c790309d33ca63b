import { canChangeOrderStatus, type OrderStatus } from "@shop/core/order/order-status";
import type { Tx } from "../../db/client.js";
import type { StockService } from "../catalog/stock.service.js";
import {
  claimStockRelease,
  findOrderItems,
  type OrderItemRow,
  type OrderRow,
  updateOrder,
  updateOrderLineStatus,
} from "./checkout.repository.js";

/** What the order module needs of the coupon module to give an order's coupons back. */
export interface OrderCouponReturns {
  releaseForOrder(tx: Tx, orderId: number): Promise<unknown>;
}

/** What the order module needs of the point module to give an order's points back. */
export interface OrderPointReturns {
  restoreForOrder(tx: Tx, orderId: number): Promise<unknown>;
}

export interface OrderReleaseDeps {
  stock: StockService;
  coupons: OrderCouponReturns;
  points: OrderPointReturns;
}

/** Order lines as stock lines (a line without an option holds no stock). */
export function stockLinesOfRows(lines: readonly Pick<OrderItemRow, "itemId" | "optionId" | "quantity">[]) {
  return lines.flatMap((line) =>
    line.optionId === null ? [] : [{ itemId: line.itemId, optionId: line.optionId, quantity: line.quantity }],
  );
}

/** The pieces, coupons and points an order holds, as stock lines. */
export async function stockLinesOf(tx: Tx, orderId: number) {
  return stockLinesOfRows(await findOrderItems(tx, [orderId]));
}

/**
 * Cancels an unpaid or unshipped order inside the caller's transaction (its row locked by the caller): the status
 * moves by the core table, and the stock, coupons and points it still held go back exactly once (claimStockRelease);
 * what a partial cancel already gave back is not given twice.
 * Answers false when the order cannot be cancelled from where it is (already cancelled, shipped …).
 */
export async function cancelOrderInTx(
  tx: Tx,
  { stock, coupons, points }: OrderReleaseDeps,
  order: OrderRow,
  reason: string,
  now: Date,
): Promise<boolean> {
  if (!canChangeOrderStatus(order.status, "cancelled")) return false;
  const status: OrderStatus = "cancelled";
  await updateOrder(tx, order.id, { status, cancelledAt: now, cancelReason: reason });
  // The lines still live: a partial cancel already gave back the stock of the lines it took.
  const live = await updateOrderLineStatus(tx, order.id, status);
  if (await claimStockRelease(tx, order.id, now)) {
    await stock.giveBack(tx, stockLinesOfRows(live));
    await coupons.releaseForOrder(tx, order.id);
    await points.restoreForOrder(tx, order.id);
  }
  return true;
}
