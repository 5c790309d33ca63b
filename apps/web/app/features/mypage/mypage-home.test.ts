import { describe, expect, it } from "vitest";
import { orderSteps } from "./mypage-home";

describe("the my-page home's order steps", () => {
  it("counts the five steps in order, each linking to the filtered order list", () => {
    const steps = orderSteps({ awaiting_deposit: 1, shipping: 2, confirmed: 7, cancelled: 3 });
    expect(steps.map(({ label, count, href }) => [label, count, href])).toEqual([
      ["입금대기", 1, "/mypage/order?status=awaiting_deposit"],
      ["결제완료", 0, "/mypage/order?status=paid"],
      ["상품준비중", 0, "/mypage/order?status=preparing"],
      ["배송중", 2, "/mypage/order?status=shipping"],
      ["배송완료", 0, "/mypage/order?status=delivered"],
    ]);
  });
});
