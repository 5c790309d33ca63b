import { describe, expect, it } from "vitest";
import type { RefundBox, RefundLine } from "./refund";
import {
  CLAIM_ALREADY_MESSAGE,
  CLAIM_CHANGE_OF_MIND_LATE_MESSAGE,
  CLAIM_CONFIRMED_MESSAGE,
  CLAIM_EXCHANGE_CHANGE_OF_MIND_MESSAGE,
  CLAIM_FEE_OVER_REFUND_MESSAGE,
  CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE,
  CLAIM_NO_LINES_MESSAGE,
  CLAIM_NOT_DELIVERED_MESSAGE,
  CLAIM_PHOTO_REQUIRED_MESSAGE,
  CLAIM_SELLER_FAULT_LATE_MESSAGE,
  type ClaimCheck,
  checkClaim,
  claimDeadline,
  isPerishable,
  planReturnRefund,
  type ReturnReason,
  shippingPayerOf,
} from "./return-policy";

describe("isPerishable", () => {
  it.each([
    ["hanwoo", true],
    ["handon", true],
    ["imported", true],
    ["poultry", true],
    ["fresh", true],
    ["meat-processing", false],
    ["meat-processing-private", false],
    ["pb", false],
  ])("%s → %s", (livestock, expected) => {
    expect(isPerishable(livestock)).toBe(expected);
  });
});

describe("shippingPayerOf", () => {
  it.each<[ReturnReason, "buyer" | "seller"]>([
    ["change_of_mind", "buyer"],
    ["defective", "seller"],
    ["damaged", "seller"],
    ["wrong_item", "seller"],
    ["not_as_described", "seller"],
  ])("%s → %s", (reason, payer) => {
    expect(shippingPayerOf(reason)).toBe(payer);
  });
});

describe("claimDeadline", () => {
  // Delivered 2026-03-02 23:30 in Korea (14:30 UTC): the days are Korea days, the delivery day not counted.
  const delivered = new Date("2026-03-02T14:30:00Z");
  it.each<[ReturnReason, string]>([
    ["change_of_mind", "2026-03-09T14:59:59.999Z"],
    ["defective", "2026-04-01T14:59:59.999Z"],
  ])("%s → the end of the Korea day: %s", (reason, expected) => {
    expect(claimDeadline(delivered, reason).toISOString()).toBe(expected);
  });
});

describe("checkClaim", () => {
  const deliveredAt = new Date("2026-03-02T01:00:00Z");
  const base: ClaimCheck = {
    kind: "return",
    reason: "defective",
    photoCount: 1,
    deliveredAt,
    now: new Date("2026-03-04T01:00:00Z"),
    lines: [{ status: "delivered", perishable: true }],
  };
  const packaged = [{ status: "delivered" as const, perishable: false }];

  it.each<[string, Partial<ClaimCheck>, string | null]>([
    ["a defect of fresh meat with a photo", {}, null],
    ["a defect without a photo", { photoCount: 0 }, CLAIM_PHOTO_REQUIRED_MESSAGE],
    ["a wrong item without a photo", { reason: "wrong_item", photoCount: 0 }, CLAIM_PHOTO_REQUIRED_MESSAGE],
    ["a change of mind of fresh meat", { reason: "change_of_mind", photoCount: 0 }, CLAIM_FRESH_CHANGE_OF_MIND_MESSAGE],
    [
      "a change of mind of a packaged good, no photo needed",
      { reason: "change_of_mind", photoCount: 0, lines: packaged },
      null,
    ],
    [
      "a change of mind on the 7th Korea day after delivery",
      { reason: "change_of_mind", lines: packaged, now: new Date("2026-03-09T14:59:00Z") },
      null,
    ],
    [
      "a change of mind on the 8th day",
      { reason: "change_of_mind", lines: packaged, now: new Date("2026-03-09T15:00:00Z") },
      CLAIM_CHANGE_OF_MIND_LATE_MESSAGE,
    ],
    ["a defect on the 30th day", { now: new Date("2026-04-01T14:00:00Z") }, null],
    ["a defect on the 31st day", { now: new Date("2026-04-01T15:00:00Z") }, CLAIM_SELLER_FAULT_LATE_MESSAGE],
    [
      "an exchange for a change of mind",
      { kind: "exchange", reason: "change_of_mind", lines: packaged },
      CLAIM_EXCHANGE_CHANGE_OF_MIND_MESSAGE,
    ],
    ["an exchange of a damaged piece", { kind: "exchange", reason: "damaged" }, null],
    ["no lines", { lines: [] }, CLAIM_NO_LINES_MESSAGE],
    ["a confirmed line", { lines: [{ status: "confirmed", perishable: true }] }, CLAIM_CONFIRMED_MESSAGE],
    ["a line still shipping", { lines: [{ status: "shipping", perishable: true }] }, CLAIM_NOT_DELIVERED_MESSAGE],
    ["a returned line", { lines: [{ status: "returned", perishable: true }] }, CLAIM_NOT_DELIVERED_MESSAGE],
    ["a line under a return", { lines: [{ status: "return_requested", perishable: true }] }, CLAIM_ALREADY_MESSAGE],
    [
      "a line whose exchange is picked up",
      { lines: [{ status: "exchange_collecting", perishable: true }] },
      CLAIM_ALREADY_MESSAGE,
    ],
    ["an order without a delivery time", { deliveredAt: null }, CLAIM_NOT_DELIVERED_MESSAGE],
  ])("%s", (_name, patch, expected) => {
    const result = checkClaim({ ...base, ...patch });
    expect(result.ok ? null : result.message).toBe(expected);
  });
});

describe("planReturnRefund", () => {
  const terms = { shippingFee: 3_000, freeShippingThreshold: 30_000 };
  const line = (id: number, shipmentId: number, amount: number, extra: Partial<RefundLine> = {}): RefundLine => ({
    id,
    shipmentId,
    amount,
    couponDiscount: 0,
    couponUserId: null,
    pointShare: 0,
    cancelled: false,
    ...extra,
  });
  const box = (id: number, shipping: number, extra: Partial<RefundBox> = {}): RefundBox => ({
    id,
    shippingPaymentType: 1,
    shipping,
    islandSurcharge: 0,
    couponDiscount: 0,
    couponUserId: null,
    pointShare: 0,
    terms,
    deducted: 0,
    ...extra,
  });
  // Box 10 shipped free (two lines of 20,000); box 20 paid 3,000 for one line of 10,000 bought with 1,000 points on
  // its shipping and a shipping coupon.
  const lines = [line(1, 10, 20_000), line(2, 10, 20_000), line(3, 20, 10_000)];
  const boxes = [box(10, 0), box(20, 3_000, { pointShare: 1_000, couponUserId: 77, couponDiscount: 500 })];

  it.each<
    [string, number[], "buyer" | "seller", { refundAmount: number; returnFee: number; shippingDeduction: number }]
  >([
    // The seller's fault: the line's price, and the box keeps its free shipping.
    ["a defective line of the free box", [1], "seller", { refundAmount: 20_000, returnFee: 0, shippingDeduction: 0 }],
    // Change of mind: 3,000 back to the seller, and the box now owes its 3,000 (under 30,000 left).
    [
      "a change of mind on one line of the free box",
      [1],
      "buyer",
      { refundAmount: 14_000, returnFee: 3_000, shippingDeduction: 3_000 },
    ],
    // The whole free box back: the return leg and the outbound leg the seller paid.
    [
      "the whole free box, change of mind",
      [1, 2],
      "buyer",
      { refundAmount: 34_000, returnFee: 6_000, shippingDeduction: 0 },
    ],
    ["the whole free box, defective", [1, 2], "seller", { refundAmount: 40_000, returnFee: 0, shippingDeduction: 0 }],
    // The paid box back on a change of mind: its outbound shipping was used, the return leg is paid.
    ["the paid box, change of mind", [3], "buyer", { refundAmount: 7_000, returnFee: 3_000, shippingDeduction: 0 }],
    // The seller's fault: the shipping comes back as paid (3,000 − 500 coupon − 1,000 points in money).
    ["the paid box, wrong item", [3], "seller", { refundAmount: 11_500, returnFee: 0, shippingDeduction: 0 }],
  ])("%s", (_name, ids, payer, expected) => {
    const result = planReturnRefund(lines, boxes, ids, payer);
    if (!result.ok) throw new Error(result.message);
    expect(result.plan).toMatchObject({ ...expected, shippingPayer: payer });
  });

  it("keeps the used shipping's points and coupon on a change of mind, gives them back on the seller's fault", () => {
    const mind = planReturnRefund(lines, boxes, [3], "buyer");
    const fault = planReturnRefund(lines, boxes, [3], "seller");
    if (!mind.ok || !fault.ok) throw new Error("refused");
    expect([mind.plan.pointsRestored, mind.plan.releasedCouponUserIds]).toEqual([0, []]);
    expect([fault.plan.pointsRestored, fault.plan.releasedCouponUserIds]).toEqual([1_000, [77]]);
  });

  it("refuses a change of mind whose shipping exceeds the refund", () => {
    const cheap = [line(1, 10, 4_000)];
    const result = planReturnRefund(
      cheap,
      [box(10, 0, { terms: { shippingFee: 3_000, freeShippingThreshold: 0 } })],
      [1],
      "buyer",
    );
    expect(result).toEqual({ ok: false, reason: "fee_over_refund", message: CLAIM_FEE_OVER_REFUND_MESSAGE });
  });
});
