import { describe, expect, it } from "vitest";
import { FIX_QUANTITIES_MESSAGE } from "../../features/designated-order/private-order.server";
import { PRIVATE_ORDER_PAGE } from "../../features/designated-order/private-order-fixtures";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./private-order";

// /order/private-order's loader and action through the route module, as a browser without JavaScript posts the form,
// on a fake API and a signed session.

const PATH = "/order/private-order?itemUserCode=G0000007&quantity=10";
const PAGE: FakeRoutes = { "GET /api/order/private-order": { body: PRIVATE_ORDER_PAGE } };

async function load(shopper: TestShopper, routes: FakeRoutes, path = PATH) {
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie: shopper.cookie } });
  try {
    const data = await loader({
      request,
      url: new URL(request.url),
      pattern: "/order/private-order",
      params: {},
      context,
    });
    return { data, calls };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, calls };
    throw thrown;
  }
}

async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = PAGE) {
  const { context, calls } = fakeApi(routes);
  const request = formPost(PATH, shopper, fields);
  try {
    const answer = await action({
      request,
      url: new URL(request.url),
      pattern: "/order/private-order",
      params: {},
      context,
    });
    return { answer, calls };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, calls };
    throw thrown;
  }
}

const BOX = { "option-7": "71", "quantity-7": "10", "option-9": "91", "quantity-9": "5" };

describe("the private-order loader", () => {
  it("opens the buyer's designated items with the one they came for chosen", async () => {
    const { data } = await load(await testShopper({ member: true }), PAGE);
    expect(data).toMatchObject({
      kind: "ready",
      notice: null,
      choices: { 7: { selected: true, optionId: 71, quantity: "10" }, 9: { selected: false } },
    });
  });

  it("says so when the item they came for is not designated to them", async () => {
    const { data } = await load(
      await testShopper({ member: true }),
      PAGE,
      "/order/private-order?itemUserCode=G0000001&quantity=10",
    );
    expect(data).toMatchObject({
      kind: "ready",
      notice: "회원님께 지정된 거래 가격이 없는 상품은 지정거래로 주문할 수 없습니다.",
    });
  });

  it("says why the buyer is back from the payment window (a designated order returns here, not to the cart)", async () => {
    const { data } = await load(
      await testShopper({ member: true }),
      PAGE,
      "/order/private-order?payment=cancelled&orderCode=202611250001",
    );
    expect(data).toMatchObject({
      kind: "ready",
      notice: "결제가 취소되었습니다. 상품과 수량을 확인하신 뒤 다시 주문해 주세요.",
    });
  });

  it("shows a personal member the API's refusal", async () => {
    const { data } = await load(await testShopper({ member: true }), {
      "GET /api/order/private-order": apiError(403, "지정거래는 사업자 회원만 이용할 수 있습니다."),
    });
    expect(data).toEqual({ kind: "refused", message: "지정거래는 사업자 회원만 이용할 수 있습니다." });
  });

  it("sends an anonymous shopper to log in, back here afterwards", async () => {
    const { response, calls } = await load(await testShopper(), PAGE);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(PATH)}`);
    expect(calls).toEqual([]);
  });
});

describe("the private-order action", () => {
  it("starts the designated checkout with the chosen lines and goes on to step 1", async () => {
    const routes: FakeRoutes = { ...PAGE, "POST /api/order/private-order": { body: { cartIds: [501] } } };
    const { response, calls } = await post(
      await testShopper({ member: true }),
      { ...BOX, item: "7", "quantity-7": "12", intent: "order" },
      routes,
    );
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/order/step1?cartIds=501");
    expect(calls.at(-1)).toEqual({
      method: "POST",
      path: "/api/order/private-order",
      body: { lines: [{ itemId: 7, optionId: 71, quantity: 12 }] },
    });
  });

  it("refuses a quantity below the minimum without asking the API", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), {
      ...BOX,
      item: "7",
      "quantity-7": "9",
      intent: "order",
    });
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        formError: FIX_QUANTITIES_MESSAGE,
        fieldErrors: { 7: "최소 주문 수량은 10박스입니다. 10박스 이상 주문해 주세요." },
        choices: { 7: { selected: true, quantity: "9" } },
      },
    });
    expect(calls.map((call) => call.method)).toEqual(["GET"]);
  });

  it("asks for a choice when nothing is chosen", async () => {
    const { answer } = await post(await testShopper({ member: true }), { ...BOX, intent: "order" });
    expect(answer).toMatchObject({ data: { formError: "지정거래로 주문할 상품을 선택해 주세요." } });
  });

  it("puts the API's refusal under the item it names", async () => {
    const routes: FakeRoutes = {
      ...PAGE,
      "POST /api/order/private-order": apiError(
        403,
        "회원님께 지정된 거래 가격이 없는 상품은 지정거래로 주문할 수 없습니다.",
        [
          {
            field: "lines.1.itemId",
            message: "회원님께 지정된 거래 가격이 없는 상품은 지정거래로 주문할 수 없습니다.",
          },
        ],
      ),
    };
    const form = new URLSearchParams({ ...BOX, intent: "order" });
    const shopper = await testShopper({ member: true });
    const { context } = fakeApi(routes);
    form.set("csrf", shopper.csrf);
    form.append("item", "7");
    form.append("item", "9");
    const request = new Request(`${TEST_ORIGIN}${PATH}`, {
      method: "POST",
      headers: { cookie: shopper.cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const answer = await action({
      request,
      url: new URL(request.url),
      pattern: "/order/private-order",
      params: {},
      context,
    });
    expect(answer).toMatchObject({
      init: { status: 403 },
      data: { fieldErrors: { 9: "회원님께 지정된 거래 가격이 없는 상품은 지정거래로 주문할 수 없습니다." } },
    });
  });

  it("steps a quantity without JavaScript, choosing the item", async () => {
    const { answer, calls } = await post(await testShopper({ member: true }), { ...BOX, step: "9:1" });
    expect(answer).toMatchObject({ data: { choices: { 9: { selected: true, quantity: "6" } } } });
    expect(calls.map((call) => call.method)).toEqual(["GET"]);
  });
});
