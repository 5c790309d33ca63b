import { AUTH_MESSAGES } from "@shop/contracts/auth";
import { buyResponseSchema } from "@shop/contracts/order";
import { PIN_PASSWORD_MESSAGES } from "@shop/core/pinpay/pin-password";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pinPayCards } from "../../db/schema/pin-pay.js";
import { createMember, FACTORY_PASSWORD } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { PaymentGatewayError } from "../../providers/payment-gateway.provider.js";
import { bearer, latestCode, randomAddress, verifyPhone } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { shopOrigin, TEST_ORDERER, TEST_RECEIVER } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Quick pay through the real routes, the real NICEPAY adapter and the shop's own sandbox over HTTP (docs/decisions/031):
// enrol with a payment password, register a card (a billing key), buy and pay with it once, the lock after five wrong
// passwords, another member's card and order, and the cancel of a quick-pay order through the gateway.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const catalog = demoCatalog();
const item = catalog.displayed.find((candidate) => (candidate.stock ?? 0) > 20 && candidate.presentPrice >= 5_000)!;

/** A Visa test number (Luhn-valid): the sandbox gives it a card company of common/code.md. */
const CARD = { cardNo: "4111 1111 1111 1111", expMonth: "12", expYear: "35", idNo: "850314", cardPw: "12" };
const PIN = "482915";

/** A member and a session; `sns` makes one who joined by Naver and has no login password. */
async function member(kind: "password" | "sns" = "password") {
  const { user } = await createMember(t.db, kind === "sns" ? { passwordHash: null, loginType: "NAVER" } : {});
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: kind === "sns" ? "NAVER" : "NORMAL",
  });
  return { userId: user.id, token, phoneNumber: user.phoneNumber ?? "" };
}

// Each call from an address of its own: the file's many members would otherwise share 127.0.0.1's budgets (SMS
// codes, card registrations), meant for one client. The per-member budgets are what these tests check.
function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: randomAddress(),
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const enrolBody = (password = PIN, extra: Record<string, unknown> = {}) => ({
  agree: true,
  birthDate: "850314",
  password,
  passwordConfirm: password,
  ...extra,
});

/** An enrolled member with one registered card: their token and the card's payKeyId. */
async function memberWithCard() {
  const who = await member();
  const enrolled = await call("POST", "/api/pin-pay/payu/update-user-key", who.token, enrolBody());
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  const registered = await call("POST", "/api/pin-pay/payu/register-card", who.token, CARD);
  expect(registered.statusCode, registered.body).toBe(200);
  const payKeyId = registered.json().cards[0].payKeyId as number;
  return { ...who, payKeyId };
}

/**
 * Pays the order by quick pay while the database refuses to record the charge (as a deadlock or a dropped connection
 * would), however often asked: the card is charged, the pay answers `checking`, the claim stays `approving`.
 */
async function payWhileRecordingFails(token: string, orderCode: string, payKeyId: number) {
  await t.db.execute(
    sql.raw(`
      CREATE FUNCTION test_refuse_settle() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.tid LIKE 'BILLING-PENDING:%' AND NEW.tid NOT LIKE 'BILLING-PENDING:%' THEN
          RAISE EXCEPTION 'recording the charge failed (test)';
        END IF;
        RETURN NEW;
      END $$`),
  );
  await t.db.execute(
    sql.raw(
      "CREATE TRIGGER test_refuse_settle BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION test_refuse_settle()",
    ),
  );
  try {
    const paid = await call("POST", "/api/pin-pay/payu/pay", token, { orderCode, payKeyId, password: PIN });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: "checking", orderCode });
  } finally {
    await t.db.execute(sql.raw("DROP TRIGGER test_refuse_settle ON payments"));
    await t.db.execute(sql.raw("DROP FUNCTION test_refuse_settle()"));
  }
}

/** A placed quick-pay order of one piece of the test item: its code and what it costs. */
async function placeQuickPayOrder(token: string) {
  const optionId = (await optionIdsOf(t.db, item.id))[0]!;
  if (((await optionStockOf(t.db, optionId)) ?? 0) < 10) await setOptionStock(t.db, optionId, 100);
  const added = await call("POST", "/api/cart/add", token, {
    arrayRequiredItems: [{ itemId: item.id, optionId, quantity: 1 }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const cartIds = added.json().cartIds as number[];
  const step = await call("POST", "/api/order/payment-step", token, { cartIds });
  expect(step.statusCode, step.body).toBe(200);
  expect(step.json().paymentMethods).toContainEqual({ value: "pinpay", label: "간편결제" });
  const form = {
    cartIds,
    orderer: TEST_ORDERER,
    receiver: TEST_RECEIVER,
    paymentMethod: "pinpay",
    groupCode: step.json().groupCode as string,
  };
  const saved = await call("POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const clientTotal = saved.json().orderPrice.orderPayAmount as number;
  const bought = await call("POST", "/api/order/buy", token, { ...form, clientTotal });
  expect(bought.statusCode, bought.body).toBe(200);
  const { orderCode, status } = buyResponseSchema.parse(bought.json());
  expect(status).toBe("payment_pending");
  return { orderCode, total: clientTotal, optionId };
}

/** What the gateway (the shop's NICEPAY sandbox) holds for an order id: its approved payment, or null. */
async function gatewayPaymentOf(orderCode: string) {
  return t.app.providers.payment.findByOrderId(orderCode);
}

describe("enrolment and the payment password", () => {
  it("is for members only", async () => {
    expect((await call("GET", "/api/pin-pay", null)).statusCode).toBe(401);
    expect((await call("POST", "/api/pin-pay/payu/update-user-key", null, enrolBody())).statusCode).toBe(401);
  });

  it.each([
    ["five digits", "48291", PIN_PASSWORD_MESSAGES.format],
    ["one digit six times", "777777", PIN_PASSWORD_MESSAGES.sameDigits],
    ["six consecutive digits", "234567", PIN_PASSWORD_MESSAGES.sequential],
    ["six consecutive digits down", "876543", PIN_PASSWORD_MESSAGES.sequential],
    ["the birth date", "850314", PIN_PASSWORD_MESSAGES.birthDate],
    ["the birth date as MMDDYY", "031485", PIN_PASSWORD_MESSAGES.birthDate],
  ])("refuses %s with a Korean message", async (_case, password, message) => {
    const { token } = await member();
    const res = await call("POST", "/api/pin-pay/payu/update-user-key", token, enrolBody(password));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call("GET", "/api/pin-pay", token)).json().enrolled).toBe(false);
  });

  it("refuses a confirmation that differs, no agreement, and a second enrolment", async () => {
    const { token } = await member();
    const mismatch = await call(
      "POST",
      "/api/pin-pay/payu/update-user-key",
      token,
      enrolBody(PIN, { passwordConfirm: "482916" }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(PIN_PASSWORD_MESSAGES.mismatch);
    const unagreed = await call("POST", "/api/pin-pay/payu/update-user-key", token, enrolBody(PIN, { agree: false }));
    expect(unagreed.statusCode).toBe(400);
    expect(unagreed.json().message).toBe("간편결제 이용약관에 동의해 주세요.");

    expect((await call("POST", "/api/pin-pay/payu/user-key-request", token)).statusCode).toBe(200);
    const enrolled = await call("POST", "/api/pin-pay/payu/update-user-key", token, enrolBody());
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json()).toMatchObject({ enrolled: true, locked: false, birthDate: "850314", cards: [] });
    const again = await call("POST", "/api/pin-pay/payu/update-user-key", token, enrolBody("593017"));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("이미 간편결제에 가입되어 있습니다.");
    expect((await call("POST", "/api/pin-pay/payu/user-key-request", token)).statusCode).toBe(409);
  });

  it("registers a card as its company and last 4 digits only, through a billing key", async () => {
    const { token, userId } = await member();
    const before = await call("POST", "/api/pin-pay/payu/register-card", token, CARD);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe("간편결제에 먼저 가입해 주세요.");
    await call("POST", "/api/pin-pay/payu/update-user-key", token, enrolBody());

    const badNumber = await call("POST", "/api/pin-pay/payu/register-card", token, {
      ...CARD,
      cardNo: "4111111111111112",
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toBe("카드번호를 정확히 입력해 주세요.");
    const expired = await call("POST", "/api/pin-pay/payu/register-card", token, { ...CARD, expYear: "20" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("유효기간이 지난 카드입니다.");

    const res = await call("POST", "/api/pin-pay/payu/register-card", token, CARD);
    expect(res.statusCode, res.body).toBe(200);
    const [card] = res.json().cards;
    expect(card).toMatchObject({ last4: "1111", isDefault: true });
    expect(card.cardName).not.toBe("");
    expect(res.body).not.toContain("4111111111111111");
    expect(res.body).not.toContain("BIKY");
    // The shop keeps the gateway's key, which pays: a charge on it is a card payment of the card's company.
    const [row] = await t.db.select().from(pinPayCards).where(eq(pinPayCards.userId, userId));
    expect(row).toMatchObject({ last4: "1111", cardName: card.cardName });
    const charged = await t.app.providers.payment.payWithBillingKey(row!.bid, {
      orderId: `KEYCHECK${userId}`,
      amount: 5_000,
      goodsName: "확인",
    });
    expect(charged).toMatchObject({ status: "paid", method: "card", amount: 5_000 });
    for (const path of ["/api/pin-pay/payu/pay-method", "/api/pin-pay/payu/member"]) {
      expect((await call("GET", path, token)).json().cards).toHaveLength(1);
    }
    for (const path of ["/api/pin-pay/payu/pay-info", "/api/pin-pay/payu/mypage-info"]) {
      expect((await call("POST", path, token)).json().cards).toHaveLength(1);
    }
  });
});

describe("paying an order with quick pay", () => {
  it("charges the card once, however often the pay is sent", async () => {
    const { token, payKeyId } = await memberWithCard();
    const { orderCode, total, optionId } = await placeQuickPayOrder(token);
    const stockAfterBuy = await optionStockOf(t.db, optionId);

    const body = { orderCode, payKeyId, password: PIN };
    const [first, second] = await Promise.all([
      call("POST", "/api/pin-pay/payu/pay", token, body),
      call("POST", "/api/pin-pay/payu/pay", token, body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect([first.json().status, second.json().status]).toContain("paid");
    const retried = await call("POST", "/api/pin-pay/payu/pay", token, body);
    expect(retried.json()).toEqual({ status: "paid", orderCode });

    // One approval of the order's amount (a second would be refused by the gateway, U112, and found by lookup).
    const charged = await gatewayPaymentOf(orderCode);
    expect(charged).toMatchObject({ amount: total, balanceAmount: total, status: "paid", method: "card", cancels: [] });
    const detail = (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json();
    expect(detail).toMatchObject({
      status: "paid",
      statusLabel: "결제완료",
      payment: { method: "pinpay", methodLabel: "간편결제" },
    });
    // The stock was taken at buy; paying takes nothing more.
    expect(await optionStockOf(t.db, optionId)).toBe(stockAfterBuy);
  });

  it("settles a charge whose answer was lost instead of charging again", async () => {
    const { token, userId, payKeyId } = await memberWithCard();
    const { orderCode, total } = await placeQuickPayOrder(token);
    // The gateway took the order's money, but the shop never heard (its answer lost on the way back).
    const [card] = await t.db.select().from(pinPayCards).where(eq(pinPayCards.userId, userId));
    const lost = await t.app.providers.payment.payWithBillingKey(card!.bid, {
      orderId: orderCode,
      amount: total,
      goodsName: "한우",
    });

    const paid = await call("POST", "/api/pin-pay/payu/pay", token, { orderCode, payKeyId, password: PIN });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: "paid", orderCode });
    expect(await gatewayPaymentOf(orderCode)).toMatchObject({ tid: lost.tid, balanceAmount: total, status: "paid" });
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status).toBe("paid");
  });

  it("has the sweep cancel, never settle, a charge of another amount than the order's", async () => {
    const { token, userId } = await memberWithCard();
    const { orderCode, total } = await placeQuickPayOrder(token);
    // The gateway holds a charge under this order id for less than the order costs (never the shop's own call).
    const [card] = await t.db.select().from(pinPayCards).where(eq(pinPayCards.userId, userId));
    await t.app.providers.payment.payWithBillingKey(card!.bid, {
      orderId: orderCode,
      amount: total - 1_000,
      goodsName: "한우",
    });

    const closed = await t.app.services.orderPayments.closeOverdue(new Date(Date.now() + 24 * 60 * 60_000));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status).toBe("cancelled");
    expect(await gatewayPaymentOf(orderCode)).toMatchObject({ amount: total - 1_000, status: "cancelled" });
  });

  it("never cancels a charged order when recording the charge fails: it is checked, and the sweep settles it", async () => {
    const { token, payKeyId } = await memberWithCard();
    const { orderCode, total } = await placeQuickPayOrder(token);
    await payWhileRecordingFails(token, orderCode, payKeyId);
    // The card was charged once, and the order waits for the check instead of being cancelled.
    expect(await gatewayPaymentOf(orderCode)).toMatchObject({ amount: total, status: "paid" });
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status).toBe(
      "payment_pending",
    );
    const retried = await call("POST", "/api/pin-pay/payu/pay", token, { orderCode, payKeyId, password: PIN });
    expect(retried.json()).toEqual({ status: "checking", orderCode });

    // The payment sweep, once the order's time is up, finds the charge at the gateway and settles it: paid, never
    // refunded, the payment under the gateway's tid.
    const charged = await gatewayPaymentOf(orderCode);
    const closed = await t.app.services.orderPayments.closeOverdue(new Date(Date.now() + 24 * 60 * 60_000));
    expect(closed).toBe(0);
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status).toBe("paid");
    expect(await gatewayPaymentOf(orderCode)).toMatchObject({ tid: charged!.tid, amount: total, status: "paid" });
    const recorded = await t.db.execute(
      sql`select p.tid, p.status from payments p join orders o on o.id = p.order_id where o.order_code = ${orderCode}`,
    );
    expect((recorded as unknown as { rows: { tid: string; status: string }[] }).rows).toEqual([
      { tid: charged!.tid, status: "paid" },
    ]);
  });

  it("settles a lost charge on a retry once the call that sent it has given up, without charging again", async () => {
    const { token, payKeyId } = await memberWithCard();
    const { orderCode, total } = await placeQuickPayOrder(token);
    await payWhileRecordingFails(token, orderCode, payKeyId);
    const pay = () => call("POST", "/api/pin-pay/payu/pay", token, { orderCode, payKeyId, password: PIN });
    // While the first call may still be answering, a retry only says it is being checked.
    expect((await pay()).json()).toEqual({ status: "checking", orderCode });

    // Its claim made 3 minutes ago: past every call's timeout, so the retry asks the gateway and settles the charge.
    await t.db.execute(
      sql`update payments set created_at = created_at - interval '3 minutes' from orders where orders.id = payments.order_id and orders.order_code = ${orderCode}`,
    );
    expect((await pay()).json()).toEqual({ status: "paid", orderCode });
    const charged = await gatewayPaymentOf(orderCode);
    expect(charged).toMatchObject({ amount: total, status: "paid" });
    const detail = (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json();
    expect(detail.status).toBe("paid");
    expect(detail.payment.checking).toBe(false);
    const recorded = await t.db.execute(
      sql`select p.tid, p.status from payments p join orders o on o.id = p.order_id where o.order_code = ${orderCode}`,
    );
    expect((recorded as unknown as { rows: { tid: string; status: string }[] }).rows).toEqual([
      { tid: charged!.tid, status: "paid" },
    ]);
    // Pressing pay again charges nothing more.
    expect((await pay()).json()).toEqual({ status: "paid", orderCode });
    expect(await gatewayPaymentOf(orderCode)).toMatchObject({ tid: charged!.tid });
  });

  it("cancels the order when the card company refuses, with a Korean message", async () => {
    const { token, userId, payKeyId } = await memberWithCard();
    const { orderCode, optionId } = await placeQuickPayOrder(token);
    const stockBefore = await optionStockOf(t.db, optionId);
    // The key expired at the gateway behind the shop's back (say, from NICEPAY's admin): the charge is refused.
    const [card] = await t.db.select().from(pinPayCards).where(eq(pinPayCards.userId, userId));
    await t.app.providers.payment.expireBillingKey(card!.bid, `EXP${orderCode}`);

    const refused = await call("POST", "/api/pin-pay/payu/pay", token, { orderCode, payKeyId, password: PIN });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "카드사에서 결제를 승인하지 않았습니다. 다른 카드나 결제 수단으로 다시 주문해 주세요.",
    );
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status).toBe("cancelled");
    expect(await optionStockOf(t.db, optionId)).toBe((stockBefore ?? 0) + 1);
    expect(await gatewayPaymentOf(orderCode)).toBeNull();
  });

  it("answers 404 for another member's card and another member's order", async () => {
    const owner = await memberWithCard();
    const other = await memberWithCard();
    const { orderCode } = await placeQuickPayOrder(owner.token);

    const theirCard = await call("POST", "/api/pin-pay/payu/pay", other.token, {
      orderCode,
      payKeyId: owner.payKeyId,
      password: PIN,
    });
    expect(theirCard.statusCode).toBe(404);
    const theirOrder = await call("POST", "/api/pin-pay/payu/pay", other.token, {
      orderCode,
      payKeyId: other.payKeyId,
      password: PIN,
    });
    expect(theirOrder.statusCode).toBe(404);
    const removeTheirs = await call("POST", "/api/pin-pay/payu/remove-pay-kay", other.token, {
      payKeyId: owner.payKeyId,
    });
    expect(removeTheirs.statusCode).toBe(404);
    expect((await call("GET", "/api/pin-pay", owner.token)).json().cards).toHaveLength(1);
    expect(await gatewayPaymentOf(orderCode)).toBeNull();
  });

  it("locks after 5 wrong passwords until the password is set again with the login password", async () => {
    const { token, payKeyId } = await memberWithCard();
    const { orderCode } = await placeQuickPayOrder(token);
    const pay = (password: string) => call("POST", "/api/pin-pay/payu/pay", token, { orderCode, payKeyId, password });

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await pay("111222");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toContain(`(${attempt}/5회)`);
    }
    const fifth = await pay("111222");
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toBe(PIN_PASSWORD_MESSAGES.locked);
    const right = await pay(PIN);
    expect(right.statusCode).toBe(423);
    expect((await call("GET", "/api/pin-pay", token)).json()).toMatchObject({ locked: true, failedAttempts: 5 });
    expect(await gatewayPaymentOf(orderCode)).toBeNull();

    // The current password cannot prove anything while locked; the login password can.
    const withPin = await call("POST", "/api/pin-pay/payu/update-pay-password", token, {
      currentPassword: PIN,
      password: "593017",
      passwordConfirm: "593017",
    });
    expect(withPin.statusCode).toBe(423);
    const wrongLogin = await call("POST", "/api/pin-pay/payu/update-pay-password", token, {
      loginPassword: "not-my-password-1!",
      password: "593017",
      passwordConfirm: "593017",
    });
    expect(wrongLogin.statusCode).toBe(400);
    const reset = await call("POST", "/api/pin-pay/payu/update-pay-password", token, {
      loginPassword: FACTORY_PASSWORD,
      password: "593017",
      passwordConfirm: "593017",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ locked: false, failedAttempts: 0 });

    expect((await pay(PIN)).statusCode).toBe(400);
    const paid = await pay("593017");
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe("paid");
  });

  it("cancels a quick-pay order through the gateway like a card order", async () => {
    const { token, payKeyId } = await memberWithCard();
    const { orderCode, total } = await placeQuickPayOrder(token);
    const paid = await call("POST", "/api/pin-pay/payu/pay", token, { orderCode, payKeyId, password: PIN });
    expect(paid.statusCode, paid.body).toBe(200);
    const detail = (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json();
    const lineIds = detail.boxes.flatMap((box: { lines: { orderItemId: number }[] }) =>
      box.lines.map((line) => line.orderItemId),
    );

    const cancelled = await call("POST", "/api/order/cancel", token, {
      orderCode,
      orderItemIds: lineIds,
      reason: "change_of_mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().claim).toMatchObject({ status: "completed", refundAmount: total });
    expect(await gatewayPaymentOf(orderCode)).toMatchObject({ status: "cancelled", balanceAmount: 0 });
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status).toBe("cancelled");
  });
});

describe("removing cards and leaving", () => {
  it("expires the billing key at the gateway so it can pay no more", async () => {
    const { token, userId, payKeyId } = await memberWithCard();
    const [row] = await t.db.select().from(pinPayCards).where(eq(pinPayCards.id, payKeyId));
    const removed = await call("POST", "/api/pin-pay/payu/remove-pay-kay", token, { payKeyId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().cards).toEqual([]);
    await expect(
      t.app.providers.payment.payWithBillingKey(row!.bid, { orderId: `T${userId}X`, amount: 10_000, goodsName: "x" }),
    ).rejects.toMatchObject({ code: "U115" });
    expect((await call("POST", "/api/pin-pay/payu/remove-pay-kay", token, { payKeyId })).statusCode).toBe(404);

    await call("POST", "/api/pin-pay/payu/register-card", token, CARD);
    const all = await call("POST", "/api/pin-pay/delete", token);
    expect(all.json()).toMatchObject({ enrolled: true, cards: [] });
    const left = await call("POST", "/api/pin-pay/payu/remove-user-kay", token);
    expect(left.json()).toMatchObject({ enrolled: false, cards: [] });
  });
});

describe("the sandbox's billing API through the NICEPAY adapter", () => {
  const gateway = () => t.app.providers.payment;
  const card = { cardNo: "4111111111111111", expYear: "35", expMonth: "12", idNo: "850314", cardPw: "12" };

  it.each([
    ["a number failing the Luhn check", { cardNo: "4111111111111112" }, "F112"],
    ["a 13-digit number", { cardNo: "4222222222222" }, "3011"],
    ["an expired card", { expYear: "20" }, "3021"],
    ["month 13", { expMonth: "13" }, "3021"],
    ["a wrong holder birth date", { idNo: "851399" }, "F113"],
    ["a 3-digit card password", { cardPw: "123" }, "F113"],
  ])("refuses %s with the manual's code", async (_case, change, code) => {
    const attempt = gateway().registerBillingKey({
      orderId: `REG-${code}-${Date.now()}`,
      card: { ...card, ...change },
    });
    await expect(attempt).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(attempt).rejects.toMatchObject({ code });
  });

  it("pays an order id once and refuses an unknown key", async () => {
    const key = await gateway().registerBillingKey({ orderId: `REG-${Date.now()}`, card });
    expect(key.bid).toMatch(/^BIKY/);
    const orderId = `PAY-${Date.now()}`;
    const paid = await gateway().payWithBillingKey(key.bid, { orderId, amount: 12_000, goodsName: "한우 등심" });
    expect(paid).toMatchObject({ status: "paid", amount: 12_000, balanceAmount: 12_000, method: "card" });
    await expect(
      gateway().payWithBillingKey(key.bid, { orderId, amount: 12_000, goodsName: "한우 등심" }),
    ).rejects.toMatchObject({ code: "U112" });
    await expect(
      gateway().payWithBillingKey("BIKYunknown", { orderId: `${orderId}b`, amount: 12_000, goodsName: "x" }),
    ).rejects.toMatchObject({ code: "A124" });
    const cancelled = await gateway().cancel(paid.tid, { orderId, reason: "테스트", amount: 2_000 });
    expect(cancelled).toMatchObject({ status: "partialCancelled", balanceAmount: 10_000 });
  });
});

describe("resetting the payment password with a code to the member's phone", () => {
  const reset = (token: string, proof: Record<string, string>, password = "593017") =>
    call("POST", "/api/pin-pay/payu/update-pay-password", token, { ...proof, password, passwordConfirm: password });

  /** Five wrong current passwords lock quick pay, as five wrong ones at payment do. */
  async function lock(token: string) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await reset(token, { currentPassword: "111222" }, "604918");
      expect(wrong.statusCode).toBe(attempt < 5 ? 400 : 423);
    }
    expect((await call("GET", "/api/pin-pay", token)).json()).toMatchObject({ locked: true });
  }

  /** send-reset-code → the SMS sandbox's outbox → check-reset-code: the reset's proof. */
  async function smsProof(who: { token: string; phoneNumber: string }) {
    const sent = await call("POST", "/api/pin-pay/payu/send-reset-code", who.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const checked = await call("POST", "/api/pin-pay/payu/check-reset-code", who.token, {
      authNumber: await latestCode(t.app, who.phoneNumber),
    });
    expect(checked.statusCode, checked.body).toBe(200);
    return checked.json().verificationToken as string;
  }

  it("unlocks quick pay for a member without a login password, once per code", async () => {
    const who = await member("sns");
    await call("POST", "/api/pin-pay/payu/update-user-key", who.token, enrolBody());
    await lock(who.token);
    // No login password to prove anything with.
    expect((await reset(who.token, { loginPassword: "anything-1!" })).statusCode).toBe(400);

    const sent = await call("POST", "/api/pin-pay/payu/send-reset-code", who.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const digits = who.phoneNumber.replace(/\D/g, "");
    expect(sent.json()).toEqual({ expiresIn: 300, phoneNumber: `${digits.slice(0, 3)}-****-${digits.slice(-4)}` });
    const code = await latestCode(t.app, who.phoneNumber);
    const wrongCode = code === "000000" ? "000001" : "000000";
    const wrong = await call("POST", "/api/pin-pay/payu/check-reset-code", who.token, { authNumber: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.AUTH_NUMBER_MISMATCH);
    const checked = await call("POST", "/api/pin-pay/payu/check-reset-code", who.token, { authNumber: code });
    expect(checked.statusCode, checked.body).toBe(200);
    const proof = checked.json().verificationToken as string;

    // The new password still has to follow the rules; a refused one leaves the proof usable.
    const easy = await reset(who.token, { phoneVerificationToken: proof }, "123456");
    expect(easy.statusCode).toBe(400);
    const done = await reset(who.token, { phoneVerificationToken: proof });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ locked: false, failedAttempts: 0 });
    // The new password is the one now; the proof is used up.
    expect((await reset(who.token, { currentPassword: "593017" }, "604918")).statusCode).toBe(200);
    const again = await reset(who.token, { phoneVerificationToken: proof }, "715029");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.PHONE_VERIFICATION_REQUIRED);
  });

  it("serves a member with a login password too, and asks for exactly one proof", async () => {
    const who = await member();
    await call("POST", "/api/pin-pay/payu/update-user-key", who.token, enrolBody());
    const proof = await smsProof(who);
    const two = await reset(who.token, { phoneVerificationToken: proof, loginPassword: FACTORY_PASSWORD });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(
      "현재 결제 비밀번호, 로그인 비밀번호, 휴대폰 인증 중 한 가지로 본인 확인을 해 주세요.",
    );
    const done = await reset(who.token, { phoneVerificationToken: proof });
    expect(done.statusCode, done.body).toBe(200);
  });

  it("refuses an expired code, a proof or code for another purpose, and another member's proof", async () => {
    const who = await member("sns");
    const other = await member();
    for (const m of [who, other]) await call("POST", "/api/pin-pay/payu/update-user-key", m.token, enrolBody());

    // Expired: five minutes passed since the code was sent.
    await call("POST", "/api/pin-pay/payu/send-reset-code", who.token);
    const code = await latestCode(t.app, who.phoneNumber);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 300_000 + 1_000 });
    const expired = await call("POST", "/api/pin-pay/payu/check-reset-code", who.token, { authNumber: code });
    vi.useRealTimers();
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_MESSAGES.AUTH_NUMBER_EXPIRED);

    // A CHANGE_PHONE code and proof of the member's own phone prove nothing here.
    const changePhoneProof = await verifyPhone(t.app, who.phoneNumber, "CHANGE_PHONE");
    const withOtherPurpose = await reset(who.token, { phoneVerificationToken: changePhoneProof });
    expect(withOtherPurpose.statusCode).toBe(400);
    expect(withOtherPurpose.json().message).toBe(AUTH_MESSAGES.PHONE_VERIFICATION_REQUIRED);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/send-auth-number",
      remoteAddress: randomAddress(),
      payload: { phoneNumber: who.phoneNumber, purpose: "CHANGE_PHONE" },
    });
    const changePhoneCode = await latestCode(t.app, who.phoneNumber);
    const codeOfOtherPurpose = await call("POST", "/api/pin-pay/payu/check-reset-code", who.token, {
      authNumber: changePhoneCode,
    });
    expect(codeOfOtherPurpose.statusCode).toBe(400);
    // Nor can anyone ask the open code calls for this purpose: only the member's own phone gets one.
    const openSend = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-auth-number",
      remoteAddress: randomAddress(),
      payload: { phoneNumber: who.phoneNumber, purpose: "PIN_PAY_RESET" },
    });
    expect(openSend.statusCode).toBe(400);

    // Another member's proof is of another phone: refused, and still theirs to use.
    const theirs = await smsProof(other);
    const borrowed = await reset(who.token, { phoneVerificationToken: theirs });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe(AUTH_MESSAGES.PHONE_VERIFICATION_REQUIRED);
    expect((await reset(other.token, { phoneVerificationToken: theirs })).statusCode).toBe(200);

    expect((await reset(who.token, { currentPassword: "593017" }, "604918")).statusCode).toBe(400);
  });

  it("sends no code to a member not enrolled in quick pay", async () => {
    const who = await member();
    const res = await call("POST", "/api/pin-pay/payu/send-reset-code", who.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("간편결제에 먼저 가입해 주세요.");
    expect((await call("POST", "/api/pin-pay/payu/send-reset-code", null)).statusCode).toBe(401);
  });
});

describe("registering cards", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Watches the gateway's 빌키발급 calls (they still go to the sandbox): how many, and the keys they issued. */
  function watchRegistrations() {
    const spy = vi.spyOn(t.app.providers.payment, "registerBillingKey");
    return {
      calls: () => spy.mock.calls.length,
      issuedBids: () => Promise.all(spy.mock.results.map(async (result) => (await result.value).bid as string)),
    };
  }

  it("refuses a card registered already and expires the key the gateway issued for it", async () => {
    const { token, userId } = await memberWithCard();
    const gateway = watchRegistrations();
    const again = await call("POST", "/api/pin-pay/payu/register-card", token, {
      ...CARD,
      cardNo: "4111-1111-1111-1111",
      alias: "같은 카드",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "PIN_PAY_CARD_DUPLICATE", message: "이미 등록된 카드입니다." });
    expect((await call("GET", "/api/pin-pay", token)).json().cards).toHaveLength(1);

    // The gateway issued a second key for the card: it pays no more, the registered one still does.
    const [second] = await gateway.issuedBids();
    const [live] = await t.db.select().from(pinPayCards).where(eq(pinPayCards.userId, userId));
    expect(second).toBeDefined();
    expect(second).not.toBe(live!.bid);
    const charge = (bid: string, orderId: string) =>
      t.app.providers.payment.payWithBillingKey(bid, { orderId, amount: 5_000, goodsName: "확인" });
    await expect(charge(second!, `DUP${userId}A`)).rejects.toMatchObject({ code: "U115" });
    expect(await charge(live!.bid, `DUP${userId}B`)).toMatchObject({ status: "paid" });

    // Another card of the member, and the same card for another member, are new.
    const another = await call("POST", "/api/pin-pay/payu/register-card", token, {
      ...CARD,
      cardNo: "5555 5555 5555 4444",
    });
    expect(another.statusCode, another.body).toBe(200);
    expect(another.json().cards).toHaveLength(2);
    const other = await member();
    await call("POST", "/api/pin-pay/payu/update-user-key", other.token, enrolBody());
    expect((await call("POST", "/api/pin-pay/payu/register-card", other.token, CARD)).statusCode).toBe(200);

    // Removed, the card may be registered again.
    await call("POST", "/api/pin-pay/payu/remove-pay-kay", token, { payKeyId: live!.id });
    const back = await call("POST", "/api/pin-pay/payu/register-card", token, CARD);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().cards).toHaveLength(2);
  });

  it("takes 10 registration tries per member an hour, then answers 429 without asking the gateway", async () => {
    const { token } = await memberWithCard();
    const gateway = watchRegistrations();
    // The same card nine more times: each asks the gateway (and is refused as registered already).
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      expect((await call("POST", "/api/pin-pay/payu/register-card", token, CARD)).statusCode).toBe(409);
    }
    const eleventh = await call("POST", "/api/pin-pay/payu/register-card", token, {
      ...CARD,
      cardNo: "5555 5555 5555 4444",
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: "PIN_PAY_CARD_THROTTLED",
      message: "카드 등록 시도 횟수를 초과했습니다. 60분 후 다시 시도해 주세요.",
    });
    expect(Number(eleventh.headers["retry-after"])).toBeGreaterThan(3_500);
    expect(gateway.calls()).toBe(9);
    expect((await call("GET", "/api/pin-pay", token)).json().cards).toHaveLength(1);

    // Another member is not held back.
    const other = await member();
    await call("POST", "/api/pin-pay/payu/update-user-key", other.token, enrolBody());
    expect((await call("POST", "/api/pin-pay/payu/register-card", other.token, CARD)).statusCode).toBe(200);
  });
});
