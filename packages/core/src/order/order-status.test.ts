import { describe, expect, it } from "vitest";
import {
  canChangeOrderStatus,
  isOrderStatus,
  isReviewableLineStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusOfLines,
} from "./order-status";

describe("canChangeOrderStatus", () => {
  // Every pair of statuses: the table below lists the legal ones, every other pair must be refused.
  const legal: ReadonlyArray<[OrderStatus, OrderStatus]> = [
    ["payment_pending", "paid"],
    ["payment_pending", "awaiting_deposit"],
    ["payment_pending", "cancelled"],
    ["awaiting_deposit", "paid"],
    ["awaiting_deposit", "cancelled"],
    ["paid", "preparing"],
    ["paid", "cancelled"],
    ["preparing", "shipping"],
    ["preparing", "cancelled"],
    ["shipping", "delivered"],
    ["delivered", "confirmed"],
    ["delivered", "return_requested"],
    ["delivered", "exchange_requested"],
    ["delivered", "returned"],
    ["return_requested", "return_collecting"],
    ["return_requested", "delivered"],
    ["return_collecting", "returned"],
    ["return_collecting", "delivered"],
    ["exchange_requested", "exchange_collecting"],
    ["exchange_requested", "delivered"],
    ["exchange_collecting", "shipping"],
    ["exchange_collecting", "delivered"],
  ];
  const cases = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.map((to) => [from, to, legal.some(([a, b]) => a === from && b === to)] as const),
  );

  it.each(cases)("%s → %s: %s", (from, to, expected) => {
    expect(canChangeOrderStatus(from, to)).toBe(expected);
  });

  it("never moves back once shipped or ended", () => {
    for (const from of ["shipping", "delivered", "confirmed", "cancelled"] as const) {
      expect(canChangeOrderStatus(from, "cancelled")).toBe(false);
      expect(canChangeOrderStatus(from, "paid")).toBe(false);
    }
  });
});

describe("isOrderStatus", () => {
  it.each([
    ["paid", true],
    ["delivered", true],
    ["PAID", false],
    ["ordered", false],
    ["", false],
  ])("%s → %s", (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});

describe("isReviewableLineStatus", () => {
  it.each([
    ["delivered", true],
    ["confirmed", true],
    ["payment_pending", false],
    ["awaiting_deposit", false],
    ["paid", false],
    ["preparing", false],
    ["shipping", false],
    ["cancelled", false],
    ["unknown", false],
  ])("%s → %s", (status, expected) => {
    expect(isReviewableLineStatus(status)).toBe(expected);
  });
});

describe("ORDER_STATUS_LABELS", () => {
  it("names every status in Korean", () => {
    expect(ORDER_STATUS_LABELS).toEqual({
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
    });
  });
});

describe("orderStatusOfLines (each seller's box moves on its own)", () => {
  it.each<[OrderStatus[], OrderStatus | null]>([
    [["paid"], "paid"],
    [["paid", "paid"], "paid"],
    [["preparing", "paid"], "paid"],
    [["shipping", "preparing"], "preparing"],
    [["shipping", "shipping"], "shipping"],
    [["delivered", "shipping"], "shipping"],
    [["delivered", "delivered", "cancelled"], "delivered"],
    [["shipping", "cancelled"], "shipping"],
    [["cancelled", "returned"], null],
    [[], null],
    [["return_requested", "return_requested"], "return_requested"],
    [["return_requested", "delivered"], null],
    [["confirmed", "delivered"], "delivered"],
  ])("%j → %s", (lines, expected) => {
    expect(orderStatusOfLines(lines)).toBe(expected);
  });

  it("a box moving one legal step moves the order at most one legal step", () => {
    const steps: OrderStatus[] = ["paid", "preparing", "shipping", "delivered"];
    for (const a of steps) {
      for (let i = 0; i < steps.length - 1; i += 1) {
        const from = steps[i] as OrderStatus;
        const to = steps[i + 1] as OrderStatus;
        const before = orderStatusOfLines([a, from]) as OrderStatus;
        const after = orderStatusOfLines([a, to]) as OrderStatus;
        expect(after === before || canChangeOrderStatus(before, after)).toBe(true);
      }
    }
  });
});
