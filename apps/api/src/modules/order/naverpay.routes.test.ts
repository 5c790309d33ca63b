import type { AddressInfo } from "node:net";
import { NAVERPAY_NO_BASE_ADDRESS_MESSAGE } from "@shop/contracts/naverpay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { optionIdsOf, optionStockOf } from "../../db/seed/catalog.factory.js";
import { bearer, signedPost } from "../../test/auth-client.js";
import { type DemoItem, demoCatalog } from "../../test/demo-catalog.js";
import { postForm, throughWindow, windowRequestOf } from "../../test/pg-window.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Naver Pay express checkout (the cart's N pay 구매, POST /api/order/naverpay/payment) through the real routes, the
// real NICEPAY adapter and the shop's own sandbox window, over a listening socket: the member's profile and base
// address make the order form, checkout's buy places it, the window pays it.

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const catalog = demoCatalog();
const [item, otherItem] = catalog.displayed.filter((candidate) => (candidate.stock ?? 0) > 20);

const HOME = {
  title: "우리집",
  receiverName: "김농협",
  receiverPhone: "01012345678",
  postcode: "06236",
  address: "서울특별시 강남구 테헤란로 152 (역삼동)",
  addressDetail: "12층",
};
const ISLAND = { ...HOME, title: "울릉 본가", postcode: "40240", address: "경상북도 울릉군 울릉읍 독도이사부길 55" };

async function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown, headers = {}) {
  return t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** A member logged in; with `address`, that address saved in the book (the first one is the base address). */
async function member(address: typeof HOME | null = HOME) {
  const { user } = await createMember(t.db, { userName: "이네이버" });
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  if (address) {
    const saved = await call("POST", "/api/shipping", token, address);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { user, token };
}

async function addToCart(token: string, what: DemoItem = item!, quantity = 1) {
  const optionId = (await optionIdsOf(t.db, what.id))[0]!;
  const res = await call("POST", "/api/cart/add", token, {
    arrayRequiredItems: [{ itemId: what.id, optionId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cartIds: res.json().cartIds as number[], optionId };
}

/**
 * What the express page shows before 네이버페이로 결제하기: payment-step's groupCode and the total `save` prices for
 * the base address with Naver Pay.
 */
async function express(token: string, cartIds: number[], address = HOME) {
  const step = await call("POST", "/api/order/payment-step", token, { cartIds });
  expect(step.statusCode, step.body).toBe(200);
  const groupCode: string = step.json().groupCode;
  const saved = await call("POST", "/api/order/save", token, {
    cartIds,
    groupCode,
    orderer: { name: "이네이버", phone: "01012345678" },
    receiver: {
      name: address.receiverName,
      phone: address.receiverPhone,
      postcode: address.postcode,
      address: address.address,
      addressDetail: address.addressDetail,
    },
    paymentMethod: "naverpayCard",
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { groupCode, total: saved.json().orderPrice.orderPayAmount as number };
}

function pay(token: string | null, body: Record<string, unknown>, headers = {}) {
  return call("POST", "/api/order/naverpay/payment", token, body, headers);
}

describe("POST /api/order/naverpay/payment", () => {
  it("orders the lines to the base address with Naver Pay, and the sandbox window's approval pays it", async () => {
    const { user, token } = await member();
    const { cartIds, optionId } = await addToCart(token, item, 2);
    const stockBefore = await optionStockOf(t.db, optionId);
    const { groupCode, total } = await express(token, cartIds);

    const res = await pay(token, { cartIds, clientTotal: total, groupCode });
    expect(res.statusCode, res.body).toBe(200);
    const bought = res.json();
    expect(bought).toMatchObject({ status: "payment_pending", orderPayAmount: total });
    expect(bought.payment).toMatchObject({
      method: "naverpayCard",
      amount: total,
      orderId: bought.orderCode,
      returnUrl: "/api/order/pay",
      buyerName: "이네이버",
      buyerTel: user.phoneNumber,
      buyerEmail: user.email,
    });
    expect(await optionStockOf(t.db, optionId)).toBe(stockBefore! - 2);

    const window = await throughWindow(origin, windowRequestOf(origin, bought.payment));
    const returned = await postForm(origin, window.post.action, window.post.fields);
    expect(returned.status).toBe(303);
    expect(returned.headers.get("location")).toBe(`/order/invoice/${bought.orderCode}`);

    const detail = await call("GET", `/api/order/detail?orderCode=${bought.orderCode}`, token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      status: "paid",
      orderer: { name: "이네이버", phone: user.phoneNumber, email: user.email },
      receiver: {
        name: HOME.receiverName,
        phone: HOME.receiverPhone,
        postcode: HOME.postcode,
        address: HOME.address,
        addressDetail: HOME.addressDetail,
      },
      orderPrice: { totalDiscountAmount: 0, totalPointAmount: 0, orderPayAmount: total },
      payment: { method: "naverpayCard", methodLabel: "네이버페이" },
    });
    expect((await call("GET", "/api/cart", token)).json().list).toEqual([]);
  });

  it("ships to an island base address with its surcharge in the total", async () => {
    const { token } = await member(ISLAND);
    const { cartIds } = await addToCart(token);
    const { groupCode, total } = await express(token, cartIds, ISLAND);
    const res = await pay(token, { cartIds, clientTotal: total, groupCode });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call("GET", `/api/order/detail?orderCode=${res.json().orderCode}`, token)).json();
    expect(detail.receiver.postcode).toBe(ISLAND.postcode);
    expect(detail.orderPrice.islandSurchargeAmount).toBeGreaterThan(0);
  });

  it("a replay with the same Idempotency-Key (or the same groupCode) answers the first order and takes stock once", async () => {
    const { token } = await member();
    const { cartIds, optionId } = await addToCart(token, item, 3);
    const before = await optionStockOf(t.db, optionId);
    const { groupCode, total } = await express(token, cartIds);
    const headers = { "idempotency-key": `np-${groupCode}` };
    const first = await pay(token, { cartIds, clientTotal: total, groupCode }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(token, { cartIds, clientTotal: total, groupCode }, headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await optionStockOf(t.db, optionId)).toBe(before! - 3);

    // Another checkout of the same member (another item): without the header its groupCode is the key.
    const other = await addToCart(token, otherItem, 1);
    const otherBefore = await optionStockOf(t.db, other.optionId);
    const second = await express(token, other.cartIds);
    const byGroup = await pay(token, {
      cartIds: other.cartIds,
      clientTotal: second.total,
      groupCode: second.groupCode,
    });
    const byGroupAgain = await pay(token, {
      cartIds: other.cartIds,
      clientTotal: second.total,
      groupCode: second.groupCode,
    });
    expect(byGroup.statusCode, byGroup.body).toBe(200);
    expect(byGroupAgain.json().orderCode).toBe(byGroup.json().orderCode);
    expect(byGroup.json().orderCode).not.toBe(first.json().orderCode);
    expect(await optionStockOf(t.db, other.optionId)).toBe(otherBefore! - 1);
  });

  it("without a base address is 409 with the way to fix it, and nothing is ordered", async () => {
    const { token } = await member(null);
    const { cartIds, optionId } = await addToCart(token);
    const before = await optionStockOf(t.db, optionId);
    const step = (await call("POST", "/api/order/payment-step", token, { cartIds })).json();
    const res = await pay(token, { cartIds, clientTotal: 10_000, groupCode: step.groupCode });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "NO_BASE_ADDRESS", message: NAVERPAY_NO_BASE_ADDRESS_MESSAGE });
    expect(await optionStockOf(t.db, optionId)).toBe(before);
    expect((await call("GET", "/api/order", token)).json().list).toEqual([]);
  });

  it("refuses a guest token and a caller without one (401), before reading the body", async () => {
    const guest = await signedPost(t.app, "/api/auth/guest-token", {});
    expect(guest.statusCode, guest.body).toBe(200);
    const guestToken: string = guest.json().token;
    const { cartIds } = await addToCart(guestToken);
    const asGuest = await pay(guestToken, { cartIds, clientTotal: 10_000, groupCode: "guest-group-0001" });
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json().message).toBe("로그인 후 이용이 가능합니다.");
    const anonymous = await pay(null, { cartIds, clientTotal: 10_000, groupCode: "guest-group-0001" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("another member's cart lines are not found (404), like buy answers them", async () => {
    const owner = await member();
    const other = await member();
    const { cartIds, optionId } = await addToCart(owner.token);
    const before = await optionStockOf(t.db, optionId);
    const { groupCode, total } = await express(owner.token, cartIds);
    const res = await pay(other.token, { cartIds, clientTotal: total, groupCode });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("장바구니에 담긴 상품을 찾을 수 없습니다.");
    expect(await optionStockOf(t.db, optionId)).toBe(before);
  });

  it("a total other than the server's is refused (409) and takes no stock", async () => {
    const { token } = await member();
    const { cartIds, optionId } = await addToCart(token);
    const before = await optionStockOf(t.db, optionId);
    const { groupCode, total } = await express(token, cartIds);
    const res = await pay(token, { cartIds, clientTotal: total - 1_000, groupCode });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "TOTAL_CHANGED",
      message: "결제 금액이 변경되었습니다. 주문 내용을 다시 확인해 주세요.",
    });
    expect(await optionStockOf(t.db, optionId)).toBe(before);
    // The refused try freed its key: the right total goes through with the same checkout.
    const retried = await pay(token, { cartIds, clientTotal: total, groupCode });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it("a body without lines or with a bad groupCode is a 400 in Korean", async () => {
    const { token } = await member();
    const empty = await pay(token, { cartIds: [], clientTotal: 0, groupCode: "group-code-0001" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ field: "cartIds", message: "주문할 상품을 선택해 주세요." });
    const badGroup = await pay(token, { cartIds: [1], clientTotal: 0, groupCode: "x" });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().errors).toContainEqual({ field: "groupCode", message: "주문서를 다시 열어 주세요." });
  });
});

describe("GET /api/cart displayNaverPayFlag", () => {
  it("is true only for a member with selected lines and a base address", async () => {
    const flag = async (token: string) => (await call("GET", "/api/cart", token)).json().displayNaverPayFlag;

    const withoutAddress = await member(null);
    await addToCart(withoutAddress.token);
    expect(await flag(withoutAddress.token)).toBe(false);
    const saved = await call("POST", "/api/shipping", withoutAddress.token, HOME);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await flag(withoutAddress.token)).toBe(true);

    // Nothing selected: nothing to order.
    const { cartIds } = await addToCart(withoutAddress.token);
    const none = await call("POST", "/api/cart/price", withoutAddress.token, { cartIds: [] });
    expect(none.statusCode, none.body).toBe(200);
    expect(await flag(withoutAddress.token)).toBe(false);
    await call("POST", "/api/cart/price", withoutAddress.token, { cartIds });
    expect(await flag(withoutAddress.token)).toBe(true);

    // A guest checks out through the order form.
    const guest = (await signedPost(t.app, "/api/auth/guest-token", {})).json().token as string;
    await addToCart(guest);
    expect(await flag(guest)).toBe(false);
  });
});
