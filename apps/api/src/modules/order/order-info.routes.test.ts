import type { AddressInfo } from "node:net";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderShipments, orders } from "../../db/schema/order.js";
import { createMember, type MemberOverrides } from "../../db/seed/account.factory.js";
import { optionIdsOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { createCoupon } from "../../db/seed/coupon.factory.js";
import { createPurchase } from "../../db/seed/order.factory.js";
import { NICEPAY_CODES } from "../../providers/nicepay/nicepay-codes.js";
import { bearer, signedPost } from "../../test/auth-client.js";
import { type DemoItem, demoCatalog } from "../../test/demo-catalog.js";
import { postForm, throughWindow } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The order module's reads beside checkout (recent items, the company ledger, fresh-logistics tracking, the mobile
// payment message, an order's coupons) through the real routes, on orders placed and paid as a shopper does: cart →
// payment-step → save → buy → the sandbox payment window → returnUrl.

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const catalog = demoCatalog();
const inStock = (item: DemoItem) => (item.stock ?? 0) > 20;
const RAW_MEAT = ["hanwoo", "handon", "imported"];
const PROCESSED = ["meat-processing", "meat-processing-private", "pb"];

/** Displayed items in stock: two fresh-logistics raw-meat items, an individually delivered one, a processed one. */
function pickItems() {
  const freshMeat = catalog.displayed.filter(
    (item) => item.deliveryType === 1 && inStock(item) && RAW_MEAT.includes(item.livestock),
  );
  const fresh = freshMeat[0];
  const fresh2 = freshMeat.find((item) => item.sellerId === fresh?.sellerId && item.id !== fresh?.id);
  const individual = catalog.displayed.find(
    (item) => item.deliveryType === 2 && inStock(item) && item.sellerId !== fresh?.sellerId,
  );
  const processed = catalog.displayed.find(
    (item) => inStock(item) && PROCESSED.includes(item.livestock) && item.deliveryType === 1,
  );
  if (!fresh || !fresh2 || !individual || !processed) throw new Error("the demo catalog has no such items");
  return { fresh, fresh2, individual, processed };
}

const BUSINESS: MemberOverrides = { userType: "BUSINESS", businessNumber: "1248100998", companyName: "한우마을식당" };

async function memberToken(overrides: MemberOverrides = {}) {
  const { user: member } = await createMember(t.db, overrides);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: member.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { member, token };
}

async function guestToken() {
  const res = await signedPost(t.app, "/api/auth/guest-token", {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

function get(url: string, token?: string) {
  return t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}

function post(url: string, token: string, payload: unknown) {
  return t.app.inject({ method: "POST", url, headers: bearer(token), payload: payload as object });
}

async function addToCart(token: string, item: DemoItem, quantity = 1) {
  const optionId = (await optionIdsOf(t.db, item.id))[0]!;
  const res = await post("/api/cart/add", token, { arrayRequiredItems: [{ itemId: item.id, optionId, quantity }] });
  expect(res.statusCode, res.body).toBe(200);
  return { cartId: (res.json().cartIds as number[])[0]!, optionId };
}

/** payment-step → save → buy with these cart lines; answers buy's answer. */
async function buy(token: string, cartIds: number[], extra: Record<string, unknown> = {}) {
  const step = await post("/api/order/payment-step", token, { cartIds });
  expect(step.statusCode, step.body).toBe(200);
  const form = {
    cartIds,
    orderer: { name: "김한우", phone: "01012345678", email: "hanwoo@example.com" },
    receiver: { name: "김한우", phone: "01012345678", postcode: "06236", address: "서울특별시 강남구 테헤란로 152" },
    paymentMethod: "card",
    groupCode: step.json().groupCode,
    ...extra,
  };
  const saved = await post("/api/order/save", token, form);
  expect(saved.statusCode, saved.body).toBe(200);
  const bought = await post("/api/order/buy", token, { ...form, clientTotal: saved.json().orderPrice.orderPayAmount });
  expect(bought.statusCode, bought.body).toBe(200);
  return bought.json() as { orderCode: string; orderPayAmount: number; payment: Record<string, unknown> | null };
}

/** Approves the order in the sandbox window and posts the result to returnUrl, as the shopper's browser does. */
async function pay(payment: Record<string, unknown>) {
  const request = Object.fromEntries(
    Object.entries({ ...payment, returnUrl: new URL(String(payment.returnUrl), origin).href })
      .filter(([key, value]) => value !== null && key !== "jsUrl" && key !== "useEscrow")
      .map(([key, value]) => [key, String(value)]),
  );
  const window = await throughWindow(origin, request);
  const returned = await postForm(origin, window.post.action, window.post.fields);
  expect(returned.headers.get("location")).toMatch(/^\/order\/invoice\//);
}

/** A paid order of these items (quantity each); answers its code and what was paid. */
async function paidOrder(
  token: string,
  lines: Array<[DemoItem, number]>,
  extra: (cartIds: number[]) => object = () => ({}),
) {
  const cartIds: number[] = [];
  for (const [item, quantity] of lines) cartIds.push((await addToCart(token, item, quantity)).cartId);
  const bought = await buy(token, cartIds, extra(cartIds) as Record<string, unknown>);
  if (bought.payment) await pay(bought.payment);
  return { orderCode: bought.orderCode, orderPayAmount: bought.orderPayAmount, cartIds };
}

function expectKoreanError(res: { statusCode: number; json(): { message: string } }, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  if (message) expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(/[가-힣]/);
}

describe("GET /api/order/recent-order-item", () => {
  it("lists the member's last purchase of each item, newest first, with whether it can be bought again", async () => {
    const { token } = await memberToken();
    const { fresh, individual } = pickItems();
    await paidOrder(token, [
      [fresh, 2],
      [individual, 1],
    ]);
    const second = await paidOrder(token, [[fresh, 3]]);
    // An order left at the payment window is not a purchase.
    const unpaid = catalog.displayed.filter(
      (item) => inStock(item) && item.id !== fresh.id && item.id !== individual.id,
    )[5]!;
    await buy(token, [(await addToCart(token, unpaid)).cartId]);

    const res = await get("/api/order/recent-order-item", token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list as Array<Record<string, unknown>>;
    expect(list.map((row) => row.itemUserCode)).toEqual([fresh.itemUserCode, individual.itemUserCode]);
    expect(list[0]).toMatchObject({
      itemId: fresh.id,
      optionId: expect.any(Number),
      itemName: expect.any(String),
      lastOrderCode: second.orderCode,
      lastQuantity: 3,
      unitPrice: expect.any(Number),
      canRebuy: true,
      reason: null,
      reasonLabel: null,
    });
    expect(Date.parse(list[0]!.lastOrderedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(list[1]!.lastOrderedAt as string),
    );

    const one = await get("/api/order/recent-order-item?limit=1", token);
    expect(one.json().list).toHaveLength(1);
  });

  it("says an option that ran out is 품절 and cannot be bought again", async () => {
    const { token } = await memberToken();
    // An item of its own: its stock goes to 0.
    const item = catalog.displayed.filter((entry) => inStock(entry) && entry.deliveryType === 2)[4]!;
    await paidOrder(token, [[item, 1]]);
    const optionId = (await optionIdsOf(t.db, item.id))[0]!;
    await setOptionStock(t.db, optionId, 0);
    const list = (await get("/api/order/recent-order-item", token)).json().list;
    expect(list[0]).toMatchObject({ itemId: item.id, canRebuy: false, reason: "soldOut", reasonLabel: "품절" });
  });

  it("a purchase recorded without its option (demo and dev purchases) shows the catalog's item, to pick an option", async () => {
    const { token, member } = await memberToken();
    const item = catalog.displayed.filter(inStock)[7]!;
    await createPurchase(t.db, { userId: member.id, itemId: item.id, quantity: 2, status: "delivered" });
    await createPurchase(t.db, { userId: member.id, itemId: item.id + 1, status: "cancelled" });
    const list = (await get("/api/order/recent-order-item", token)).json().list;
    expect(list).toEqual([
      expect.objectContaining({
        itemId: item.id,
        optionId: null,
        itemUserCode: item.itemUserCode,
        itemName: item.name,
        lastQuantity: 2,
        unitPrice: item.presentPrice,
        canRebuy: true,
      }),
    ]);
  });

  it("is for members: 401 without a token and for a guest token; 400 for a bad limit", async () => {
    expectKoreanError(await get("/api/order/recent-order-item"), 401);
    expectKoreanError(await get("/api/order/recent-order-item", await guestToken()), 401);
    const { token } = await memberToken();
    expectKoreanError(await get("/api/order/recent-order-item?limit=0", token), 400);
    expectKoreanError(await get("/api/order/recent-order-item?limit=abc", token), 400);
    expect((await get("/api/order/recent-order-item", token)).json()).toEqual({ list: [] });
  });
});

describe("GET /api/order/sales-ledger", () => {
  it("lists a company buyer's paid lines and shipping with supply, VAT and tax-free amounts that add up", async () => {
    const { token } = await memberToken(BUSINESS);
    const { fresh, processed } = pickItems();
    const order = await paidOrder(token, [
      [fresh, 1],
      [processed, 2],
    ]);
    const res = await get("/api/order/sales-ledger", token);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json();
    const today = formatKoreaDate(new Date());
    expect(ledger.period).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
    expect(ledger.buyer).toEqual({ companyName: "한우마을식당", businessNumber: "124-81-00998" });

    const rows = (ledger.list as Array<Record<string, number | string | null>>).filter(
      (row) => row.orderCode === order.orderCode,
    );
    const meat = rows.find((row) => row.itemUserCode === fresh.itemUserCode)!;
    const ham = rows.find((row) => row.itemUserCode === processed.itemUserCode)!;
    expect(meat).toMatchObject({ kind: "item", date: today, quantity: 1, taxType: "taxFree", taxTypeLabel: "면세" });
    expect(meat.supplyAmount).toBe(meat.paidAmount);
    expect(meat.vatAmount).toBe(0);
    expect(ham).toMatchObject({ kind: "item", quantity: 2, taxType: "taxable", taxTypeLabel: "과세" });
    expect(ham.amount).toBe((ham.unitPrice as number) * 2);
    expect(ham.vatAmount).toBe((ham.paidAmount as number) - Math.round(((ham.paidAmount as number) * 10) / 11));
    for (const row of rows) expect((row.supplyAmount as number) + (row.vatAmount as number)).toBe(row.paidAmount);
    // The order's rows are what the order cost.
    expect(rows.reduce((sum, row) => sum + (row.paidAmount as number), 0)).toBe(order.orderPayAmount);

    const { totals } = ledger;
    expect(totals.taxableSupplyAmount + totals.vatAmount + totals.taxFreeAmount).toBe(totals.totalAmount);
    expect(totals.totalAmount).toBe(totals.paidAmount);
    expect(totals.rowCount).toBe(ledger.pagination.totalCount);
  });

  it("takes coupons and points off the paid amount; shipping is tax-free when the box holds only raw meat", async () => {
    const { token, member } = await memberToken(BUSINESS);
    await t.app.services.points.grant(member.id, 2_000, "테스트 적립금");
    const { fresh, fresh2 } = pickItems();
    const coupon = await createCoupon(t.db, { amount: 2_000 });
    expect((await post("/api/coupon/download", token, { couponId: coupon.id })).statusCode).toBe(200);
    const cartId = (await addToCart(token, fresh)).cartId;
    const cartId2 = (await addToCart(token, fresh2)).cartId;
    const offered = await get(`/api/order/coupons?cartIds=${cartId},${cartId2}`, token);
    const couponUserId = offered
      .json()
      .lines[0].coupons.find((entry: { couponName: string }) => entry.couponName === coupon.name).couponUserId;
    const bought = await buy(token, [cartId, cartId2], { itemCoupons: [{ cartId, couponUserId }], points: 1_000 });
    if (bought.payment) await pay(bought.payment);

    const rows = (await get("/api/order/sales-ledger?size=100", token))
      .json()
      .list.filter((row: { orderCode: string }) => row.orderCode === bought.orderCode);
    const first = rows.find((row: { itemUserCode: string }) => row.itemUserCode === fresh.itemUserCode);
    expect(first).toMatchObject({ couponDiscount: 2_000, taxType: "taxFree" });
    expect(first.paidAmount).toBe(first.amount - 2_000 - first.pointAmount);
    // The points are spread over the lines and the shipping, as checkout spread them.
    expect(rows.reduce((sum: number, row: { pointAmount: number }) => sum + row.pointAmount, 0)).toBe(1_000);
    const shipping = rows.filter((entry: { kind: string }) => entry.kind === "shipping");
    // Two small lines of one seller: below its free-shipping line, so the box pays a fee.
    expect(shipping).toHaveLength(1);
    for (const row of shipping) {
      expect(row).toMatchObject({ taxType: "taxFree", vatAmount: 0, itemName: expect.stringMatching(/^배송비 \(/) });
    }
    expect(rows.reduce((sum: number, row: { paidAmount: number }) => sum + row.paidAmount, 0)).toBe(
      bought.orderPayAmount,
    );
  });

  it("counts an order by the Korea day it was paid: last month's order only in a period that covers it", async () => {
    const { token } = await memberToken(BUSINESS);
    const { individual } = pickItems();
    const order = await paidOrder(token, [[individual, 1]]);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await t.db.update(orders).set({ paidAt: longAgo }).where(eq(orders.orderCode, order.orderCode));

    const thisMonth = (await get("/api/order/sales-ledger", token)).json();
    expect(thisMonth.list).toEqual([]);
    expect(thisMonth.totals).toMatchObject({ rowCount: 0, totalAmount: 0 });
    const day = formatKoreaDate(longAgo);
    const covering = (await get(`/api/order/sales-ledger?from=${day}&to=${day}`, token)).json();
    expect(covering.list.map((row: { orderCode: string }) => row.orderCode)).toContain(order.orderCode);
    expect(covering.list.every((row: { date: string }) => row.date === day)).toBe(true);
    // Paged: one row a page, the totals over the period.
    const paged = (await get(`/api/order/sales-ledger?from=${day}&to=${day}&size=1`, token)).json();
    expect(paged.list).toHaveLength(1);
    expect(paged.totals.rowCount).toBe(covering.totals.rowCount);
    expect(paged.pagination).toMatchObject({ page: 1, size: 1, totalCount: covering.totals.rowCount });
  });

  it("is for company buyers: 403 for a personal member, 401 for a guest", async () => {
    const personal = await memberToken();
    expectKoreanError(
      await get("/api/order/sales-ledger", personal.token),
      403,
      "거래 원장은 사업자 회원만 조회할 수 있습니다.",
    );
    expectKoreanError(await get("/api/order/sales-ledger"), 401);
    expectKoreanError(await get("/api/order/sales-ledger", await guestToken()), 401);
  });

  it.each([
    ["from=2026/01/01", "조회 시작일을 다시 선택해 주세요."],
    ["from=2026-02-30&to=2026-03-01", "조회 시작일을 다시 선택해 주세요."],
    ["to=2026-13-01", "조회 종료일을 다시 선택해 주세요."],
    ["from=2026-03-02&to=2026-03-01", "조회 시작일이 종료일보다 늦습니다. 조회 기간을 다시 선택해 주세요."],
    ["from=2025-03-01&to=2026-03-01", "조회 기간은 최대 1년까지 선택할 수 있습니다."],
    ["size=1000", "한 번에 100개까지 조회할 수 있습니다."],
  ])("a bad period or page (%s) is a 400 in Korean", async (query, message) => {
    const { token } = await memberToken(BUSINESS);
    expectKoreanError(await get(`/api/order/sales-ledger?${query}`, token), 400, message);
  });
});

describe("GET /api/order/direct-delivery-info/:orderCode", () => {
  it("answers the order's fresh-logistics boxes: stage, dispatch and arrival, then the carrier's tracking link", async () => {
    const { token } = await memberToken();
    const { fresh, individual } = pickItems();
    const order = await paidOrder(token, [
      [fresh, 1],
      [individual, 1],
    ]);
    const before = await get(`/api/order/direct-delivery-info/${order.orderCode}`, token);
    expect(before.statusCode, before.body).toBe(200);
    const info = before.json();
    expect(info).toMatchObject({ orderCode: order.orderCode, status: "paid", statusLabel: "결제완료" });
    // Only the fresh-logistics box: the individually delivered one is the seller's.
    expect(info.boxes).toHaveLength(1);
    expect(info.boxes[0]).toMatchObject({
      boxKey: `1-${fresh.sellerId}`,
      title: expect.stringMatching(/^신선물류 · /),
      progress: "preparing",
      progressLabel: "상품 준비중",
      carrierName: null,
      trackingNumber: null,
      trackingUrl: null,
      dispatchDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dispatchDateText: expect.stringMatching(/출고/),
      expectedArrivalDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expectedArrivalText: expect.stringMatching(/도착 예정$/),
    });
    expect(info.boxes[0].expectedArrivalDate > info.boxes[0].dispatchDate).toBe(true);
    expect(info.boxes[0].lines.map((line: { itemUserCode: string }) => line.itemUserCode)).toEqual([
      fresh.itemUserCode,
    ]);

    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, order.orderCode));
    await t.db
      .update(orderShipments)
      .set({ carrier: "CJ대한통운", trackingNumber: "6012-3456-7890" })
      .where(eq(orderShipments.orderId, row!.id));
    const after = (await get(`/api/order/direct-delivery-info/${order.orderCode}`, token)).json();
    expect(after.boxes[0]).toMatchObject({
      progress: "shipping",
      progressLabel: "배송중",
      carrierName: "CJ대한통운",
      carrierId: "cj",
      trackingNumber: "6012-3456-7890",
      trackingUrl: "https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890",
    });
  });

  it("an order shipped only by its sellers has no fresh-logistics box", async () => {
    const { token } = await memberToken();
    const { individual } = pickItems();
    const order = await paidOrder(token, [[individual, 1]]);
    expect((await get(`/api/order/direct-delivery-info/${order.orderCode}`, token)).json().boxes).toEqual([]);
  });

  it("is the owner's only: 404 for another member and a guest, 401 without a token, 400 for a bad code", async () => {
    const owner = await memberToken();
    const { fresh } = pickItems();
    const order = await paidOrder(owner.token, [[fresh, 1]]);
    const other = await memberToken();
    const url = `/api/order/direct-delivery-info/${order.orderCode}`;
    expectKoreanError(await get(url, other.token), 404, "주문 내역을 찾을 수 없습니다.");
    expectKoreanError(await get(url, await guestToken()), 404, "주문 내역을 찾을 수 없습니다.");
    expectKoreanError(await get("/api/order/direct-delivery-info/T000000000000", owner.token), 404);
    expectKoreanError(await get(url), 401);
    expectKoreanError(
      await get("/api/order/direct-delivery-info/abc", owner.token),
      400,
      "주문번호를 정확히 입력해 주세요.",
    );
  });
});

describe("GET /api/order/mobile-payment-message/:code", () => {
  it.each([
    ["0000", "paid", "none"],
    ["4100", "issued", "none"],
    ["I002", "cancelled", "retry"],
    ["C002", "failed", "retry"],
    ["U112", "failed", "checkOrder"],
  ])("%s → %s, %s, without a login", async (code, outcome, action) => {
    const res = await get(`/api/order/mobile-payment-message/${code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code, known: true, outcome, action, message: expect.stringMatching(/[가-힣]/) });
  });

  it("every code the payment window answers with (the NICEPAY adapter's) has a sentence of the shop's own", async () => {
    const windowCodes = [
      NICEPAY_CODES.ok,
      NICEPAY_CODES.userCancelled,
      NICEPAY_CODES.cardAuthFailed,
      NICEPAY_CODES.authFailed,
      NICEPAY_CODES.unknownMerchant,
      NICEPAY_CODES.unsupportedMethod,
      NICEPAY_CODES.notANumber,
      NICEPAY_CODES.zeroAmount,
      NICEPAY_CODES.badAmount,
      NICEPAY_CODES.badVbankHours,
      NICEPAY_CODES.badFieldLength,
      NICEPAY_CODES.orderIdUsed,
    ];
    for (const { code } of windowCodes) {
      const res = await get(`/api/order/mobile-payment-message/${code}`);
      expect(res.json(), code).toMatchObject({ code, known: true });
    }
  });

  it("an unknown code gets the generic message, not a 404; an unreadable one is a 400", async () => {
    const res = await get("/api/order/mobile-payment-message/ZZ99");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: "ZZ99",
      known: false,
      outcome: "failed",
      message: "결제를 완료하지 못했습니다. 잠시 후 다시 시도해 주시고, 같은 문제가 계속되면 고객센터로 문의해 주세요.",
    });
    expectKoreanError(
      await get("/api/order/mobile-payment-message/%3Cscript%3E"),
      400,
      "결제 결과 코드를 확인할 수 없습니다.",
    );
  });
});

describe("GET /api/order/coupons", () => {
  it("answers per line the usable item coupons and per box the shipping coupons, as step1-order-coupons computes them", async () => {
    const { token } = await memberToken();
    const { fresh, individual } = pickItems();
    const itemCoupon = await createCoupon(t.db, { amount: 3_000 });
    const onlyOther = await createCoupon(t.db, { amount: 500, itemId: catalog.displayed.at(-1)!.id });
    const shippingCoupon = await createCoupon(t.db, { kind: "shipping", amount: 3_000 });
    for (const coupon of [itemCoupon, onlyOther, shippingCoupon]) {
      expect((await post("/api/coupon/download", token, { couponId: coupon.id })).statusCode).toBe(200);
    }
    const a = (await addToCart(token, fresh)).cartId;
    const b = (await addToCart(token, individual)).cartId;

    const res = await get(`/api/order/coupons?cartIds=${b},${a}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.lines.map((line: { cartId: number }) => line.cartId)).toEqual([b, a]);
    for (const line of answer.lines) {
      const names = line.coupons.map((coupon: { couponName: string }) => coupon.couponName);
      expect(names).toContain(itemCoupon.name);
      // A coupon for another item is not offered on these lines.
      expect(names).not.toContain(onlyOther.name);
      expect(
        line.coupons.find((coupon: { couponName: string }) => coupon.couponName === itemCoupon.name),
      ).toMatchObject({
        discountAmount: 3_000,
        couponConcurrently: true,
      });
    }

    // The same numbers as checkout's step1 coupons.
    const step1 = (await post("/api/order/step1-order-coupons", token, { cartIds: [b, a] })).json();
    const usableShipping = step1.shippingCoupons.filter((entry: { usable: boolean }) => entry.usable);
    const boxesWithCoupon = answer.boxes.filter((box: { coupons: unknown[] }) => box.coupons.length > 0);
    expect(boxesWithCoupon.length).toBeGreaterThan(0);
    expect(boxesWithCoupon.length).toBe(
      new Set(usableShipping.map((entry: { shippingIndex: string }) => entry.shippingIndex)).size,
    );
    for (const box of boxesWithCoupon) {
      const expected = usableShipping.find((entry: { shippingIndex: string }) => entry.shippingIndex === box.boxKey);
      expect(box.coupons[0]).toMatchObject({
        couponName: shippingCoupon.name,
        discountAmount: expected.discountAmount,
      });
    }
  });

  it("is for members and their own cart lines: 401 for a guest, 404 for another's line, 400 for bad ids", async () => {
    const owner = await memberToken();
    const other = await memberToken();
    const { fresh } = pickItems();
    const { cartId } = await addToCart(owner.token, fresh);
    expectKoreanError(await get(`/api/order/coupons?cartIds=${cartId}`), 401);
    expectKoreanError(await get(`/api/order/coupons?cartIds=${cartId}`, await guestToken()), 401);
    expectKoreanError(await get(`/api/order/coupons?cartIds=${cartId}`, other.token), 404);
    for (const bad of ["", "a,b", "1,,2", "0", "-1"]) {
      expectKoreanError(
        await get(`/api/order/coupons?cartIds=${bad}`, owner.token),
        400,
        "주문할 상품을 선택해 주세요.",
      );
    }
    expectKoreanError(await get("/api/order/coupons", owner.token), 400);
  });
});
