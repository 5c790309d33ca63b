import { errorBodySchema } from "@shop/contracts/common";
import { mypageSummarySchema, pointHistorySchema } from "@shop/contracts/point";
import { POINT_OVER_BALANCE_MESSAGE, POINT_UNIT_MESSAGE } from "@shop/core/checkout/points";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createCoupon } from "../../db/seed/coupon.factory.js";
import { ApiError } from "../../lib/api-error.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { POINT_ALREADY_USED_MESSAGE } from "./point.service.js";

// The point ledger through the service the order module calls (use, restore, earn, the per-member lock), and the
// my-page history and summary.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextOrderId = 99_000_000;

async function member() {
  const created = await createMember(t.db);
  return { userId: created.user.id, token: await loginToken(t.app, created.user.loginId, created.password) };
}

const get = (url: string, token: string | null) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

async function history(token: string, query = "") {
  const res = await get(`/api/mypage/points${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return pointHistorySchema.parse(res.json());
}

async function expectApiError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status, message });
}

describe("the point ledger", () => {
  it("grants, uses, restores, earns and takes back, and the history shows each, newest first", async () => {
    const { points } = t.app.services;
    const { userId, token } = await member();
    const orderId = nextOrderId++;
    await points.grant(userId, 5_000, "이벤트 적립금");
    await t.db.transaction((tx) => points.use(tx, userId, orderId, 1_200));
    expect(await points.balance(userId)).toBe(3_800);
    await t.db.transaction((tx) => points.earn(tx, userId, orderId, 300, "구매 적립"));
    expect(await points.balance(userId)).toBe(4_100);
    expect(await t.db.transaction((tx) => points.restoreForOrder(tx, orderId))).toBe(1_200);
    expect(await t.db.transaction((tx) => points.restoreForOrder(tx, orderId))).toBe(0);
    expect(await t.db.transaction((tx) => points.cancelEarnForOrder(tx, orderId))).toBe(300);
    expect(await t.db.transaction((tx) => points.cancelEarnForOrder(tx, orderId))).toBe(0);
    expect(await points.balance(userId)).toBe(5_000);

    const all = await history(token);
    expect(all.balance).toBe(5_000);
    expect(all.pagination).toEqual({ page: 1, size: 20, totalCount: 5, totalPages: 1 });
    expect(all.list.map((entry) => [entry.kind, entry.kindLabel, entry.amount])).toEqual([
      ["earn_cancel", "적립 취소", -300],
      ["use_cancel", "사용 취소", 1_200],
      ["earn", "적립", 300],
      ["use", "사용", -1_200],
      ["earn", "적립", 5_000],
    ]);
    expect(all.list.at(-1)?.reason).toBe("이벤트 적립금");
    expect((await history(token, "?page=2&size=2")).list.map((entry) => entry.amount)).toEqual([300, -1_200]);
  });

  it("refuses a use over the balance, off the 10원 unit, or a second use by one order", async () => {
    const { points } = t.app.services;
    const { userId } = await member();
    await points.grant(userId, 1_000, "이벤트 적립금");
    await expectApiError(
      t.db.transaction((tx) => points.use(tx, userId, nextOrderId++, 1_010)),
      409,
      POINT_OVER_BALANCE_MESSAGE,
    );
    await expectApiError(
      t.db.transaction((tx) => points.use(tx, userId, nextOrderId++, 105)),
      400,
      POINT_UNIT_MESSAGE,
    );
    const orderId = nextOrderId++;
    await t.db.transaction((tx) => points.use(tx, userId, orderId, 500));
    await expectApiError(
      t.db.transaction((tx) => points.use(tx, userId, orderId, 100)),
      409,
      POINT_ALREADY_USED_MESSAGE,
    );
    await t.db.transaction((tx) => points.use(tx, userId, nextOrderId++, 0));
    expect(await points.balance(userId)).toBe(500);
  });

  it("two orders racing for one balance: the member's lock lets only one spend it", async () => {
    const { points } = t.app.services;
    const { userId } = await member();
    await points.grant(userId, 2_000, "이벤트 적립금");
    const results = await Promise.allSettled(
      [nextOrderId++, nextOrderId++, nextOrderId++].map((orderId) =>
        t.db.transaction((tx) => points.use(tx, userId, orderId, 1_500)),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await points.balance(userId)).toBe(500);
  });

  it("caps what points may pay by config.pointUseRatio (0.3 unless POINT_USE_RATIO says)", async () => {
    const { points } = t.app.services;
    expect(points.pointUseRatio).toBe(0.3);
    const { userId } = await member();
    await points.grant(userId, 50_000, "이벤트 적립금");
    expect(await points.maxUsable(userId, 100_005)).toBe(30_000);
    expect(await points.maxUsable(userId, 1_000_000)).toBe(50_000);
    expect(await t.db.transaction((tx) => points.lockBalance(tx, userId))).toBe(50_000);

    const other = await createTestApp({ env: { POINT_USE_RATIO: "0.5" } });
    try {
      expect(other.app.services.points.pointUseRatio).toBe(0.5);
    } finally {
      await other.close();
    }
  });
});

describe("my page", () => {
  it("GET /api/mypage sums points and usable item and shipping coupons", async () => {
    const { userId, token } = await member();
    const read = async () => {
      const res = await get("/api/mypage", token);
      expect(res.statusCode, res.body).toBe(200);
      return mypageSummarySchema.parse(res.json());
    };
    expect(await read()).toEqual({ point: 0, couponCount: 0, shippingCouponCount: 0 });
    await t.app.services.points.grant(userId, 1_500, "이벤트 적립금");
    for (const values of [{}, {}, { kind: "shipping" as const }]) {
      const coupon = await createCoupon(t.db, values);
      await t.app.services.coupons.download(userId, coupon.id);
    }
    expect(await read()).toEqual({ point: 1_500, couponCount: 2, shippingCouponCount: 1 });
  });

  it("is for members only", async () => {
    for (const url of ["/api/mypage", "/api/mypage/points"]) {
      const res = await get(url, null);
      expect(res.statusCode).toBe(401);
      expect(errorBodySchema.parse(res.json()).message).toMatch(/[가-힣]/);
    }
    const { token } = await member();
    expect((await get("/api/mypage/points?size=1000", token)).statusCode).toBe(400);
  });
});
