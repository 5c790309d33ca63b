import { isValidBusinessNumber } from "@shop/core/validation/business-number";
import { passwordRules } from "@shop/core/validation/password";
import { loginId as loginIdRule } from "@shop/core/validation/rules";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginToken } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { users } from "../schema/account.js";
import { designatedPrices } from "../schema/designated.js";
import { DEMO_COMPANY_BUYER, DEMO_DESIGNATED_DISCOUNTS, seedDemoCompanyBuyer } from "./designated-seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("seedDemoCompanyBuyer", () => {
  it("has credentials every join rule accepts", () => {
    expect(loginIdRule(DEMO_COMPANY_BUYER.loginId)).toBeNull();
    expect(passwordRules(DEMO_COMPANY_BUYER.password)).toEqual([]);
    expect(isValidBusinessNumber(DEMO_COMPANY_BUYER.businessNumber)).toBe(true);
  });

  it("loads a company buyer who logs in and sees designated prices below the shop's, once", async () => {
    await seedDemoCompanyBuyer(t.db);
    await seedDemoCompanyBuyer(t.db);
    const [buyer] = await t.db.select().from(users).where(eq(users.loginId, DEMO_COMPANY_BUYER.loginId));
    expect(buyer).toMatchObject({ userType: "BUSINESS", companyName: DEMO_COMPANY_BUYER.companyName });
    const [prices] = await t.db
      .select({ n: count() })
      .from(designatedPrices)
      .where(eq(designatedPrices.userId, buyer!.id));
    expect(prices!.n).toBe(DEMO_DESIGNATED_DISCOUNTS.length);

    const token = await loginToken(t.app, DEMO_COMPANY_BUYER.loginId, DEMO_COMPANY_BUYER.password);
    const res = await t.app.inject({ method: "GET", url: "/api/order/private-order", headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const { list } = res.json() as { list: { shopPrice: number; designatedPrice: number }[] };
    expect(list).toHaveLength(DEMO_DESIGNATED_DISCOUNTS.length);
    for (const item of list) expect(item.designatedPrice).toBeLessThan(item.shopPrice);
  });
});
