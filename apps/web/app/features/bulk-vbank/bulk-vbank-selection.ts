import type { BulkVbankOrder } from "@shop/contracts/bulk-vbank";

// The bulk account page's selection: which waiting orders are ticked and what one account for them takes.

/** The ticked orders' total, in the order of the list; codes that are not waiting count nothing. */
export function selectedTotal(orders: readonly BulkVbankOrder[], codes: ReadonlySet<string>): number {
  return orders.reduce((sum, order) => (codes.has(order.orderCode) ? sum + order.orderPayAmount : sum), 0);
}

/** What the page says after the window's post brought the shopper back (`?payment=`), or null for nothing. */
export function paymentNotice(payment: string | null): string | null {
  switch (payment) {
    case "ready":
      return "가상계좌가 발급되었습니다. 입금기한까지 아래 계좌로 입금해 주세요.";
    case "checking":
      return "가상계좌 발급을 확인하고 있습니다. 잠시 후 다시 확인해 주세요.";
    case "cancelled":
      return "가상계좌 발급을 취소했습니다. 주문은 그대로 입금을 기다립니다.";
    case "failed":
      return "가상계좌를 발급하지 못했습니다. 잠시 후 다시 시도해 주세요.";
    default:
      return null;
  }
}
