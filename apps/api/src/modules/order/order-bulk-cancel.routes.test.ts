import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { type FilePart, multipartPayload } from "../../test/multipart.js";
import { moveOrder } from "../../test/orders.js";
import { postForm, throughWindow, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A paid 일괄 가상계좌 order's cancel and return (decisions 028, 033) through the real routes, the real NICEPAY adapter
// and the shop's sandbox: each is a partial cancel of the account's one transaction with the refund account the
// shopper gives; cancelling every order gives back exactly the deposit, once, however the requests are repeated or raced.

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const item = demoCatalog().displayed.find(
  (candidate) =>
    ["meat-processing", "meat-processing-private", "pb"].includes(candidate.livestock) && (candidate.stock ?? 0) > 20,
);
const REFUND_ACCOUNT = { bankCode: "011", accountNumber: "3020000012345", holder: "김대표" };

async function companyToken(userType: "BUSINESS" | "PERSONAL" = "BUSINESS") {
  const { user } = await createMember(t.db, {
    userType,
    ...(userType === "BUSINESS" ? { companyName: "(주)테스트식자재", businessNumber: "2208805266" } : {}),
  });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return token;
}

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** One order of `quantity` pieces saved with 일괄 가상계좌, waiting for its deposit. */
async function bulkOrder(token: string, quantity = 1) {
  if (!item) throw new Error("the demo catalog has no packaged item in stock");
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
    orderer: { name: "김대표", phone: "01012345678", email: "buyer@example.com" },
    receiver: {
      name: "김대표",
      phone: "01012345678",
      postcode: "06236",
      address: "서울특별시 강남구 테헤란로 152",
      addressDetail: "12층",
    },
    paymentMethod: "bulkVbank",
    groupCode: step.json().groupCode as string,
  };
  const saved = await call("POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const bought = await call("POST", "/api/order/buy", token, {
    ...form,
    clientTotal: saved.json().orderPrice.orderPayAmount,
  });
  expect(bought.statusCode, bought.body).toBe(200);
  return bought.json() as { orderCode: string; orderPayAmount: number };
}

async function detailOf(token: string, orderCode: string) {
  const res = await call("GET", `/api/order/detail?orderCode=${orderCode}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function lineIdsOf(token: string, orderCode: string): Promise<number[]> {
  return ((await detailOf(token, orderCode)).boxes as { lines: { orderItemId: number }[] }[]).flatMap((box) =>
    box.lines.map((line) => line.orderItemId),
  );
}

/** Orders placed with 일괄 가상계좌, one account opened for them all and deposited: answers the account. */
async function paidBulkAccount(token: string, quantities: number[]) {
  const placed = [];
  for (const quantity of quantities) placed.push(await bulkOrder(token, quantity));
  const issued = await call("POST", "/api/bulk-vbank/issue", token, { orderCodes: placed.map((o) => o.orderCode) });
  expect(issued.statusCode, issued.body).toBe(200);
  const window = await throughWindow(origin, windowRequestOf(origin, issued.json().payment), "approve");
  await postForm(origin, window.post.action, window.post.fields);
  const tid = window.post.values.tid!;
  const deposit = await t.app.inject({ method: "POST", url: `/api/dev/pg/vbank/${tid}/deposit` });
  expect(deposit.statusCode, deposit.body).toBe(200);
  for (const order of placed) {
    await expect.poll(async () => (await detailOf(token, order.orderCode)).status, { timeout: 10_000 }).toBe("paid");
  }
  return { code: issued.json().code as string, amount: issued.json().amount as number, tid, orders: placed };
}

async function gatewayOf(code: string) {
  const found = await t.app.services.pgSandbox.findByOrderId(code);
  return { balance: found.balanceAmt, status: found.status };
}

/** The account's status as /mypage/bulk-vbank shows it. */
async function accountLabel(token: string, code: string) {
  const accounts = (await call("GET", "/api/bulk-vbank", token)).json().accounts as {
    code: string;
    statusLabel: string;
  }[];
  return accounts.find((candidate) => candidate.code === code)?.statusLabel;
}

async function cancelWhole(token: string, orderCode: string, extra: Record<string, unknown> = {}) {
  return call("POST", "/api/order/cancel", token, {
    orderCode,
    orderItemIds: await lineIdsOf(token, orderCode),
    reason: "change_of_mind",
    refundAccount: REFUND_ACCOUNT,
    ...extra,
  });
}

describe("cancelling a paid 일괄 가상계좌 order", () => {
  it("refunds each order from the account's transaction; cancelling both gives back exactly the deposit", async () => {
    const token = await companyToken();
    const account = await paidBulkAccount(token, [1, 2]);
    const [first, second] = account.orders as [(typeof account.orders)[0], (typeof account.orders)[0]];
    expect(account.amount).toBe(first.orderPayAmount + second.orderPayAmount);

    const detail = await detailOf(token, first.orderCode);
    expect(detail.cancel).toMatchObject({ available: true, wholeOnly: false, refundAccountRequired: true });
    const estimate = await call("POST", "/api/order/refund-amount", token, {
      orderCode: first.orderCode,
      orderItemIds: await lineIdsOf(token, first.orderCode),
    });
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json()).toMatchObject({
      refundAmount: first.orderPayAmount,
      closesOrder: true,
      refundAccountRequired: true,
      refundMethodLabel: "입력한 환불 계좌로 입금(영업일 기준 1~2일)",
    });

    // The money goes back by bank transfer: without an account nothing is asked of NICEPAY.
    const without = await cancelWhole(token, first.orderCode, { refundAccount: null });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe("가상계좌로 결제한 주문은 환불받을 계좌를 입력해 주세요.");
    expect(await gatewayOf(account.code)).toEqual({ balance: account.amount, status: "paid" });

    const cancelled = await cancelWhole(token, first.orderCode);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: "주문이 취소되었습니다.",
      claim: { kind: "cancel", status: "completed", refundAmount: first.orderPayAmount },
    });
    expect((await detailOf(token, first.orderCode)).status).toBe("cancelled");
    // A partial cancel of the account: the other order's money stays, and the other order stays paid.
    expect(await gatewayOf(account.code)).toEqual({ balance: second.orderPayAmount, status: "partialCancelled" });
    expect((await detailOf(token, second.orderCode)).status).toBe("paid");
    expect(await accountLabel(token, account.code)).toBe("부분 환불");

    const last = await cancelWhole(token, second.orderCode);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().claim.refundAmount).toBe(second.orderPayAmount);
    expect(await gatewayOf(account.code)).toEqual({ balance: 0, status: "cancelled" });
    expect(cancelled.json().claim.refundAmount + last.json().claim.refundAmount).toBe(account.amount);
    expect(await accountLabel(token, account.code)).toBe("전액 환불");

    const claims = (await call("GET", "/api/order/cancel-apply", token)).json().list as { refundAmount: number }[];
    expect(claims.map((claim) => claim.refundAmount).sort()).toEqual(
      [first.orderPayAmount, second.orderPayAmount].sort(),
    );
  });

  it("refunds once when the same cancel is submitted twice at once", async () => {
    const token = await companyToken();
    const account = await paidBulkAccount(token, [1, 1]);
    const [first] = account.orders;
    const answers = await Promise.all([cancelWhole(token, first!.orderCode), cancelWhole(token, first!.orderCode)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect([
      "이 주문의 취소를 처리하고 있습니다. 잠시 후 주문 내역을 확인해 주세요.",
      "배송이 시작되었거나 이미 취소된 주문은 바로 취소할 수 없습니다. 반품을 신청하거나 고객센터로 문의해 주세요.",
    ]).toContain(refused.json().message);
    expect((await gatewayOf(account.code)).balance).toBe(account.amount - first!.orderPayAmount);
    // And again later: already cancelled, nothing more refunded.
    const again = await cancelWhole(token, first!.orderCode);
    expect(again.statusCode).toBe(409);
    expect((await gatewayOf(account.code)).balance).toBe(account.amount - first!.orderPayAmount);
  });

  it("refunds two orders of one account raced at once one after the other, never both on a stale balance", async () => {
    const token = await companyToken();
    const account = await paidBulkAccount(token, [1, 2, 1]);
    const answers = await Promise.all(account.orders.map((order) => cancelWhole(token, order.orderCode)));
    for (const answer of answers) {
      if (answer.statusCode === 200) continue;
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().message).toBe(
        "같은 가상계좌로 결제한 다른 주문의 환불을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.",
      );
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    // The refused ones, tried again, go through.
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode === 200) continue;
      const retried = await cancelWhole(token, account.orders[index]!.orderCode);
      expect(retried.statusCode, retried.body).toBe(200);
    }
    expect(await gatewayOf(account.code)).toEqual({ balance: 0, status: "cancelled" });
    const claims = (await call("GET", "/api/order/cancel-apply", token)).json().list as { refundAmount: number }[];
    expect(claims.reduce((sum, claim) => sum + claim.refundAmount, 0)).toBe(account.amount);
  });

  it("answers 404 to another member and a personal member, and changes nothing", async () => {
    const token = await companyToken();
    const account = await paidBulkAccount(token, [1]);
    const [order] = account.orders;
    const lineIds = await lineIdsOf(token, order!.orderCode);
    for (const other of [await companyToken(), await companyToken("PERSONAL")]) {
      const cancel = await call("POST", "/api/order/cancel", other, {
        orderCode: order!.orderCode,
        orderItemIds: lineIds,
        reason: "change_of_mind",
        refundAccount: REFUND_ACCOUNT,
      });
      expect(cancel.statusCode).toBe(404);
      expect(cancel.json().message).toMatch(/[가-힣]/);
      const estimate = await call("POST", "/api/order/refund-amount", other, {
        orderCode: order!.orderCode,
        orderItemIds: lineIds,
      });
      expect(estimate.statusCode).toBe(404);
    }
    expect(await gatewayOf(account.code)).toEqual({ balance: account.amount, status: "paid" });
    expect((await detailOf(token, order!.orderCode)).status).toBe("paid");
    expect(await accountLabel(token, account.code)).toBe("입금완료");
  });

  it("before the deposit, an order in the open account is refused until the account is closed, then cancelled", async () => {
    const token = await companyToken();
    const first = await bulkOrder(token);
    const second = await bulkOrder(token);
    const issued = await call("POST", "/api/bulk-vbank/issue", token, {
      orderCodes: [first.orderCode, second.orderCode],
    });
    const window = await throughWindow(origin, windowRequestOf(origin, issued.json().payment), "approve");
    await postForm(origin, window.post.action, window.post.fields);
    const refused = await cancelWhole(token, first.orderCode, { refundAccount: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("일괄 가상계좌로 결제 중인 주문입니다. 가상계좌를 해지한 뒤 취소해 주세요.");

    const removed = await call("POST", "/api/bulk-vbank/remove", token, { code: issued.json().code });
    expect(removed.statusCode, removed.body).toBe(200);
    const cancelled = await cancelWhole(token, first.orderCode, { refundAccount: null });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().claim.refundAmount).toBe(0);
    // The other order waits for a new account.
    const waiting = (await call("GET", "/api/bulk-vbank", token)).json().waitingOrders as { orderCode: string }[];
    expect(waiting.map((order) => order.orderCode)).toEqual([second.orderCode]);
  });
});

describe("returning a paid 일괄 가상계좌 order", () => {
  it("refunds the returned order from the account's transaction to the account given, once", async () => {
    const token = await companyToken();
    const account = await paidBulkAccount(token, [1, 1]);
    const [first, second] = account.orders;
    await moveOrder(t.app, first!.orderCode, "delivered");
    const lineIds = await lineIdsOf(token, first!.orderCode);
    const fields = {
      orderCode: first!.orderCode,
      orderItemIds: lineIds.join(","),
      // The seller's fault: the whole order's money comes back (no return shipping kept).
      reason: "defective",
      pickupName: "김대표",
      pickupPhone: "01098765432",
      pickupPostcode: "06236",
      pickupAddress: "서울특별시 강남구 테헤란로 152",
      pickupAddressDetail: "12층",
    };
    const applyWith = (extra: Record<string, string>, files: readonly FilePart[] = []) => {
      const { payload, headers } = multipartPayload({ ...fields, ...extra }, files);
      return t.app.inject({
        method: "POST",
        url: "/api/order/return-apply",
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    };
    const photo: FilePart = {
      field: "photos",
      filename: "불량.png",
      contentType: "image/png",
      data: drawReviewPhoto(2),
    };
    const without = await applyWith({}, [photo]);
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe("가상계좌로 결제한 주문은 환불받을 계좌를 입력해 주세요.");
    const applied = await applyWith(
      {
        refundBankCode: REFUND_ACCOUNT.bankCode,
        refundAccount: REFUND_ACCOUNT.accountNumber,
        refundHolder: REFUND_ACCOUNT.holder,
      },
      [photo],
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const claimId = applied.json().claim.claimId as number;
    const refund = applied.json().claim.refundAmount as number;
    expect(refund).toBe(first!.orderPayAmount);

    const dev = (action: string) =>
      t.app.inject({ method: "POST", url: `/api/dev/order-claims/${claimId}`, payload: { action } });
    expect((await dev("collect")).statusCode).toBe(200);
    const completed = await Promise.all([dev("complete"), dev("complete")]);
    expect(completed.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await gatewayOf(account.code)).toEqual({ balance: account.amount - refund, status: "partialCancelled" });
    expect((await dev("complete")).json().status).toBe("completed");
    expect((await gatewayOf(account.code)).balance).toBe(account.amount - refund);

    // The other order's cancel takes its own share, the last of the deposit.
    const last = await cancelWhole(token, second!.orderCode);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().claim.refundAmount).toBe(second!.orderPayAmount);
    expect(await gatewayOf(account.code)).toEqual({ balance: 0, status: "cancelled" });
  });
});
