import { canChangeOrderStatus, type OrderStatus, STATUS_CHANGE_REFUSED_MESSAGE } from "@shop/core/order/order-status";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { lockOrderByCode, updateOrder, updateOrderLineStatus } from "./checkout.repository.js";
import { findPurchaseLines, findReviewableLinePage, lockOrderLine } from "./order.repository.js";

export interface OrderServiceDeps {
  db: Db;
}

/**
 * Orders and their lines. The order module is the only one that reads or writes the order tables; other modules
 * (reviews, later claims and my page) ask it. Checkout, payment and the order pages are the checkout, order-payment
 * and order-query services beside this one.
 */
export function createOrderService({ db }: OrderServiceDeps) {
  return {
    /**
     * Development only: moves an order (and its lines) one legal step along the core status table, e.g. paid →
     * preparing → shipping → delivered for review tests; SPEC §8's message for an illegal move.
     */
    async moveForDev(orderCode: string, status: OrderStatus) {
      return db.transaction(async (tx) => {
        const order = await lockOrderByCode(tx, orderCode);
        if (!order) throw new ApiError(404, "NOT_FOUND", "주문 내역을 찾을 수 없습니다.", `no order ${orderCode}`);
        if (!canChangeOrderStatus(order.status, status)) {
          throw new ApiError(
            409,
            "STATUS_CHANGE_REFUSED",
            STATUS_CHANGE_REFUSED_MESSAGE,
            `${order.status} → ${status}`,
          );
        }
        await updateOrder(tx, order.id, { status, ...(status === "delivered" ? { deliveredAt: new Date() } : {}) });
        await updateOrderLineStatus(tx, order.id, status);
        return { orderCode, status };
      });
    },

    /**
     * An order line and the member who ordered it, locked for the rest of the caller's transaction `tx` (the
     * review check: the line must stay the member's, delivered and unreviewed until the review is written).
     */
    lockLine(tx: Tx, orderItemId: number) {
      return lockOrderLine(tx, orderItemId);
    },

    /**
     * One page of the member's delivered or confirmed lines (the ones a review may be written for), newest order
     * first, without `reviewedLineIds`: the review module knows which lines it has reviews of, this one the lines.
     */
    listReviewableLines(
      memberId: number,
      reviewedLineIds: readonly number[],
      window: { offset: number; limit: number },
    ) {
      return findReviewableLinePage(db, memberId, reviewedLineIds, window);
    },

    /** The lines by id as they were ordered, with their order's number and time (what a written review recalls). */
    listPurchaseLines(orderItemIds: readonly number[]) {
      return findPurchaseLines(db, orderItemIds);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
