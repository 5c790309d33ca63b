import { describe, expect, it } from "vitest";
import { OWN_SELLER_ID } from "../catalog/seller.js";
import { applyCoupons, type Coupon } from "./coupons.js";
import { boxesOf, type CartLine, groupCartByShipping, selectedLinesOf } from "./delivery-groups.js";
import {
  apportion,
  assertClientTotal,
  CLIENT_TOTAL_CHANGED_MESSAGE,
  cashReceiptRequired,
  type OrderAmounts,
  type OrderAmountsInput,
  orderAmounts,
} from "./order-amounts.js";
import { checkPointUse, maxUsablePoints } from "./points.js";

const JEJU = "63309";
const ULLEUNG = "40225";
const SEOUL = "06236";

/** Every won accounted for: lines and boxes add up to the totals and nothing is negative. */
function expectConsistent(amounts: OrderAmounts) {
  const lineSum = (pick: (line: OrderAmounts["lines"][number]) => number) =>
    amounts.lines.reduce((sum, line) => sum + pick(line), 0);
  const boxSum = (pick: (box: OrderAmounts["boxes"][number]) => number) =>
    amounts.boxes.reduce((sum, box) => sum + pick(box), 0);
  expect(lineSum((line) => line.amount)).toBe(amounts.totalItemPrice);
  expect(boxSum((box) => box.shipping + box.islandSurcharge)).toBe(amounts.totalShippingAmount);
  expect(lineSum((line) => line.couponDiscount) + boxSum((box) => box.couponDiscount)).toBe(
    amounts.totalDiscountAmount,
  );
  expect(lineSum((line) => line.pointShare) + boxSum((box) => box.pointShare)).toBe(amounts.totalPointAmount);
  expect(lineSum((line) => line.payAmount) + boxSum((box) => box.payAmount)).toBe(amounts.orderPayAmount);
  expect(amounts.orderPayAmount).toBe(
    amounts.totalItemPrice + amounts.totalShippingAmount - amounts.totalDiscountAmount - amounts.totalPointAmount,
  );
  for (const row of [...amounts.lines, ...amounts.boxes]) {
    expect(row.payAmount).toBeGreaterThanOrEqual(0);
    expect(row.pointShare).toBeGreaterThanOrEqual(0);
    expect(row.couponDiscount).toBeGreaterThanOrEqual(0);
  }
}

// Three boxes: the cooperative's (prepaid 3,000), a seller's fresh box that ships free, and a 착불 box.
const base: OrderAmountsInput = {
  lines: [
    { cartId: 1, boxKey: "1-90000000", amount: 30_000 },
    { cartId: 2, boxKey: "1-90000000", amount: 12_345 },
    { cartId: 3, boxKey: "1-101", amount: 60_000 },
    { cartId: 4, boxKey: "2-102", amount: 7_655 },
  ],
  boxes: [
    { boxKey: "1-90000000", shipping: 3_000, shippingPaymentType: 1 },
    { boxKey: "1-101", shipping: 0, shippingPaymentType: 1 },
    { boxKey: "2-102", shipping: 0, shippingPaymentType: 2 },
  ],
  postcode: null,
  coupons: null,
  points: 0,
};

describe("orderAmounts: totals", () => {
  it.each([
    // postcode, coupons, points → items, shipping, surcharge, discount, points used, pay
    ["nothing but items and shipping", null, null, 0, [110_000, 3_000, 0, 0, 0, 113_000]],
    ["the mainland adds nothing", SEOUL, null, 0, [110_000, 3_000, 0, 0, 0, 113_000]],
    // Jeju: both prepaid boxes (the free one too), not the 착불 box.
    ["Jeju surcharge on each prepaid box", JEJU, null, 0, [110_000, 9_000, 6_000, 0, 0, 119_000]],
    ["remote-island surcharge", ULLEUNG, null, 0, [110_000, 13_000, 10_000, 0, 0, 123_000]],
    ["an invalid postcode adds nothing", "6330", null, 0, [110_000, 3_000, 0, 0, 0, 113_000]],
    [
      "coupons",
      null,
      { lineDiscounts: [{ cartId: 1, discount: 5_000 }], boxDiscounts: [{ boxKey: "1-90000000", discount: 3_000 }] },
      0,
      [110_000, 3_000, 0, 8_000, 0, 105_000],
    ],
    [
      "coupons then points",
      JEJU,
      { lineDiscounts: [{ cartId: 3, discount: 6_000 }], boxDiscounts: [] },
      10_000,
      [110_000, 9_000, 6_000, 6_000, 10_000, 103_000],
    ],
    ["points up to the whole order", null, null, 113_000, [110_000, 3_000, 0, 0, 113_000, 0]],
    ["points beyond the order are not taken", null, null, 200_000, [110_000, 3_000, 0, 0, 113_000, 0]],
    ["negative points count as none", null, null, -100, [110_000, 3_000, 0, 0, 0, 113_000]],
  ] as const)("%s", (_, postcode, coupons, points, expected) => {
    const amounts = orderAmounts({ ...base, postcode, coupons, points });
    expect([
      amounts.totalItemPrice,
      amounts.totalShippingAmount,
      amounts.islandSurchargeAmount,
      amounts.totalDiscountAmount,
      amounts.totalPointAmount,
      amounts.orderPayAmount,
    ]).toEqual(expected);
    expectConsistent(amounts);
  });

  it("adds no surcharge to a box without lines in the order", () => {
    const amounts = orderAmounts({ ...base, lines: base.lines.slice(0, 2), postcode: JEJU });
    expect(amounts.boxes.map((box) => box.islandSurcharge)).toEqual([3_000, 0, 0]);
  });

  it("lets a shipping coupon cover the surcharge only as far as applyCoupons allowed", () => {
    const amounts = orderAmounts({
      ...base,
      postcode: JEJU,
      coupons: { lineDiscounts: [], boxDiscounts: [{ boxKey: "1-90000000", discount: 3_000 }] },
    });
    expect(amounts.boxes[0]).toMatchObject({
      shipping: 3_000,
      islandSurcharge: 3_000,
      couponDiscount: 3_000,
      payAmount: 3_000,
    });
  });
});

describe("orderAmounts: shares of points", () => {
  it("spreads points by what each line and box still costs, the remainder to the largest", () => {
    const amounts = orderAmounts({
      ...base,
      coupons: { lineDiscounts: [{ cartId: 1, discount: 5_000 }], boxDiscounts: [] },
      points: 10_000,
    });
    // Weights after coupons: 25,000 · 12,345 · 60,000 · 7,655 · 3,000 · 0 · 0 (sum 108,000); the floors
    // 2,314 · 1,143 · 5,555 · 708 · 277 leave 3 won, which go to the 60,000 line.
    expect(amounts.lines.map((line) => [line.cartId, line.couponDiscount, line.pointShare, line.payAmount])).toEqual([
      [1, 5_000, 2_314, 22_686],
      [2, 0, 1_143, 11_202],
      [3, 0, 5_558, 54_442],
      [4, 0, 708, 6_947],
    ]);
    expect(amounts.boxes.map((box) => box.pointShare)).toEqual([277, 0, 0]);
    expectConsistent(amounts);
  });

  it.each([[0], [1], [7], [9_990], [54_321], [112_999], [113_000]])(
    "%d points: the shares sum exactly and nothing goes negative",
    (points) => {
      const amounts = orderAmounts({
        ...base,
        postcode: ULLEUNG,
        coupons: {
          lineDiscounts: [
            { cartId: 2, discount: 12_345 },
            { cartId: 4, discount: 1 },
          ],
          boxDiscounts: [{ boxKey: "1-90000000", discount: 2_500 }],
        },
        points,
      });
      expectConsistent(amounts);
    },
  );

  it("answers an order of nothing with zeros", () => {
    const amounts = orderAmounts({ lines: [], boxes: [], postcode: JEJU, coupons: null, points: 5_000 });
    expect(amounts).toMatchObject({
      totalItemPrice: 0,
      totalShippingAmount: 0,
      totalPointAmount: 0,
      orderPayAmount: 0,
    });
  });

  it.each([
    [{ lineDiscounts: [{ cartId: 99, discount: 1 }], boxDiscounts: [] }, "unknown line 99"],
    [{ lineDiscounts: [], boxDiscounts: [{ boxKey: "2-999", discount: 1 }] }, "unknown box 2-999"],
  ])("refuses a discount for something not in the order (%o)", (coupons, message) => {
    expect(() => orderAmounts({ ...base, coupons })).toThrow(message);
  });
});

describe("apportion", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [1, 2, 1], [25, 50, 25]],
    [10, [3, 3, 4], [3, 3, 4]],
    [1, [5, 10, 5], [0, 1, 0]],
    [0, [5, 10], [0, 0]],
    [7, [0, 0], [7, 0]],
    [5, [0, 0, 9], [0, 0, 5]],
    [5, [], []],
    // The largest is full: the rest goes to the next largest, never past a weight.
    [9, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1, 1, 0]],
    [6, [2, 2, 2, 1], [2, 2, 2, 0]],
    // Past 2^53 in the middle of the sum: BigInt keeps it exact.
    [9_000_000_000, [3_000_000_000, 6_000_000_000], [3_000_000_000, 6_000_000_000]],
    [999_999_999, [123_456_789_012, 1, 876_543_210_987], [123_456_788, 0, 876_543_211]],
  ])("%d over %o → %o", (total, weights, expected) => {
    const shares = apportion(total, weights);
    expect(shares).toEqual(expected);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(weights.length === 0 ? 0 : total);
  });
});

describe("from the cart to the amount to pay", () => {
  const NOW = new Date("2025-06-15T03:00:00Z");
  const line = (cartId: number, sellerId: number, deliveryType: 1 | 2, unitPrice: number, quantity = 1): CartLine => ({
    cartId,
    itemId: cartId,
    optionId: null,
    sellerId,
    sellerName: sellerId === OWN_SELLER_ID ? "농협축산" : "한우명가",
    brandName: "브랜드",
    deliveryType,
    unitPrice,
    quantity,
    selected: true,
    shippingPaymentType: 1,
  });
  const coupon = (overrides: Partial<Coupon>): Coupon => ({
    couponUserId: 1,
    couponName: "10% 할인",
    kind: "item",
    discountType: "rate",
    amount: 0,
    rate: 10,
    maxDiscount: 5_000,
    minOrderAmount: 0,
    validFrom: new Date("2025-06-01T00:00:00Z"),
    validUntil: new Date("2025-06-30T00:00:00Z"),
    concurrently: true,
    usedAt: null,
    ...overrides,
  });

  it("adds up", () => {
    const groups = groupCartByShipping(
      [line(1, OWN_SELLER_ID, 1, 18_900, 2), line(2, 101, 1, 45_000), line(3, 101, 2, 12_000)],
      new Map([
        [OWN_SELLER_ID, { shippingFee: 3_500, freeShippingThreshold: 40_000 }],
        [101, { shippingFee: 3_000, freeShippingThreshold: 50_000 }],
      ]),
    );
    const lines = selectedLinesOf(groups);
    const boxes = boxesOf(groups);
    const coupons = applyCoupons(
      {
        lines,
        boxes,
        itemCoupons: [{ cartId: 2, coupon: coupon({}) }],
        shippingCoupons: [
          {
            boxKey: "2-101",
            coupon: coupon({ couponUserId: 2, kind: "shipping", discountType: "fixed", amount: 3_000 }),
          },
        ],
      },
      NOW,
    );
    if (!coupons.ok) throw new Error(coupons.message);
    const beforePoints = orderAmounts({ lines, boxes, postcode: JEJU, coupons, points: 0 });
    const limits = { balance: 100_000, payableAmount: beforePoints.orderPayAmount, pointUseRatio: 0.3 };
    const points = maxUsablePoints(limits);
    expect(checkPointUse(points, limits)).toEqual({ ok: true, points });
    const amounts = orderAmounts({ lines, boxes, postcode: JEJU, coupons, points });

    // Items 37,800 + 45,000 + 12,000; shipping 3,500 (own box) + 3,000 (2-101) + 3 × 3,000 Jeju; the 1-101 box
    // is short of 50,000 by 5,000 and pays 3,000.
    expect(amounts.totalItemPrice).toBe(94_800);
    expect(amounts.totalShippingAmount).toBe(3_500 + 3_000 + 3_000 + 9_000);
    expect(amounts.totalDiscountAmount).toBe(4_500 + 3_000);
    expect(beforePoints.orderPayAmount).toBe(105_800);
    expect(points).toBe(31_740);
    expect(amounts.orderPayAmount).toBe(74_060);
    expectConsistent(amounts);
    expect(assertClientTotal(amounts.orderPayAmount, 74_060)).toEqual({ ok: true });
  });
});

describe("cashReceiptRequired", () => {
  it.each([
    ["vbank", 99_999, false],
    ["vbank", 100_000, true],
    ["bank", 99_999, false],
    ["bank", 100_000, true],
    ["bank", 1_000_000, true],
    ["card", 100_000, false],
    ["naverpayCard", 500_000, false],
    ["bulkVbank", 99_999, false],
    ["bulkVbank", 100_000, true],
  ])("%s %d → %s", (method, amount, required) => {
    expect(cashReceiptRequired(method, amount)).toBe(required);
  });
});

describe("assertClientTotal", () => {
  it.each([
    [50_000, 50_000, { ok: true }],
    [50_000, 49_999, { ok: false, reason: "total_changed", message: CLIENT_TOTAL_CHANGED_MESSAGE }],
    [50_000, 50_001, { ok: false, reason: "total_changed", message: CLIENT_TOTAL_CHANGED_MESSAGE }],
    [0, 0, { ok: true }],
  ])("server %d, shopper %d → %o", (server, client, expected) => {
    expect(assertClientTotal(server, client)).toEqual(expected);
  });
});
