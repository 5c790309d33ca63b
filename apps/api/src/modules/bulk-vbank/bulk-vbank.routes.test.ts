import type { AddressInfo } from "node:net";
import { bulkVbankListSchema } from "@shop/contracts/bulk-vbank";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { postForm, throughWindow, type WindowChoice, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// 일괄 가상계좌 (decision 033) through the real routes, the real NICEPAY adapter and the shop's sandbox over a socket:
// a company buyer's orders saved with bulkVbank → one account for several (the window, method vbank) → its deposit
// webhook pays them all at once; remove, owner-only answers, retried webhooks and a deposit that cannot pay all.

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const item = demoCatalog().displayed.find((candidate) => (candidate.stock ?? 0) > 20);

async function memberToken(userType: "BUSINESS" | "PERSONAL" = "BUSINESS") {
  const { user } = await createMember(t.db, {
    userType,
    ...(userType === "BUSINESS" ? { companyName: "(주)테스트식자재", businessNumber: "2208805266" } : {}),
  });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { user, token };
}

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** One order of `quantity` pieces saved with `paymentMethod` (bulkVbank unless told): answers buy's answer. */
async function placeOrder(token: string, quantity = 1, paymentMethod = "bulkVbank") {
  if (!item) throw new Error("the demo catalog has no item in stock");
  const optionId = (await optionIdsOf(t.db, item.id))[0]!;
  if (((await optionStockOf(t.db, optionId)) ?? 0) < quantity + 10) await setOptionStock(t.db, optionId, 500);
  const added = await call("POST", "/api/cart/add", token, {
    arrayRequiredItems: [{ itemId: item.id, optionId, quantity }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const cartIds = added.json().cartIds as number[];
  const step = await call("POST", "/api/order/payment-step", token, { cartIds });
  expect(step.statusCode, step.body).toBe(200);
  const form = {
    cartIds,
    orderer: { name: "김한우", phone: "01012345678", email: "hanwoo@example.com" },
    receiver: {
      name: "김한우",
      phone: "01012345678",
      postcode: "06236",
      address: "서울특별시 강남구 테헤란로 152",
      addressDetail: "12층",
    },
    paymentMethod,
    groupCode: step.json().groupCode as string,
  };
  const saved = await call("POST", "/api/order/save", token, form);
  if (saved.statusCode !== 200) return { bought: saved, step: step.json() };
  const bought = await call("POST", "/api/order/buy", token, {
    ...form,
    clientTotal: saved.json().orderPrice.orderPayAmount,
  });
  return { bought, step: step.json() };
}

async function waitingOrder(token: string, quantity = 1) {
  const { bought } = await placeOrder(token, quantity);
  expect(bought.statusCode, bought.body).toBe(200);
  return bought.json() as { orderCode: string; orderPayAmount: number; status: string; payment: unknown };
}

async function list(token: string) {
  const res = await call("GET", "/api/bulk-vbank", token);
  expect(res.statusCode, res.body).toBe(200);
  return bulkVbankListSchema.parse(res.json());
}

async function lineIdsOf(token: string, orderCode: string) {
  const res = await call("GET", `/api/order/detail?orderCode=${orderCode}`, token);
  return (res.json().boxes as { lines: { orderItemId: number }[] }[]).flatMap((box) =>
    box.lines.map((line) => line.orderItemId),
  );
}

async function orderStatus(token: string, orderCode: string) {
  const res = await call("GET", `/api/order/detail?orderCode=${orderCode}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().status as string;
}

/** issue, then the window (a button pressed) and its post to /api/order/pay: answers where the shopper lands. */
async function openAccount(token: string, orderCodes: string[], choice: WindowChoice = "approve") {
  const issued = await call("POST", "/api/bulk-vbank/issue", token, { orderCodes });
  expect(issued.statusCode, issued.body).toBe(200);
  const window = await throughWindow(origin, windowRequestOf(origin, issued.json().payment), choice);
  const returned = await postForm(origin, window.post.action, window.post.fields);
  return { issued: issued.json(), window, location: returned.headers.get("location") ?? "" };
}

async function sandboxWebhooks(tid: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/pg/webhooks?tid=${tid}&size=20` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list as { status: string; body: Record<string, unknown>; lastAnswer: string | null }[];
}

function depositHookOf(hooks: Awaited<ReturnType<typeof sandboxWebhooks>>) {
  return hooks.find((hook) => hook.body.status === "paid");
}

describe("saving an order with 일괄 가상계좌", () => {
  it("is offered to company buyers only, and their order waits unpaid with no window and out of the cart", async () => {
    const company = await memberToken();
    const { step, bought } = await placeOrder(company.token, 2);
    expect(step.paymentMethods.map((method: { value: string }) => method.value)).toContain("bulkVbank");
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ status: "awaiting_deposit", payment: null });
    const cart = await call("GET", "/api/cart", company.token);
    expect(JSON.stringify(cart.json())).not.toContain(`"itemId":${item?.id},`);

    const personal = await memberToken("PERSONAL");
    const refused = await placeOrder(personal.token);
    expect(refused.step.paymentMethods.map((method: { value: string }) => method.value)).not.toContain("bulkVbank");
    expect(refused.bought.statusCode).toBe(400);
    expect(refused.bought.json().message).toBe("일괄 가상계좌는 사업자 회원만 이용할 수 있습니다.");
  });
});

describe("one account for several orders", () => {
  it("opens one account for two orders' total, and its deposit pays both at once; a retried webhook pays once", async () => {
    const { token } = await memberToken();
    const first = await waitingOrder(token, 1);
    const second = await waitingOrder(token, 2);
    expect((await list(token)).waitingOrders.map((order) => order.orderCode)).toEqual([
      first.orderCode,
      second.orderCode,
    ]);

    const { issued, window, location } = await openAccount(token, [first.orderCode, second.orderCode]);
    expect(issued.amount).toBe(first.orderPayAmount + second.orderPayAmount);
    expect(issued.payment).toMatchObject({ method: "vbank", orderId: issued.code, amount: issued.amount });
    expect(location).toBe(`/mypage/bulk-vbank?payment=ready&code=${issued.code}`);
    // The window's post again (a reload, a double submit): the tid was claimed once, nothing is approved twice.
    const replayed = await postForm(origin, window.post.action, window.post.fields);
    expect(replayed.headers.get("location")).toBe(`/mypage/bulk-vbank?payment=ready&code=${issued.code}`);
    const opened = await list(token);
    expect(opened.waitingOrders).toEqual([]);
    const [account] = opened.accounts;
    expect(account).toMatchObject({
      code: issued.code,
      status: "ready",
      statusLabel: "입금대기",
      amount: issued.amount,
      accountNumber: expect.stringMatching(/^\d+$/),
      holder: "농협 축산물 도매몰",
    });
    expect(account?.orders.map((order) => order.orderCode)).toEqual([first.orderCode, second.orderCode]);
    expect(await orderStatus(token, first.orderCode)).toBe("awaiting_deposit");

    const tid = window.post.values.tid!;
    const deposit = await t.app.inject({ method: "POST", url: `/api/dev/pg/vbank/${tid}/deposit` });
    expect(deposit.statusCode, deposit.body).toBe(200);
    await expect.poll(() => orderStatus(token, first.orderCode), { timeout: 10_000 }).toBe("paid");
    expect(await orderStatus(token, second.orderCode)).toBe("paid");
    expect((await list(token)).accounts[0]).toMatchObject({ status: "paid", statusLabel: "입금완료" });
    // Its money came through the account: its cancel is a partial cancel of the account's transaction, paid back by
    // bank transfer, so it asks for a refund account (order-bulk-cancel.routes.test.ts goes on from there).
    const cancel = await call("POST", "/api/order/cancel", token, {
      orderCode: first.orderCode,
      orderItemIds: await lineIdsOf(token, first.orderCode),
      reason: "change_of_mind",
    });
    expect(cancel.statusCode, cancel.body).toBe(400);
    expect(cancel.json().message).toBe("가상계좌로 결제한 주문은 환불받을 계좌를 입력해 주세요.");

    // NICEPAY resends a notice until it reads OK: the same deposit twice more, at once, pays nothing again.
    const paidHook = depositHookOf(await sandboxWebhooks(tid));
    expect(paidHook).toBeDefined();
    const sales = await optionStockOf(t.db, (await optionIdsOf(t.db, item!.id))[0]!);
    const replays = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: "POST", url: "/api/order/nicepay/webhook", payload: paidHook!.body })),
    );
    for (const replay of replays) {
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.body).toBe("OK");
    }
    expect(await optionStockOf(t.db, (await optionIdsOf(t.db, item!.id))[0]!)).toBe(sales);
    expect((await list(token)).accounts[0]?.status).toBe("paid");
  });

  it("pays all or nothing: a deposit for an account with an order no longer waiting changes nothing and is not acknowledged", async () => {
    const { token } = await memberToken();
    const first = await waitingOrder(token);
    const second = await waitingOrder(token);
    const { window } = await openAccount(token, [first.orderCode, second.orderCode]);
    // The buyer's own cancel of an order in the open account is refused (remove the account first) …
    const cancel = await call("POST", "/api/order/cancel", token, {
      orderCode: second.orderCode,
      orderItemIds: await lineIdsOf(token, second.orderCode),
      reason: "change_of_mind",
    });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json().message).toBe("일괄 가상계좌로 결제 중인 주문입니다. 가상계좌를 해지한 뒤 취소해 주세요.");
    // … but it may still be given up elsewhere (here the dev route, as an operator's cancel would).
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/dev/orders/${second.orderCode}/status`,
      payload: { status: "cancelled" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await orderStatus(token, second.orderCode)).toBe("cancelled");

    const tid = window.post.values.tid!;
    await t.app.inject({ method: "POST", url: `/api/dev/pg/vbank/${tid}/deposit` });
    await expect
      .poll(async () => depositHookOf(await sandboxWebhooks(tid))?.lastAnswer ?? null, {
        timeout: 10_000,
      })
      .not.toBeNull();
    const hook = depositHookOf(await sandboxWebhooks(tid))!;
    expect(hook.lastAnswer).not.toBe("OK");
    const again = await t.app.inject({ method: "POST", url: "/api/order/nicepay/webhook", payload: hook.body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("결제 알림을 지금 처리할 수 없습니다.");
    expect(await orderStatus(token, first.orderCode)).toBe("awaiting_deposit");
    expect((await list(token)).accounts[0]?.status).toBe("ready");
  });
});

describe("refusals", () => {
  it("answers 404 for another member's order or account, and 403 to a personal member", async () => {
    const owner = await memberToken();
    const other = await memberToken();
    const order = await waitingOrder(owner.token);
    const foreignIssue = await call("POST", "/api/bulk-vbank/issue", other.token, { orderCodes: [order.orderCode] });
    expect(foreignIssue.statusCode).toBe(404);
    expect(foreignIssue.json().message).toBe("주문 내역을 찾을 수 없습니다.");

    const { issued } = await openAccount(owner.token, [order.orderCode]);
    const foreignRemove = await call("POST", "/api/bulk-vbank/remove", other.token, { code: issued.code });
    expect(foreignRemove.statusCode).toBe(404);
    expect(foreignRemove.json().message).toBe("가상계좌 내역을 찾을 수 없습니다.");
    expect((await list(other.token)).accounts).toEqual([]);

    const personal = await memberToken("PERSONAL");
    const refused = await call("GET", "/api/bulk-vbank", personal.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("일괄 가상계좌는 사업자 회원만 이용할 수 있습니다.");
    expect((await call("GET", "/api/bulk-vbank", null)).statusCode).toBe(401);
  });

  it("refuses an order already in an open account, a card order, and bad input, in Korean", async () => {
    const { token } = await memberToken();
    const order = await waitingOrder(token);
    await openAccount(token, [order.orderCode]);
    const twice = await call("POST", "/api/bulk-vbank/issue", token, { orderCodes: [order.orderCode] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("이미 다른 가상계좌로 결제 중인 주문이 있습니다.");

    const card = await placeOrder(token, 1, "card");
    const notBulk = await call("POST", "/api/bulk-vbank/issue", token, { orderCodes: [card.bought.json().orderCode] });
    expect(notBulk.statusCode).toBe(409);
    expect(notBulk.json().message).toBe("입금을 기다리는 일괄 가상계좌 주문만 선택할 수 있습니다.");

    const empty = await call("POST", "/api/bulk-vbank/issue", token, { orderCodes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("가상계좌로 결제할 주문을 선택해 주세요.");
    const badCode = await call("POST", "/api/bulk-vbank/remove", token, { code: "../etc" });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toMatch(/[가-힣]/);
  });

  it("refuses a forged deposit webhook for an account with 400", async () => {
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/order/nicepay/webhook",
      payload: {
        resultCode: "0000",
        tid: "nope",
        orderId: "BV261124ABCDEFGH",
        amount: 1000,
        status: "paid",
        ediDate: "2026-11-24T00:00:00.000+0900",
        signature: "0".repeat(64),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("결제 알림을 확인할 수 없습니다.");
  });
});

describe("remove and a window left unfinished", () => {
  it("closes an account before its deposit at NICEPAY and frees its orders for another account", async () => {
    const { token } = await memberToken();
    const order = await waitingOrder(token);
    const { issued, window } = await openAccount(token, [order.orderCode]);
    const removed = await call("POST", "/api/bulk-vbank/remove", token, { code: issued.code });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ code: issued.code, status: "removed" });
    const after = await list(token);
    expect(after.waitingOrders.map((waiting) => waiting.orderCode)).toEqual([order.orderCode]);
    expect(after.accounts[0]).toMatchObject({ code: issued.code, status: "removed", statusLabel: "해지" });
    const sandbox = await t.app.inject({ method: "GET", url: `/api/dev/pg/webhooks?tid=${window.post.values.tid}` });
    expect(sandbox.statusCode).toBe(200);
    // A removed account takes no deposit.
    const deposit = await t.app.inject({ method: "POST", url: `/api/dev/pg/vbank/${window.post.values.tid}/deposit` });
    expect(deposit.statusCode).toBeGreaterThanOrEqual(400);
    const again = await call("POST", "/api/bulk-vbank/remove", token, { code: issued.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("이미 입금되었거나 해지된 가상계좌입니다.");

    // The freed order goes into a new account.
    const reopened = await openAccount(token, [order.orderCode]);
    expect(reopened.location).toContain("payment=ready");
  });

  it("a window the shopper cancels gives the orders back at once", async () => {
    const { token } = await memberToken();
    const order = await waitingOrder(token);
    const { location } = await openAccount(token, [order.orderCode], "cancel");
    expect(location).toMatch(/^\/mypage\/bulk-vbank\?payment=cancelled&code=BV/);
    const after = await list(token);
    expect(after.waitingOrders.map((waiting) => waiting.orderCode)).toEqual([order.orderCode]);
    expect(after.accounts[0]?.status).toBe("failed");
  });
});
