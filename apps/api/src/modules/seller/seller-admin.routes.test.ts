import { adminAuditListSchema } from "@shop/contracts/admin";
import { adminSellerEntrySchema, adminSellerListSchema } from "@shop/contracts/admin-seller";
import type { AdminSettlements } from "@shop/contracts/admin-stats";
import { errorBodySchema } from "@shop/contracts/common";
import { COMMISSION_RATE_FORMAT_MESSAGE, COMMISSION_RATE_REQUIRED_MESSAGE } from "@shop/core/seller/commission-rate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Sellers in the back office (docs/decisions/045): the list with their terms, the commission rate an operator sets
// (percent with two decimals, kept in basis points, audited) and the settlement that reads it.

let t: TestApp;
let admin: SignedInStaff;
const SELLER = 10_000_002;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

const list = (staff: { token: string } | null) =>
  t.app.inject({ url: "/api/admin/sellers", headers: staff ? staffBearer(staff) : {} });
const put = (staff: { token: string }, id: number | string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/sellers/${id}/commission`,
    headers: staffBearer(staff),
    payload: payload as object,
  });

describe("the sellers' list", () => {
  it("shows every seller with its business number, commission and shipping terms", async () => {
    const res = await list(admin);
    expect(res.statusCode, res.body).toBe(200);
    const sellers = adminSellerListSchema.parse(res.json()).list;
    expect(sellers.find((seller) => seller.sellerId === 10_000_001)).toMatchObject({
      sellerName: "(주)대관령한우",
      commissionRateBp: 1000,
      commissionRateLabel: "10%",
      commissionPercent: "10",
      shippingFee: 4000,
      freeShippingThreshold: 70_000,
    });
    expect(sellers.find((seller) => seller.sellerId === 90_000_000)?.commissionRateBp).toBe(0);
    expect(sellers.every((seller) => /^\d{3}-\d{2}-\d{5}$/.test(seller.businessNumber))).toBe(true);
  });

  it("is for operators only", async () => {
    expect((await list(null)).statusCode).toBe(401);
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: SELLER });
    for (const who of [cs, seller]) {
      const res = await list(who);
      expect(res.statusCode).toBe(403);
      expect(errorBodySchema.parse(res.json()).message).toBe("이 메뉴를 사용할 권한이 없습니다.");
      expect((await put(who, SELLER, { commissionPercent: "5" })).statusCode).toBe(403);
    }
  });
});

describe("the commission rate", () => {
  it.each([
    ["", COMMISSION_RATE_REQUIRED_MESSAGE],
    [null, COMMISSION_RATE_REQUIRED_MESSAGE],
    ["100.5", COMMISSION_RATE_FORMAT_MESSAGE],
    ["-3", COMMISSION_RATE_FORMAT_MESSAGE],
    ["12.345", COMMISSION_RATE_FORMAT_MESSAGE],
    ["열", COMMISSION_RATE_FORMAT_MESSAGE],
    [101, COMMISSION_RATE_FORMAT_MESSAGE],
    [{ value: 5 }, COMMISSION_RATE_FORMAT_MESSAGE],
  ])("refuses %j with a Korean 400", async (value, message) => {
    const res = await put(admin, SELLER, { commissionPercent: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBodySchema.parse(res.json()).message).toBe(message);
  });

  it("answers 404 for a seller that does not exist", async () => {
    expect((await put(admin, 99_999_999, { commissionPercent: "5" })).statusCode).toBe(404);
  });

  it("sets it in basis points, audits it once, and the month's settlement uses it", async () => {
    const res = await put(admin, SELLER, { commissionPercent: "12.55" });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminSellerEntrySchema.parse(res.json())).toMatchObject({
      sellerId: SELLER,
      commissionRateBp: 1255,
      commissionRateLabel: "12.55%",
      commissionPercent: "12.55",
    });
    // The same rate again changes nothing and writes no second entry.
    expect((await put(admin, SELLER, { commissionPercent: 12.55 })).statusCode).toBe(200);

    const audit = await t.app.inject({
      url: `/api/admin/audit-logs?action=seller.commission&targetId=${SELLER}`,
      headers: staffBearer(admin),
    });
    expect(adminAuditListSchema.parse(audit.json()).list.map((entry) => [entry.before, entry.after])).toEqual([
      [{ commissionRateBp: 1000 }, { commissionRateBp: 1255 }],
    ]);

    const settlement = await t.app.inject({
      url: `/api/admin/settlements?sellerId=${SELLER}`,
      headers: staffBearer(admin),
    });
    expect(settlement.statusCode, settlement.body).toBe(200);
    const row = (settlement.json() as AdminSettlements).sellers[0]!;
    expect(row).toMatchObject({ sellerId: SELLER, commissionRateBp: 1255, commissionRateLabel: "12.55%" });
    expect(row.commission).toBe(Math.floor((row.netSales * 1255 + 5000) / 10_000));
  });
});
