// 일괄 가상계좌 (docs/decisions/033): which of a company buyer's orders one virtual account may pay, what it takes and
// how long it stays open. The account closes before the first of its orders would be given up for want of payment,
// so a deposit never arrives for an order the sweep already cancelled.

/** Whether a NICEPAY orderId is a bulk account's code (BV…) rather than an order's number. */
export function isBulkVbankCode(orderId: unknown): boolean {
  return typeof orderId === "string" && /^BV[A-Z0-9]{6,30}$/.test(orderId);
}

/** How many orders one account may pay. */
export const BULK_VBANK_MAX_ORDERS = 30;

/** NICEPAY's vbankValidHours is at most 4 digits; the shop keeps an account open at most 7 days. */
export const BULK_VBANK_MAX_HOURS = 168;

export const BULK_VBANK_EMPTY_MESSAGE = "가상계좌로 결제할 주문을 선택해 주세요.";
export const BULK_VBANK_TOO_MANY_MESSAGE = `가상계좌 하나로 ${BULK_VBANK_MAX_ORDERS}건까지 결제할 수 있습니다.`;
export const BULK_VBANK_NOT_WAITING_MESSAGE = "입금을 기다리는 일괄 가상계좌 주문만 선택할 수 있습니다.";
export const BULK_VBANK_TAKEN_MESSAGE = "이미 다른 가상계좌로 결제 중인 주문이 있습니다.";
export const BULK_VBANK_DEADLINE_MESSAGE = "입금 기한이 1시간도 남지 않은 주문이 있습니다. 주문을 다시 해 주세요.";

/** One order as the selection sees it. */
export interface BulkVbankCandidate {
  orderCode: string;
  status: string;
  paymentMethod: string | null;
  orderPayAmount: number;
  /** Until when the order holds its stock unpaid. */
  payDeadline: Date | null;
  /** Already in an account that is opening, open or paid. */
  inLiveAccount: boolean;
}

export type BulkVbankSelection =
  | { ok: true; amount: number; validHours: number }
  | {
      ok: false;
      reason: "empty" | "too_many" | "not_waiting" | "taken" | "deadline";
      orderCode: string | null;
      message: string;
    };

/** Whole hours from `now` until the earliest deadline, at most BULK_VBANK_MAX_HOURS; 0 when less than an hour is left. */
export function bulkVbankValidHours(deadlines: readonly Date[], now: Date): number {
  if (deadlines.length === 0) return 0;
  const earliest = Math.min(...deadlines.map((deadline) => deadline.getTime()));
  const hours = Math.floor((earliest - now.getTime()) / 3_600_000);
  return Math.max(0, Math.min(hours, BULK_VBANK_MAX_HOURS));
}

/**
 * Whether these orders may be paid by one new account: at least one, at most BULK_VBANK_MAX_ORDERS, each waiting for
 * its deposit with the method bulkVbank, none in another live account, and an hour or more left to the earliest
 * deadline. The amount is the sum of what the orders are to be paid.
 */
export function checkBulkVbankSelection(orders: readonly BulkVbankCandidate[], now: Date): BulkVbankSelection {
  if (orders.length === 0) return { ok: false, reason: "empty", orderCode: null, message: BULK_VBANK_EMPTY_MESSAGE };
  if (orders.length > BULK_VBANK_MAX_ORDERS)
    return { ok: false, reason: "too_many", orderCode: null, message: BULK_VBANK_TOO_MANY_MESSAGE };
  for (const order of orders) {
    if (order.status !== "awaiting_deposit" || order.paymentMethod !== "bulkVbank" || order.orderPayAmount <= 0) {
      return { ok: false, reason: "not_waiting", orderCode: order.orderCode, message: BULK_VBANK_NOT_WAITING_MESSAGE };
    }
    if (order.inLiveAccount)
      return { ok: false, reason: "taken", orderCode: order.orderCode, message: BULK_VBANK_TAKEN_MESSAGE };
  }
  const deadlines = orders.map((order) => order.payDeadline).filter((deadline): deadline is Date => deadline !== null);
  const validHours = deadlines.length === 0 ? BULK_VBANK_MAX_HOURS : bulkVbankValidHours(deadlines, now);
  if (validHours < 1) {
    const earliest = orders.reduce((first, order) =>
      (order.payDeadline?.getTime() ?? Number.POSITIVE_INFINITY) <
      (first.payDeadline?.getTime() ?? Number.POSITIVE_INFINITY)
        ? order
        : first,
    );
    return { ok: false, reason: "deadline", orderCode: earliest.orderCode, message: BULK_VBANK_DEADLINE_MESSAGE };
  }
  return { ok: true, amount: orders.reduce((sum, order) => sum + order.orderPayAmount, 0), validHours };
}
