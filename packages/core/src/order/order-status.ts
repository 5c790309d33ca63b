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
  "return_requested",
  "return_collecting",
  "returned",
  "exchange_requested",
  "exchange_collecting",
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
  return_requested: "반품신청",
  return_collecting: "반품수거중",
  returned: "반품완료",
  exchange_requested: "교환신청",
  exchange_collecting: "교환수거중",
};

/**
 * The legal moves. An order placed at `buy` waits for the payment window (결제대기): approved it is paid, a virtual
 * account issued it waits for the deposit, declined, abandoned or timed out it is cancelled. A virtual-account order waits for its deposit (or expires: cancelled); a paid order can be
 * cancelled at once until it ships; a delivered line is confirmed by the shopper or automatically. A delivered line
 * may instead be claimed back (docs/decisions/030): a return is picked up and completed (refunded) or refused (the line
 * is delivered again); an exchange is picked up and its new piece ships (배송중 again) or it is refused. An order whose
 * every line went back is 반품완료 itself.
 */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  payment_pending: ["paid", "awaiting_deposit", "cancelled"],
  awaiting_deposit: ["paid", "cancelled"],
  paid: ["preparing", "cancelled"],
  preparing: ["shipping", "cancelled"],
  shipping: ["delivered"],
  delivered: ["confirmed", "return_requested", "exchange_requested", "returned"],
  confirmed: [],
  cancelled: [],
  return_requested: ["return_collecting", "delivered"],
  return_collecting: ["returned", "delivered"],
  returned: [],
  exchange_requested: ["exchange_collecting", "delivered"],
  exchange_collecting: ["shipping", "delivered"],
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

/** Line statuses of a return or exchange in progress (a claim of decision 030 is open on the line). */
export const CLAIMED_LINE_STATUSES: readonly OrderStatus[] = [
  "return_requested",
  "return_collecting",
  "exchange_requested",
  "exchange_collecting",
];

/** Line statuses that left the order for good (no confirm, no claim, no refund any more). */
export const GONE_LINE_STATUSES: readonly OrderStatus[] = ["cancelled", "returned"];

/** Whether a line in `status` has a return or exchange in progress. */
export function isClaimedLineStatus(status: string): boolean {
  return isOrderStatus(status) && CLAIMED_LINE_STATUSES.includes(status);
}

/** The steps a paid order's boxes take, each seller's box on its own (issue 14: a seller ships its own lines). */
const FULFILMENT_STEPS: readonly OrderStatus[] = ["paid", "preparing", "shipping", "delivered", "confirmed"];

/**
 * What an order's own status is once its boxes moved apart (one seller's box shipped, another's still being
 * prepared): the least advanced step of its live lines (cancelled and returned lines left the order), so the order
 * is 배송완료 only when every box arrived. Lines all in one status give that status; null when the lines say nothing
 * the table covers (none left, or a claim beside other steps): the order keeps its status.
 */
export function orderStatusOfLines(lineStatuses: readonly OrderStatus[]): OrderStatus | null {
  const live = lineStatuses.filter((status) => !GONE_LINE_STATUSES.includes(status));
  const [first] = live;
  if (first === undefined) return null;
  if (live.every((status) => status === first)) return first;
  if (!live.every((status) => FULFILMENT_STEPS.includes(status))) return null;
  return FULFILMENT_STEPS[Math.min(...live.map((status) => FULFILMENT_STEPS.indexOf(status)))] ?? null;
}
