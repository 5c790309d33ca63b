import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { moveOrder, paidOrder, shopOrigin } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// POST /api/order/cancel-apply (SPEC §7; decision 028): the cancel-apply form is the shopper's cancel itself — lines
// before shipping, 상품준비중 included, are cancelled and refunded at once, as by POST /api/order/cancel.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
});
afterAll(() => t.close());

const item = demoCatalog().displayed.find((candidate) => (candidate.stock ?? 0) > 20)!;

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return token;
}

function post(url: string, token: string | null, payload: unknown) {
  return t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {}, payload: payload as object });
}

async function gatewayBalance(orderCode: string) {
  return (await t.app.services.pgSandbox.findByOrderId(orderCode)).balanceAmt;
}

describe("POST /api/order/cancel-apply", () => {
  it("cancels a 상품준비중 order at once and refunds it through the gateway, once", async () => {
    const token = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: item.id }]);
    await moveOrder(t.app, orderCode, "preparing");
    const body = { orderCode, orderItemIds: lines.map((line) => line.orderItemId), reason: "wrong_order" };

    const [first, second] = await Promise.all([
      post("/api/order/cancel-apply", token, body),
      post("/api/order/cancel-apply", token, body),
    ]);
    const answers = [first!, second!].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409]);
    expect(answers[0]!.json()).toMatchObject({
      orderCode,
      message: "주문이 취소되었습니다.",
      claim: {
        kind: "cancel",
        status: "completed",
        statusLabel: "취소 완료",
        reason: "주문 실수(상품·수량 잘못 선택)",
      },
    });
    expect(await gatewayBalance(orderCode)).toBe(0);
    const again = await post("/api/order/cancel-apply", token, body);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      "배송이 시작되었거나 이미 취소된 주문은 바로 취소할 수 없습니다. 반품을 신청하거나 고객센터로 문의해 주세요.",
    ]);

    const list = await t.app.inject({ method: "GET", url: "/api/order/cancel-apply", headers: bearer(token) });
    expect(list.json().list).toEqual([
      expect.objectContaining({ orderCode, kind: "cancel", statusLabel: "취소 완료" }),
    ]);
  });

  it("refuses a shipped order, bad input in Korean, another member with 404 and an anonymous caller with 401", async () => {
    const token = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: item.id }]);
    const orderItemIds = lines.map((line) => line.orderItemId);

    const other = await post("/api/order/cancel-apply", await memberToken(), {
      orderCode,
      orderItemIds,
      reason: "other",
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/[가-힣]/);
    expect((await post("/api/order/cancel-apply", null, { orderCode, orderItemIds, reason: "other" })).statusCode).toBe(
      401,
    );
    const noReason = await post("/api/order/cancel-apply", token, { orderCode, orderItemIds });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, "취소 사유를 선택해 주세요."]);
    const noLines = await post("/api/order/cancel-apply", token, { orderCode, orderItemIds: [], reason: "other" });
    expect([noLines.statusCode, noLines.json().message]).toEqual([400, "취소할 상품을 선택해 주세요."]);

    await moveOrder(t.app, orderCode, "shipping");
    const shipped = await post("/api/order/cancel-apply", token, { orderCode, orderItemIds, reason: "other" });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(
      "배송이 시작되었거나 이미 취소된 주문은 바로 취소할 수 없습니다. 반품을 신청하거나 고객센터로 문의해 주세요.",
    );
    expect(await gatewayBalance(orderCode)).toBeGreaterThan(0);
  });
});
