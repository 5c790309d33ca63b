import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { moveOrder, paidOrder, shopOrigin } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Confirming a purchase (구매확정) through the real routes: the shopper's own, or the sweep's a week after delivery;
// points at the member's grade, once; the grade judged on what the member paid over the last 3 months.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
});
afterAll(() => t.close());

const catalog = demoCatalog();
const item = catalog.displayed.find((entry) => (entry.stock ?? 0) > 20 && entry.presentPrice >= 10_000)!;

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token };
}

const call = (method: "GET" | "POST", url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const history = async (token: string) => (await call("GET", "/api/mypage/points", token)).json().list;

describe("POST /api/order/confirm-purchase", () => {
  it("confirms a delivered order, earns the grade's points once, and refuses a second time", async () => {
    const { token } = await memberToken();
    const { orderCode } = await paidOrder(t, token, [{ itemId: item.id, quantity: 2 }]);
    const detail = (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json();

    const early = await call("POST", "/api/order/confirm-purchase", token, { orderCode });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("배송이 완료된 주문만 구매확정할 수 있습니다.");

    await moveOrder(t.app, orderCode, "delivered");
    const grade = (await call("GET", "/api/mypage/grade", token)).json();
    expect(grade).toMatchObject({ periodMonths: 3, autoConfirmAfterDays: 7 });
    expect(grade.periodAmount).toBe(detail.orderPrice.orderPayAmount);

    const confirmed = await call("POST", "/api/order/confirm-purchase", token, { orderCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const rate = grade.grade.earnRatePercent as number;
    // The items' money (shipping earns nothing), at the grade's rate, down to 10 won.
    const paid = detail.boxes
      .flatMap((box: { lines: { amount: number; couponDiscount: number }[] }) => box.lines)
      .reduce(
        (sum: number, line: { amount: number; couponDiscount: number }) => sum + line.amount - line.couponDiscount,
        0,
      );
    const expected = Math.floor(Math.floor((paid * rate * 10) / 1_000) / 10) * 10;
    expect(expected).toBeGreaterThan(0);
    expect(confirmed.json()).toMatchObject({ orderCode, pointsEarned: expected });
    expect(confirmed.json().message).toContain("구매가 확정되었습니다.");
    expect((await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status).toBe("confirmed");
    const earned = (await history(token)).filter((entry: { kind: string }) => entry.kind === "earn");
    expect(earned.map((entry: { amount: number }) => entry.amount)).toContain(expected);

    const again = await call("POST", "/api/order/confirm-purchase", token, { orderCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("이미 구매확정된 주문입니다.");
  });

  it("answers 404 for another member's order", async () => {
    const owner = await memberToken();
    const other = await memberToken();
    const { orderCode } = await paidOrder(t, owner.token, [{ itemId: item.id }]);
    await moveOrder(t.app, orderCode, "delivered");
    const res = await call("POST", "/api/order/confirm-purchase", other.token, { orderCode });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("주문 내역을 찾을 수 없습니다.");
  });

  it("is done by the sweep a week after delivery, not before", async () => {
    const { token } = await memberToken();
    const { orderCode } = await paidOrder(t, token, [{ itemId: item.id }]);
    await moveOrder(t.app, orderCode, "delivered");
    const status = async () => (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json().status;

    await t.app.services.orderConfirms.autoConfirm(new Date(Date.now() + 6 * 24 * 3_600_000));
    expect(await status()).toBe("delivered");
    expect(await t.app.services.orderConfirms.autoConfirm(new Date(Date.now() + 8 * 24 * 3_600_000))).toBeGreaterThan(
      0,
    );
    expect(await status()).toBe("confirmed");
  });

  it("does not count a cancelled order, nor the refunded part of one, toward the grade", async () => {
    const { token } = await memberToken();
    const first = await paidOrder(t, token, [{ itemId: item.id }]);
    const second = await paidOrder(t, token, [{ itemId: item.id }]);
    const before = (await call("GET", "/api/mypage/grade", token)).json().periodAmount as number;
    const cancelled = await call("POST", "/api/order/cancel", token, {
      orderCode: first.orderCode,
      orderItemIds: [first.lines[0]!.orderItemId],
      reason: "change_of_mind",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await call("GET", "/api/mypage/grade", token)).json();
    const secondAmount = (await call("GET", `/api/order/detail?orderCode=${second.orderCode}`, token)).json().orderPrice
      .orderPayAmount;
    expect(after.periodAmount).toBe(secondAmount);
    expect(after.periodAmount).toBeLessThan(before);
    expect(after.grades.map((grade: { label: string }) => grade.label)).toEqual(["패밀리", "실버", "골드", "VIP"]);
  });
});
