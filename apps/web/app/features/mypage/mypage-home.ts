import type { OrderStatus } from "@shop/core/order/order-status";
import { ORDER_STATUS_LABELS } from "@shop/core/order/order-status";

// The my-page home's order steps: where the member's orders of the last 3 months stand, in the order an order moves.

/** The steps shown, from the deposit awaited to the goods delivered (결제대기, 구매확정 and 주문취소 are left out). */
export const ORDER_STEP_STATUSES = ["awaiting_deposit", "paid", "preparing", "shipping", "delivered"] as const;

/** The period the home counts and lists orders over (GET /api/order's own default, and /mypage/order's). */
export const RECENT_ORDER_MONTHS = 3;
/** How many of the latest orders the home lists. */
export const RECENT_ORDER_COUNT = 3;

export interface OrderStep {
  status: OrderStatus;
  label: string;
  count: number;
  /** /mypage/order filtered to the status (its default period is the same 3 months). */
  href: string;
}

/** Each step with its count from GET /api/order's statusCounts (0 when the API has none). */
export function orderSteps(statusCounts: Readonly<Record<string, number>>): OrderStep[] {
  return ORDER_STEP_STATUSES.map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    count: statusCounts[status] ?? 0,
    href: `/mypage/order?status=${status}`,
  }));
}
