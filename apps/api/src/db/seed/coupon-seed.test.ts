import { couponIssuedSchema, downloadCouponListSchema } from "@shop/contracts/coupon";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginToken } from "../../test/auth-client.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { users } from "../schema/account.js";
import { coupons } from "../schema/coupon.js";
import { pointLedger } from "../schema/point.js";
import { createMember } from "./account.factory.js";
import {
  COUPON_SEEDS,
  DEMO_MEMBER_POINT_REASON,
  DEMO_MEMBER_POINTS,
  DEMO_OFFLINE_COUPON_CODE,
  seedCoupons,
} from "./coupon-seed.js";
import { DISPLAY_DEMO_NOW } from "./display-seed-content.js";
import { DEMO_REVIEWERS } from "./review-seed.js";

// The demo coupons and points: in the template, idempotent, and usable at the demo's moment.

stillClockAt(DISPLAY_DEMO_NOW);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function snapshot() {
  return {
    coupons: await t.db.select().from(coupons).orderBy(asc(coupons.id)),
    points: await t.db.select().from(pointLedger).orderBy(asc(pointLedger.id)),
  };
}

describe("the demo coupons and points", () => {
  it("the template holds every demo coupon and the demo members' points", async () => {
    const names = (await t.db.select({ name: coupons.name }).from(coupons)).map((row) => row.name);
    expect(names.sort()).toEqual(COUPON_SEEDS.map((seed) => seed.name).sort());
    const reviewers = await t.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.loginId,
          DEMO_REVIEWERS.map((reviewer) => reviewer.loginId),
        ),
      );
    expect(reviewers).toHaveLength(DEMO_REVIEWERS.length);
    const grants = await t.db.select().from(pointLedger).where(eq(pointLedger.reason, DEMO_MEMBER_POINT_REASON));
    expect(grants.map((grant) => grant.userId).sort()).toEqual(reviewers.map((reviewer) => reviewer.id).sort());
    expect(grants.every((grant) => grant.amount === DEMO_MEMBER_POINTS)).toBe(true);
  });

  it("is idempotent: loading again changes nothing", async () => {
    const before = await snapshot();
    expect(await seedCoupons(t.db)).toEqual({ coupons: 0, pointGrants: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("the download corner shows the rate, fixed, seller-only, non-concurrent, item-only and shipping coupons", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/coupon/download-coupons?size=100" });
    const list = downloadCouponListSchema.parse(res.json()).list;
    expect(list.map((coupon) => coupon.couponName)).toEqual(
      COUPON_SEEDS.filter((seed) => seed.downloadable !== false).map((seed) => seed.name),
    );
    expect(list.find((coupon) => coupon.discountType === "rate" && coupon.appliesTo.scope === "all")).toMatchObject({
      benefit: "10% 할인 (최대 10,000원)",
    });
    expect(list.find((coupon) => coupon.appliesTo.scope === "seller")?.appliesTo.sellerName).toBe("(주)대관령한우");
    expect(list.find((coupon) => !coupon.couponConcurrently)).toMatchObject({ remaining: 100 });
    expect(list.find((coupon) => coupon.appliesTo.scope === "item")?.appliesTo.itemName).toContain("등심");
    expect(list.some((coupon) => coupon.couponType === "shipping")).toBe(true);
  });

  it(`the paper code ${DEMO_OFFLINE_COUPON_CODE} is exchanged for its coupon`, async () => {
    const created = await createMember(t.db);
    const token = await loginToken(t.app, created.user.loginId, created.password);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/coupon/exchange-offline-coupon?code=${DEMO_OFFLINE_COUPON_CODE.toLowerCase()}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(couponIssuedSchema.parse(res.json()).coupon).toMatchObject({
      couponName: "한우 선물세트 교환 쿠폰",
      benefit: "10,000원 할인",
      status: "active",
    });
  });
});
