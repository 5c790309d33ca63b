import { applyCoupons, COUPON_USED_MESSAGE } from "@shop/core/checkout/coupons";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, couponUsers } from "../../db/schema/coupon.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createCoupon } from "../../db/seed/coupon.factory.js";
import { COUPON_SEEDS } from "../../db/seed/coupon-seed.js";
import { ApiError } from "../../lib/api-error.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import {
  copyValidUntil,
  couponAppliesTo,
  couponBenefitText,
  MY_COUPON_NOT_FOUND_MESSAGE,
  WELCOME_COUPON_NAMES,
} from "./coupon.service.js";

// What the order module calls: the usable copies, locking them for an order, marking them used and giving them back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
let nextOrderId = 88_000_000;

/** A member holding a copy of each coupon made by `overrides` (downloaded through the service). */
async function memberWith(...overrides: Parameters<typeof createCoupon>[1][]) {
  const { user } = await createMember(t.db);
  const copies: number[] = [];
  for (const values of overrides) {
    const coupon = await createCoupon(t.db, values);
    copies.push((await t.app.services.coupons.download(user.id, coupon.id)).coupon.couponUserId);
  }
  return { userId: user.id, copies };
}

async function expectApiError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status, message });
}

describe("coupons for checkout", () => {
  it("usableForOrder gives the member's unused, valid copies as core coupons with their restriction", async () => {
    const { userId, copies } = await memberWith(
      { amount: 3_000, minOrderAmount: 30_000 },
      { sellerId: 10_000_001 },
      {},
    );
    const [fixed, sellerOnly, used] = copies as [number, number, number];
    await t.db.transaction((tx) => t.app.services.coupons.markUsed(tx, [used], nextOrderId++, new Date()));

    const usable = await t.app.services.coupons.usableForOrder(userId, new Date());
    expect(usable.map((coupon) => coupon.couponUserId).sort()).toEqual([fixed, sellerOnly].sort());
    const first = usable.find((coupon) => coupon.couponUserId === fixed)!;
    expect(first).toMatchObject({ kind: "item", discountType: "fixed", amount: 3_000, minOrderAmount: 30_000 });
    expect(first).toMatchObject({ itemId: null, sellerId: null, usedAt: null });
    expect(usable.find((coupon) => coupon.couponUserId === sellerOnly)).toMatchObject({ sellerId: 10_000_001 });
    // Core's rules take them as they are.
    const applied = applyCoupons(
      {
        lines: [{ cartId: 1, amount: 40_000 }],
        boxes: [],
        itemCoupons: [{ cartId: 1, coupon: first }],
        shippingCoupons: [],
      },
      new Date(),
    );
    expect(applied).toMatchObject({ ok: true, totalDiscount: 3_000 });
  });

  it("lockForOrder answers the member's copies in the order asked, and 404s a copy of another member", async () => {
    const mine = await memberWith({}, {});
    const theirs = await memberWith({});
    const [a, b] = mine.copies as [number, number];
    const locked = await t.db.transaction((tx) => t.app.services.coupons.lockForOrder(tx, mine.userId, [b, a, b]));
    expect(locked.map((coupon) => coupon.couponUserId)).toEqual([b, a]);
    await expectApiError(
      t.db.transaction((tx) => t.app.services.coupons.lockForOrder(tx, mine.userId, [a, theirs.copies[0]!])),
      404,
      MY_COUPON_NOT_FOUND_MESSAGE,
    );
    await expectApiError(
      t.db.transaction((tx) => t.app.services.coupons.lockForOrder(tx, mine.userId, [2_000_000_000])),
      404,
      MY_COUPON_NOT_FOUND_MESSAGE,
    );
    expect(await t.db.transaction((tx) => t.app.services.coupons.lockForOrder(tx, mine.userId, []))).toEqual([]);
  });

  it("markUsed refuses a copy already used, and the refused order changes nothing", async () => {
    const { userId, copies } = await memberWith({}, {});
    const [a, b] = copies as [number, number];
    const firstOrder = nextOrderId++;
    const secondOrder = nextOrderId++;
    await t.db.transaction((tx) => t.app.services.coupons.markUsed(tx, [a], firstOrder, new Date()));
    await expectApiError(
      t.db.transaction((tx) => t.app.services.coupons.markUsed(tx, [b, a], secondOrder, new Date())),
      409,
      COUPON_USED_MESSAGE,
    );
    const rows = await t.db.select().from(couponUsers).where(eq(couponUsers.userId, userId));
    expect(rows.find((row) => row.id === a)).toMatchObject({ orderId: firstOrder });
    // b was rolled back with the refused order.
    expect(rows.find((row) => row.id === b)).toMatchObject({ orderId: null, usedAt: null });
    // A used copy locked for another order reads as used: core refuses it.
    const [locked] = await t.db.transaction((tx) => t.app.services.coupons.lockForOrder(tx, userId, [a]));
    expect(locked!.usedAt).toBeInstanceOf(Date);
  });

  it("releaseForOrder gives a cancelled order's copies back, once", async () => {
    const { userId, copies } = await memberWith({}, { kind: "shipping" });
    const orderId = nextOrderId++;
    await t.db.transaction((tx) => t.app.services.coupons.markUsed(tx, copies, orderId, new Date()));
    expect(await t.app.services.coupons.usableForOrder(userId, new Date())).toEqual([]);
    expect(await t.db.transaction((tx) => t.app.services.coupons.releaseForOrder(tx, orderId))).toBe(2);
    expect(await t.db.transaction((tx) => t.app.services.coupons.releaseForOrder(tx, orderId))).toBe(0);
    const usable = await t.app.services.coupons.usableForOrder(userId, new Date());
    expect(usable.map((coupon) => coupon.couponUserId).sort()).toEqual([...copies].sort());
    // Usable again by the next order.
    await t.db.transaction((tx) => t.app.services.coupons.markUsed(tx, copies, nextOrderId++, new Date()));
  });

  it("a copy of a withdrawn coupon is not usable, and reads as expired when locked", async () => {
    const { userId, copies } = await memberWith({});
    const [row] = await t.db.select().from(couponUsers).where(eq(couponUsers.id, copies[0]!));
    await t.db.update(coupons).set({ active: false }).where(eq(coupons.id, row!.couponId));
    expect(await t.app.services.coupons.usableForOrder(userId, new Date())).toEqual([]);
    const [locked] = await t.db.transaction((tx) => t.app.services.coupons.lockForOrder(tx, userId, copies));
    expect(locked!.validUntil.getTime()).toBeLessThan(Date.now());
  });
});

describe("pure helpers", () => {
  it.each([
    { coupon: { itemId: null, sellerId: null }, line: { itemId: 1, sellerId: 9 }, applies: true },
    { coupon: { itemId: 1, sellerId: null }, line: { itemId: 1, sellerId: 9 }, applies: true },
    { coupon: { itemId: 2, sellerId: null }, line: { itemId: 1, sellerId: 9 }, applies: false },
    { coupon: { itemId: null, sellerId: 9 }, line: { itemId: 1, sellerId: 9 }, applies: true },
    { coupon: { itemId: null, sellerId: 8 }, line: { itemId: 1, sellerId: 9 }, applies: false },
    { coupon: { itemId: null, sellerId: 9 }, line: { sellerId: 9 }, applies: true },
    { coupon: { itemId: 1, sellerId: null }, line: { sellerId: 9 }, applies: false },
  ])("coupon $coupon on $line: $applies", ({ coupon, line, applies }) => {
    expect(couponAppliesTo(coupon, line)).toBe(applies);
    expect(t.app.services.coupons.appliesTo(coupon, line)).toBe(applies);
  });

  it.each([
    { coupon: { kind: "item", discountType: "fixed", amount: 3000, rate: 0, maxDiscount: 0 }, text: "3,000원 할인" },
    { coupon: { kind: "item", discountType: "rate", amount: 0, rate: 10, maxDiscount: 0 }, text: "10% 할인" },
    { coupon: { kind: "shipping", discountType: "rate", amount: 0, rate: 100, maxDiscount: 0 }, text: "무료배송" },
    {
      coupon: { kind: "shipping", discountType: "rate", amount: 0, rate: 50, maxDiscount: 0 },
      text: "배송비 50% 할인",
    },
    {
      coupon: { kind: "shipping", discountType: "fixed", amount: 2500, rate: 0, maxDiscount: 0 },
      text: "배송비 2,500원 할인",
    },
  ] as const)("benefit $text", ({ coupon, text }) => {
    expect(couponBenefitText(coupon)).toBe(text);
  });

  it("a copy lasts validDays from its issue, never past the coupon's end", () => {
    const issuedAt = new Date("2026-11-20T00:00:00Z");
    const validUntil = new Date("2026-12-31T00:00:00Z");
    expect(copyValidUntil({ validUntil, validDays: null }, issuedAt)).toEqual(validUntil);
    expect(copyValidUntil({ validUntil, validDays: 7 }, issuedAt)).toEqual(new Date(issuedAt.getTime() + 7 * DAY_MS));
    expect(copyValidUntil({ validUntil, validDays: 90 }, issuedAt)).toEqual(validUntil);
  });

  it("the welcome gift's coupons are among the demo seed's", () => {
    const seeded = new Set(COUPON_SEEDS.map((seed) => seed.name));
    for (const name of WELCOME_COUPON_NAMES) expect(seeded.has(name)).toBe(true);
  });
});
