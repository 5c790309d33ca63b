import {
  cartAddResponseSchema,
  cartCountSchema,
  cartPriceSchema,
  cartSchema,
  islandInfoSchema,
} from "@shop/contracts/cart";
import { errorBodySchema } from "@shop/contracts/common";
import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import {
  outOfStockMessage,
  QUANTITY_INVALID_MESSAGE,
  quantityOverMaxMessage,
  SOLD_OUT_MESSAGE,
} from "@shop/core/checkout/cart-quantity";
import { FRESH_LOGISTICS_TITLE, sellerNoticeMessage } from "@shop/core/checkout/delivery-groups";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines } from "../../db/schema/cart.js";
import { createMember } from "../../db/seed/account.factory.js";
import {
  createItem,
  createSeller,
  createSellerBrand,
  optionIdsOf,
  setOptionStock,
  updateItem,
} from "../../db/seed/catalog.factory.js";
import { bearer, login, loginToken, signedPost } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { ITEM_NOT_FOUND_MESSAGE } from "../catalog/catalog.service.js";
import { CART_LINE_NOT_FOUND_MESSAGE } from "./cart.service.js";

// The cart through its routes: adding (all or none, core's quantity rules, concurrent adds), the count, the page's
// groups and money, selection, changes refused on another shopper's lines, and a guest's cart moving at login.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberLogin() {
  const created = await createMember(t.db);
  return { ...created, token: await loginToken(t.app, created.user.loginId, created.password) };
}
const memberToken = async () => (await memberLogin()).token;

async function guestToken(): Promise<string> {
  const res = await signedPost(t.app, "/api/auth/guest-token", {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

interface Shop {
  sellerId: number;
  brandId: number;
}

async function seller(terms: { shippingFee: number; freeShippingThreshold: number }): Promise<Shop & { name: string }> {
  const row = await createSeller(t.db, terms);
  const brand = await createSellerBrand(t.db, { sellerId: row.id });
  return { sellerId: row.id, brandId: brand.id, name: row.name };
}

/** A brand of the cooperative itself (seller 90000000). */
async function ownShop(): Promise<Shop> {
  const brand = await createSellerBrand(t.db, { sellerId: OWN_SELLER_ID });
  return { sellerId: OWN_SELLER_ID, brandId: brand.id };
}

/** An item with one option (or the given ones) at `price`; answers the item and its option ids. */
async function product(
  options: {
    shop?: Shop;
    deliveryType?: 1 | 2;
    price?: number;
    specialPrice?: number;
    stock?: number;
    variants?: { name: string; priceDelta: number; stock: number }[];
  } = {},
) {
  const shop = options.shop ?? (await ownShop());
  const price = options.price ?? 10_000;
  const stock = options.stock ?? 100;
  const variants = options.variants ?? [{ name: "500g", priceDelta: 0, stock }];
  const item = await createItem(
    t.db,
    {
      sellerId: shop.sellerId,
      brandId: shop.brandId,
      deliveryType: options.deliveryType ?? 1,
      consumerPrice: price,
      salePrice: price,
      specialSalePrice: options.specialPrice ?? 0,
      stock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    },
    { options: variants.map((variant) => ({ groupName: "중량", weightGrams: 500, ...variant })) },
  );
  const optionIds = await optionIdsOf(t.db, item.id);
  return { item, optionIds, optionId: optionIds[0]! };
}

type Product = Awaited<ReturnType<typeof product>>;

const add = (token: string | null, lines: { itemId: number; optionId: number; quantity: unknown }[]) =>
  call("POST", "/api/cart/add", token, { arrayRequiredItems: lines });

async function addOk(token: string, p: Product, quantity: number, optionId = p.optionId) {
  const res = await add(token, [{ itemId: p.item.id, optionId, quantity }]);
  expect(res.statusCode, res.body).toBe(200);
  return cartAddResponseSchema.parse(res.json());
}

async function getCart(token: string) {
  const res = await call("GET", "/api/cart", token);
  expect(res.statusCode, res.body).toBe(200);
  return cartSchema.parse(res.json());
}

async function count(token: string | null) {
  const res = await call("GET", "/api/cart/count", token);
  expect(res.statusCode, res.body).toBe(200);
  return cartCountSchema.parse(res.json()).cartQuantity;
}

function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(errorBodySchema.parse(res.json()).message).toBe(message);
}

describe("POST /api/cart/add", () => {
  it("adds a line, and adding the same option again adds to its quantity", async () => {
    const token = await memberToken();
    const p = await product();
    const first = await addOk(token, p, 2);
    expect(first.cartQuantity).toBe(1);
    const second = await addOk(token, p, 3);
    expect(second).toEqual({ cartQuantity: 1, cartIds: first.cartIds });
    const cart = await getCart(token);
    expect(cart.list).toHaveLength(1);
    expect(cart.list[0]).toMatchObject({ cartId: first.cartIds[0], quantity: 5, selected: true });
  });

  it("adds several options in one call and answers their ids", async () => {
    const token = await guestToken();
    const p = await product({
      variants: [
        { name: "500g", priceDelta: 0, stock: 10 },
        { name: "1kg", priceDelta: 9_000, stock: 10 },
      ],
    });
    const res = await addOk(token, p, 1, p.optionIds[0]);
    const both = await add(token, [
      { itemId: p.item.id, optionId: p.optionIds[0]!, quantity: 1 },
      { itemId: p.item.id, optionId: p.optionIds[1]!, quantity: 2 },
    ]);
    expect(both.statusCode, both.body).toBe(200);
    const answer = cartAddResponseSchema.parse(both.json());
    expect(answer.cartQuantity).toBe(2);
    expect(answer.cartIds[0]).toBe(res.cartIds[0]);
    const cart = await getCart(token);
    const byOption = new Map(cart.list.map((line) => [line.optionId, line]));
    expect(byOption.get(p.optionIds[0]!)).toMatchObject({ quantity: 2, unitPrice: 10_000, amount: 20_000 });
    expect(byOption.get(p.optionIds[1]!)).toMatchObject({ quantity: 2, unitPrice: 19_000, optionName: "1kg" });
  });

  it.each([
    { name: "quantity 0", quantity: 0, message: QUANTITY_INVALID_MESSAGE },
    { name: "a negative quantity", quantity: -1, message: QUANTITY_INVALID_MESSAGE },
    { name: "a fractional quantity", quantity: 1.5, message: QUANTITY_INVALID_MESSAGE },
    { name: "a text quantity", quantity: "2", message: QUANTITY_INVALID_MESSAGE },
    { name: "over the line maximum", quantity: 1000, message: quantityOverMaxMessage(0) },
  ])("$name → 400 $message", async ({ quantity, message }) => {
    const token = await memberToken();
    const p = await product();
    expectError(await add(token, [{ itemId: p.item.id, optionId: p.optionId, quantity }]), 400, message);
    expect(await count(token)).toBe(0);
  });

  it.each([
    { name: "an unknown item and option", pick: (_p: Product, _other: Product) => [2_000_000_000, 2_000_000_000] },
    { name: "an unknown option", pick: (p: Product, _other: Product) => [p.item.id, 2_000_000_000] },
    { name: "an option of another item", pick: (p: Product, other: Product) => [p.item.id, other.optionId] },
  ])("$name → 404 존재하지 않는 상품입니다.", async ({ pick }) => {
    const token = await memberToken();
    const [p, other] = [await product(), await product()];
    const [itemId, optionId] = pick(p, other);
    expectError(await add(token, [{ itemId: itemId!, optionId: optionId!, quantity: 1 }]), 404, ITEM_NOT_FOUND_MESSAGE);
  });

  it("refuses a hidden item (404), a sold-out option and more than the stock (400)", async () => {
    const token = await memberToken();
    const hidden = await product();
    await updateItem(t.db, hidden.item.id, { displayed: false });
    expectError(
      await add(token, [{ itemId: hidden.item.id, optionId: hidden.optionId, quantity: 1 }]),
      404,
      ITEM_NOT_FOUND_MESSAGE,
    );

    const soldOut = await product({ stock: 0 });
    const refused = await add(token, [{ itemId: soldOut.item.id, optionId: soldOut.optionId, quantity: 1 }]);
    expectError(refused, 400, SOLD_OUT_MESSAGE);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      code: "SOLD_OUT",
      errors: [{ field: "arrayRequiredItems.0.quantity", message: SOLD_OUT_MESSAGE }],
    });

    const few = await product({ stock: 5 });
    expectError(
      await add(token, [{ itemId: few.item.id, optionId: few.optionId, quantity: 6 }]),
      400,
      outOfStockMessage(5),
    );
    await addOk(token, few, 4);
    // The line's quantity after the add is what is checked.
    expectError(
      await add(token, [{ itemId: few.item.id, optionId: few.optionId, quantity: 2 }]),
      400,
      outOfStockMessage(5),
    );
    expect((await getCart(token)).list.map((line) => line.quantity)).toEqual([4]);
  });

  it("counts what the line holds against the maximum", async () => {
    const token = await memberToken();
    const p = await product({ stock: 5_000 });
    await addOk(token, p, 990);
    expectError(
      await add(token, [{ itemId: p.item.id, optionId: p.optionId, quantity: 10 }]),
      400,
      quantityOverMaxMessage(990),
    );
    await addOk(token, p, 9);
    expect((await getCart(token)).list[0]!.quantity).toBe(999);
  });

  it("adds all lines or none", async () => {
    const token = await memberToken();
    const [ok, soldOut] = [await product(), await product({ stock: 0 })];
    const res = await add(token, [
      { itemId: ok.item.id, optionId: ok.optionId, quantity: 1 },
      { itemId: soldOut.item.id, optionId: soldOut.optionId, quantity: 1 },
    ]);
    expectError(res, 400, SOLD_OUT_MESSAGE);
    expect(errorBodySchema.parse(res.json()).errors[0]?.field).toBe("arrayRequiredItems.1.quantity");
    expect(await count(token)).toBe(0);
  });

  it("refuses a call without a token (401) and an empty list (400)", async () => {
    const p = await product();
    expect((await add(null, [{ itemId: p.item.id, optionId: p.optionId, quantity: 1 }])).statusCode).toBe(401);
    expect((await add(await memberToken(), [])).statusCode).toBe(400);
  });

  it("loses no update when one option is added concurrently", async () => {
    const token = await memberToken();
    const p = await product({ stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add(token, [{ itemId: p.item.id, optionId: p.optionId, quantity: 3 }])),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const cart = await getCart(token);
    expect(cart.list.map((line) => line.quantity)).toEqual([30]);
  });

  it("never lets concurrent adds pass the stock", async () => {
    const token = await memberToken();
    const p = await product({ stock: 5 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add(token, [{ itemId: p.item.id, optionId: p.optionId, quantity: 1 }])),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(5);
    expect((await getCart(token)).list.map((line) => line.quantity)).toEqual([5]);
  });
});

describe("GET /api/cart/count", () => {
  it("is 0 without a token, with an unknown one and for an empty cart; the number of lines otherwise", async () => {
    expect(await count(null)).toBe(0);
    expect(await count("not-a-valid-token-at-all-xxxxx")).toBe(0);
    const guest = await guestToken();
    expect(await count(guest)).toBe(0);
    const [a, b] = [await product(), await product()];
    await addOk(guest, a, 2);
    await addOk(guest, b, 1);
    await addOk(guest, a, 1);
    expect(await count(guest)).toBe(2);
    const quick = await call("GET", "/api/common/quick-info", guest);
    expect(quick.json()).toEqual({ cartQuantity: 2, wishlistCount: 0 });
  });
});

describe("GET /api/cart", () => {
  it("needs a guest or member token", async () => {
    expect((await call("GET", "/api/cart", null)).statusCode).toBe(401);
    const empty = await getCart(await guestToken());
    expect(empty).toMatchObject({
      list: [],
      itemGroups: [],
      buyItems: [],
      shippingGroups: [],
      selectedItems: [],
      orderQuote: null,
      displayNaverPayFlag: false,
      orderPrice: { totalItemPrice: 0, totalShippingAmount: 0, totalDiscountAmount: 0, orderPayAmount: 0 },
    });
  });

  it("groups two sellers × both delivery types with their fees, free-over thresholds and 착불", async () => {
    const token = await memberToken();
    const a = await seller({ shippingFee: 3_000, freeShippingThreshold: 30_000 });
    const b = await seller({ shippingFee: 4_000, freeShippingThreshold: 40_000 });
    const own = await ownShop();
    const aFresh = await product({ shop: a, deliveryType: 1, price: 10_000 });
    const bFresh = await product({ shop: b, deliveryType: 1, price: 25_000, specialPrice: 20_000 });
    const ownFresh = await product({ shop: own, deliveryType: 1, price: 7_000 });
    const aOwn = await product({ shop: a, deliveryType: 2, price: 15_000 });
    const bOwn = await product({ shop: b, deliveryType: 2, price: 5_000 });
    const ids: Record<string, number> = {};
    for (const [name, p, quantity] of [
      ["aFresh", aFresh, 2],
      ["bFresh", bFresh, 2],
      ["ownFresh", ownFresh, 1],
      ["aOwn", aOwn, 2],
      ["bOwn", bOwn, 1],
    ] as const) {
      ids[name] = (await addOk(token, p, quantity)).cartIds[0]!;
    }
    const onDelivery = await call("POST", "/api/cart/shipping-payment-type", token, {
      id: ids.bOwn,
      shippingPaymentType: 2,
    });
    expect(onDelivery.statusCode, onDelivery.body).toBe(200);

    const cart = await getCart(token);
    expect(cart.shippingGroups.map((group) => [group.title, group.deliveryType, group.sellerId])).toEqual([
      [FRESH_LOGISTICS_TITLE, 1, OWN_SELLER_ID],
      [`${a.name} 개별배송`, 2, a.sellerId],
      [`${b.name} 개별배송`, 2, b.sellerId],
    ]);
    const [fresh, aGroup, bGroup] = cart.shippingGroups;
    // Fresh logistics: one box per seller, the cooperative's first; each box pays its seller's fee.
    expect(
      fresh!.brands.map((brand) => [brand.sellerId, brand.price, brand.realShipping, brand.shipping, brand.notice]),
    ).toEqual([
      [OWN_SELLER_ID, 7_000, 3_000, 3_000, null],
      [a.sellerId, 20_000, 3_000, 3_000, sellerNoticeMessage(a.name)],
      [b.sellerId, 40_000, 0, 0, sellerNoticeMessage(b.name)],
    ]);
    expect(fresh).toMatchObject({ price: 67_000, shipping: 6_000, quantity: 5, notice: null, display: true });
    expect(fresh!.brands[1]).toMatchObject({ amountToFreeShipping: 10_000, boxKey: `1-${a.sellerId}` });
    // The total equal to the threshold ships free.
    expect(aGroup).toMatchObject({ price: 30_000, shipping: 0, notice: sellerNoticeMessage(a.name) });
    // 착불: the fee is the courier's, not the order's.
    expect(bGroup).toMatchObject({ price: 5_000, shipping: 0, onDeliveryShipping: 4_000 });
    expect(bGroup!.brands[0]).toMatchObject({ shippingPaymentType: 2, realShipping: 4_000 });

    expect(cart.orderPrice).toEqual({
      totalItemPrice: 102_000,
      totalShippingAmount: 6_000,
      totalDiscountAmount: 0,
      orderPayAmount: 108_000,
      credit: { amount: 0, accounts: [], orderStatusAmount: 0, erpErrorMessage: "" },
    });
    expect(cart.list).toHaveLength(5);
    expect([...cart.selectedItems].sort((x, y) => x - y)).toEqual(Object.values(ids).sort((x, y) => x - y));
    // A member without a base address: Naver Pay express has nowhere to send it (naverpay.routes.test.ts).
    expect(cart.displayNaverPayFlag).toBe(false);

    // Item groups and buy items follow the shipping groups' order.
    expect(cart.itemGroups.map((group) => group.itemId)).toEqual([
      ownFresh.item.id,
      aFresh.item.id,
      bFresh.item.id,
      aOwn.item.id,
      bOwn.item.id,
    ]);
    expect(cart.buyItems.map((item) => item.cartId)).toEqual(cart.itemGroups.map((group) => group.buyItems[0]!.cartId));
    const special = cart.buyItems.find((item) => item.cartId === ids.bFresh)!;
    expect(special).toMatchObject({
      seller: { sellerId: b.sellerId, sellerName: b.name },
      deliveryType: 1,
      itemPrice: { saleAmount: 50_000, specialSaleAmount: 40_000, quantity: 2 },
      showDiscountTooltip: true,
      selected: true,
    });
    expect(cart.itemGroups.find((group) => group.itemId === bOwn.item.id)).toMatchObject({
      singleShipping: true,
      shippingPaymentType: 2,
      realShipping: 4_000,
    });
    const line = cart.list.find((entry) => entry.cartId === ids.bFresh)!;
    expect(line).toMatchObject({
      itemUserCode: bFresh.item.itemUserCode,
      itemName: bFresh.item.name,
      optionName: "500g",
      unitPrice: 20_000,
      salePrice: 25_000,
      specialSalePrice: 20_000,
      amount: 40_000,
      stock: 100,
      soldOut: false,
      buyable: true,
      sellerName: b.name,
      deliveryType: 1,
      shippingPaymentType: 1,
    });
    expect(line.imageSrc).not.toBe("");
  });

  it("lists a hidden or sold-out line as such, never selected, and reads prices now", async () => {
    const token = await memberToken();
    const [kept, hidden, soldOut] = [await product({ price: 10_000 }), await product(), await product({ stock: 3 })];
    const keptId = (await addOk(token, kept, 1)).cartIds[0];
    await addOk(token, hidden, 1);
    await addOk(token, soldOut, 2);
    await updateItem(t.db, hidden.item.id, { displayed: false });
    await setOptionStock(t.db, soldOut.optionId, 0);
    await updateItem(t.db, kept.item.id, { salePrice: 12_000 });

    const cart = await getCart(token);
    const byItem = new Map(cart.list.map((line) => [line.itemId, line]));
    expect(byItem.get(hidden.item.id)).toMatchObject({ displayed: false, buyable: false, selected: false });
    expect(byItem.get(soldOut.item.id)).toMatchObject({ soldOut: true, stock: 0, buyable: false, selected: false });
    expect(byItem.get(kept.item.id)).toMatchObject({ unitPrice: 12_000, selected: true });
    expect(cart.selectedItems).toEqual([keptId]);
    expect(cart.orderPrice.totalItemPrice).toBe(12_000);
    expect(cart.buyItems.find((item) => item.itemId === soldOut.item.id)).toMatchObject({
      selected: false,
      showCoupon: false,
    });
  });
});

describe("POST /api/cart/price", () => {
  it("selects exactly the given lines and answers the recomputed money and groups", async () => {
    const token = await memberToken();
    const shop = await seller({ shippingFee: 3_000, freeShippingThreshold: 30_000 });
    const [big, small] = [await product({ shop, price: 25_000 }), await product({ shop, price: 10_000 })];
    const bigId = (await addOk(token, big, 1)).cartIds[0]!;
    const smallId = (await addOk(token, small, 1)).cartIds[0]!;
    // Both selected: 35,000 reaches the threshold.
    expect((await getCart(token)).orderPrice).toMatchObject({ totalItemPrice: 35_000, totalShippingAmount: 0 });

    const price = async (cartIds: number[]) => {
      const res = await call("POST", "/api/cart/price", token, { cartIds });
      expect(res.statusCode, res.body).toBe(200);
      return cartPriceSchema.parse(res.json());
    };
    const onlyBig = await price([bigId]);
    expect(onlyBig.selectedItems).toEqual([bigId]);
    expect(onlyBig.orderPrice).toMatchObject({
      totalItemPrice: 25_000,
      totalShippingAmount: 3_000,
      orderPayAmount: 28_000,
    });
    expect(onlyBig.shippingGroups[0]!.brands[0]).toMatchObject({ amountToFreeShipping: 5_000, selectAll: false });
    const cart = await getCart(token);
    expect(cart.list.find((line) => line.cartId === smallId)!.selected).toBe(false);

    const none = await price([]);
    expect(none.selectedItems).toEqual([]);
    expect(none.orderPrice).toMatchObject({ totalItemPrice: 0, totalShippingAmount: 0, orderPayAmount: 0 });
    expect(none.shippingGroups[0]).toMatchObject({ display: false });

    expect((await price([bigId, smallId])).orderPrice.orderPayAmount).toBe(35_000);
  });
});

describe("changing lines", () => {
  it("sets a line's quantity within core's limits", async () => {
    const token = await memberToken();
    const p = await product({ stock: 8 });
    const id = (await addOk(token, p, 1)).cartIds[0]!;
    const res = await call("POST", "/api/cart/update-quantity", token, { id, quantity: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(cartSchema.parse(res.json()).list[0]).toMatchObject({ cartId: id, quantity: 7, amount: 70_000 });
    expectError(await call("POST", "/api/cart/update-quantity", token, { id, quantity: 9 }), 400, outOfStockMessage(8));
    expectError(
      await call("POST", "/api/cart/update-quantity", token, { id, quantity: 0 }),
      400,
      QUANTITY_INVALID_MESSAGE,
    );
  });

  it("deletes one line or several", async () => {
    const token = await guestToken();
    const [a, b, c] = [await product(), await product(), await product()];
    const ids = [
      (await addOk(token, a, 1)).cartIds[0]!,
      (await addOk(token, b, 1)).cartIds[0]!,
      (await addOk(token, c, 1)).cartIds[0]!,
    ];
    const one = await call("POST", "/api/cart/delete", token, { id: ids[0] });
    expect(one.statusCode, one.body).toBe(200);
    expect(cartSchema.parse(one.json()).list.map((line) => line.cartId)).toEqual([ids[2], ids[1]]);
    const rest = await call("POST", "/api/cart/delete", token, { id: [ids[1], ids[2]] });
    expect(cartSchema.parse(rest.json()).list).toEqual([]);
    expect(await count(token)).toBe(0);
  });

  it("answers 404 for another shopper's line and changes nothing", async () => {
    const [owner, other] = [await memberToken(), await guestToken()];
    const p = await product();
    const theirs = (await addOk(owner, p, 2)).cartIds[0]!;
    const mine = (await addOk(other, p, 1)).cartIds[0]!;
    for (const [url, body] of [
      ["/api/cart/update-quantity", { id: theirs, quantity: 5 }],
      ["/api/cart/delete", { id: theirs }],
      ["/api/cart/delete", { id: [mine, theirs] }],
      ["/api/cart/price", { cartIds: [mine, theirs] }],
      ["/api/cart/shipping-payment-type", { id: [mine, theirs], shippingPaymentType: 2 }],
      ["/api/cart/update-quantity", { id: 2_000_000_000, quantity: 1 }],
    ] as const) {
      expectError(await call("POST", url, other, body), 404, CART_LINE_NOT_FOUND_MESSAGE);
    }
    expect((await getCart(owner)).list).toMatchObject([
      { cartId: theirs, quantity: 2, selected: true, shippingPaymentType: 1 },
    ]);
    expect((await getCart(other)).list).toMatchObject([
      { cartId: mine, quantity: 1, selected: true, shippingPaymentType: 1 },
    ]);
  });
});

describe("a guest's cart at login", () => {
  it("moves to the member: new options join, the same option adds up to the stock", async () => {
    const member = await memberLogin();
    const [shared, capped, fresh] = [await product({ stock: 50 }), await product({ stock: 5 }), await product()];
    await addOk(member.token, shared, 3);
    await addOk(member.token, capped, 4);

    const guest = await guestToken();
    await addOk(guest, shared, 2);
    await addOk(guest, capped, 1);
    await setOptionStock(t.db, capped.optionId, 6);
    await addOk(guest, capped, 2); // the guest holds 3 of 6
    await addOk(guest, fresh, 1);

    const res = await login(t.app, member.user.loginId, member.password, {}, bearer(guest));
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    const byItem = new Map((await getCart(token)).list.map((line) => [line.itemId, line.quantity]));
    expect(Object.fromEntries(byItem)).toEqual({
      [shared.item.id]: 5,
      [capped.item.id]: 6,
      [fresh.item.id]: 1,
    });
    expect(await count(guest)).toBe(0);
    const left = await t.db.select().from(cartLines).where(eq(cartLines.userId, member.user.id));
    expect(left).toHaveLength(3);
  });

  it("leaves a member's cart alone at a login without a guest token", async () => {
    const member = await memberLogin();
    const p = await product();
    await addOk(member.token, p, 2);
    const again = await loginToken(t.app, member.user.loginId, member.password);
    expect((await getCart(again)).list.map((line) => line.quantity)).toEqual([2]);
  });
});

describe("checkout's lines", () => {
  it("answers exactly the owner's lines with their sellers' terms, 404 for any other", async () => {
    const { cart } = t.app.services;
    const member = await memberLogin();
    const shop = await seller({ shippingFee: 2_500, freeShippingThreshold: 20_000 });
    const p = await product({ shop, price: 9_000 });
    const other = await product();
    const id = (await addOk(member.token, p, 2)).cartIds[0]!;
    const otherId = (await addOk(member.token, other, 1)).cartIds[0]!;
    const owner = { userId: member.user.id };
    const { lines, sellerTerms } = await cart.checkoutLines(owner, [id]);
    expect(lines).toEqual([
      expect.objectContaining({ cartId: id, optionId: p.optionId, unitPrice: 9_000, quantity: 2, selected: true }),
    ]);
    expect([...sellerTerms]).toEqual([[shop.sellerId, { shippingFee: 2_500, freeShippingThreshold: 20_000 }]]);
    await expect(cart.checkoutLines({ userId: member.user.id + 1_000_000 }, [id])).rejects.toMatchObject({
      status: 404,
    });
    const removed = await t.db.transaction((tx) => cart.removeLines(tx, owner, [id]));
    expect(removed).toEqual([id]);
    expect((await getCart(member.token)).list.map((line) => line.cartId)).toEqual([otherId]);
  });
});

describe("GET /api/common/island-info", () => {
  it("answers core's surcharges and postcode ranges", async () => {
    const res = await call("GET", "/api/common/island-info", null);
    expect(res.statusCode, res.body).toBe(200);
    const info = islandInfoSchema.parse(res.json());
    expect(info.surcharges).toEqual([
      { area: "jeju", label: "제주", amount: 3_000 },
      { area: "remote", label: "도서산간", amount: 5_000 },
    ]);
    expect(info.ranges).toContainEqual({
      area: "jeju",
      label: "제주",
      region: "제주특별자치도",
      from: 63000,
      to: 63644,
      amount: 3_000,
    });
  });
});
