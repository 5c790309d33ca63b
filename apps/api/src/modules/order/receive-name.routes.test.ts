import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/order.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createPurchase } from "../../db/seed/order.factory.js";
import { bearer, signedPost } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { paidOrder, TEST_RECEIVER } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// GET /api/statistics/receive-name: the receiver names of a member's placed orders, most used first, for checkout's
// 받는 분 suggestions; the member's own orders only.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const item = demoCatalog().displayed.find((candidate) => (candidate.stock ?? 0) > 20);

async function member() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token };
}

/** An order of the member straight in the table, sent to `receiverName`. */
async function orderTo(
  userId: number,
  receiverName: string,
  { paid = true, status = "paid", daysAgo = 1 }: { paid?: boolean; status?: string; daysAgo?: number } = {},
) {
  if (!item) throw new Error("the demo catalog has no item in stock");
  const orderedAt = new Date(Date.UTC(2026, 10, 20) - daysAgo * 86_400_000);
  const { order } = await createPurchase(t.db, {
    userId,
    itemId: item.id,
    status: status as "paid",
    orderedAt,
  });
  await t.db
    .update(orders)
    .set({ receiverName, paidAt: paid ? orderedAt : null })
    .where(eq(orders.id, order.id));
}

function receiveNames(token: string | null, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/statistics/receive-name${query}`,
    headers: token ? bearer(token) : {},
  });
}

describe("GET /api/statistics/receive-name", () => {
  it("lists the names of the member's placed orders, most used first, then the latest", async () => {
    const { userId, token } = await member();
    await orderTo(userId, "박정육", { daysAgo: 9 });
    await orderTo(userId, "이한돈", { daysAgo: 8 });
    await orderTo(userId, " 이한돈 ", { daysAgo: 7, status: "delivered" });
    await orderTo(userId, "최식당", { daysAgo: 2 });
    await orderTo(userId, "정대기", { paid: false, status: "awaiting_deposit", daysAgo: 3 });
    // Never paid: a window left open, or one cancelled before paying.
    await orderTo(userId, "미결제", { paid: false, status: "payment_pending" });
    await orderTo(userId, "미결제", { paid: false, status: "cancelled" });
    await orderTo(userId, "", { daysAgo: 1 });

    const res = await receiveNames(token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list as { receiveName: string; orderCount: number; lastUsedAt: string }[];
    expect(list.map((entry) => [entry.receiveName, entry.orderCount])).toEqual([
      ["이한돈", 2],
      ["최식당", 1],
      ["정대기", 1],
      ["박정육", 1],
    ]);
    expect(list[0]?.lastUsedAt).toBe(new Date(Date.UTC(2026, 10, 13)).toISOString());

    const limited = await receiveNames(token, "?limit=2");
    expect(limited.json().list.map((entry: { receiveName: string }) => entry.receiveName)).toEqual([
      "이한돈",
      "최식당",
    ]);
  });

  it("counts an order placed and paid through checkout", async () => {
    if (!item) throw new Error("the demo catalog has no item in stock");
    const { token } = await member();
    await paidOrder(t, token, [{ itemId: item.id }]);
    const res = await receiveNames(token);
    expect(res.json().list).toEqual([
      { receiveName: TEST_RECEIVER.name, orderCount: 1, lastUsedAt: expect.any(String) },
    ]);
  });

  it("shows a member only their own names", async () => {
    const someone = await member();
    await orderTo(someone.userId, "남의이름");
    const { token } = await member();
    const res = await receiveNames(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().list).toEqual([]);
  });

  it("answers 401 to a guest and to no token", async () => {
    const guest = await signedPost(t.app, "/api/auth/guest-token", {});
    expect((await receiveNames(guest.json().token as string)).statusCode).toBe(401);
    expect((await receiveNames(null)).statusCode).toBe(401);
  });

  it.each(["?limit=0", "?limit=21", "?limit=abc"])("refuses %s with a Korean 400", async (query) => {
    const { token } = await member();
    const res = await receiveNames(token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  });
});
