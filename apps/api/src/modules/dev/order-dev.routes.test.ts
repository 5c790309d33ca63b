import { errorBodySchema } from "@shop/contracts/common";
import { orderDetailSchema } from "@shop/contracts/order";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { moveOrder, paidOrder } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The dev order routes (DEV_TOOLS): a real order, bought through checkout and the payment sandbox, moved along the
// core status table to 배송완료 for the tests that need a delivered purchase. No route makes an order up any more.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const { user, password } = await createMember(t.db);
  token = await loginToken(t.app, user.loginId, password);
});
afterAll(() => t.close());

const move = (orderCode: string, status: string) =>
  t.app.inject({ method: "POST", url: `/api/dev/orders/${orderCode}/status`, payload: { status } });

async function detail(orderCode: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/order/detail?orderCode=${orderCode}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return orderDetailSchema.parse(res.json());
}

describe("POST /api/dev/orders/{orderCode}/status", () => {
  it("moves a paid order and its lines one legal step at a time to 배송완료", async () => {
    const item = await createItem(t.db);
    const { orderCode } = await paidOrder(t, token, [{ itemId: item.id, quantity: 2 }]);

    const skipped = await move(orderCode, "delivered");
    expect(skipped.statusCode).toBe(409);
    expect(errorBodySchema.parse(skipped.json())).toMatchObject({
      code: "STATUS_CHANGE_REFUSED",
      message: "You cannot change the status.",
    });
    expect((await detail(orderCode)).status).toBe("paid");

    await moveOrder(t.app, orderCode, "delivered");
    const delivered = await detail(orderCode);
    expect(delivered).toMatchObject({ status: "delivered", statusLabel: "배송완료" });
    expect(delivered.boxes.flatMap((box) => box.lines).map((line) => [line.status, line.statusLabel])).toEqual([
      ["delivered", "배송완료"],
    ]);
    // Delivered goods are not cancelled any more.
    expect((await move(orderCode, "cancelled")).statusCode).toBe(409);
  });

  it("answers 404 for an unknown order and 400 for an unknown status", async () => {
    const unknown = await move("NOSUCHORDER1", "preparing");
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).message).toBe("주문 내역을 찾을 수 없습니다.");
    expect((await move("NOSUCHORDER1", "lost")).statusCode).toBe(400);
  });

  it("no longer makes up a delivered order: POST /api/dev/orders is gone", async () => {
    const item = await createItem(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/dev/orders",
      payload: { loginId: "nobody000", itemUserCode: item.itemUserCode },
    });
    expect(res.statusCode).toBe(404);
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(Object.keys(docs.json().paths)).not.toContain("/api/dev/orders");
    expect(Object.keys(docs.json().paths)).toContain("/api/dev/orders/{orderCode}/status");
  });
});
