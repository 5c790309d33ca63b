import { designatedSchema } from "@shop/contracts/display";
import { CLAIM_MESSAGES } from "@shop/contracts/order-return";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { demoDesignatedPrice, designatePrice } from "../../db/seed/designated.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer } from "../../test/auth-client.js";
import { type FilePart, multipartPayload } from "../../test/multipart.js";
import { deliveredOrder, moveOrder, shopOrigin } from "../../test/orders.js";
import { postForm, throughWindow, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// A designated-trade (지정거래, decision 019) order's return after delivery (decision 030) through the real routes,
// the real NICEPAY adapter and the shop's sandbox: a company buyer returns a designated line at their own price and
// is refunded once through the dev claim route; a personal member's order is no designated one.

let t: TestApp;
let origin: string;
let designated: { itemId: number; minOrderQuantity: number; shopPrice: number };

beforeAll(async () => {
  t = await createTestApp();
  origin = await shopOrigin(t.app);
  // The demo seed's designated items, as the public designated-trade page lists them.
  const listed = designatedSchema.parse((await t.app.inject({ method: "GET", url: "/api/designated" })).json());
  const [first] = listed.list;
  if (!first) throw new Error("the demo seed has no displayed designated item");
  designated = { itemId: first.itemId, minOrderQuantity: first.minOrderQuantity, shopPrice: first.presentPrice };
  for (const optionId of await optionIdsOf(t.db, first.itemId)) await setOptionStock(t.db, optionId, 500);
});
afterAll(() => t.close());

async function memberToken(userType: "BUSINESS" | "PERSONAL") {
  const { user } = await createMember(t.db, {
    userType,
    ...(userType === "BUSINESS" ? { companyName: "(주)지정거래식자재", businessNumber: "2208805266" } : {}),
  });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { userId: user.id, token };
}

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** A company buyer's designated order at their price, paid by card in the sandbox window and delivered. */
async function deliveredDesignatedOrder(userId: number, token: string) {
  const unitPrice = demoDesignatedPrice(designated.shopPrice, 12);
  await designatePrice(t.db, { userId, itemId: designated.itemId, unitPrice });
  const optionId = (await optionIdsOf(t.db, designated.itemId))[0]!;
  const quantity = designated.minOrderQuantity;
  const started = await call("POST", "/api/order/private-order", token, {
    lines: [{ itemId: designated.itemId, optionId, quantity }],
  });
  expect(started.statusCode, started.body).toBe(200);
  const cartIds = started.json().cartIds as number[];
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
    paymentMethod: "card",
    groupCode: step.json().groupCode as string,
  };
  const saved = await call("POST", "/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const total = saved.json().orderPrice.orderPayAmount as number;
  const bought = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total });
  expect(bought.statusCode, bought.body).toBe(200);
  const orderCode = bought.json().orderCode as string;
  const window = await throughWindow(origin, windowRequestOf(origin, bought.json().payment));
  await postForm(origin, window.post.action, window.post.fields);
  await moveOrder(t.app, orderCode, "delivered");
  const detail = (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json();
  expect(detail).toMatchObject({ kind: "designated", status: "delivered" });
  const lines = (detail.boxes as { lines: { orderItemId: number; unitPrice: number }[] }[]).flatMap((box) => box.lines);
  expect(lines.map((line) => line.unitPrice)).toEqual([unitPrice]);
  return { orderCode, total, orderItemIds: lines.map((line) => line.orderItemId) };
}

const photo: FilePart = {
  field: "photos",
  filename: "포장 파손.png",
  contentType: "image/png",
  data: drawReviewPhoto(5),
};

function applyDesignatedReturn(token: string, orderCode: string, orderItemIds: number[]) {
  const { payload, headers } = multipartPayload(
    {
      orderCode,
      orderItemIds: orderItemIds.join(","),
      reason: "damaged",
      detail: "박스가 찢어져 도착했습니다.",
      pickupName: "김대표",
      pickupPhone: "01098765432",
      pickupPostcode: "06236",
      pickupAddress: "서울특별시 강남구 테헤란로 152",
      pickupAddressDetail: "12층",
    },
    [photo],
  );
  return t.app.inject({
    method: "POST",
    url: "/api/order/designated-return-apply",
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

function dev(claimId: number, action: string) {
  return t.app.inject({ method: "POST", url: `/api/dev/order-claims/${claimId}`, payload: { action } });
}

async function gatewayBalance(orderCode: string) {
  return (await t.app.services.pgSandbox.findByOrderId(orderCode)).balanceAmt;
}

describe("designated-return-apply", () => {
  it("lets a company buyer return a delivered designated line and refunds it once through the claim steps", async () => {
    const buyer = await memberToken("BUSINESS");
    const { orderCode, total, orderItemIds } = await deliveredDesignatedOrder(buyer.userId, buyer.token);

    const info = await call("GET", `/api/order/designated-return-apply?orderCode=${orderCode}`, buyer.token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ orderCode, form: "designated-return", available: true });
    expect(info.json().lines).toEqual([expect.objectContaining({ orderItemId: orderItemIds[0], claimable: true })]);
    // The normal return form is not the designated order's.
    const normal = await call("GET", `/api/order/return-apply?orderCode=${orderCode}`, buyer.token);
    expect([normal.statusCode, normal.json().message]).toEqual([409, CLAIM_MESSAGES.designatedOnly]);

    const applied = await applyDesignatedReturn(buyer.token, orderCode, orderItemIds);
    expect(applied.statusCode, applied.body).toBe(200);
    const claim = applied.json().claim;
    expect(claim).toMatchObject({ kind: "return", status: "requested", shippingPayerLabel: "판매자 부담" });
    // The seller's fault and the whole order: everything paid comes back.
    expect(claim.refundAmount).toBe(total);
    const twice = await applyDesignatedReturn(buyer.token, orderCode, orderItemIds);
    expect([twice.statusCode, twice.json().message]).toEqual([409, CLAIM_MESSAGES.inProgress]);

    expect((await dev(claim.claimId, "collect")).statusCode).toBe(200);
    const completed = await dev(claim.claimId, "complete");
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: "completed", refundAmount: total });
    expect(await gatewayBalance(orderCode)).toBe(0);
    // A repeated completion refunds nothing more.
    expect((await dev(claim.claimId, "complete")).json().status).toBe("completed");
    expect(await gatewayBalance(orderCode)).toBe(0);
    const detail = (await call("GET", `/api/order/detail?orderCode=${orderCode}`, buyer.token)).json();
    expect(detail.status).toBe("returned");
    const claims = (await call("GET", "/api/order/cancel-apply", buyer.token)).json().list;
    expect(claims).toEqual([expect.objectContaining({ orderCode, kind: "return", statusLabel: "반품완료" })]);
  });

  it("refuses a personal member: their order is no designated one, and the buyer's order is not theirs", async () => {
    const buyer = await memberToken("BUSINESS");
    const designatedOrder = await deliveredDesignatedOrder(buyer.userId, buyer.token);
    const personal = await memberToken("PERSONAL");
    const own = await deliveredOrder(t, personal.token, designated.itemId);

    const refused = await applyDesignatedReturn(personal.token, own.orderCode, [own.orderItemId]);
    expect([refused.statusCode, refused.json().message]).toEqual([409, CLAIM_MESSAGES.notDesignated]);
    const info = await call("GET", `/api/order/designated-return-apply?orderCode=${own.orderCode}`, personal.token);
    expect([info.statusCode, info.json().message]).toEqual([409, CLAIM_MESSAGES.notDesignated]);

    const other = await applyDesignatedReturn(personal.token, designatedOrder.orderCode, designatedOrder.orderItemIds);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/[가-힣]/);
    expect(await gatewayBalance(designatedOrder.orderCode)).toBe(designatedOrder.total);
  });
});
