import { myCouponListSchema } from "@shop/contracts/coupon";
import { mypageSummarySchema, pointHistorySchema } from "@shop/contracts/point";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISPLAY_DEMO_NOW } from "../../db/seed/display-seed-content.js";
import { bearer, JOIN_PASSWORD, joinMember, loginToken } from "../../test/auth-client.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { WELCOME_COUPON_NAMES } from "../coupon/coupon.service.js";
import { WELCOME_POINT_REASON, WELCOME_POINTS } from "./point.service.js";

// The welcome gift: a new member holds the 회원가입 축하 coupons and points the moment the join answers.

const clock = stillClockAt(DISPLAY_DEMO_NOW);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("joining", () => {
  it("gives the welcome coupons (30 days) and points in the join's transaction", async () => {
    const body = await joinMember(t.app);
    const token = await loginToken(t.app, String(body.loginId), JOIN_PASSWORD);
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

    expect(mypageSummarySchema.parse((await get("/api/mypage")).json())).toEqual({
      point: WELCOME_POINTS,
      couponCount: 1,
      shippingCouponCount: 1,
    });
    const coupons = myCouponListSchema.parse((await get("/api/coupon")).json()).list;
    expect(coupons.map((coupon) => coupon.couponName).sort()).toEqual([...WELCOME_COUPON_NAMES].sort());
    for (const coupon of coupons) {
      expect(coupon.validUntil).toBe(new Date(clock.start.getTime() + 30 * 86_400_000).toISOString());
    }
    expect(coupons.find((coupon) => coupon.couponType === "item")).toMatchObject({
      benefit: "3,000원 할인",
      condition: "30,000원 이상 구매 시",
    });
    expect(coupons.find((coupon) => coupon.couponType === "shipping")?.benefit).toBe("무료배송");
    const points = pointHistorySchema.parse((await get("/api/mypage/points")).json());
    expect(points.list).toEqual([
      expect.objectContaining({ kind: "earn", amount: WELCOME_POINTS, reason: WELCOME_POINT_REASON }),
    ]);
  });
});
