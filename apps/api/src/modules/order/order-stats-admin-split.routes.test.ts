import type { AdminDashboard, AdminSettlements } from "@shop/contracts/admin-stats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { paidOrder, shopOrigin } from "../../test/orders.js";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A cancel spanning two sellers' boxes (docs/decisions/045): each seller's refund in the numbers and the settlement
// carries its own box's shipping, so a whole cancel takes back from each seller exactly what it was paid.

let t: TestApp;
let admin: SignedInStaff;
const SELLER_A = 10_000_001;
const catalog = demoCatalog();
// Cheap parcel items, one box each under its seller's free-shipping threshold: both boxes pay shipping.
const cheap = catalog.displayed.filter((item) => item.deliveryType === 1 && item.presentPrice < 30_000);
const itemA = cheap.find((item) => item.sellerId === SELLER_A)!;
const itemB = cheap.find((item) => item.sellerId !== SELLER_A && item.sellerId !== 90_000_000)!;
const SELLER_B = itemB.sellerId;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(() => t.close());

async function dashboard(): Promise<AdminDashboard> {
  const res = await t.app.inject({ url: "/api/admin/dashboard", headers: staffBearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function settlements(query: string): Promise<AdminSettlements> {
  const res = await t.app.inject({ url: `/api/admin/settlements${query}`, headers: staffBearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("a two-seller cancel's shipping refund", () => {
  it("puts each box's shipping refund on its own seller", async () => {
    expect(itemA, "a cheap item of seller A").toBeDefined();
    expect(itemB, "a cheap item of another seller").toBeDefined();
    const { user } = await createMember(t.db);
    const { token } = await t.app.services.sessions.issueToken(t.db, {
      userId: user.id,
      role: "ROLE_USER",
      loginType: "NORMAL",
    });
    const before = await dashboard();
    const order = await paidOrder(t, token, [{ itemId: itemA.id }, { itemId: itemB.id }]);
    const paid = await dashboard();
    const delta = (now: AdminDashboard, was: AdminDashboard, sellerId: number, pick: "paidAmount" | "cancelAmount") =>
      (now.sellers.find((row) => row.sellerId === sellerId)?.[pick] ?? 0) -
      (was.sellers.find((row) => row.sellerId === sellerId)?.[pick] ?? 0);
    const paidA = delta(paid, before, SELLER_A, "paidAmount");
    const paidB = delta(paid, before, SELLER_B, "paidAmount");
    // Both boxes were paid with shipping on top of their line.
    expect(paidA).toBeGreaterThan(itemA.presentPrice);
    expect(paidB).toBeGreaterThan(itemB.presentPrice);

    // The whole order cancelled in one claim, its first line A's.
    const cancelled = await t.app.inject({
      method: "POST",
      url: "/api/order/cancel",
      headers: bearer(token),
      payload: {
        orderCode: order.orderCode,
        orderItemIds: order.lines.map((line) => line.orderItemId),
        reason: "change_of_mind",
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = cancelled.json().claim.refundAmount as number;
    expect(refund).toBe(paidA + paidB);

    const after = await dashboard();
    expect(delta(after, paid, SELLER_A, "cancelAmount")).toBe(paidA);
    expect(delta(after, paid, SELLER_B, "cancelAmount")).toBe(paidB);
    expect(after.today.cancelAmount - paid.today.cancelAmount).toBe(refund);

    // The settlement's lines: one refund line per seller, each its own box's; a seller's view reads the same.
    const month = await settlements("?size=100");
    const lines = month.lines.list.filter((line) => line.kind === "cancel" && line.orderCode === order.orderCode);
    expect(lines.map((line) => [line.sellerId, line.amount]).sort()).toEqual(
      [
        [SELLER_A, -paidA],
        [SELLER_B, -paidB],
      ].sort(),
    );
    const ofB = await settlements(`?sellerId=${SELLER_B}&size=100`);
    expect(ofB.lines.list.find((line) => line.kind === "cancel" && line.orderCode === order.orderCode)?.amount).toBe(
      -paidB,
    );
  });
});
