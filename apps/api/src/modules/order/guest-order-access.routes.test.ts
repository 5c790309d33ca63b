import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf } from "../../db/seed/catalog.factory.js";
import { bearer, signedPost, verifyPhone } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { shopOrigin, TEST_ORDERER, TEST_RECEIVER } from "../../test/orders.js";
import { postForm, throughWindow, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A non-member's order session: the guest token that gave the order's code and password at /order/no-member may read
// and cancel the order like the token it was placed with (from another browser, or after the first token ended);
// every other caller still gets 404.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
});
afterAll(() => t.close());

const item = demoCatalog().displayed.find((candidate) => candidate.deliveryType === 1 && (candidate.stock ?? 0) > 20)!;
const PASSWORD = "4821";

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function guestToken(): Promise<string> {
  const res = await signedPost(t.app, "/api/auth/guest-token", {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** A card order of one piece placed by a non-member (verified phone, order password) and paid in the sandbox. */
async function guestPaidOrder() {
  const token = await guestToken();
  const origin = await shopOrigin(t.app);
  const optionId = (await optionIdsOf(t.db, item.id))[0]!;
  const added = await call("POST", "/api/cart/add", token, {
    arrayRequiredItems: [{ itemId: item.id, optionId, quantity: 1 }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const cartIds: number[] = added.json().cartIds;
  const step = await call("POST", "/api/order/payment-step", token, { cartIds });
  const form = {
    cartIds,
    orderer: TEST_ORDERER,
    receiver: TEST_RECEIVER,
    paymentMethod: "card",
    groupCode: step.json().groupCode,
  };
  const saved = await call("POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const proof = await verifyPhone(t.app, TEST_ORDERER.phone, "ORDER");
  const bought = await call("POST", "/api/order/buy", token, {
    ...form,
    clientTotal: saved.json().orderPrice.orderPayAmount,
    guest: { password: PASSWORD, phoneVerificationToken: proof },
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const window = await throughWindow(origin, windowRequestOf(origin, bought.json().payment), "approve");
  await postForm(origin, window.post.action, window.post.fields);
  const orderCode: string = bought.json().orderCode;
  const detail = await call("GET", `/api/order/detail?orderCode=${orderCode}`, token);
  expect(detail.json().status).toBe("paid");
  return { orderCode, orderItemIds: detail.json().cancel.orderItemIds as number[] };
}

const lookUp = (token: string | null, orderCode: string, password: string) =>
  call("POST", "/api/order/no-member", token, { orderCode, password });

const cancelBody = (orderCode: string, orderItemIds: number[]) => ({
  orderCode,
  orderItemIds,
  reason: "change_of_mind",
});

describe("a non-member's order session (/order/no-member)", () => {
  it("lets the guest token that gave the password read and cancel the order, once", async () => {
    const { orderCode, orderItemIds } = await guestPaidOrder();
    const other = await guestToken();

    // Before the lookup another guest token is a stranger.
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, other)).statusCode).toBe(404);
    expect((await call("POST", "/api/order/refund-amount", other, { orderCode, orderItemIds })).statusCode).toBe(404);
    expect((await call("POST", "/api/order/cancel", other, cancelBody(orderCode, orderItemIds))).statusCode).toBe(404);
    // A wrong password opens nothing.
    expect((await lookUp(other, orderCode, "0000")).statusCode).toBe(404);
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, other)).statusCode).toBe(404);

    const found = await lookUp(other, orderCode, PASSWORD);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().cancel).toMatchObject({ available: true, orderItemIds });
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, other)).json()).toMatchObject({
      orderCode,
      status: "paid",
    });
    const preview = await call("POST", "/api/order/refund-amount", other, { orderCode, orderItemIds });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().refundAmount).toBeGreaterThan(0);

    const cancelled = await call("POST", "/api/order/cancel", other, cancelBody(orderCode, orderItemIds));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().claim).toMatchObject({ status: "completed" });
    const after = await call("GET", `/api/order/detail?orderCode=${orderCode}`, other);
    expect(after.json()).toMatchObject({ status: "cancelled", cancel: { available: false } });
    const balance = await t.app.services.pgSandbox.findByOrderId(orderCode);
    expect(balance.balanceAmt).toBe(0);

    // Sent again, nothing more is refunded.
    const again = await call("POST", "/api/order/cancel", other, cancelBody(orderCode, orderItemIds));
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect(again.json().message).toMatch(/[가-힣]/);
  });

  it("gives nothing to a lookup without a token, or to a member's token", async () => {
    const { orderCode, orderItemIds } = await guestPaidOrder();
    expect((await lookUp(null, orderCode, PASSWORD)).statusCode).toBe(200);

    const { user } = await createMember(t.db);
    const { token: memberToken } = await t.app.services.sessions.issueToken(t.db, {
      userId: user.id,
      role: "ROLE_USER",
      loginType: "NORMAL",
    });
    expect((await lookUp(memberToken, orderCode, PASSWORD)).statusCode).toBe(200);
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, memberToken)).statusCode).toBe(404);
    const refused = await call("POST", "/api/order/cancel", memberToken, cancelBody(orderCode, orderItemIds));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/[가-힣]/);
  });
});
