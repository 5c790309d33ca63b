import type { AddressInfo } from "node:net";
import { privateOrderPageSchema } from "@shop/contracts/designated-order";
import { orderDetailSchema } from "@shop/contracts/order";
import { outOfStockMessage } from "@shop/core/checkout/cart-quantity";
import {
  DESIGNATED_BUSINESS_ONLY_MESSAGE,
  DESIGNATED_MIXED_MESSAGE,
  DESIGNATED_NO_ITEM_COUPON_MESSAGE,
  DESIGNATED_NO_PRICE_MESSAGE,
  designatedBelowMinimumMessage,
  designatedOptionPrice,
  designatedQuantityInvalidMessage,
} from "@shop/core/checkout/designated-order";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { designatedItems } from "../../db/schema/display.js";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf, setOptionStock } from "../../db/seed/catalog.factory.js";
import { createCoupon } from "../../db/seed/coupon.factory.js";
import { demoDesignatedPrice, designatePrice } from "../../db/seed/designated.factory.js";
import { bearer } from "../../test/auth-client.js";
import { postForm, throughWindow, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Designated trade (지정거래, docs/decisions/019) through the real routes: a company buyer's designated items at their
// own prices, the designated checkout's start, and step1 → save → buy → the sandbox window → my orders at those prices.

let t: TestApp;
let origin: string;
/** Displayed designated items in the list's order, with their terms and the shop's price. */
let designated: { itemId: number; minOrderQuantity: number; unit: string; shopPrice: number }[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  designated = await t.db
    .select({
      itemId: designatedItems.itemId,
      minOrderQuantity: designatedItems.minOrderQuantity,
      unit: designatedItems.unit,
      shopPrice: items.presentPrice,
    })
    .from(designatedItems)
    .innerJoin(items, eq(items.id, designatedItems.itemId))
    .where(eq(items.displayed, true))
    .orderBy(asc(designatedItems.sortOrder));
  expect(designated.length).toBeGreaterThanOrEqual(4);
  // Enough stock for every test's minimum orders.
  for (const item of designated) {
    for (const optionId of await optionIdsOf(t.db, item.itemId)) await setOptionStock(t.db, optionId, 500);
  }
});
afterAll(() => t.close());

let businessNumberSeq = 0;
/** A member logged in: a company buyer (BUSINESS) unless told. */
async function memberToken(userType: "BUSINESS" | "PERSONAL" = "BUSINESS") {
  businessNumberSeq += 1;
  const { user } = await createMember(t.db, {
    userType,
    ...(userType === "BUSINESS"
      ? { companyName: `(주)테스트식자재${businessNumberSeq}`, businessNumber: "2208805266" }
      : {}),
  });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { user, token };
}

/** The price designated to the buyer for the n-th designated item: 12 % off the shop's price. */
async function designateTo(userId: number, n: number, discountPercent = 12) {
  const item = designated[n]!;
  const unitPrice = demoDesignatedPrice(item.shopPrice, discountPercent);
  await designatePrice(t.db, { userId, itemId: item.itemId, unitPrice });
  return { ...item, unitPrice };
}

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function startPrivateOrder(token: string, lines: { itemId: number; optionId?: number; quantity: number }[]) {
  const body = {
    lines: await Promise.all(
      lines.map(async (line) => ({
        itemId: line.itemId,
        optionId: line.optionId ?? (await optionIdsOf(t.db, line.itemId))[0]!,
        quantity: line.quantity,
      })),
    ),
  };
  return call("POST", "/api/order/private-order", token, body);
}

const receiver = {
  name: "김대표",
  phone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152",
  addressDetail: "12층",
};

function orderForm(cartIds: number[], groupCode: string, extra: Record<string, unknown> = {}) {
  return {
    cartIds,
    orderer: { name: "김대표", phone: "01012345678", email: "buyer@example.com" },
    receiver,
    paymentMethod: "card",
    groupCode,
    ...extra,
  };
}

describe("GET /api/order/private-order", () => {
  it("shows a company buyer only the items designated to them, at their price beside the shop's", async () => {
    const buyer = await memberToken();
    const other = await memberToken();
    const first = await designateTo(buyer.user.id, 0, 12);
    const second = await designateTo(buyer.user.id, 1, 10);
    // Another buyer's (lower) price for the first item and a price for an item the buyer has none of.
    await designatePrice(t.db, { userId: other.user.id, itemId: first.itemId, unitPrice: 1_000 });
    await designateTo(other.user.id, 2, 30);

    const res = await call("GET", "/api/order/private-order", buyer.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = privateOrderPageSchema.parse(res.json());
    expect(page.buyer.companyName).toMatch(/^\(주\)테스트식자재/);
    expect(page.list.map((item) => item.itemId)).toEqual([first.itemId, second.itemId]);
    const [shown] = page.list;
    expect(shown).toMatchObject({
      minOrderQuantity: first.minOrderQuantity,
      unit: first.unit,
      shopPrice: first.shopPrice,
      designatedPrice: first.unitPrice,
      validUntil: null,
    });
    expect(shown!.designatedPrice).toBeLessThan(shown!.shopPrice);
    // Every option is priced at the same share off; the item as listed at exactly the designated price.
    expect(shown!.options.length).toBeGreaterThanOrEqual(1);
    expect(shown!.options[0]!.designatedPrice).toBe(first.unitPrice);
    for (const option of shown!.options) {
      expect(option.designatedPrice).toBe(
        designatedOptionPrice({
          designatedPrice: first.unitPrice,
          itemPrice: first.shopPrice,
          optionPrice: option.shopPrice,
        }),
      );
    }
    expect(JSON.stringify(page)).not.toContain('"designatedPrice":1000,');
  });

  it("leaves out a price that has ended or not yet begun", async () => {
    const buyer = await memberToken();
    const day = 86_400_000;
    await designatePrice(t.db, {
      userId: buyer.user.id,
      itemId: designated[0]!.itemId,
      unitPrice: 10_000,
      validUntil: new Date(Date.now() - day),
    });
    await designatePrice(t.db, {
      userId: buyer.user.id,
      itemId: designated[1]!.itemId,
      unitPrice: 10_000,
      validFrom: new Date(Date.now() + day),
    });
    const live = await designateTo(buyer.user.id, 2);
    const page = privateOrderPageSchema.parse((await call("GET", "/api/order/private-order", buyer.token)).json());
    expect(page.list.map((item) => item.itemId)).toEqual([live.itemId]);
    const refused = await startPrivateOrder(buyer.token, [
      { itemId: designated[0]!.itemId, quantity: designated[0]!.minOrderQuantity },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DESIGNATED_NO_PRICE_MESSAGE);
  });

  it("refuses a personal member (403, in Korean) and asks an anonymous shopper to log in", async () => {
    const personal = await memberToken("PERSONAL");
    await designateTo(personal.user.id, 0);
    const res = await call("GET", "/api/order/private-order", personal.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "BUSINESS_ONLY", message: DESIGNATED_BUSINESS_ONLY_MESSAGE });
    expect((await call("GET", "/api/order/private-order", null)).statusCode).toBe(401);
  });
});

describe("POST /api/order/private-order", () => {
  it("refuses a personal member, even one holding a designated price", async () => {
    const personal = await memberToken("PERSONAL");
    const item = await designateTo(personal.user.id, 0);
    const res = await startPrivateOrder(personal.token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DESIGNATED_BUSINESS_ONLY_MESSAGE);
  });

  it("refuses fewer than the item's minimum, and a part of a unit, naming the field", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const below = await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity - 1 }]);
    expect(below.statusCode).toBe(400);
    const message = designatedBelowMinimumMessage(item.minOrderQuantity, item.unit);
    expect(below.json()).toMatchObject({
      code: "BELOW_MINIMUM_QUANTITY",
      message,
      errors: [{ field: "lines.0.quantity", message }],
    });
    const part = await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity + 0.5 }]);
    expect(part.statusCode).toBe(400);
    expect(part.json().message).toBe(designatedQuantityInvalidMessage(item.unit));
  });

  it("never uses another buyer's designated price: an item not designated to the caller is refused", async () => {
    const buyer = await memberToken();
    const other = await memberToken();
    const item = await designateTo(other.user.id, 3);
    const res = await startPrivateOrder(buyer.token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "NO_DESIGNATED_PRICE", message: DESIGNATED_NO_PRICE_MESSAGE });
  });

  it("refuses more than the stock, an option of another item, and an empty or repeated choice", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const other = await designateTo(user.id, 1);
    const [optionId] = await optionIdsOf(t.db, item.itemId);
    await setOptionStock(t.db, optionId!, item.minOrderQuantity);
    try {
      const over = await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity + 1 }]);
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(outOfStockMessage(item.minOrderQuantity));
    } finally {
      await setOptionStock(t.db, optionId!, 500);
    }
    const foreign = await startPrivateOrder(token, [
      { itemId: other.itemId, optionId: optionId!, quantity: other.minOrderQuantity },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect((await call("POST", "/api/order/private-order", token, { lines: [] })).json().message).toBe(
      "지정거래로 주문할 상품을 선택해 주세요.",
    );
    const twice = await call("POST", "/api/order/private-order", token, {
      lines: [
        { itemId: item.itemId, optionId, quantity: item.minOrderQuantity },
        { itemId: item.itemId, optionId, quantity: item.minOrderQuantity },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("같은 상품 옵션은 한 번만 선택해 주세요.");
  });
});

describe("a designated order, end to end", () => {
  it("is priced at the buyer's designated price, stored as designated, paid in the sandbox and listed as such", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const quantity = item.minOrderQuantity + 2;
    const [optionId] = await optionIdsOf(t.db, item.itemId);
    const stockBefore = await optionStockOf(t.db, optionId!);

    const started = await startPrivateOrder(token, [{ itemId: item.itemId, quantity }]);
    expect(started.statusCode, started.body).toBe(200);
    const { cartIds } = started.json() as { cartIds: number[] };
    expect(cartIds).toHaveLength(1);
    // The designated line is the designated checkout's: the cart page and its badge never show it.
    const cart = await call("GET", "/api/cart", token);
    expect(cart.json().list).toEqual([]);
    expect((await call("GET", "/api/cart/count", token)).json()).toEqual({ cartQuantity: 0 });

    const step = await call("POST", "/api/order/payment-step", token, { cartIds });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json().orderKind).toBe("designated");
    expect(step.json().buy.items).toEqual([
      expect.objectContaining({ unitPrice: item.unitPrice, quantity, amount: item.unitPrice * quantity }),
    ]);
    expect(step.json().buy.orderPrice.totalItemPrice).toBe(item.unitPrice * quantity);
    expect(step.json().billTypes.map((bill: { value: string }) => bill.value)).toContain("taxBill");

    const form = orderForm(cartIds, step.json().groupCode, { taxBill: true });
    const saved = await call("POST", "/api/order/save", token, form);
    expect(saved.statusCode, saved.body).toBe(200);
    const total = saved.json().orderPrice.orderPayAmount as number;
    expect(total).toBe(item.unitPrice * quantity + saved.json().orderPrice.totalShippingAmount);

    // A total worked out at the shop's price (or any other) is refused; nothing is placed.
    const tampered = await call("POST", "/api/order/buy", token, { ...form, clientTotal: item.shopPrice * quantity });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().code).toBe("TOTAL_CHANGED");
    expect(await optionStockOf(t.db, optionId!)).toBe(stockBefore);

    const bought = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json()).toMatchObject({ status: "payment_pending", orderPayAmount: total });
    expect(await optionStockOf(t.db, optionId!)).toBe(stockBefore! - quantity);

    const window = await throughWindow(origin, windowRequestOf(origin, bought.json().payment));
    const returned = await postForm(origin, window.post.action, window.post.fields);
    expect(returned.status).toBe(303);
    const orderCode = bought.json().orderCode as string;
    expect(returned.headers.get("location")).toBe(`/order/invoice/${orderCode}`);

    const detail = orderDetailSchema.parse(
      (await call("GET", `/api/order/detail?orderCode=${orderCode}`, token)).json(),
    );
    expect(detail).toMatchObject({ kind: "designated", status: "paid", payment: { taxBill: true } });
    expect(detail.boxes.flatMap((box) => box.lines)).toEqual([
      expect.objectContaining({ unitPrice: item.unitPrice, quantity, couponDiscount: 0 }),
    ]);
    const list = (await call("GET", "/api/order", token)).json();
    expect(list.list).toEqual([expect.objectContaining({ orderCode, kind: "designated", orderPayAmount: total })]);
    // The paid line left the designated checkout; a second start makes a new one.
    const again = await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }]);
    expect(again.json().cartIds).not.toEqual(cartIds);
  });

  it("goes back to the designated-trade page, not the cart, when the shopper closes the payment window", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const [optionId] = await optionIdsOf(t.db, item.itemId);
    const stockBefore = await optionStockOf(t.db, optionId!);
    const started = await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }]);
    const { cartIds } = started.json() as { cartIds: number[] };
    const step = await call("POST", "/api/order/payment-step", token, { cartIds });
    const form = orderForm(cartIds, step.json().groupCode);
    const total = (await call("POST", "/api/order/save", token, form)).json().orderPrice.orderPayAmount as number;
    const bought = await call("POST", "/api/order/buy", token, { ...form, clientTotal: total });
    expect(bought.statusCode, bought.body).toBe(200);
    const orderCode = bought.json().orderCode as string;

    const window = await throughWindow(origin, windowRequestOf(origin, bought.json().payment), "cancel");
    const returned = await postForm(origin, window.post.action, window.post.fields);
    expect(returned.status).toBe(303);
    expect(returned.headers.get("location")).toBe(`/order/private-order?payment=cancelled&orderCode=${orderCode}`);
    expect(await optionStockOf(t.db, optionId!)).toBe(stockBefore);
  });

  it("a normal order of the same buyer stays at the shop's price and normal", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const [optionId] = await optionIdsOf(t.db, item.itemId);
    const added = await call("POST", "/api/cart/add", token, {
      arrayRequiredItems: [{ itemId: item.itemId, optionId, quantity: 1 }],
    });
    const cartIds = added.json().cartIds as number[];
    const step = await call("POST", "/api/order/payment-step", token, { cartIds });
    expect(step.json().buy.items[0]).toMatchObject({ unitPrice: item.shopPrice, quantity: 1 });
    // The same option as a designated line is a line of its own; the cart line keeps its quantity.
    const started = await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }]);
    expect(started.json().cartIds).not.toEqual(cartIds);
    expect((await call("GET", "/api/cart", token)).json().list).toEqual([
      expect.objectContaining({ cartId: cartIds[0], quantity: 1, unitPrice: item.shopPrice }),
    ]);
  });

  it("is never mixed with normal cart lines", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const started = await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }]);
    const other = designated[5]!;
    const [otherOption] = await optionIdsOf(t.db, other.itemId);
    const added = await call("POST", "/api/cart/add", token, {
      arrayRequiredItems: [{ itemId: other.itemId, optionId: otherOption, quantity: 1 }],
    });
    const cartIds = [...started.json().cartIds, ...added.json().cartIds];
    const step = await call("POST", "/api/order/payment-step", token, { cartIds });
    expect(step.statusCode).toBe(400);
    expect(step.json()).toMatchObject({ code: "DESIGNATED_MIXED", message: DESIGNATED_MIXED_MESSAGE });
    const bought = await call("POST", "/api/order/buy", token, {
      ...orderForm(cartIds, "groupcode-mixed-1"),
      clientTotal: 0,
    });
    expect(bought.statusCode).toBe(400);
  });

  it("takes no item coupon on a designated line", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const coupon = await createCoupon(t.db, { amount: 1_000 });
    const downloaded = await call("POST", "/api/coupon/download", token, { couponId: coupon.id });
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    const couponUserId = downloaded.json().coupon.couponUserId as number;
    const { cartIds } = (
      await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }])
    ).json() as { cartIds: number[] };

    const offered = (await call("POST", "/api/order/step1-order-coupons", token, { cartIds })).json();
    expect(offered.itemCoupons).toContainEqual(
      expect.objectContaining({ couponUserId, usable: false, refusal: DESIGNATED_NO_ITEM_COUPON_MESSAGE }),
    );
    const step = (await call("POST", "/api/order/payment-step", token, { cartIds })).json();
    const saved = await call(
      "POST",
      "/api/order/save",
      token,
      orderForm(cartIds, step.groupCode, { itemCoupons: [{ cartId: cartIds[0], couponUserId }] }),
    );
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(DESIGNATED_NO_ITEM_COUPON_MESSAGE);
  });

  it("checks the terms again at checkout: a buyer no longer a company, a price withdrawn, a quantity lowered", async () => {
    const { user, token } = await memberToken();
    const item = await designateTo(user.id, 0);
    const { cartIds } = (
      await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }])
    ).json() as { cartIds: number[] };

    // The cart's quantity call cannot slip a designated line under its minimum.
    const lowered = await call("POST", "/api/cart/update-quantity", token, { id: cartIds[0], quantity: 1 });
    expect(lowered.statusCode).toBe(200);
    const below = await call("POST", "/api/order/payment-step", token, { cartIds });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(designatedBelowMinimumMessage(item.minOrderQuantity, item.unit));
    await startPrivateOrder(token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }]);
    expect((await call("POST", "/api/order/payment-step", token, { cartIds })).statusCode).toBe(200);

    // The buyer turns personal in my info (POST /api/auth/me), then back.
    const profile = (userType: "PERSONAL" | "BUSINESS") => ({
      userName: user.userName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      userType,
      ...(userType === "BUSINESS" ? { businessNumber: user.businessNumber, companyName: user.companyName } : {}),
      agreeMarketing: false,
    });
    expect((await call("POST", "/api/auth/me", token, profile("PERSONAL"))).statusCode).toBe(200);
    const personal = await call("POST", "/api/order/payment-step", token, { cartIds });
    expect(personal.statusCode).toBe(403);
    expect(personal.json().message).toBe(DESIGNATED_BUSINESS_ONLY_MESSAGE);
    expect((await call("POST", "/api/auth/me", token, profile("BUSINESS"))).statusCode).toBe(200);

    await designatePrice(t.db, {
      userId: user.id,
      itemId: item.itemId,
      unitPrice: item.unitPrice,
      validUntil: new Date(Date.now() - 1_000),
    });
    const withdrawn = await call("POST", "/api/order/payment-step", token, { cartIds });
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json().message).toBe(DESIGNATED_NO_PRICE_MESSAGE);
  });

  it("keeps another buyer's designated checkout theirs: its cart ids answer 404", async () => {
    const buyer = await memberToken();
    const other = await memberToken();
    const item = await designateTo(buyer.user.id, 0);
    const { cartIds } = (
      await startPrivateOrder(buyer.token, [{ itemId: item.itemId, quantity: item.minOrderQuantity }])
    ).json() as { cartIds: number[] };
    const res = await call("POST", "/api/order/payment-step", other.token, { cartIds });
    expect(res.statusCode).toBe(404);
  });
});
