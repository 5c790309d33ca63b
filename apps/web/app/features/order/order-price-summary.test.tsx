// @vitest-environment happy-dom
import type { OrderPrice } from "@shop/contracts/order";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderPriceSummary } from "./order-price-summary";

afterEach(cleanup);

const PRICE: OrderPrice = {
  totalItemPrice: 41_000,
  totalShippingAmount: 3_000,
  islandSurchargeAmount: 0,
  totalDiscountAmount: 0,
  totalPointAmount: 0,
  orderPayAmount: 44_000,
};

/** The rows of the summary as "label value" texts. */
function rows() {
  return screen.getAllByRole("term").map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

describe("OrderPriceSummary", () => {
  it.each([
    ["a member's order shows coupons and points even at 0원", {}, PRICE, ["쿠폰 할인 0원", "적립금 사용 0원"]],
    ["where they cannot be used, unused coupons and points are left out", { discountsOnlyWhenUsed: true }, PRICE, []],
    [
      "where they cannot be used, what was taken off still shows",
      { discountsOnlyWhenUsed: true },
      { ...PRICE, totalDiscountAmount: 3_000, orderPayAmount: 41_000 },
      ["쿠폰 할인 -3,000원"],
    ],
  ])("%s", (_case, props, price, discountRows) => {
    render(<OrderPriceSummary price={price} title="결제 금액" {...props} />);
    expect(rows()).toEqual([
      "총 상품금액 41,000원",
      "배송비 +3,000원",
      ...discountRows,
      `최종 결제금액 ${price.orderPayAmount.toLocaleString("ko-KR")}원`,
    ]);
  });
});
