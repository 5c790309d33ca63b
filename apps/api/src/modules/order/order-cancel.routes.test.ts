import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderClaims, orderItems, orders, payments } from "../../db/schema/order.js";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf } from "../../db/seed/catalog.factory.js";
import { bearer, signedPost } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { moveOrder, paidOrder, shopOrigin, TEST_ORDERER, TEST_RECEIVER } from "../../test/orders.js";
import { postForm, throughWindow, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { insertClaim } from "./order-claim.repository.js";

// A shopper's cancel before shipping through the real routes, the real NICEPAY adapter and the shop's own sandbox:
// some lines (a partial cancel of the card payment) or all of them, points and stock back, once.

let t: TestApp;

beforeAll(async () => {
  // A short gateway timeout so a cancel that answers late can be tested.
  t = await createTestApp({ env: { NICEPAY_TIMEOUT_MS: "1500" } });
  await shopOrigin(t.app);
});
afterAll(async () => {
  // The late-answer fault leaves the server side of the connection the adapter gave up on counted as busy by Node
  // (on PostgreSQL runs, where the answer comes after the adapter's retry finished): nothing is pending on it, so it is
  // closed here rather than waited for.
  t.app.server.closeAllConnections();
  await t.close();
});

const catalog = demoCatalog();
const fresh = catalog.displayed.find((item) => item.deliveryType === 1 && (item.stock ?? 0) > 20)!;
const individual = catalog.displayed.find(
  (item) => item.deliveryType === 2 && (item.stock ?? 0) > 20 && item.sellerId !== fresh.sellerId,
)!;

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token };
}

function call(method: "GET" | "POST", url: string, token: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const detailOf = async (token: string, orderCode: string) =>
  (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json();

/** What the gateway (the shop's NICEPAY sandbox) holds of the order's payment. */
async function gatewayBalance(orderCode: string) {
  const answer = await t.app.services.pgSandbox.findByOrderId(orderCode);
  return { balance: answer.balanceAmt, status: answer.status };
}

const pointBalance = (userId: number) => t.app.services.points.balance(userId);

/**
 * An order of one piece of each of the two items placed through checkout and the sandbox window (approved), with
 * `extra` on the order form (a payment method, points): its code, its lines' ids and the payment's tid.
 */
async function placeTwoLineOrder(token: string, extra: Record<string, unknown>) {
  const origin = await shopOrigin(t.app);
  const cartIds: number[] = [];
  for (const item of [fresh, individual]) {
    const optionId = (await optionIdsOf(t.db, item.id))[0]!;
    const added = await call("POST", "/api/cart/add", token, {
      arrayRequiredItems: [{ itemId: item.id, optionId, quantity: 1 }],
    });
    cartIds.push(...added.json().cartIds);
  }
  const step = await call("POST", "/api/order/payment-step", token, { cartIds });
  const form = {
    cartIds,
    orderer: TEST_ORDERER,
    receiver: TEST_RECEIVER,
    paymentMethod: "card",
    groupCode: step.json().groupCode,
    ...extra,
  };
  const saved = await call("POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const bought = await call("POST", "/api/order/buy", token, {
    ...form,
    clientTotal: saved.json().orderPrice.orderPayAmount,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  const window = await throughWindow(origin, windowRequestOf(origin, bought.json().payment), "approve");
  await postForm(origin, window.post.action, window.post.fields);
  const orderCode: string = bought.json().orderCode;
  const detail = await detailOf(token, orderCode);
  const lineIds: number[] = detail.boxes.flatMap((box: { lines: { orderItemId: number }[] }) =>
    box.lines.map((line) => line.orderItemId),
  );
  return { orderCode, lineIds, tid: window.post.values.tid! };
}

const cancelBody = (orderCode: string, orderItemIds: number[], extra: Record<string, unknown> = {}) => ({
  orderCode,
  orderItemIds,
  reason: "change_of_mind",
  ...extra,
});

describe("cancelling a paid card order", () => {
  it("one line first (a partial cancel at the gateway), then the rest: the whole payment and stock come back", async () => {
    const { token } = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [
      { itemId: fresh.id, quantity: 2 },
      { itemId: individual.id, quantity: 1 },
    ]);
    const paid = await detailOf(token, orderCode);
    expect(paid.cancel).toMatchObject({ available: true, wholeOnly: false, refundAccountRequired: false });
    const total = paid.orderPrice.orderPayAmount as number;
    const [first, second] = lines;
    const firstOption = (await optionIdsOf(t.db, fresh.id))[0]!;
    const stockBefore = (await optionStockOf(t.db, firstOption))!;

    const preview = await call("POST", "/api/order/refund-amount", token, {
      orderCode,
      orderItemIds: [first!.orderItemId],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ closesOrder: false, refundMethodLabel: expect.stringContaining("카드") });
    const refund = preview.json().refundAmount as number;
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(total);

    const cancelled = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [first!.orderItemId!]));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: "선택한 상품이 취소되었습니다.",
      claim: { status: "completed", refundAmount: refund, reason: "단순 변심" },
    });
    expect(await gatewayBalance(orderCode)).toEqual({ balance: total - refund, status: "partialCancelled" });
    expect(await optionStockOf(t.db, firstOption)).toBe(stockBefore + 2);

    const after = await detailOf(token, orderCode);
    expect(after.status).toBe("paid");
    const statuses = after.boxes.flatMap((box: { lines: { orderItemId: number; status: string }[] }) => box.lines);
    expect(statuses.find((line: { orderItemId: number }) => line.orderItemId === first!.orderItemId).status).toBe(
      "cancelled",
    );
    expect(after.cancel.orderItemIds).toEqual([second!.orderItemId]);
    expect(after.claims).toHaveLength(1);

    const again = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [first!.orderItemId!]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("이미 취소된 상품입니다.");

    const rest = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [second!.orderItemId!]));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().message).toBe("주문이 취소되었습니다.");
    expect(rest.json().claim.refundAmount + refund).toBe(total);
    expect(await gatewayBalance(orderCode)).toEqual({ balance: 0, status: "cancelled" });
    const closed = await detailOf(token, orderCode);
    expect(closed).toMatchObject({ status: "cancelled", statusLabel: "주문취소", cancel: { available: false } });
    expect(await optionStockOf(t.db, firstOption)).toBe(stockBefore + 2);
    // The gateway's cancel webhook arrives after the shop cancelled: it changes nothing more.
    await expect.poll(async () => (await gatewayBalance(orderCode)).status).toBe("cancelled");
    expect(await optionStockOf(t.db, firstOption)).toBe(stockBefore + 2);

    const listed = await call("GET", "/api/order/cancel-apply", token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().list.map((claim: { orderCode: string }) => claim.orderCode)).toEqual([orderCode, orderCode]);
  });

  it("gives the points used back with the lines, and all of them once the order is cancelled", async () => {
    const { userId, token } = await memberToken();
    await t.app.services.points.grant(userId, 5_000, "테스트 적립금");
    const { orderCode, lineIds } = await placeTwoLineOrder(token, { points: 1_000 });
    expect(await pointBalance(userId)).toBe(4_000);

    const one = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [lineIds[0]!]));
    expect(one.statusCode, one.body).toBe(200);
    const restored = one.json().claim.pointsRestored as number;
    expect(restored).toBeGreaterThan(0);
    expect(await pointBalance(userId)).toBe(4_000 + restored);

    const rest = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [lineIds[1]!]));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await pointBalance(userId)).toBe(5_000);
    await expect.poll(async () => (await gatewayBalance(orderCode)).balance).toBe(0);
    expect(await pointBalance(userId)).toBe(5_000);
  });

  it("refunds once when the same cancel is sent twice at the same moment", async () => {
    const { token } = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: fresh.id }, { itemId: individual.id }]);
    const body = cancelBody(orderCode, [lines[0]!.orderItemId!]);
    const answers = await Promise.all([
      call("POST", "/api/order/cancel", token, body),
      call("POST", "/api/order/cancel", token, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderCode, orderCode));
    const done = await t.db
      .select()
      .from(orderClaims)
      .where(and(eq(orderClaims.orderId, order!.id), eq(orderClaims.status, "completed")));
    expect(done).toHaveLength(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect((await gatewayBalance(orderCode)).balance).toBe(order!.orderPayAmount - done[0]!.refundAmount);
    expect(payment!.balanceAmount).toBe(order!.orderPayAmount - done[0]!.refundAmount);
  });
});

describe("who and when", () => {
  it("answers 404 to another member and to a guest, and changes nothing", async () => {
    const owner = await memberToken();
    const other = await memberToken();
    const { orderCode, lines } = await paidOrder(t, owner.token, [{ itemId: fresh.id }]);
    const guest = await signedPost(t.app, "/api/auth/guest-token", {});
    for (const token of [other.token, guest.json().token as string]) {
      for (const url of ["/api/order/refund-amount", "/api/order/cancel"]) {
        const res = await call("POST", url, token, cancelBody(orderCode, [lines[0]!.orderItemId!]));
        expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
        expect(res.json().message).toBe("주문 내역을 찾을 수 없습니다.");
      }
    }
    expect((await detailOf(owner.token, orderCode)).status).toBe("paid");
  });

  it("refuses a shipped order, and tells why", async () => {
    const { token } = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: fresh.id }]);
    await moveOrder(t.app, orderCode, "shipping");
    expect((await detailOf(token, orderCode)).cancel.available).toBe(false);
    const res = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [lines[0]!.orderItemId!]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "배송이 시작되었거나 이미 취소된 주문은 바로 취소할 수 없습니다. 반품을 신청하거나 고객센터로 문의해 주세요.",
    );
  });

  it("lets a preparing (상품준비중) order be cancelled at once", async () => {
    const { token } = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: fresh.id }]);
    await moveOrder(t.app, orderCode, "preparing");
    const res = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [lines[0]!.orderItemId!]));
    expect(res.statusCode, res.body).toBe(200);
    expect((await detailOf(token, orderCode)).status).toBe("cancelled");
  });

  it.each([
    [{ orderItemIds: [] }, "취소할 상품을 선택해 주세요."],
    [{ reason: "because" }, "취소 사유를 선택해 주세요."],
    [{ reasonDetail: "가".repeat(201) }, null],
    [{ orderItemIds: [2_147_483_647] }, "이 주문에 없는 상품입니다. 주문 내역을 다시 확인해 주세요."],
  ])("refuses %j with a Korean message", async (change, message) => {
    const { token } = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: fresh.id }]);
    const res = await call("POST", "/api/order/cancel", token, {
      ...cancelBody(orderCode, [lines[0]!.orderItemId!]),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect((await detailOf(token, orderCode)).status).toBe("paid");
  });
});

describe("virtual accounts", () => {
  const vbankOrder = (token: string) => placeTwoLineOrder(token, { paymentMethod: "vbank" });

  it("before the deposit: only the whole order, nothing to refund, the account closed", async () => {
    const { token } = await memberToken();
    const { orderCode, lineIds } = await vbankOrder(token);
    const waiting = await detailOf(token, orderCode);
    expect(waiting.cancel).toMatchObject({ available: true, wholeOnly: true, refundAccountRequired: false });
    const partial = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [lineIds[0]!]));
    expect(partial.statusCode).toBe(409);
    expect(partial.json().message).toBe("입금 전인 가상계좌 주문은 주문 전체만 취소할 수 있습니다.");

    const whole = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, lineIds));
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().claim.refundAmount).toBe(0);
    expect((await detailOf(token, orderCode)).status).toBe("cancelled");
    expect((await gatewayBalance(orderCode)).status).toBe("cancelled");
  });

  it("after the deposit: the refund goes to the account the shopper gives", async () => {
    const { token } = await memberToken();
    const { orderCode, lineIds, tid } = await vbankOrder(token);
    await t.app.inject({ method: "POST", url: `/api/dev/pg/vbank/${tid}/deposit` });
    await expect.poll(async () => (await detailOf(token, orderCode)).status, { timeout: 10_000 }).toBe("paid");
    expect((await detailOf(token, orderCode)).cancel.refundAccountRequired).toBe(true);

    const without = await call("POST", "/api/order/cancel", token, cancelBody(orderCode, [lineIds[0]!]));
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe("가상계좌로 결제한 주문은 환불받을 계좌를 입력해 주세요.");
    const badAccount = await call(
      "POST",
      "/api/order/cancel",
      token,
      cancelBody(orderCode, [lineIds[0]!], {
        refundAccount: { bankCode: "011", accountNumber: "12-34", holder: "김한우" },
      }),
    );
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().message).toBe("환불받을 계좌번호를 숫자만 10~16자리로 입력해 주세요.");

    const refunded = await call(
      "POST",
      "/api/order/cancel",
      token,
      cancelBody(orderCode, [lineIds[0]!], {
        refundAccount: { bankCode: "011", accountNumber: "3020000012345", holder: "김한우" },
      }),
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().claim.refundAmount).toBeGreaterThan(0);
    expect((await gatewayBalance(orderCode)).status).toBe("partialCancelled");
  });
});

describe("a cancel whose answer never came", () => {
  async function paidTwoLines() {
    const { token } = await memberToken();
    const placed = await paidOrder(t, token, [{ itemId: fresh.id }, { itemId: individual.id }]);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderCode, placed.orderCode));
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order!.id));
    return { token, order: order!, payment: payment!, lineId: placed.lines[0]!.orderItemId! };
  }

  /** A claim as the cancel writes it before asking the gateway, for the line's money. */
  async function requestedClaim(orderId: number, lineId: number, balanceBefore: number) {
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, lineId));
    const refundAmount = line!.unitPrice * line!.quantity - line!.couponDiscount - line!.pointShare;
    const claim = await t.db.transaction((tx) =>
      insertClaim(tx, {
        orderId,
        kind: "cancel",
        status: "requested",
        reason: "단순 변심",
        orderItemIds: [lineId],
        refundAmount,
        balanceBefore,
        requestedAt: new Date(Date.now() - 5 * 60_000),
      }),
    );
    return { claim: claim!, refundAmount };
  }

  const claimStatus = async (claimId: number) =>
    (await t.db.select().from(orderClaims).where(eq(orderClaims.id, claimId)))[0]?.status;

  it("in the request: the gateway's balance shows it went through, so it completes once", async () => {
    const { token, order, lineId } = await paidTwoLines();
    t.app.services.pgSandbox.setFaults({ cancelDelayMs: 2_500 });
    const res = await call("POST", "/api/order/cancel", token, cancelBody(order.orderCode, [lineId]));
    expect(res.statusCode, res.body).toBe(200);
    const refund = res.json().claim.refundAmount as number;
    expect(await gatewayBalance(order.orderCode)).toMatchObject({ balance: order.orderPayAmount - refund });
  });

  it("the sweep completes one the gateway did, and gives the line's stock back", async () => {
    const { token, order, payment, lineId } = await paidTwoLines();
    const optionId = (await optionIdsOf(t.db, fresh.id))[0]!;
    const stockBefore = (await optionStockOf(t.db, optionId))!;
    const { claim, refundAmount } = await requestedClaim(order.id, lineId, payment.balanceAmount);
    await t.app.services.pgSandbox.cancel(payment.tid, {
      orderId: order.orderCode,
      reason: "단순 변심",
      cancelAmt: refundAmount,
    });
    // While it is open, another cancel of the order waits.
    const blocked = await call("POST", "/api/order/cancel", token, cancelBody(order.orderCode, [lineId]));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe("이 주문의 취소를 처리하고 있습니다. 잠시 후 주문 내역을 확인해 주세요.");

    expect(await t.app.services.orderCancels.resolveStuck()).toBeGreaterThanOrEqual(1);
    expect(await claimStatus(claim.id)).toBe("completed");
    expect(await optionStockOf(t.db, optionId)).toBe(stockBefore + 1);
    const detail = await detailOf(token, order.orderCode);
    expect(detail.status).toBe("paid");
    expect(detail.cancel.orderItemIds).not.toContain(lineId);
  });

  it("the sweep fails one the gateway never did, and the shopper can cancel again", async () => {
    const { token, order, payment, lineId } = await paidTwoLines();
    const { claim } = await requestedClaim(order.id, lineId, payment.balanceAmount);
    expect(await t.app.services.orderCancels.resolveStuck()).toBeGreaterThanOrEqual(1);
    expect(await claimStatus(claim.id)).toBe("failed");
    expect(await gatewayBalance(order.orderCode)).toMatchObject({ balance: order.orderPayAmount });
    const again = await call("POST", "/api/order/cancel", token, cancelBody(order.orderCode, [lineId]));
    expect(again.statusCode, again.body).toBe(200);
  });
});
