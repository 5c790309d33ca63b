import { describe, expect, it } from "vitest";
import {
  applyCoupons,
  BOX_HAS_COUPON_MESSAGE,
  COUPON_DUPLICATE_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_NOT_YET_VALID_MESSAGE,
  COUPON_NOTHING_TO_DISCOUNT_MESSAGE,
  COUPON_UNKNOWN_TARGET_MESSAGE,
  COUPON_USED_MESSAGE,
  type Coupon,
  type CouponSelection,
  couponDiscount,
  couponNotConcurrentMessage,
  ITEM_COUPON_WRONG_KIND_MESSAGE,
  LINE_HAS_COUPON_MESSAGE,
  SHIPPING_COUPON_NO_SHIPPING_MESSAGE,
  SHIPPING_COUPON_WRONG_KIND_MESSAGE,
} from "./coupons.js";

const NOW = new Date("2025-06-15T03:00:00Z");

let nextId = 1;
function coupon(overrides: Partial<Coupon> = {}): Coupon {
  const couponUserId = nextId++;
  return {
    couponUserId,
    couponName: `쿠폰${couponUserId}`,
    kind: "item",
    discountType: "fixed",
    amount: 3_000,
    rate: 0,
    maxDiscount: 0,
    minOrderAmount: 0,
    validFrom: new Date("2025-06-01T00:00:00Z"),
    validUntil: new Date("2025-06-30T14:59:59.999Z"),
    concurrently: true,
    usedAt: null,
    ...overrides,
  };
}

describe("couponDiscount: amounts", () => {
  it.each([
    ["fixed under the base", { amount: 3_000 }, 10_000, 3_000],
    ["fixed equal to the base", { amount: 10_000 }, 10_000, 10_000],
    ["fixed over the base stops at the base", { amount: 15_000 }, 10_000, 10_000],
    ["rate 10 %", { discountType: "rate", rate: 10 }, 25_000, 2_500],
    ["rate floored to the won", { discountType: "rate", rate: 15 }, 9_999, 1_499],
    ["rate 7 % of 33 → 2.31 floored", { discountType: "rate", rate: 7 }, 33, 2],
    ["rate under its cap", { discountType: "rate", rate: 20, maxDiscount: 5_000 }, 20_000, 4_000],
    ["rate at its cap", { discountType: "rate", rate: 20, maxDiscount: 5_000 }, 25_000, 5_000],
    ["rate capped", { discountType: "rate", rate: 20, maxDiscount: 5_000 }, 100_000, 5_000],
    ["rate cap 0 = none", { discountType: "rate", rate: 20, maxDiscount: 0 }, 1_000_000, 200_000],
    ["rate 100 % is the base", { discountType: "rate", rate: 100 }, 12_345, 12_345],
    ["minimum met exactly", { minOrderAmount: 30_000 }, 30_000, 3_000],
    ["valid on its first instant", { validFrom: NOW }, 10_000, 3_000],
    ["valid on its last instant", { validUntil: NOW }, 10_000, 3_000],
  ] as const)("%s", (_, overrides, base, expected) => {
    expect(couponDiscount(coupon(overrides as Partial<Coupon>), base, NOW)).toEqual({ ok: true, discount: expected });
  });

  it("measures a shipping coupon's minimum on the purchase, not the fee", () => {
    const shipping = coupon({ kind: "shipping", amount: 3_000, minOrderAmount: 30_000 });
    expect(couponDiscount(shipping, 3_000, NOW, 30_000)).toEqual({ ok: true, discount: 3_000 });
    expect(couponDiscount(shipping, 3_000, NOW, 29_999)).toMatchObject({ ok: false, reason: "under_minimum" });
  });
});

describe("couponDiscount: refusals", () => {
  it.each([
    ["used", { usedAt: new Date("2025-06-10T00:00:00Z") }, 10_000, COUPON_USED_MESSAGE],
    ["not_yet_valid", { validFrom: new Date(NOW.getTime() + 1) }, 10_000, COUPON_NOT_YET_VALID_MESSAGE],
    ["expired", { validUntil: new Date(NOW.getTime() - 1) }, 10_000, COUPON_EXPIRED_MESSAGE],
    ["under_minimum", { minOrderAmount: 30_000 }, 29_999, "30,000원 이상 구매 시 사용할 수 있는 쿠폰입니다."],
    ["nothing_to_discount", {}, 0, COUPON_NOTHING_TO_DISCOUNT_MESSAGE],
    ["nothing_to_discount", { kind: "shipping" }, 0, SHIPPING_COUPON_NO_SHIPPING_MESSAGE],
    // Several faults: the first in the order used → period → minimum → base wins.
    ["used", { usedAt: NOW, validUntil: new Date("2020-01-01") }, 10_000, COUPON_USED_MESSAGE],
    ["expired", { validUntil: new Date("2020-01-01"), minOrderAmount: 99_999 }, 10_000, COUPON_EXPIRED_MESSAGE],
  ] as const)("%s (%o on %d)", (reason, overrides, base, message) => {
    const candidate = coupon(overrides as Partial<Coupon>);
    expect(couponDiscount(candidate, base, NOW)).toEqual({
      ok: false,
      reason,
      message,
      couponUserId: candidate.couponUserId,
    });
  });
});

describe("applyCoupons", () => {
  const lines = [
    { cartId: 1, amount: 30_000 },
    { cartId: 2, amount: 20_000 },
    { cartId: 3, amount: 5_000 },
  ];
  const boxes = [
    { boxKey: "1-90000000", price: 50_000, shipping: 3_000 },
    { boxKey: "2-101", price: 5_000, shipping: 0 },
  ];
  const select = (picks: Partial<Pick<CouponSelection, "itemCoupons" | "shippingCoupons">>): CouponSelection => ({
    lines,
    boxes,
    itemCoupons: picks.itemCoupons ?? [],
    shippingCoupons: picks.shippingCoupons ?? [],
  });

  it("applies item and shipping coupons and sums them", () => {
    const a = coupon({ amount: 5_000 });
    const b = coupon({ discountType: "rate", rate: 10 });
    const s = coupon({ kind: "shipping", amount: 5_000 });
    const result = applyCoupons(
      select({
        itemCoupons: [
          { cartId: 1, coupon: a },
          { cartId: 2, coupon: b },
        ],
        shippingCoupons: [{ boxKey: "1-90000000", coupon: s }],
      }),
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      lineDiscounts: [
        { cartId: 1, couponUserId: a.couponUserId, discount: 5_000 },
        { cartId: 2, couponUserId: b.couponUserId, discount: 2_000 },
      ],
      boxDiscounts: [{ boxKey: "1-90000000", couponUserId: s.couponUserId, discount: 3_000 }],
      itemDiscountTotal: 7_000,
      shippingDiscountTotal: 3_000,
      totalDiscount: 10_000,
    });
  });

  it("answers no coupons with zero", () => {
    expect(applyCoupons(select({}), NOW)).toMatchObject({ ok: true, totalDiscount: 0 });
  });

  // Concurrency: [first is concurrent, second is concurrent] → refused, and whose name the message carries.
  it.each([
    [true, true, null],
    [true, false, "second"],
    [false, true, "first"],
    [false, false, "second"],
  ] as const)("item coupons concurrent %s + %s → refused on %s", (firstTogether, secondTogether, named) => {
    const first = coupon({ concurrently: firstTogether, couponName: "first" });
    const second = coupon({ concurrently: secondTogether, couponName: "second" });
    const result = applyCoupons(
      select({
        itemCoupons: [
          { cartId: 1, coupon: first },
          { cartId: 2, coupon: second },
        ],
      }),
      NOW,
    );
    if (named === null) expect(result.ok).toBe(true);
    else {
      expect(result).toEqual({
        ok: false,
        reason: "not_concurrent",
        message: couponNotConcurrentMessage(named),
        couponUserId: second.couponUserId,
      });
    }
  });

  it.each<[string, boolean[], boolean, boolean]>([
    // item coupons' concurrently flags, with a shipping coupon → ok
    ["a non-concurrent item coupon alone", [false], false, true],
    ["a non-concurrent item coupon beside a shipping coupon", [false], true, true],
    ["three concurrent item coupons", [true, true, true], false, true],
    ["two concurrent and a third that is not", [true, true, false], false, false],
  ])("%s → ok %s", (_, flags, withShipping, ok) => {
    const itemCoupons = flags.map((together, index) => ({
      cartId: index + 1,
      coupon: coupon({ concurrently: together }),
    }));
    const shippingCoupons = withShipping ? [{ boxKey: "1-90000000", coupon: coupon({ kind: "shipping" }) }] : [];
    expect(applyCoupons(select({ itemCoupons, shippingCoupons }), NOW).ok).toBe(ok);
  });

  const used = coupon({ usedAt: NOW });
  const shared = coupon();
  const shippingCoupon = coupon({ kind: "shipping" });
  it.each([
    ["wrong_kind", { itemCoupons: [{ cartId: 1, coupon: shippingCoupon }] }, ITEM_COUPON_WRONG_KIND_MESSAGE],
    [
      "wrong_kind",
      { shippingCoupons: [{ boxKey: "1-90000000", coupon: coupon() }] },
      SHIPPING_COUPON_WRONG_KIND_MESSAGE,
    ],
    [
      "duplicate_coupon",
      {
        itemCoupons: [
          { cartId: 1, coupon: shared },
          { cartId: 2, coupon: shared },
        ],
      },
      COUPON_DUPLICATE_MESSAGE,
    ],
    ["unknown_target", { itemCoupons: [{ cartId: 99, coupon: coupon() }] }, COUPON_UNKNOWN_TARGET_MESSAGE],
    [
      "unknown_target",
      { shippingCoupons: [{ boxKey: "2-999", coupon: shippingCoupon }] },
      COUPON_UNKNOWN_TARGET_MESSAGE,
    ],
    [
      "line_has_coupon",
      {
        itemCoupons: [
          { cartId: 1, coupon: coupon() },
          { cartId: 1, coupon: coupon() },
        ],
      },
      LINE_HAS_COUPON_MESSAGE,
    ],
    [
      "box_has_coupon",
      {
        shippingCoupons: [
          { boxKey: "1-90000000", coupon: coupon({ kind: "shipping" }) },
          { boxKey: "1-90000000", coupon: coupon({ kind: "shipping" }) },
        ],
      },
      BOX_HAS_COUPON_MESSAGE,
    ],
    ["used", { itemCoupons: [{ cartId: 1, coupon: used }] }, COUPON_USED_MESSAGE],
    [
      "under_minimum",
      { itemCoupons: [{ cartId: 3, coupon: coupon({ minOrderAmount: 10_000 }) }] },
      "10,000원 이상 구매 시 사용할 수 있는 쿠폰입니다.",
    ],
    // A shipping coupon on a box that ships free (or 착불, which counts 0) has nothing to take off.
    [
      "nothing_to_discount",
      { shippingCoupons: [{ boxKey: "2-101", coupon: shippingCoupon }] },
      SHIPPING_COUPON_NO_SHIPPING_MESSAGE,
    ],
    // The minimum of a shipping coupon is the box's items: 5,000 won here.
    [
      "under_minimum",
      { shippingCoupons: [{ boxKey: "2-101", coupon: coupon({ kind: "shipping", minOrderAmount: 5_001 }) }] },
      "5,001원 이상 구매 시 사용할 수 있는 쿠폰입니다.",
    ],
  ] as const)("refuses %s", (reason, picks, message) => {
    const result = applyCoupons(select(picks as Parameters<typeof select>[0]), NOW);
    expect(result).toMatchObject({ ok: false, reason, message });
  });

  it("answers the first refusal only, item coupons before shipping coupons", () => {
    const result = applyCoupons(
      select({
        itemCoupons: [
          { cartId: 1, coupon: coupon() },
          { cartId: 2, coupon: coupon({ validUntil: new Date("2020-01-01") }) },
        ],
        shippingCoupons: [{ boxKey: "1-90000000", coupon: coupon({ kind: "shipping", usedAt: NOW }) }],
      }),
      NOW,
    );
    expect(result).toMatchObject({ ok: false, reason: "expired" });
  });

  it("caps an item coupon at its line and a shipping coupon at the box's shipping", () => {
    const result = applyCoupons(
      select({
        itemCoupons: [{ cartId: 3, coupon: coupon({ amount: 8_000 }) }],
        shippingCoupons: [{ boxKey: "1-90000000", coupon: coupon({ kind: "shipping", amount: 10_000 }) }],
      }),
      NOW,
    );
    expect(result).toMatchObject({ ok: true, itemDiscountTotal: 5_000, shippingDiscountTotal: 3_000 });
  });
});
