import {
  canChangeOrderStatus,
  GONE_LINE_STATUSES,
  type OrderStatus,
  orderStatusOfLines,
  STATUS_CHANGE_REFUSED_MESSAGE,
} from "@shop/core/order/order-status";
import type { Db, Tx } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  findOrderItems,
  lockOrderByCode,
  type OrderRow,
  updateOrder,
  updateOrderLineStatus,
} from "./checkout.repository.js";
import { findPurchaseLines, findReviewableLinePage, lockOrderLine } from "./order.repository.js";
import { updateLinesStatus, updateShipmentTracking } from "./order-admin.repository.js";

function refused(description: string) {
  return new ApiError(409, "STATUS_CHANGE_REFUSED", STATUS_CHANGE_REFUSED_MESSAGE, description);
}

/** Some boxes of an order moving on their own (issue 14: a seller's staff ship their own seller's lines). */
export interface BoxMove {
  shipmentIds: readonly number[];
  /** 배송중: the carrier's shop name and the number's digits, as checked by core checkTracking. */
  tracking?: { carrier: string; trackingNumber: string } | undefined;
}

/** What a move did: the order's status before and after, and each moved box's lines' status before. */
export interface StatusMoveResult {
  orderBefore: OrderStatus;
  orderAfter: OrderStatus;
  boxesBefore: Map<number, OrderStatus>;
}

/**
 * The one way an order's status is written by hand, inside the caller's transaction on the locked `order`: the dev
 * route moves the whole order (the order and its live lines, as the table allows the order's move), the back office
 * moves boxes (each line of the boxes as the table allows the line's move; the order follows as the least advanced
 * step of its lines, core orderStatusOfLines, and that step must be legal too). 409 with SPEC §8's message otherwise.
 */
export async function moveOrderStatus(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  boxes?: BoxMove,
): Promise<StatusMoveResult> {
  if (!boxes) {
    if (!canChangeOrderStatus(order.status, to)) throw refused(`${order.status} → ${to}`);
    await updateOrder(tx, order.id, { status: to, ...(to === "delivered" ? { deliveredAt: new Date() } : {}) });
    await updateOrderLineStatus(tx, order.id, to);
    return { orderBefore: order.status, orderAfter: to, boxesBefore: new Map() };
  }
  if (boxes.shipmentIds.length === 0) throw refused(`${order.orderCode}: no box to move`);
  const lines = await findOrderItems(tx, [order.id]);
  const boxesBefore = new Map<number, OrderStatus>();
  const moving = lines.filter(
    (line) =>
      line.shipmentId !== null &&
      boxes.shipmentIds.includes(line.shipmentId) &&
      !GONE_LINE_STATUSES.includes(line.status),
  );
  for (const shipmentId of boxes.shipmentIds) {
    const own = moving.filter((line) => line.shipmentId === shipmentId);
    const first = own[0];
    if (!first) throw refused(`box ${shipmentId} of ${order.orderCode} has no live line`);
    const stray = own.find((line) => !canChangeOrderStatus(line.status, to));
    if (stray) throw refused(`box ${shipmentId} line ${stray.id}: ${stray.status} → ${to}`);
    boxesBefore.set(shipmentId, first.status);
  }
  await updateLinesStatus(
    tx,
    order.id,
    moving.map((line) => line.id),
    to,
  );
  const movedIds = new Set(moving.map((line) => line.id));
  const orderAfter =
    orderStatusOfLines(lines.map((line) => (movedIds.has(line.id) ? to : line.status))) ?? order.status;
  if (orderAfter !== order.status) {
    if (!canChangeOrderStatus(order.status, orderAfter)) throw refused(`order ${order.status} → ${orderAfter}`);
    await updateOrder(tx, order.id, {
      status: orderAfter,
      ...(orderAfter === "delivered" ? { deliveredAt: new Date() } : {}),
    });
  }
  if (boxes.tracking) {
    for (const shipmentId of boxes.shipmentIds) await updateShipmentTracking(tx, shipmentId, boxes.tracking);
  }
  return { orderBefore: order.status, orderAfter, boxesBefore };
}

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
        await moveOrderStatus(tx, order, status);
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
