import type { OrderDetail } from "@shop/contracts/order";
import { describe, expect, it } from "vitest";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { orderCompleteHeadline } from "./order-complete-view";

const order = (status: OrderDetail["status"], payment: Partial<OrderDetail["payment"]> = {}): OrderDetail => ({
  ...ORDER_DETAIL,
  status,
  payment: { ...ORDER_DETAIL.payment, virtualAccount: null, ...payment },
});

describe("orderCompleteHeadline", () => {
  it.each([
    ["a paid order", order("paid", { method: "card" }), "주문이 완료되었습니다", /^주문해 주셔서 감사합니다/],
    ["a virtual account to pay into", order("awaiting_deposit"), "주문이 완료되었습니다", /가상계좌로 입금해 주시면/],
    [
      "a payment window left unfinished",
      order("payment_pending", { method: "card" }),
      "결제가 완료되지 않았습니다",
      /결제창에서 결제를 마치지 않은 주문입니다/,
    ],
    [
      "an approval whose answer was lost: being checked, not called unfinished",
      order("payment_pending", { method: "card", checking: true }),
      "결제를 확인하고 있습니다",
      /카드사의 승인 결과를 확인하고 있습니다/,
    ],
  ])("%s", (_name, detail, title, lead) => {
    const headline = orderCompleteHeadline(detail);
    expect(headline.title).toBe(title);
    expect(headline.lead).toMatch(lead);
  });
});
