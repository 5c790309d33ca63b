import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "../../db/schema/staff.js";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf } from "../../db/seed/catalog.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { multipartPayload } from "../../test/multipart.js";
import { moveOrder, paidOrder, shopOrigin, TEST_ORDERER } from "../../test/orders.js";
import { signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's claims (docs/decisions/042) through the real routes, the real NICEPAY adapter and the shop's own
// sandbox: who may read and move a return, the steps in order, one refund for a repeated complete, the audit entries,
// what the shopper's my page then says, and the staff cancel of a paid line.

let t: TestApp;
const SELLER = 10_000_001;
const catalog = demoCatalog();
const mine = catalog.displayed.find((item) => item.sellerId === SELLER && (item.stock ?? 0) > 20)!;
const theirs = catalog.displayed.find(
  (item) => item.sellerId !== SELLER && item.deliveryType === mine.deliveryType && (item.stock ?? 0) > 20,
)!;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return token;
}

const staffOf = (role: "ROLE_ADMIN" | "ROLE_CS" | "ROLE_SELLER", sellerId?: number) =>
  signedInStaff(t, { role, ...(sellerId ? { sellerId } : {}) });

function get(url: string, staff?: { token: string }) {
  return t.app.inject({ method: "GET", url, headers: staff ? staffBearer(staff) : {} });
}
function post(url: string, staff: { token: string } | undefined, payload?: object) {
  return t.app.inject({
    method: "POST",
    url,
    headers: staff ? staffBearer(staff) : {},
    ...(payload ? { payload } : {}),
  });
}
const step = (claimId: number, action: string, staff?: { token: string }, payload?: object) =>
  post(`/api/admin/claims/${claimId}/${action}`, staff, payload);

async function gatewayBalance(orderCode: string) {
  return (await t.app.services.pgSandbox.findByOrderId(orderCode)).balanceAmt;
}
async function auditCount(action: string, targetId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, targetId)));
  return row?.n ?? 0;
}

/** A delivered order of `items` and the shopper's return of all its lines for a fault (photo attached). */
async function returnOf(
  token: string,
  items: readonly number[],
  form: "return-apply" | "exchange-apply" = "return-apply",
) {
  const { orderCode, lines } = await paidOrder(
    t,
    token,
    items.map((itemId) => ({ itemId })),
  );
  await moveOrder(t.app, orderCode, "delivered");
  const { payload, headers } = multipartPayload(
    {
      orderCode,
      orderItemIds: lines.map((line) => line.orderItemId).join(","),
      reason: "defective",
      detail: "포장이 찢어져 왔습니다",
      pickupName: "김반품",
      pickupPhone: "01098765432",
      pickupPostcode: "06236",
      pickupAddress: "서울특별시 강남구 테헤란로 152",
      pickupAddressDetail: "12층",
    },
    [{ field: "photos", filename: "찢어진 포장.png", contentType: "image/png", data: drawReviewPhoto(5) }],
  );
  const res = await t.app.inject({
    method: "POST",
    url: `/api/order/${form}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { orderCode, claimId: res.json().claim.claimId as number, lines };
}

async function myClaim(token: string, claimId: number) {
  const list = await t.app.inject({ method: "GET", url: "/api/order/cancel-apply?size=50", headers: bearer(token) });
  return list.json().list.find((claim: { claimId: number }) => claim.claimId === claimId);
}

describe("who may call", () => {
  it("refuses without a session (401); customer service read, masked, but cannot move a claim (403)", async () => {
    const token = await memberToken();
    const { claimId, orderCode } = await returnOf(token, [mine.id]);
    expect((await get("/api/admin/claims")).statusCode).toBe(401);
    expect((await get(`/api/admin/claims/${claimId}`)).statusCode).toBe(401);
    expect((await step(claimId, "collect")).statusCode).toBe(401);

    const cs = await staffOf("ROLE_CS");
    const list = await get(`/api/admin/claims?keyword=${orderCode}`, cs);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().list[0]).toMatchObject({ claimId, kind: "return", statusLabel: "반품신청" });
    expect(list.json().list[0].ordererName).not.toBe(TEST_ORDERER.name);
    const detail = await get(`/api/admin/claims/${claimId}`, cs);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().actions).toEqual([]);
    expect(detail.json().pickup.phone).toBe("010-****-5432");
    const moved = await step(claimId, "collect", cs);
    expect([moved.statusCode, moved.json().message]).toEqual([403, "이 메뉴를 사용할 권한이 없습니다."]);
    const cancel = await post(`/api/admin/orders/${orderCode}/cancel`, cs, {
      orderItemIds: [1],
      reason: "out_of_stock",
    });
    expect(cancel.statusCode).toBe(403);
  });

  it("a seller's staff see and move their seller's claims; another seller's is the same 404 as a made-up id", async () => {
    const token = await memberToken();
    const { claimId } = await returnOf(token, [theirs.id]);
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const other = await get(`/api/admin/claims/${claimId}`, seller);
    const madeUp = await get("/api/admin/claims/99999999", seller);
    expect([other.statusCode, other.json().message]).toEqual([404, "클레임 내역을 찾을 수 없습니다."]);
    expect([madeUp.statusCode, madeUp.json().message]).toEqual([404, other.json().message]);
    expect((await step(claimId, "collect", seller)).statusCode).toBe(404);
    expect((await get(`/api/admin/claims/${claimId}/photos/1`, seller)).statusCode).toBe(404);
    const listed = (await get("/api/admin/claims?size=100", seller)).json();
    expect(listed.list.map((row: { claimId: number }) => row.claimId)).not.toContain(claimId);
  });
});

describe("a return through the back office", () => {
  it("collects, refuses a refuse without a reason (400), completes twice with one refund, audits each step", async () => {
    const token = await memberToken();
    const { claimId, orderCode } = await returnOf(token, [mine.id]);
    const paid = await gatewayBalance(orderCode);
    const seller = await staffOf("ROLE_SELLER", SELLER);

    const detail = await get(`/api/admin/claims/${claimId}`, seller);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      orderCode,
      kind: "return",
      status: "requested",
      detail: "포장이 찢어져 왔습니다",
      shippingPayerLabel: "판매자 부담",
      refundAmount: paid,
      actions: ["collect", "refuse"],
      payment: { tid: null },
    });
    const [photo] = detail.json().photos;
    expect(photo.fileName).toBe("찢어진 포장.png");
    const bytes = await get(photo.url, seller);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe("image/png");
    expect(bytes.rawPayload.equals(drawReviewPhoto(5))).toBe(true);

    // Not yet picked up: nothing to complete.
    expect((await step(claimId, "complete", seller)).statusCode).toBe(409);
    const noReason = await step(claimId, "refuse", seller, { reason: "  " });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, "거부 사유를 입력해 주세요."]);
    expect((await step(claimId, "refuse", seller, {})).statusCode).toBe(400);

    const collected = await step(claimId, "collect", seller);
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json()).toMatchObject({
      changed: true,
      message: "수거 완료로 처리했습니다.",
      claim: { status: "collecting", statusLabel: "반품수거중", actions: ["complete", "refuse"] },
    });
    const again = await step(claimId, "collect", seller);
    expect(again.json()).toMatchObject({ changed: false, claim: { status: "collecting" } });
    expect((await myClaim(token, claimId)).statusLabel).toBe("반품수거중");

    const [first, second] = await Promise.all([step(claimId, "complete", seller), step(claimId, "complete", seller)]);
    const answers = [first, second].map((res) => res.statusCode).sort();
    expect(answers, `${first.body} / ${second.body}`).toContain(200);
    const third = await step(claimId, "complete", seller);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json()).toMatchObject({ changed: false, claim: { status: "completed", statusLabel: "반품완료" } });
    expect(await gatewayBalance(orderCode)).toBe(0);

    expect(await auditCount("claim.collect", String(claimId))).toBe(1);
    expect(await auditCount("claim.complete", String(claimId))).toBe(1);
    const mineNow = await myClaim(token, claimId);
    expect(mineNow).toMatchObject({ status: "completed", statusLabel: "반품완료", refundAmount: paid });
    const operator = await staffOf("ROLE_ADMIN");
    const full = (await get(`/api/admin/claims/${claimId}`, operator)).json();
    expect(full.payment).toMatchObject({ balanceAmount: 0 });
    expect(full.payment.tid).toBeTruthy();
    expect(full.actions).toEqual([]);
    // Done: a refuse now is refused.
    expect((await step(claimId, "refuse", operator, { reason: "늦었습니다" })).statusCode).toBe(409);
  });

  it("a refusal gives the shopper the reason and the lines back as delivered", async () => {
    const token = await memberToken();
    const { claimId, orderCode } = await returnOf(token, [mine.id]);
    const operator = await staffOf("ROLE_ADMIN");
    const refused = await step(claimId, "refuse", operator, { reason: "수거한 상품에서 불량을 찾지 못했습니다." });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().claim).toMatchObject({ status: "refused", statusLabel: "반품거부" });
    expect(await auditCount("claim.refuse", String(claimId))).toBe(1);
    expect(await myClaim(token, claimId)).toMatchObject({
      statusLabel: "반품거부",
      refuseReason: "수거한 상품에서 불량을 찾지 못했습니다.",
    });
    const order = await t.app.inject({
      method: "GET",
      url: `/api/order/detail?orderCode=${orderCode}`,
      headers: bearer(token),
    });
    expect(order.json().boxes[0].lines[0].statusLabel).toBe("배송완료");
  });

  it("an exchange: collect, send the new piece, deliver it; the list filters and counts by kind and status", async () => {
    const token = await memberToken();
    const { claimId, orderCode } = await returnOf(token, [mine.id], "exchange-apply");
    const operator = await staffOf("ROLE_ADMIN");
    await step(claimId, "collect", operator);
    const sent = await step(claimId, "complete", operator);
    expect(sent.json()).toMatchObject({
      message: "교환 상품을 발송 처리했습니다.",
      claim: { status: "completed", actions: ["deliver"] },
    });
    const delivered = await step(claimId, "deliver", operator);
    expect(delivered.json()).toMatchObject({ changed: true, claim: { actions: [] } });
    expect((await step(claimId, "deliver", operator)).json().changed).toBe(false);
    expect(await auditCount("claim.deliver", String(claimId))).toBe(1);

    const list = await get(`/api/admin/claims?kind=exchange&keyword=${orderCode}`, operator);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().list.map((row: { claimId: number }) => row.claimId)).toEqual([claimId]);
    expect(list.json().statusCounts.completed).toBe(1);
    const none = await get(`/api/admin/claims?kind=return&keyword=${orderCode}`, operator);
    expect(none.json().list).toEqual([]);
    expect((await get("/api/admin/claims?status=nonsense", operator)).statusCode).toBe(400);
  });
});

describe("POST /api/admin/orders/{orderCode}/cancel", () => {
  it("a seller cancels its paid line: refunded and stock back once, the shopper texted; others' lines are 404", async () => {
    const token = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: mine.id }, { itemId: theirs.id }]);
    const own = lines.find((line) => line.itemName === mine.name) ?? lines[0]!;
    const other = lines.find((line) => line.orderItemId !== own.orderItemId)!;
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const balance = await gatewayBalance(orderCode);
    const [optionId] = await optionIdsOf(t.db, mine.id);
    const stockBefore = await optionStockOf(t.db, optionId!);

    const foreign = await post(`/api/admin/orders/${orderCode}/cancel`, seller, {
      orderItemIds: [other.orderItemId],
      reason: "out_of_stock",
    });
    expect(foreign.statusCode).toBe(404);
    const noDetail = await post(`/api/admin/orders/${orderCode}/cancel`, seller, {
      orderItemIds: [own.orderItemId],
      reason: "other",
    });
    expect([noDetail.statusCode, noDetail.json().message]).toEqual([400, "기타 사유를 입력해 주세요."]);

    const body = { orderItemIds: [own.orderItemId], reason: "out_of_stock" };
    const cancelled = await post(`/api/admin/orders/${orderCode}/cancel`, seller, body);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      changed: true,
      message: "선택한 상품을 취소했습니다. 고객에게 문자로 알렸습니다.",
    });
    const refund = cancelled.json().refundAmount as number;
    expect(refund).toBeGreaterThan(0);
    expect(await gatewayBalance(orderCode)).toBe(balance - refund);
    expect(await optionStockOf(t.db, optionId!)).toBe((stockBefore ?? 0) + 1);

    const repeat = await post(`/api/admin/orders/${orderCode}/cancel`, seller, body);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toMatchObject({ changed: false, claimId: cancelled.json().claimId });
    expect(await gatewayBalance(orderCode)).toBe(balance - refund);
    expect(await optionStockOf(t.db, optionId!)).toBe((stockBefore ?? 0) + 1);
    expect(await auditCount("order.cancel", orderCode)).toBe(1);

    const outbox = await t.app.inject({ method: "GET", url: `/api/dev/outbox?recipient=${TEST_ORDERER.phone}&size=5` });
    const texts = outbox.json().list.map((message: { text: string }) => message.text) as string[];
    expect(texts.some((text) => text.includes(orderCode) && text.includes("품절 사유로 취소되었습니다"))).toBe(true);

    const shopper = await t.app.inject({
      method: "GET",
      url: `/api/order/detail?orderCode=${orderCode}`,
      headers: bearer(token),
    });
    const statuses = shopper
      .json()
      .boxes.flatMap((box: { lines: { orderItemId: number; status: string }[] }) => box.lines);
    expect(statuses.find((line: { orderItemId: number }) => line.orderItemId === own.orderItemId).status).toBe(
      "cancelled",
    );
    const listed = await get(`/api/admin/claims?kind=cancel&keyword=${orderCode}`, seller);
    expect(listed.json().list[0]).toMatchObject({ kind: "cancel", statusLabel: "취소 완료", reason: "품절" });
    // A shipped line is a return, not a cancel.
    await moveOrder(t.app, orderCode, "shipping");
    const shipped = await post(`/api/admin/orders/${orderCode}/cancel`, await staffOf("ROLE_ADMIN"), {
      orderItemIds: [other.orderItemId],
      reason: "cannot_ship",
    });
    expect(shipped.statusCode).toBe(409);
  });

  it("a seller cancels a line paid into a virtual account: the shopper's refund account is asked, then refunded", async () => {
    const token = await memberToken();
    const { orderCode, lines } = await paidOrder(t, token, [{ itemId: mine.id }, { itemId: theirs.id }], {
      paymentMethod: "vbank",
    });
    const own = lines.find((line) => line.itemName === mine.name) ?? lines[0]!;
    const seller = await staffOf("ROLE_SELLER", SELLER);
    const balance = await gatewayBalance(orderCode);
    const body = { orderItemIds: [own.orderItemId], reason: "out_of_stock" };

    const without = await post(`/api/admin/orders/${orderCode}/cancel`, seller, body);
    expect([without.statusCode, without.json().message]).toEqual([
      400,
      "가상계좌로 결제한 주문은 환불받을 계좌를 입력해 주세요.",
    ]);
    const refundAccount = { bankCode: "011", accountNumber: "3020000012345", holder: "김한우" };
    const cancelled = await post(`/api/admin/orders/${orderCode}/cancel`, seller, { ...body, refundAccount });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = cancelled.json().refundAmount as number;
    expect(refund).toBeGreaterThan(0);
    expect(await gatewayBalance(orderCode)).toBe(balance - refund);
  });
});
