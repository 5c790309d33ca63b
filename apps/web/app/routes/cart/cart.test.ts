import type { CartInfo } from "@shop/contracts/system-code";
import { beforeEach, describe, expect, it } from "vitest";
import { CART_GONE_MESSAGE } from "../../features/cart/cart-page.server";
import { shellAnswers } from "../../lib/shared-answers.server";
import { cartAnswer, cartLine } from "../../test/cart-answers";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./cart";

const CART = cartAnswer([cartLine(7), cartLine(5, { selected: false })]);

/** GET /api/common/cart-info as the API answers it (decision 052): every seller's terms and the shop's cart notes. */
const CART_INFO: CartInfo = {
  sellers: [
    {
      sellerId: 3,
      sellerName: "제주흑돼지농장",
      shippingCondition: "5만원 이상 무료배송",
      shippingFee: 4000,
      freeShippingThreshold: 50000,
      courier: "CJ대한통운",
      deliveryMethod: "냉장 택배",
      dispatchCutoffHour: 14,
      shippingDate: "2026-03-02",
      shippingDateText: "오늘(3월 2일 월) 출고",
    },
  ],
  islandSurcharges: { jeju: 3000, remote: 5000 },
  maxQuantityPerLine: 999,
  notices: ["신선 축산물은 판매사별로 냉장·냉동 포장해 따로 배송됩니다.", "평일 오후 2시 전 결제 시 당일 출고됩니다."],
};
const CART_INFO_ROUTE: FakeRoutes = { "GET /api/common/cart-info": { body: CART_INFO } };

// The notes are kept across renders (the shell's answers): each test starts without them.
beforeEach(() => shellAnswers.clear());

async function load(shopper: TestShopper, query = "", routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi({ ...CART_INFO_ROUTE, ...routes });
  const request = new Request(`${TEST_ORIGIN}/cart${query}`, { headers: { cookie: shopper.cookie } });
  const answer = await loader({ request, url: new URL(request.url), pattern: "/cart", params: {}, context });
  return { answer, calls };
}

/** Posts one of the cart's forms as a browser does (repeated fields for cartIds and id), against a table of answers. */
async function post(shopper: TestShopper, fields: Record<string, string | string[]>, routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi(routes);
  const body = new URLSearchParams({ csrf: shopper.csrf });
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  const request = new Request(`${TEST_ORIGIN}/cart`, {
    method: "POST",
    headers: { cookie: shopper.cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const answer = await action({ request, url: new URL(request.url), pattern: "/cart", params: {}, context });
  return { answer, calls };
}

describe("cart page loader", () => {
  it("reads a member's cart and the cart notes", async () => {
    const { answer, calls } = await load(await testShopper({ member: true }), "", { "GET /api/cart": { body: CART } });
    expect(answer.cart.selectedItems).toEqual([7]);
    expect(answer.paymentAlert).toBeNull();
    // The notes without the sellers' terms: the cart's own answer carries its boxes' terms.
    expect(answer.notes).toEqual({
      islandSurcharges: { jeju: 3000, remote: 5000 },
      maxQuantityPerLine: 999,
      notices: CART_INFO.notices,
    });
    expect(calls).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/api/cart", body: null },
        { method: "GET", path: "/api/common/cart-info", body: null },
      ]),
    );
    expect(calls).toHaveLength(2);
  });

  it("keeps the cart notes for the next render: one call for many cart pages", async () => {
    const { context, calls } = fakeApi(CART_INFO_ROUTE);
    for (let page = 0; page < 3; page += 1) {
      const request = new Request(`${TEST_ORIGIN}/cart`);
      const answer = await loader({ request, url: new URL(request.url), pattern: "/cart", params: {}, context });
      expect(answer.notes?.notices).toEqual(CART_INFO.notices);
    }
    expect(calls).toEqual([{ method: "GET", path: "/api/common/cart-info", body: null }]);
  });

  it("shows the cart without notes when the API cannot answer them", async () => {
    const { answer } = await load(await testShopper({ member: true }), "", {
      "GET /api/cart": { body: CART },
      "GET /api/common/cart-info": { status: 503, body: { status: 503, code: "UNAVAILABLE", message: "잠시 후" } },
    });
    expect(answer.cart.selectedItems).toEqual([7]);
    expect(answer.notes).toBeNull();
  });

  it("shows an empty cart to a shopper without a token, without asking for a cart", async () => {
    const { answer, calls } = await load(await testShopper());
    expect(answer.cart.list).toEqual([]);
    expect(answer.notes?.maxQuantityPerLine).toBe(999);
    expect(calls).toEqual([{ method: "GET", path: "/api/common/cart-info", body: null }]);
  });

  it("shows an empty cart to a guest whose token the API has ended, not the login page", async () => {
    const { answer } = await load(await testShopper({ guest: true }), "", {
      "GET /api/cart": {
        status: 401,
        body: { status: 401, code: "UNAUTHORIZED", message: "로그인 후 이용이 가능합니다." },
      },
    });
    expect(answer.cart.list).toEqual([]);
  });

  it.each([
    ["?payment=cancelled", "결제가 취소되었습니다."],
    ["?payment=failed", "결제가 완료되지 않았습니다."],
  ])("says what the payment window's return %s means", async (query, message) => {
    const { answer } = await load(await testShopper(), query);
    expect(answer.paymentAlert).toContain(message);
  });
});

describe("cart page action", () => {
  it("selects exactly the posted lines (POST /api/cart/price)", async () => {
    const { answer, calls } = await post(
      await testShopper({ guest: true }),
      { intent: "select", cartIds: ["7", "5"] },
      { "POST /api/cart/price": { body: { orderPrice: CART.orderPrice, shippingGroups: [], selectedItems: [7, 5] } } },
    );
    expect(answer.data).toEqual({ intent: "select" });
    expect(calls).toEqual([{ method: "POST", path: "/api/cart/price", body: { cartIds: [7, 5] } }]);
  });

  it("selects none when no line is posted", async () => {
    const { calls } = await post(
      await testShopper({ member: true }),
      { intent: "select" },
      { "POST /api/cart/price": { body: { orderPrice: CART.orderPrice, shippingGroups: [], selectedItems: [] } } },
    );
    expect(calls[0]?.body).toEqual({ cartIds: [] });
  });

  it.each([
    ["a step up", { quantity: "2", step: "1" }, 3],
    ["a step down", { quantity: "2", step: "-1" }, 1],
    ["the typed number", { quantity: "12" }, 12],
  ])("changes a quantity by %s", async (_case, fields, quantity) => {
    const { calls } = await post(
      await testShopper({ member: true }),
      { intent: "quantity", id: "7", ...fields },
      { "POST /api/cart/update-quantity": { body: CART } },
    );
    expect(calls).toEqual([{ method: "POST", path: "/api/cart/update-quantity", body: { id: 7, quantity } }]);
  });

  it("refuses a quantity below one without calling the API", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), {
      intent: "quantity",
      id: "7",
      quantity: "1",
      step: "-1",
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.formError).toBe("수량은 1개 이상 숫자로 입력해 주세요.");
    expect(calls).toEqual([]);
  });

  it("answers the API's refusal of a quantity with its message", async () => {
    const { answer } = await post(
      await testShopper({ member: true }),
      { intent: "quantity", id: "7", quantity: "60" },
      { "POST /api/cart/update-quantity": apiError(400, "재고가 부족합니다. (남은 수량: 50개)") },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: "quantity", formError: "재고가 부족합니다. (남은 수량: 50개)" });
  });

  it("deletes one line, and the selected ones", async () => {
    const routes: FakeRoutes = { "POST /api/cart/delete": { body: cartAnswer([]) } };
    const one = await post(await testShopper({ member: true }), { intent: "delete", id: "7" }, routes);
    expect(one.calls[0]?.body).toEqual({ id: [7] });
    const many = await post(await testShopper({ member: true }), { intent: "delete-selected", id: ["7", "5"] }, routes);
    expect(many.calls[0]?.body).toEqual({ id: [7, 5] });
  });

  it("asks for a selection before 선택삭제 with none", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), { intent: "delete-selected" });
    expect(answer.data.formError).toBe("삭제할 상품을 선택해 주세요.");
    expect(calls).toEqual([]);
  });

  it("sets 착불 for a box's lines", async () => {
    const { calls } = await post(
      await testShopper({ member: true }),
      { intent: "shipping-payment", id: ["7", "5"], shippingPaymentType: "2" },
      { "POST /api/cart/shipping-payment-type": { body: CART } },
    );
    expect(calls).toEqual([
      { method: "POST", path: "/api/cart/shipping-payment-type", body: { id: [7, 5], shippingPaymentType: 2 } },
    ]);
  });

  it.each([
    [{ intent: "shipping-payment", id: "7", shippingPaymentType: "3" }],
    [{ intent: "delete", id: "abc" }],
    [{ intent: "select", cartIds: "0" }],
    [{ intent: "empty-the-shop" }],
  ])("refuses %o without calling the API", async (fields) => {
    const { answer, calls } = await post(await testShopper({ member: true }), fields);
    expect(answer.init?.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("tells a guest whose token has ended that the cart is gone", async () => {
    const { answer } = await post(
      await testShopper({ guest: true }),
      { intent: "delete", id: "7" },
      {
        "POST /api/cart/delete": {
          status: 401,
          body: { status: 401, code: "UNAUTHORIZED", message: "로그인 후 이용이 가능합니다." },
        },
      },
    );
    expect(answer.data.formError).toBe(CART_GONE_MESSAGE);
  });

  it("tells a shopper without a token that there is no cart", async () => {
    const { answer, calls } = await post(await testShopper(), { intent: "delete", id: "7" });
    expect(answer.data.formError).toBe(CART_GONE_MESSAGE);
    expect(calls).toEqual([]);
  });
});
