import { describe, expect, it } from "vitest";
import { orderAmounts } from "../checkout/order-amounts";
import {
  CANCEL_ALREADY_MESSAGE,
  CANCEL_NO_LINES_MESSAGE,
  CANCEL_SHIPPING_OVER_REFUND_MESSAGE,
  CANCEL_UNKNOWN_LINE_MESSAGE,
  planRefund,
  type RefundBox,
  type RefundLine,
  type RefundPlan,
} from "./refund";

const freeOver30k = { shippingFee: 3_000, freeShippingThreshold: 30_000 };

function line(id: number, shipmentId: number, amount: number, extra: Partial<RefundLine> = {}): RefundLine {
  return { id, shipmentId, amount, couponDiscount: 0, couponUserId: null, pointShare: 0, cancelled: false, ...extra };
}

function box(id: number, shipping: number, extra: Partial<RefundBox> = {}): RefundBox {
  return {
    id,
    shippingPaymentType: 1,
    shipping,
    islandSurcharge: 0,
    couponDiscount: 0,
    couponUserId: null,
    pointShare: 0,
    terms: freeOver30k,
    deducted: 0,
    ...extra,
  };
}

function planOf(lines: RefundLine[], boxes: RefundBox[], ids: number[]): RefundPlan {
  const result = planRefund(lines, boxes, ids);
  if (!result.ok) throw new Error(result.message);
  return result.plan;
}

describe("planRefund", () => {
  // Box 10: two lines of 20,000 (free shipping over 30,000). Box 20: one line of 10,000 paying 3,000 shipping.
  const lines = [line(1, 10, 20_000), line(2, 10, 20_000), line(3, 20, 10_000)];
  const boxes = [box(10, 0), box(20, 3_000)];

  it.each<[string, number[], Partial<RefundPlan>]>([
    [
      "one line of a free box: what is left falls under 30,000, so the box's 3,000 is kept back",
      [1],
      { itemAmount: 20_000, shippingRefund: 0, shippingDeduction: 3_000, refundAmount: 17_000, closesOrder: false },
    ],
    [
      "both lines of the free box: nothing is left to ship, nothing kept back",
      [1, 2],
      { itemAmount: 40_000, shippingRefund: 0, shippingDeduction: 0, refundAmount: 40_000, closesOrder: false },
    ],
    [
      "the only line of a paid box: its shipping comes back",
      [3],
      { itemAmount: 10_000, shippingRefund: 3_000, shippingDeduction: 0, refundAmount: 13_000, closesOrder: false },
    ],
    [
      "everything: the whole payment",
      [1, 2, 3],
      { itemAmount: 50_000, shippingRefund: 3_000, shippingDeduction: 0, refundAmount: 53_000, closesOrder: true },
    ],
  ])("%s", (_, ids, expected) => {
    expect(planOf(lines, boxes, ids)).toMatchObject(expected);
  });

  it("gives back a box's earlier deduction when its last line goes", () => {
    const afterFirst = lines.map((entry) => (entry.id === 1 ? { ...entry, cancelled: true } : entry));
    const boxesAfter = [box(10, 0, { deducted: 3_000 }), box(20, 3_000)];
    expect(planOf(afterFirst, boxesAfter, [2])).toMatchObject({
      shippingRefund: 3_000,
      shippingDeduction: 0,
      refundAmount: 23_000,
    });
  });

  it("keeps nothing back from a box that still reaches the threshold, or that pays on delivery", () => {
    const big = [line(1, 10, 40_000), line(2, 10, 5_000)];
    expect(planOf(big, [box(10, 0)], [2]).shippingDeduction).toBe(0);
    const cod = [line(1, 10, 20_000), line(2, 10, 20_000)];
    expect(planOf(cod, [box(10, 0, { shippingPaymentType: 2 })], [1]).shippingDeduction).toBe(0);
  });

  it("gives back the coupons and points of what it cancels, and the box coupon of a box left empty", () => {
    const withCoupons = [
      line(1, 10, 20_000, { couponDiscount: 2_000, couponUserId: 71, pointShare: 1_000 }),
      line(2, 20, 10_000, { pointShare: 500 }),
    ];
    const withBoxCoupon = [box(10, 0), box(20, 3_000, { couponDiscount: 3_000, couponUserId: 72, pointShare: 0 })];
    expect(planOf(withCoupons, withBoxCoupon, [1])).toMatchObject({
      itemCouponDiscount: 2_000,
      pointsRestored: 1_000,
      refundAmount: 17_000,
      releasedCouponUserIds: [71],
    });
    expect(planOf(withCoupons, withBoxCoupon, [2])).toMatchObject({
      pointsRestored: 500,
      shippingRefund: 0,
      refundAmount: 9_500,
      releasedCouponUserIds: [72],
    });
  });

  it.each<[string, RefundLine[], number[], string]>([
    ["nothing chosen", lines, [], CANCEL_NO_LINES_MESSAGE],
    ["a line of another order", lines, [99], CANCEL_UNKNOWN_LINE_MESSAGE],
    [
      "a line already cancelled",
      [{ ...lines[0]!, cancelled: true }, lines[1]!, lines[2]!],
      [1],
      CANCEL_ALREADY_MESSAGE,
    ],
    [
      "a cheap line whose leaving costs the rest its free shipping",
      [line(1, 10, 29_000), line(2, 10, 2_000)],
      [2],
      CANCEL_SHIPPING_OVER_REFUND_MESSAGE,
    ],
  ])("refuses %s", (_, orderLines, ids, message) => {
    const result = planRefund(orderLines, [box(10, 0), box(20, 3_000)], ids);
    expect(result).toMatchObject({ ok: false, message });
  });

  it("counts a repeated id once", () => {
    expect(planOf(lines, boxes, [3, 3]).refundAmount).toBe(13_000);
  });
});

describe("planRefund over a whole order", () => {
  // An order as checkout computes it: three lines in two boxes, an item coupon, a box coupon, an island surcharge
  // and points spread over lines and boxes. Cancelled in one go or line by line in any order, it gives back exactly
  // what was paid and what points were used.
  const amounts = orderAmounts({
    lines: [
      { cartId: 1, boxKey: "a", amount: 18_000 },
      { cartId: 2, boxKey: "a", amount: 15_000 },
      { cartId: 3, boxKey: "b", amount: 9_900 },
    ],
    boxes: [
      { boxKey: "a", shipping: 0, shippingPaymentType: 1 },
      { boxKey: "b", shipping: 3_500, shippingPaymentType: 1 },
    ],
    postcode: "63000",
    coupons: { lineDiscounts: [{ cartId: 2, discount: 1_500 }], boxDiscounts: [{ boxKey: "b", discount: 3_000 }] },
    points: 2_370,
  });
  const boxIds: Record<string, number> = { a: 10, b: 20 };
  const orderLines = amounts.lines.map((entry) =>
    line(entry.cartId, entry.cartId === 3 ? 20 : 10, entry.amount, {
      couponDiscount: entry.couponDiscount,
      pointShare: entry.pointShare,
      couponUserId: entry.couponDiscount > 0 ? 100 + entry.cartId : null,
    }),
  );
  const orderBoxes = amounts.boxes.map((entry) =>
    box(boxIds[entry.boxKey]!, entry.shipping, {
      islandSurcharge: entry.islandSurcharge,
      couponDiscount: entry.couponDiscount,
      couponUserId: entry.couponDiscount > 0 ? 200 : null,
      pointShare: entry.pointShare,
      terms: entry.boxKey === "a" ? freeOver30k : { shippingFee: 3_500, freeShippingThreshold: 0 },
    }),
  );
  const orders = [
    [1, 2, 3],
    [1, 3, 2],
    [2, 1, 3],
    [2, 3, 1],
    [3, 1, 2],
    [3, 2, 1],
  ];

  it("checks the fixture: an island surcharge, coupons and points are all in play", () => {
    expect(amounts.islandSurchargeAmount).toBeGreaterThan(0);
    expect(amounts.totalPointAmount).toBe(2_370);
    expect(amounts.totalDiscountAmount).toBe(4_500);
  });

  it.each(orders)("line by line (%i, %i, %i) gives back the payment and the points", (...sequence) => {
    let lines = orderLines;
    let boxes = orderBoxes;
    let money = 0;
    let points = 0;
    const coupons: number[] = [];
    for (const id of sequence) {
      const plan = planOf(lines, boxes, [id]);
      money += plan.refundAmount;
      points += plan.pointsRestored;
      coupons.push(...plan.releasedCouponUserIds);
      expect(plan.closesOrder).toBe(id === sequence.at(-1));
      lines = lines.map((entry) => (entry.id === id ? { ...entry, cancelled: true } : entry));
      boxes = boxes.map((entry) => {
        const deduction = plan.boxDeductions.find((row) => row.shipmentId === entry.id);
        return deduction ? { ...entry, deducted: entry.deducted + deduction.amount } : entry;
      });
    }
    expect(money).toBe(amounts.orderPayAmount);
    expect(points).toBe(amounts.totalPointAmount);
    expect(coupons.sort()).toEqual([102, 200]);
  });

  it("in one go gives back the payment and the points", () => {
    const plan = planOf(orderLines, orderBoxes, [1, 2, 3]);
    expect(plan.refundAmount).toBe(amounts.orderPayAmount);
    expect(plan.pointsRestored).toBe(amounts.totalPointAmount);
  });
});
