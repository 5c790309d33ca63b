// The life of an order and of each of its lines, from the order being placed to the purchase being confirmed.
// One table says which moves are legal; the order work (checkout, payment webhooks, shipping, claims) asks it
// before every status write, so no code path can invent a move of its own.

/** Every status an order or an order line can hold, in the order a shopper meets them. */
export const ORDER_STATUSES = [
  "payment_pending",
  "awaiting_deposit",
  "paid",
  "preparing",
  "shipping",
  "delivered",
  "confirmed",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What my page and the order pages call each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  payment_pending: "결제대기",
  awaiting_deposit: "입금대기",
  paid: "결제완료",
  preparing: "상품준비중",
  shipping: "배송중",
  delivered: "배송완료",
  confirmed: "구매확정",
  cancelled: "주문취소",
};

/**
 * The legal moves. An order placed at `buy` waits for the payment window (결제대기): approved it is paid, a virtual
 * account issued it waits for the deposit, declined, abandoned or timed out it is cancelled. A virtual-account order waits for its deposit (or expires: cancelled); a paid order can be
 * cancelled at once until it ships; a delivered line is confirmed by the shopper or automatically. Returns and
 * exchanges after delivery are claims with statuses of their own (added with the claim work).
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  payment_pending: ["paid", "awaiting_deposit", "cancelled"],
  awaiting_deposit: ["paid", "cancelled"],
  paid: ["preparing", "cancelled"],
  preparing: ["shipping", "cancelled"],
  shipping: ["delivered"],
  delivered: ["confirmed"],
  confirmed: [],
  cancelled: [],
};

/** SPEC §8: what an illegal status change answers. */
export const STATUS_CHANGE_REFUSED_MESSAGE = "You cannot change the status.";

/** Order-line statuses a review may be written for: the goods have arrived (or the purchase was confirmed). */
export const REVIEWABLE_LINE_STATUSES: readonly OrderStatus[] = ["delivered", "confirmed"];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order or line in `from` may move to `to`. */
export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Whether an order line in `status` may be reviewed. */
export function isReviewableLineStatus(status: string): boolean {
  return isOrderStatus(status) && REVIEWABLE_LINE_STATUSES.includes(status);
}

/** Statuses a shopper cancels at once, without the seller (before the goods ship). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["awaiting_deposit", "paid", "preparing"];

/** Whether an order or line in `status` can be cancelled at once by the shopper. */
export function isCancellableStatus(status: string): boolean {
  return isOrderStatus(status) && CANCELLABLE_STATUSES.includes(status);
}
