import { errorBodySchema } from "@shop/contracts/common";
import { couponAndPointSchema, pointHistorySchema } from "@shop/contracts/point";
import { POINT_EXPIRE_REASON } from "@shop/core/member/point-expiry";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointLedger } from "../../db/schema/point.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createCoupon } from "../../db/seed/coupon.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Points expire 12 months after the Korea day they were earned (docs/decisions/035): the my-page answers, the
// housekeeping sweep and the dev route that ages a member's points, through the real routes and database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
let nextOrderId = 98_000_000;

async function member() {
  const created = await createMember(t.db);
  const token = await loginToken(t.app, created.user.loginId, created.password);
  return { userId: created.user.id, loginId: created.user.loginId, token };
}

const get = (url: string, token: string | null) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

async function history(token: string) {
  const res = await get("/api/mypage/points", token);
  expect(res.statusCode, res.body).toBe(200);
  return pointHistorySchema.parse(res.json());
}

async function couponAndPoint(token: string) {
  const res = await get("/api/mypage/coupon-and-point", token);
  expect(res.statusCode, res.body).toBe(200);
  return couponAndPointSchema.parse(res.json());
}

const age = (loginId: string, days: number) =>
  t.app.inject({ method: "POST", url: "/api/dev/points/age", payload: { loginId, days } });

const ledgerOf = (userId: number) => t.db.select().from(pointLedger).where(eq(pointLedger.userId, userId));

describe("points that expire", () => {
  it("stamps an earn with the end of the Korea day 12 months on", async () => {
    const { points } = t.app.services;
    const { userId } = await member();
    await points.grant(userId, 1_000, "이벤트 적립금");
    const [row] = await ledgerOf(userId);
    const earned = formatKoreaDate(row!.createdAt);
    const lastDay = formatKoreaDate(new Date(row!.expiresAt!.getTime() - 1));
    expect(Number(lastDay.slice(0, 4)) - Number(earned.slice(0, 4))).toBe(1);
    expect(lastDay.slice(5)).toBe(earned.slice(5) === "02-29" ? "02-28" : earned.slice(5));
    // Korea midnight: 15:00 UTC.
    expect(row!.expiresAt!.toISOString()).toMatch(/T15:00:00\.000Z$/);
  });

  it("shows nothing expiring for fresh points, and the 소멸 예정 amount and day once they are 11 months old", async () => {
    const { points } = t.app.services;
    const { userId, loginId, token } = await member();
    await points.grant(userId, 1_000, "이벤트 적립금");
    expect(await history(token)).toMatchObject({ balance: 1_000, expiringAmount: 0, expiringDate: null });

    expect((await age(loginId, 350)).json()).toEqual({ code: "SUCCESS", expired: 0 });
    await points.grant(userId, 400, "이벤트 적립금");
    const [aged] = await ledgerOf(userId);
    const answer = await history(token);
    expect(answer).toMatchObject({
      balance: 1_400,
      expiringAmount: 1_000,
      expiringDate: formatKoreaDate(new Date(aged!.expiresAt!.getTime() - 1)),
    });
    expect(await couponAndPoint(token)).toMatchObject({
      point: 1_400,
      expiringPoint: 1_000,
      expiringPointDate: answer.expiringDate,
    });
  });

  it("expires what is due once, first-expiring first, even when the sweep runs twice at once", async () => {
    const { points, housekeeping } = t.app.services;
    const { userId, loginId, token } = await member();
    const orderId = nextOrderId++;
    await points.grant(userId, 1_000, "이벤트 적립금");
    await t.db.transaction((tx) => points.use(tx, userId, orderId, 300));
    await age(loginId, 200);
    await points.grant(userId, 500, "이벤트 적립금");

    // The first grant (700 left of it) is due ~165 days on; the second one a year on.
    const expireEntries = async () =>
      (await ledgerOf(userId)).filter((row) => row.kind === "expire").map((row) => row.amount);
    const due = new Date(Date.now() + 170 * DAY);
    // Six passes at once for the member (several server processes): one writes the 700, the others find nothing.
    const amounts = await Promise.all(Array.from({ length: 6 }, () => points.expireMember(userId, due)));
    expect(amounts.sort((a, b) => b - a)).toEqual([700, 0, 0, 0, 0, 0]);
    expect(await expireEntries()).toEqual([-700]);
    await Promise.all([housekeeping.expirePoints(due), housekeeping.expirePoints(due)]);
    expect(await expireEntries()).toEqual([-700]);
    expect(await points.balance(userId)).toBe(500);

    const later = new Date(Date.now() + 400 * DAY);
    await housekeeping.expirePoints(later);
    await housekeeping.expirePoints(later);
    expect(await expireEntries()).toEqual([-700, -500]);
    expect(await points.balance(userId)).toBe(0);

    const expires = (await history(token)).list.filter((entry) => entry.kind === "expire");
    expect(expires.map((entry) => [entry.amount, entry.kindLabel, entry.reason])).toEqual([
      [-500, "소멸", POINT_EXPIRE_REASON],
      [-700, "소멸", POINT_EXPIRE_REASON],
    ]);
  });

  it("gives a cancelled order's points back with their own expiry, and the next sweep expires them if past", async () => {
    const { points } = t.app.services;
    const { userId, loginId } = await member();
    const orderId = nextOrderId++;
    await points.grant(userId, 1_000, "이벤트 적립금");
    await t.db.transaction((tx) => points.use(tx, userId, orderId, 1_000));
    // A year and more on, nothing is left to expire: the balance is 0.
    expect((await age(loginId, 400)).json()).toEqual({ code: "SUCCESS", expired: 0 });
    expect(await t.db.transaction((tx) => points.restoreForOrder(tx, orderId))).toBe(1_000);
    expect(await points.balance(userId)).toBe(1_000);

    expect(await points.expireMember(userId, new Date())).toBe(1_000);
    expect(await points.balance(userId)).toBe(0);
  });

  it("expires only what is left, never taking the balance lower than it is", async () => {
    const { points, housekeeping } = t.app.services;
    const { userId, loginId } = await member();
    const earnedBy = nextOrderId++;
    const spentOn = nextOrderId++;
    await t.db.transaction((tx) => points.earn(tx, userId, earnedBy, 800, "구매 적립"));
    await t.db.transaction((tx) => points.use(tx, userId, spentOn, 800));
    await points.grant(userId, 200, "이벤트 적립금");
    // The order earned 800 and they were spent: taking them back leaves the member 600 short.
    expect(await t.db.transaction((tx) => points.cancelEarnForOrder(tx, earnedBy))).toBe(800);
    expect(await points.balance(userId)).toBe(-600);
    await age(loginId, 400);
    await housekeeping.expirePoints(new Date());
    expect(await points.expireMember(userId, new Date())).toBe(0);
    expect(await points.balance(userId)).toBe(-600);
    expect((await ledgerOf(userId)).filter((row) => row.kind === "expire")).toEqual([]);
  });
});

describe("GET /api/mypage/coupon-and-point", () => {
  it("answers the member's own points and coupons, and those expiring soon", async () => {
    const { points, coupons } = t.app.services;
    const owner = await member();
    const other = await member();
    await points.grant(owner.userId, 2_500, "이벤트 적립금");
    const now = Date.now();
    for (const values of [
      {},
      { validUntil: new Date(now + 3 * DAY) },
      { kind: "shipping" as const, validUntil: new Date(now + 6 * DAY) },
      { kind: "shipping" as const },
    ]) {
      const coupon = await createCoupon(t.db, values);
      await coupons.download(owner.userId, coupon.id);
    }
    expect(await couponAndPoint(owner.token)).toEqual({
      point: 2_500,
      expiringPoint: 0,
      expiringPointDate: null,
      couponCount: 2,
      shippingCouponCount: 2,
      expiringCouponCount: 2,
    });
    expect(await couponAndPoint(other.token)).toEqual({
      point: 0,
      expiringPoint: 0,
      expiringPointDate: null,
      couponCount: 0,
      shippingCouponCount: 0,
      expiringCouponCount: 0,
    });
  });

  it("is for members only", async () => {
    const res = await get("/api/mypage/coupon-and-point", null);
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).message).toMatch(/[가-힣]/);
  });
});

describe("POST /api/dev/points/age", () => {
  it("answers 404 for an unknown member and 400 in Korean for a bad number of days", async () => {
    expect((await age("nobody-here-at-all", 10)).statusCode).toBe(404);
    const { loginId } = await member();
    for (const days of [0, -3, 1.5, 99_999]) {
      const res = await age(loginId, days);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).message).toMatch(/[가-힣]/);
    }
  });

  it("expires at once what the aging made due", async () => {
    const { userId, loginId, token } = await member();
    await t.app.services.points.grant(userId, 1_200, "이벤트 적립금");
    expect((await age(loginId, 400)).json()).toEqual({ code: "SUCCESS", expired: 1_200 });
    const after = await history(token);
    expect(after.balance).toBe(0);
    expect(after.list[0]).toMatchObject({ kind: "expire", amount: -1_200, reason: POINT_EXPIRE_REASON });
  });
});
