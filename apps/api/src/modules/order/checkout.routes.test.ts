import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../../db/schema/order.js";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { bearer, signedPost, verifyPhone } from "../../test/auth-client.js";
import { type DemoItem, demoCatalog } from "../../test/demo-catalog.js";
import { postForm, throughWindow, type WindowChoice, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Checkout through the real routes and the real NICEPAY adapter against the shop's own sandbox, over a listening
// socket: cart → payment-step → buy → the window → returnUrl (pay) → the order; webhooks; the sweep.

let t: TestApp;
let origin: string;

beforeAll(async () => {
  // A short gateway timeout so an approval that answers late can be tested.
  t = await createTestApp({ env: { NICEPAY_TIMEOUT_MS: "1500" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const catalog = demoCatalog();
/** Displayed items in stock of two sellers: fresh logistics (1) and individual delivery (2). */
function pickItems() {
  const fresh = catalog.displayed.find((item) => item.deliveryType === 1 && (item.stock ?? 0) > 20);
  const individual = catalog.displayed.find(
    (item) => item.deliveryType === 2 && (item.stock ?? 0) > 20 && item.sellerId !== fresh?.sellerId,
  );
  if (!fresh || !individual) throw new Error("the demo catalog has no such items");
  return { fresh, individual };
}

async function memberToken() {
  const { user: member } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: member.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { member, token };
}

async function call(method: "GET" | "POST", url: string, token: string, payload?: unknown, headers = {}) {
  return t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
}

/** Puts `quantity` of the item's first option in the token's cart; answers the cart ids. */
async function addToCart(token: string, item: DemoItem, quantity = 1, optionIndex = 0) {
  const optionId = (await optionIdsOf(t.db, item.id))[optionIndex]!;
  const res = await call("POST", "/api/cart/add", token, {
    arrayRequiredItems: [{ itemId: item.id, optionId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cartIds: res.json().cartIds as number[], optionId };
}

const receiver = {
  name: "김한우",
  phone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152",
  addressDetail: "12층",
};

function orderForm(cartIds: number[], groupCode: string, extra: Record<string, unknown> = {}) {
  return {
    cartIds,
    orderer: { name: "김한우", phone: "01012345678", email: "hanwoo@example.com" },
    receiver,
    paymentMethod: "card",
    groupCode,
    ...extra,
  };
}

/** payment-step, save, buy: answers buy's answer (and the preview's total). */
async function buy(token: string, cartIds: number[], extra: Record<string, unknown> = {}, headers = {}) {
  const step = await call("POST", "/api/order/payment-step", token, { cartIds });
  expect(step.json().orderKind).toBe("normal");
  expect(step.statusCode, step.body).toBe(200);
  const form = orderForm(cartIds, step.json().groupCode, extra);
  const saved = await call("POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const total = saved.json().orderPrice.orderPayAmount as number;
  const bought = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total }, headers);
  return { bought, total, form, step: step.json() };
}

/** The window opened with buy's payment options, a button pressed, and its post to returnUrl (pay). */
async function payThroughWindow(payment: Record<string, unknown>, choice: WindowChoice = "approve") {
  const window = await throughWindow(origin, windowRequestOf(origin, payment), choice);
  const returned = await postForm(origin, window.post.action, window.post.fields);
  return { window, returned, location: returned.headers.get("location") ?? "" };
}

async function detail(token: string, orderCode: string) {
  return call("GET", `/api/order/detail?orderCode=${orderCode}`, token);
}

describe("checkout by card through the sandbox window", () => {
  it("places the order, takes the stock at buy, and after approval the order is paid and the cart emptied", async () => {
    const { token } = await memberToken();
    const { fresh, individual } = pickItems();
    const a = await addToCart(token, fresh, 2);
    const b = await addToCart(token, individual, 1);
    const stockBefore = await optionStockOf(t.db, a.optionId);

    const { bought, total } = await buy(token, [...a.cartIds, ...b.cartIds]);
    expect(bought.statusCode, bought.body).toBe(200);
    const answer = bought.json();
    expect(answer.status).toBe("payment_pending");
    expect(answer.payment).toMatchObject({ method: "card", amount: total, orderId: answer.orderCode });
    expect(await optionStockOf(t.db, a.optionId)).toBe(stockBefore! - 2);

    const { returned, location } = await payThroughWindow(answer.payment);
    expect(returned.status).toBe(303);
    expect(location).toBe(`/order/invoice/${answer.orderCode}`);

    const order = await detail(token, answer.orderCode);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({
      status: "paid",
      statusLabel: "결제완료",
      orderPrice: { orderPayAmount: total },
      payment: { method: "card", methodLabel: "신용카드" },
    });
    expect(order.json().boxes).toHaveLength(2);
    const cart = await call("GET", "/api/cart", token);
    expect(cart.json().list).toEqual([]);
    const list = await call("GET", "/api/order", token);
    expect(list.json().list.map((row: { orderCode: string }) => row.orderCode)).toContain(answer.orderCode);
  });

  it("a replayed returnUrl post approves nothing twice and lands on the same page", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(token, fresh);
    const { bought } = await buy(token, cartIds);
    const first = await payThroughWindow(bought.json().payment);
    expect(first.location).toBe(`/order/invoice/${bought.json().orderCode}`);
    const again = await postForm(origin, first.window.post.action, first.window.post.fields);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(first.location);
    const tid = first.window.post.values.tid!;
    const payment = await t.app.providers.payment.status(tid);
    expect(payment).toMatchObject({ status: "paid", balanceAmount: bought.json().orderPayAmount });
  });

  it("a tampered amount in the returnUrl post is refused: nothing approved, the order still waits", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(token, fresh);
    const { bought } = await buy(token, cartIds);
    const window = await throughWindow(origin, windowRequestOf(origin, bought.json().payment));
    const forged = window.post.fields.map(([key, value]): [string, string] => [key, key === "amount" ? "100" : value]);
    const res = await postForm(origin, window.post.action, forged);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("/cart?payment=failed");
    expect((await detail(token, bought.json().orderCode)).json().status).toBe("payment_pending");
  });

  it("the shopper's cancel in the window cancels the order and gives the stock back", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds, optionId } = await addToCart(token, fresh, 3);
    const before = await optionStockOf(t.db, optionId);
    const { bought } = await buy(token, cartIds);
    expect(await optionStockOf(t.db, optionId)).toBe(before! - 3);
    const { location } = await payThroughWindow(bought.json().payment, "cancel");
    expect(location).toContain("/cart?payment=cancelled");
    expect((await detail(token, bought.json().orderCode)).json()).toMatchObject({ status: "cancelled" });
    expect(await optionStockOf(t.db, optionId)).toBe(before);
    // The cart keeps the lines for another try.
    expect((await call("GET", "/api/cart", token)).json().list).toHaveLength(1);
  });

  it("an approval that answers after the timeout is found at the gateway and the order paid once", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(token, fresh);
    const { bought } = await buy(token, cartIds);
    const fault = await t.app.inject({ method: "POST", url: "/api/dev/pg/faults", payload: { approveDelayMs: 2500 } });
    expect(fault.statusCode, fault.body).toBe(200);
    const { location } = await payThroughWindow(bought.json().payment);
    expect(location).toBe(`/order/invoice/${bought.json().orderCode}`);
    const order = (await detail(token, bought.json().orderCode)).json();
    expect(["paid", "cancelled"]).toContain(order.status);
    // Whichever way it went, the gateway and the shop agree: paid at both, or cancelled at both.
    const atGateway = await t.app.providers.payment.findByOrderId(bought.json().orderCode);
    if (order.status === "paid") expect(atGateway?.status).toBe("paid");
    else expect(atGateway === null || atGateway.status !== "paid").toBe(true);
  });

  it("a charged order whose approval cannot be recorded is left to be checked, never cancelled", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(token, fresh);
    const { bought } = await buy(token, cartIds);
    const orderCode = bought.json().orderCode as string;
    // The database refuses to record the approval (as a deadlock or a dropped connection would), however often asked.
    await t.db.execute(
      sql.raw(`
        CREATE FUNCTION test_refuse_approval() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF OLD.status = 'approving' AND NEW.status <> 'failed' THEN
            RAISE EXCEPTION 'recording the approval failed (test)';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await t.db.execute(
      sql.raw(
        "CREATE TRIGGER test_refuse_approval BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION test_refuse_approval()",
      ),
    );
    let location: string;
    try {
      ({ location } = await payThroughWindow(bought.json().payment));
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER test_refuse_approval ON payments"));
      await t.db.execute(sql.raw("DROP FUNCTION test_refuse_approval()"));
    }
    // The invoice page (which says the payment is being checked), not the cart's 결제 실패.
    expect(location).toBe(`/order/invoice/${orderCode}`);
    const atGateway = await t.app.providers.payment.findByOrderId(orderCode);
    expect(atGateway?.status).toBe("paid");
    const waiting = (await detail(token, orderCode)).json();
    expect(waiting.status).toBe("payment_pending");
    expect(waiting.payment.checking).toBe(true);

    // The sweep leaves it while the approval may still be answering, then settles it from the gateway, once, well
    // before its deadline.
    const sweep = (afterMs: number) =>
      t.app.services.orderPayments.settleUncertainApprovals(new Date(Date.now() + afterMs));
    await sweep(30_000);
    expect((await detail(token, orderCode)).json().status).toBe("payment_pending");
    expect(await sweep(3 * 60_000)).toBeGreaterThanOrEqual(1);
    const settled = (await detail(token, orderCode)).json();
    expect(settled.status).toBe("paid");
    expect(settled.payment.checking).toBe(false);
    await sweep(4 * 60_000);
    const rows = await t.db
      .select({ tid: payments.tid, status: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.orderCode, orderCode));
    expect(rows).toEqual([{ tid: atGateway?.tid, status: "paid" }]);
  });
});

describe("buy refuses what the shopper did not agree to, and a repeat makes no second order", () => {
  it("a client total that differs from the server's is refused and nothing is taken", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds, optionId } = await addToCart(token, fresh);
    const before = await optionStockOf(t.db, optionId);
    const step = await call("POST", "/api/order/payment-step", token, { cartIds });
    const res = await call("POST", "/api/order/buy", token, {
      ...orderForm(cartIds, step.json().groupCode),
      clientTotal: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("결제 금액이 변경되었습니다. 주문 내용을 다시 확인해 주세요.");
    expect(await optionStockOf(t.db, optionId)).toBe(before);
  });

  it("the same Idempotency-Key twice answers the same order and takes the stock once", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds, optionId } = await addToCart(token, fresh, 2);
    const before = await optionStockOf(t.db, optionId);
    const headers = { "idempotency-key": "test-key-1" };
    const { bought, form, total } = await buy(token, cartIds, {}, headers);
    expect(bought.statusCode, bought.body).toBe(200);
    const again = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderCode).toBe(bought.json().orderCode);
    // Without the header, the checkout's groupCode is the key.
    const third = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total });
    expect(third.statusCode, third.body).toBe(200);
    expect(await optionStockOf(t.db, optionId)).toBe(
      before! - 2 * (third.json().orderCode === bought.json().orderCode ? 1 : 2),
    );
  });

  it("keys are kept a day: housekeeping deletes older ones, and only those", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(token, fresh);
    await buy(token, cartIds, {}, { "idempotency-key": "kept-a-day" });
    expect(await t.app.services.checkout.purgeIdempotencyKeysBefore(new Date(Date.now() - 60_000))).toBe(0);
    expect(await t.app.services.checkout.purgeIdempotencyKeysBefore(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
  });

  it("a repeated buy of one checkout (same groupCode, no header) makes one order", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds, optionId } = await addToCart(token, fresh);
    const before = await optionStockOf(t.db, optionId);
    const { bought, form, total } = await buy(token, cartIds);
    const again = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total });
    expect(again.json().orderCode).toBe(bought.json().orderCode);
    expect(await optionStockOf(t.db, optionId)).toBe(before! - 1);
  });

  it("another shopper's order answers 404", async () => {
    const owner = await memberToken();
    const other = await memberToken();
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(owner.token, fresh);
    const { bought } = await buy(owner.token, cartIds);
    const res = await detail(other.token, bought.json().orderCode);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("주문 내역을 찾을 수 없습니다.");
  });
});

describe("stock under concurrent orders", () => {
  // Hundreds of requests: generous on a busy machine.
  it("50 concurrent orders for an option with 10 in stock: exactly 10 placed and paid, stock 0, 40 refused", {
    timeout: 120_000,
  }, async () => {
    // An item of its own: the others stay in stock for the rest of the file.
    const fresh = catalog.displayed.filter((item) => item.deliveryType === 1 && (item.stock ?? 0) > 20)[1]!;
    const optionId = (await optionIdsOf(t.db, fresh.id))[0]!;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => memberToken()));
    const carts: number[][] = [];
    for (const buyer of buyers) carts.push((await addToCart(buyer.token, fresh)).cartIds);
    await setOptionStock(t.db, optionId, 10);
    const steps = await Promise.all(buyers.map((buyer, i) => buy(buyer.token, carts[i]!)));
    const placed = steps.filter((step) => step.bought.statusCode === 200);
    const refused = steps.filter((step) => step.bought.statusCode !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const step of refused) {
      expect(step.bought.statusCode).toBe(409);
      expect(step.bought.json().message).toMatch(/^재고가 부족합니다\./);
    }
    expect(await optionStockOf(t.db, optionId)).toBe(0);
    const paid = await Promise.all(placed.map((step) => payThroughWindow(step.bought.json().payment)));
    expect(paid.every((result) => result.location.startsWith("/order/invoice/"))).toBe(true);
    expect(await optionStockOf(t.db, optionId)).toBe(0);
  });

  // Hundreds of requests: generous on a busy machine.
  it("500 orders from 50 members for 100 in stock: exactly 100 placed, stock 0, never below", {
    timeout: 120_000,
  }, async () => {
    const item = catalog.displayed.filter((entry) => entry.deliveryType === 2 && (entry.stock ?? 0) > 20)[1]!;
    const optionId = (await optionIdsOf(t.db, item.id))[0]!;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => memberToken()));
    const forms: Array<{ token: string; body: Record<string, unknown> }> = [];
    for (const buyer of buyers) {
      const { cartIds } = await addToCart(buyer.token, item);
      const step = await call("POST", "/api/order/payment-step", buyer.token, { cartIds });
      const saved = await call("POST", "/api/order/save", buyer.token, orderForm(cartIds, step.json().groupCode));
      forms.push({
        token: buyer.token,
        body: { ...orderForm(cartIds, step.json().groupCode), clientTotal: saved.json().orderPrice.orderPayAmount },
      });
    }
    await setOptionStock(t.db, optionId, 100);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => {
        const { token, body } = forms[i % 50]!;
        return call("POST", "/api/order/buy", token, body, { "idempotency-key": `bulk-${i}` });
      }),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(100);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(400);
    expect(await optionStockOf(t.db, optionId)).toBe(0);
  });
});

describe("virtual account (가상계좌)", () => {
  it("is issued at approval (입금대기 with the account), then paid by the sandbox deposit's webhook", async () => {
    const { token } = await memberToken();
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(token, fresh);
    const { bought } = await buy(token, cartIds, { paymentMethod: "vbank" });
    expect(bought.statusCode, bought.body).toBe(200);
    const { location, window } = await payThroughWindow(bought.json().payment);
    expect(location).toBe(`/order/invoice/${bought.json().orderCode}`);
    const waiting = (await detail(token, bought.json().orderCode)).json();
    expect(waiting.status).toBe("awaiting_deposit");
    expect(waiting.payment.virtualAccount).toMatchObject({
      accountNumber: expect.any(String),
      holder: expect.any(String),
    });

    const tid = window.post.values.tid!;
    const deposit = await t.app.inject({ method: "POST", url: `/api/dev/pg/vbank/${tid}/deposit` });
    expect(deposit.statusCode, deposit.body).toBe(200);
    await expect
      .poll(async () => (await detail(token, bought.json().orderCode)).json().status, { timeout: 10_000 })
      .toBe("paid");
  });

  it("a forged webhook changes nothing, and a replayed genuine one is taken once", async () => {
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/order/nicepay/webhook",
      payload: {
        resultCode: "0000",
        tid: "nope",
        orderId: "261124000000",
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

describe("a non-member order (/order/no-member)", () => {
  it("is placed on the guest token with a verified phone and a password, paid, then found with code and password", async () => {
    const guest = await signedPost(t.app, "/api/auth/guest-token", {});
    expect(guest.statusCode, guest.body).toBe(200);
    const token: string = guest.json().token;
    const { fresh } = pickItems();
    const { cartIds } = await addToCart(token, fresh);

    // Coupons and points are for members; without the phone proof and a password there is no guest order.
    const step = await call("POST", "/api/order/payment-step", token, { cartIds });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().userData.member).toBe(false);
    const form = orderForm(cartIds, step.json().groupCode);
    const total = (await call("POST", "/api/order/save", token, form)).json().orderPrice.orderPayAmount;
    const refused = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("비회원 주문은 휴대폰 인증과 주문 비밀번호가 필요합니다.");
    const withPoints = await call("POST", "/api/order/save", token, { ...form, points: 100 });
    expect(withPoints.statusCode).toBe(400);
    expect(withPoints.json().message).toBe("쿠폰과 적립금은 회원만 사용할 수 있습니다.");

    const proof = await verifyPhone(t.app, form.orderer.phone, "ORDER");
    const placed = await call("POST", "/api/order/buy", token, {
      ...form,
      clientTotal: total,
      guest: { password: "4821", phoneVerificationToken: proof },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { location } = await payThroughWindow(placed.json().payment);
    expect(location).toBe(`/order/invoice/${placed.json().orderCode}`);
    expect((await detail(token, placed.json().orderCode)).json()).toMatchObject({ status: "paid", member: false });

    const lookup = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/order/no-member",
        payload: { orderCode: placed.json().orderCode, password },
      });
    expect((await lookup("4821")).json()).toMatchObject({ orderCode: placed.json().orderCode, status: "paid" });
    const wrong = await lookup("0000");
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("주문번호 또는 주문 비밀번호가 일치하지 않습니다.");
    // Guessing the 4 digits by trying is throttled like any password check.
    const tries = [];
    for (let i = 0; i < 12; i += 1) tries.push((await lookup(String(1000 + i))).statusCode);
    expect(tries).toContain(429);
    const throttled = await lookup("1999");
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers["retry-after"]).toMatch(/^[0-9]+$/);
    expect(throttled.json().message).toMatch(
      /^비밀번호 입력 (횟수를 초과했습니다\. [0-9]+분|시도가 너무 많습니다\. [0-9]+초) 후 다시 시도해 주세요\.$/,
    );

    // A stranger who saw the order number cannot lock its owner out: the owner's password from another address is
    // still checked.
    const fromOwner = await t.app.inject({
      method: "POST",
      url: "/api/order/no-member",
      payload: { orderCode: placed.json().orderCode, password: "4821" },
      remoteAddress: "198.51.100.23",
    });
    expect(fromOwner.statusCode, fromOwner.body).toBe(200);
    expect(fromOwner.json()).toMatchObject({ orderCode: placed.json().orderCode });
  });
});

describe("the sweep", () => {
  it("cancels an order whose payment window was never finished, and gives its stock back", async () => {
    const { token } = await memberToken();
    // An item no other test leaves an unpaid order of.
    const fresh = catalog.displayed.filter((item) => item.deliveryType === 1 && (item.stock ?? 0) > 20)[2]!;
    const { cartIds, optionId } = await addToCart(token, fresh, 2);
    const before = await optionStockOf(t.db, optionId);
    const { bought } = await buy(token, cartIds);
    const closed = await t.app.services.orderPayments.closeOverdue(new Date(Date.now() + 24 * 60 * 60_000));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect((await detail(token, bought.json().orderCode)).json().status).toBe("cancelled");
    expect(await optionStockOf(t.db, optionId)).toBe(before);
  });
});
