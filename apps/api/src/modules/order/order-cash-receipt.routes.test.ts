import { buyResponseSchema } from "@shop/contracts/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderCashReceipts } from "../../db/schema/order-cash-receipt.js";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { PaymentGatewayError } from "../../providers/payment-gateway.provider.js";
import { bearer } from "../../test/auth-client.js";
import { type DemoItem, demoCatalog } from "../../test/demo-catalog.js";
import { paidOrder, shopOrigin, TEST_ORDERER, TEST_RECEIVER } from "../../test/orders.js";
import { postForm, throughWindow, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The cash receipt (현금영수증, docs/decisions/032) of an order paid by bank transfer, through the real routes, the
// real NICEPAY adapter and the shop's own sandbox of NICEPAY's receipt API: issued once by the minute sweep, cancelled
// in part when a line is refunded and whole when the rest is, shown to the order's owner only.

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  origin = await shopOrigin(t.app);
});
afterAll(() => t.close());

const catalog = demoCatalog();
const inStock = (item: DemoItem) => (item.stock ?? 0) > 20;
const RAW_MEAT = ["hanwoo", "handon", "imported"];
const PROCESSED = ["meat-processing", "meat-processing-private", "pb"];

async function memberToken() {
  const { user } = await createMember(t.db, {});
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return token;
}

function call(method: "GET" | "POST", url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** A bank-transfer order of raw meat and a processed item with a 소득공제 receipt asked at checkout, paid. */
async function bankOrder(token: string) {
  const meat = catalog.displayed.find((item) => inStock(item) && RAW_MEAT.includes(item.livestock))!;
  const ham = catalog.displayed.find((item) => inStock(item) && PROCESSED.includes(item.livestock))!;
  const cartIds: number[] = [];
  for (const item of [meat, ham]) {
    const optionId = (await optionIdsOf(t.db, item.id))[0]!;
    await setOptionStock(t.db, optionId, 200);
    const added = await call("POST", "/api/cart/add", token, {
      arrayRequiredItems: [{ itemId: item.id, optionId, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    cartIds.push(...(added.json().cartIds as number[]));
  }
  const step = await call("POST", "/api/order/payment-step", token, { cartIds });
  const form = {
    cartIds,
    orderer: TEST_ORDERER,
    receiver: TEST_RECEIVER,
    paymentMethod: "bank",
    cashReceipt: { type: "individual", number: "01012345678" },
    groupCode: step.json().groupCode as string,
  };
  const saved = await call("POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const bought = await call("POST", "/api/order/buy", token, {
    ...form,
    clientTotal: saved.json().orderPrice.orderPayAmount,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const { orderCode, orderId, payment, orderPayAmount } = buyResponseSchema.parse(bought.json());
  const window = await throughWindow(origin, windowRequestOf(origin, payment!), "approve");
  const returned = await postForm(origin, window.post.action, window.post.fields);
  expect(returned.headers.get("location")).toBe(`/order/invoice/${orderCode}`);
  const detail = (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json();
  expect(detail.status).toBe("paid");
  const lines = detail.boxes.flatMap((box: { lines: { orderItemId: number; itemUserCode: string }[] }) => box.lines);
  return { orderCode, orderId, orderPayAmount, lines, meat, ham };
}

const receiptOf = async (token: string, orderCode: string) => {
  const res = await call("GET", `/api/order/cash-receipt/${orderCode}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().receipt;
};

describe("현금영수증 of a bank-transfer order", () => {
  it("is issued once after the payment, then cancelled in part and whole as the order is refunded", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    // Not issued before the sweep (or a refund) brings it up to date.
    expect(await receiptOf(token, order.orderCode)).toBeNull();

    // Two passes at once (two processes' sweeps): one receipt, issued once (a second issue would be refused by the
    // gateway, its order id being used, and the receipt would read 발급 실패).
    await Promise.all([
      t.app.services.orderCashReceipts.sync(order.orderId),
      t.app.services.housekeeping.syncCashReceipts(),
    ]);
    await t.app.services.housekeeping.syncCashReceipts();
    const issued = await receiptOf(token, order.orderCode);
    expect(issued).toMatchObject({
      receiptType: "individual",
      receiptTypeLabel: "소득공제용",
      maskedReceiptNo: "*******5678",
      amount: order.orderPayAmount,
      cancelledAmount: 0,
      balanceAmount: order.orderPayAmount,
      status: "issued",
      statusLabel: "발급 완료",
    });
    expect(issued.approveNo).toMatch(/^\d{9}$/);
    expect(issued.supplyAmount + issued.vatAmount + issued.taxFreeAmount).toBe(order.orderPayAmount);
    expect(issued.vatAmount).toBeGreaterThan(0);
    expect(issued.taxFreeAmount).toBeGreaterThan(0);

    // The same receipt order id again at the gateway: refused, never a second receipt.
    await expect(
      t.app.providers.payment.issueCashReceipt({
        orderId: `${order.orderCode}R`,
        amount: 1_000,
        supplyAmt: 0,
        goodsVat: 0,
        taxFreeAmt: 1_000,
        goodsName: "한우",
        receiptType: "individual",
        receiptNo: "01012345678",
      }),
    ).rejects.toMatchObject({ code: "U112" });

    // The processed line refunded: its supply and VAT come off the receipt.
    const hamLine = order.lines.find((line: { itemUserCode: string }) => line.itemUserCode === order.ham.itemUserCode);
    const cancelled = await call("POST", "/api/order/cancel", token, {
      orderCode: order.orderCode,
      orderItemIds: [hamLine.orderItemId],
      reason: "change_of_mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const partial = await receiptOf(token, order.orderCode);
    expect(partial.status).toBe("partialCancelled");
    expect(partial.cancelledAmount).toBeGreaterThan(0);
    expect(partial.vatAmount).toBe(0);
    expect(partial.balanceAmount).toBe(partial.taxFreeAmount + partial.supplyAmount);
    const ledgerLeft = (await call("GET", `/api/order/detail?orderCode=${order.orderCode}`, token)).json();
    expect(ledgerLeft.status).toBe("paid");

    // Another pass changes nothing: the receipt already states what was kept.
    await t.app.services.orderCashReceipts.sync(order.orderId);
    expect(await receiptOf(token, order.orderCode)).toEqual(partial);

    // The rest refunded: the receipt is cancelled whole.
    const rest = order.lines.filter((line: { orderItemId: number }) => line.orderItemId !== hamLine.orderItemId);
    const all = await call("POST", "/api/order/cancel", token, {
      orderCode: order.orderCode,
      orderItemIds: rest.map((line: { orderItemId: number }) => line.orderItemId),
      reason: "change_of_mind",
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(await receiptOf(token, order.orderCode)).toMatchObject({
      status: "cancelled",
      statusLabel: "발급 취소",
      balanceAmount: 0,
      cancelledAmount: order.orderPayAmount,
    });
  });

  it("is the order's owner's: 404 for another member; null for a card order", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    await t.app.services.orderCashReceipts.sync(order.orderId);
    const stranger = await memberToken();
    const res = await call("GET", `/api/order/cash-receipt/${order.orderCode}`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("주문 내역을 찾을 수 없습니다.");
    const anonymous = await t.app.inject({ method: "GET", url: `/api/order/cash-receipt/${order.orderCode}` });
    expect(anonymous.statusCode).toBe(401);
    // A card payment is no cash payment: no receipt, whatever the sweep does.
    const card = await paidOrder(t, token, [{ itemId: order.meat.id }]);
    await t.app.services.housekeeping.syncCashReceipts();
    expect(await receiptOf(token, card.orderCode)).toBeNull();
  });
});

/** The sandbox's fault switch, over HTTP as a test of the shop would use it. */
async function receiptFault(fault: { issue?: string; cancel?: string }) {
  const res = await fetch(`${origin}/api/dev/pg/receipt-faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const rowOf = async (orderId: number) =>
  (await t.db.select().from(orderCashReceipts).where(eq(orderCashReceipts.orderId, orderId)))[0]!;
/** The receipt NICEPAY (the sandbox) holds for the order, asked through the adapter by its order id; null for none. */
const atGatewayOf = (orderCode: string) => t.app.providers.payment.findCashReceipt(`${orderCode}R`, new Date());
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const sweep = (at?: Date) => t.app.services.housekeeping.syncCashReceipts(at);
const allLines = (lines: { orderItemId: number }[]) => lines.map((line) => line.orderItemId);

const FAILED_LABEL = "현금영수증을 발급하지 못했습니다. 고객센터(1:1 문의)로 문의해 주시면 확인 후 발급해 드립니다.";

describe("현금영수증 whose answer was lost", () => {
  it("an issue NICEPAY took but never answered is found by the sweep and recorded once, with its tid and number", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    expect(await receiptFault({ issue: "dropAnswer" })).toEqual({ issue: "dropAnswer", cancel: "none" });
    await sweep();
    // The sandbox issued it; the shop never heard: 요청 중, and a sweep right after leaves it (the call may be under way).
    const atGateway = await atGatewayOf(order.orderCode);
    expect(atGateway).toMatchObject({ balanceAmount: order.orderPayAmount, status: "issued" });
    expect(await receiptOf(token, order.orderCode)).toMatchObject({ status: "requested", statusLabel: "발급 요청 중" });
    await sweep();
    expect(await rowOf(order.orderId)).toMatchObject({ status: "requested", attempts: 0, tid: null });

    // Minutes later it is looked up by its order id and recorded as NICEPAY has it.
    await sweep(minutesLater(6));
    const settled = await rowOf(order.orderId);
    expect(settled).toMatchObject({
      status: "issued",
      tid: atGateway!.tid,
      approveNo: atGateway!.approveNo,
      attempts: 0,
      resultMessage: "",
    });
    expect(await receiptOf(token, order.orderCode)).toMatchObject({
      status: "issued",
      statusLabel: "발급 완료",
      approveNo: atGateway!.approveNo,
      balanceAmount: order.orderPayAmount,
    });

    // A second sweep does nothing.
    await sweep(minutesLater(12));
    expect(await rowOf(order.orderId)).toEqual(settled);
    expect(await atGatewayOf(order.orderCode)).toMatchObject({ tid: atGateway!.tid, status: "issued" });
  });

  it("an issue that never reached NICEPAY is asked again under the same order id, once", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    await receiptFault({ issue: "dropRequest" });
    await sweep();
    expect(await rowOf(order.orderId)).toMatchObject({ status: "requested", tid: null });
    expect(await atGatewayOf(order.orderCode)).toBeNull();

    await sweep(minutesLater(6));
    const issued = await atGatewayOf(order.orderCode);
    expect(issued).toMatchObject({ balanceAmount: order.orderPayAmount, status: "issued" });
    const settled = await rowOf(order.orderId);
    expect(settled).toMatchObject({ status: "issued", tid: issued!.tid, approveNo: issued!.approveNo });
    await sweep(minutesLater(12));
    expect(await rowOf(order.orderId)).toEqual(settled);
    expect(await atGatewayOf(order.orderCode)).toEqual(issued);
  });

  it("after its tries it reads 발급 실패 with what the shopper can do, not 요청 중 forever", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    // This order's passes only (what the sweep does for each order due), so no other order's call takes the faults.
    const pass = (at?: Date) => t.app.services.orderCashReceipts.sync(order.orderId, at);
    await receiptFault({ issue: "dropRequest" });
    await pass();
    // Each try finds nothing at the gateway and asks again, and that answer is lost too.
    for (let tries = 1; tries <= 5; tries++) {
      await receiptFault({ issue: "dropRequest" });
      await pass(minutesLater(6 * tries));
      expect(await rowOf(order.orderId)).toMatchObject({ status: "requested", attempts: tries });
    }
    await receiptFault({ issue: "none" });
    await pass(minutesLater(36));
    const failed = await rowOf(order.orderId);
    expect(failed.status).toBe("failed");
    expect(failed.resultMessage).toContain("확인 5회 후 중단");
    expect(await receiptOf(token, order.orderCode)).toMatchObject({ status: "failed", statusLabel: FAILED_LABEL });
    // Left to the customer centre: no further sweep asks again, and the gateway holds no receipt for it.
    await sweep(minutesLater(42));
    expect(await rowOf(order.orderId)).toEqual(failed);
    expect(await atGatewayOf(order.orderCode)).toBeNull();
  });

  it("a cancel NICEPAY took but never answered is recorded by the sweep once", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    await sweep();
    expect((await rowOf(order.orderId)).status).toBe("issued");
    await receiptFault({ cancel: "dropAnswer" });
    const cancelled = await call("POST", "/api/order/cancel", token, {
      orderCode: order.orderCode,
      orderItemIds: allLines(order.lines),
      reason: "change_of_mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await receiptOf(token, order.orderCode)).toMatchObject({
      status: "cancelling",
      statusLabel: "취소 요청 중",
    });
    expect(await atGatewayOf(order.orderCode)).toMatchObject({ status: "cancelled", balanceAmount: 0 });

    await sweep(minutesLater(6));
    const settled = await rowOf(order.orderId);
    expect(settled).toMatchObject({ status: "cancelled", pendingCancel: null, attempts: 0 });
    expect(await receiptOf(token, order.orderCode)).toMatchObject({
      status: "cancelled",
      statusLabel: "발급 취소",
      balanceAmount: 0,
      cancelledAmount: order.orderPayAmount,
    });
    await sweep(minutesLater(12));
    expect(await rowOf(order.orderId)).toEqual(settled);
  });

  it("a partial cancel that never reached NICEPAY is asked again, and taken off once", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    await sweep();
    await receiptFault({ cancel: "dropRequest" });
    const hamLine = order.lines.find((line: { itemUserCode: string }) => line.itemUserCode === order.ham.itemUserCode);
    const cancelled = await call("POST", "/api/order/cancel", token, {
      orderCode: order.orderCode,
      orderItemIds: [hamLine.orderItemId],
      reason: "change_of_mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const pending = await rowOf(order.orderId);
    expect(pending.status).toBe("cancelling");
    expect(pending.pendingCancel).toMatchObject({ whole: false, from: "issued" });
    expect(await atGatewayOf(order.orderCode)).toMatchObject({ status: "issued", balanceAmount: order.orderPayAmount });

    await sweep(minutesLater(6));
    // Taken off once: what the gateway has left is the paid amount less this one cancel.
    const left = order.orderPayAmount - pending.pendingCancel!.amount;
    expect(await atGatewayOf(order.orderCode)).toMatchObject({ status: "partialCancelled", balanceAmount: left });
    const settled = await rowOf(order.orderId);
    expect(settled).toMatchObject({ status: "partialCancelled", cancelledAmount: pending.pendingCancel!.amount });
    await sweep(minutesLater(12));
    expect(await rowOf(order.orderId)).toEqual(settled);
    expect(await atGatewayOf(order.orderCode)).toMatchObject({ balanceAmount: left });
  });
  it("a cancel never settled after its tries reads what the shopper can do, and the receipt is cancelled once", async () => {
    const token = await memberToken();
    const order = await bankOrder(token);
    const pass = (at?: Date) => t.app.services.orderCashReceipts.sync(order.orderId, at);
    await pass();
    await receiptFault({ cancel: "dropRequest" });
    const cancelled = await call("POST", "/api/order/cancel", token, {
      orderCode: order.orderCode,
      orderItemIds: allLines(order.lines),
      reason: "change_of_mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Each try finds the receipt whole at the gateway and asks the cancel again; the last one arrives, unanswered.
    for (let tries = 1; tries <= 5; tries++) {
      await receiptFault({ cancel: tries === 5 ? "dropAnswer" : "dropRequest" });
      await pass(minutesLater(6 * tries));
      expect(await rowOf(order.orderId)).toMatchObject({ status: "cancelling", attempts: tries });
    }
    await pass(minutesLater(36));
    expect(await receiptOf(token, order.orderCode)).toMatchObject({
      status: "cancelFailed",
      statusLabel: "현금영수증 취소를 확인하지 못했습니다. 고객센터(1:1 문의)로 문의해 주시면 확인 후 처리해 드립니다.",
    });
    // Cancelled once at the gateway; no sweep asks again.
    expect(await atGatewayOf(order.orderCode)).toMatchObject({ status: "cancelled", balanceAmount: 0 });
    const left = await rowOf(order.orderId);
    await sweep(minutesLater(42));
    expect(await rowOf(order.orderId)).toEqual(left);
  });
});

describe("the sandbox's receipt API through the adapter", () => {
  it("refuses a split that does not add up, a cancel over the balance and a cancel of an unknown receipt", async () => {
    const gateway = t.app.providers.payment;
    const orderId = `RCPT${Date.now()}`;
    await expect(
      gateway.issueCashReceipt({
        orderId,
        amount: 10_000,
        supplyAmt: 9_000,
        goodsVat: 900,
        taxFreeAmt: 0,
        goodsName: "한우 등심",
        receiptType: "company",
        receiptNo: "1248100998",
      }),
    ).rejects.toBeInstanceOf(PaymentGatewayError);
    const receipt = await gateway.issueCashReceipt({
      orderId,
      amount: 11_000,
      supplyAmt: 10_000,
      goodsVat: 1_000,
      taxFreeAmt: 0,
      goodsName: "한우 떡갈비",
      receiptType: "company",
      receiptNo: "1248100998",
    });
    expect(receipt.approveNo).toMatch(/^\d{9}$/);
    const partial = { amount: 20_000, supplyAmt: 20_000, goodsVat: 0, taxFreeAmt: 0 };
    await expect(gateway.cancelCashReceipt(receipt.tid, { orderId, reason: "테스트", partial })).rejects.toMatchObject({
      code: "U123",
    });
    const half = await gateway.cancelCashReceipt(receipt.tid, {
      orderId,
      reason: "테스트",
      partial: { amount: 5_500, supplyAmt: 5_000, goodsVat: 500, taxFreeAmt: 0 },
    });
    expect(half).toMatchObject({ cancelAmount: 5_500, balanceAmount: 5_500 });
    const whole = await gateway.cancelCashReceipt(receipt.tid, { orderId, reason: "테스트" });
    expect(whole).toMatchObject({ cancelAmount: 5_500, balanceAmount: 0 });
    await expect(gateway.cancelCashReceipt(receipt.tid, { orderId, reason: "테스트" })).rejects.toMatchObject({
      code: "2013",
    });
    await expect(gateway.cancelCashReceipt("nicrcptunknown", { orderId, reason: "테스트" })).rejects.toMatchObject({
      code: "U122",
    });
    // 조회 by tid, and by order id (거래조회) when the tid was lost: what is left, signed; an unknown order id is null.
    expect(await gateway.cashReceiptStatus(receipt.tid)).toMatchObject({
      tid: receipt.tid,
      orderId,
      approveNo: receipt.approveNo,
      balanceAmount: 0,
      status: "cancelled",
    });
    expect(await gateway.findCashReceipt(orderId, new Date())).toMatchObject({ tid: receipt.tid, balanceAmount: 0 });
    expect(await gateway.findCashReceipt(`${orderId}X`, new Date())).toBeNull();
  });
});
