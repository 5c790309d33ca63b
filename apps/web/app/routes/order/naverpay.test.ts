import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { NAVERPAY_NEEDS_SCRIPT_MESSAGE } from "../../features/naverpay/naverpay-page";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { PAYMENT_STEP, previewOf } from "../../test/order-fixtures";
import { formPost, TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./naverpay";

// /order/naverpay (the cart's N pay 구매) through its route module on a fake API: the page prices the express order
// for the base address with save, and 네이버페이로 결제하기 places it with /api/order/naverpay/payment under the
// checkout's groupCode as its Idempotency-Key, answering what the page opens the payment window with.

const PAGE = "/order/naverpay?cartIds=11";

const PAYMENT = {
  jsUrl: "/api/dev/pg/v1/js",
  clientId: "S2_sandbox_client",
  method: "naverpayCard" as const,
  orderId: "26111512345678",
  amount: 53_000,
  goodsName: "한우 1++ 등심",
  returnUrl: "/api/order/pay",
  buyerName: "김농협",
  buyerTel: "01012345678",
  buyerEmail: "kim@example.com",
  useEscrow: false,
  vbankHolder: null,
  vbankValidHours: null,
};

async function load(path: string, routes: FakeRoutes, { member = true } = {}) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie: shopper.cookie } });
  try {
    const data = await loader({ request, url: new URL(request.url), pattern: "/order/naverpay", params: {}, context });
    return { data, calls, response: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, calls, response: thrown };
    throw thrown;
  }
}

/** The fake API, with every call's headers kept too (the Idempotency-Key). */
function recordingApi(routes: FakeRoutes) {
  const fake = fakeApi(routes);
  const headers: Record<string, string>[] = [];
  const context = {
    ...fake.context,
    apiFetch: (path: string, init: RequestInit = {}) => {
      headers.push({ ...(init.headers as Record<string, string>) });
      return fake.context.apiFetch(path, init);
    },
  } as AppLoadContext;
  return { context, calls: fake.calls, headers };
}

async function press(fields: Record<string, string>, routes: FakeRoutes = {}) {
  const shopper = await testShopper({ member: true });
  const api = recordingApi(routes);
  const request = formPost(PAGE, shopper, { intent: "naverpay", ...fields });
  const answer = await action({
    request,
    url: new URL(request.url),
    pattern: "/order/naverpay",
    params: {},
    context: api.context,
  });
  return { ...api, answer: answer instanceof Response ? null : answer };
}

describe("the /order/naverpay loader", () => {
  it("prices the express order for the base address with Naver Pay and shows who it goes to", async () => {
    const { data, calls } = await load(PAGE, {
      "POST /api/order/payment-step": { body: PAYMENT_STEP },
      "POST /api/order/save": { body: previewOf() },
    });
    expect(data).toMatchObject({
      kind: "ready",
      cartIds: [11],
      groupCode: PAYMENT_STEP.groupCode,
      orderer: { name: "김농협", phone: "01012345678", email: "kim@example.com" },
      address: { receiverName: "김농협", postcode: "06236", isBase: true },
      preview: { orderPrice: { orderPayAmount: 53_000 } },
    });
    expect(calls.map((call) => call.path)).toEqual(["/api/order/payment-step", "/api/order/save"]);
    expect(calls[1]?.body).toEqual({
      cartIds: [11],
      groupCode: PAYMENT_STEP.groupCode,
      orderer: { name: "김농협", phone: "01012345678", email: "kim@example.com" },
      receiver: {
        name: "김농협",
        phone: "01012345678",
        postcode: "06236",
        address: "서울특별시 강남구 테헤란로 152",
        addressDetail: "12층",
      },
      saveAddress: false,
      itemCoupons: [],
      shippingCoupons: [],
      points: 0,
      paymentMethod: "naverpayCard",
      cashReceipt: { type: "none", number: "" },
      taxBill: false,
      useEscrow: false,
    });
  });

  it("says to register a base address when the member has none, and prices nothing", async () => {
    const { data, calls } = await load(PAGE, {
      "POST /api/order/payment-step": { body: { ...PAYMENT_STEP, userDeliveryList: [] } },
    });
    expect(data).toEqual({ kind: "noBaseAddress", cartIds: [11] });
    expect(calls).toHaveLength(1);
  });

  it("shows the API's refusal of the lines (another shopper's, sold out)", async () => {
    const { data } = await load(PAGE, {
      "POST /api/order/payment-step": {
        status: 404,
        body: {
          status: 404,
          code: "NOT_FOUND",
          message: "장바구니에 담긴 상품을 찾을 수 없습니다.",
          description: "",
          errors: [],
        },
      },
    });
    expect(data).toEqual({ kind: "refused", message: "장바구니에 담긴 상품을 찾을 수 없습니다." });
  });

  it("sends a visitor to the login page and unreadable lines to the cart", async () => {
    const anonymous = await load(PAGE, {}, { member: false });
    expect(anonymous.response?.headers.get("location")).toBe(
      `/user/login?target=${encodeURIComponent("/order/naverpay?cartIds=11")}`,
    );
    const bad = await load("/order/naverpay?cartIds=x", {});
    expect(bad.response?.headers.get("location")).toBe("/cart");
  });
});

describe("네이버페이로 결제하기", () => {
  it("places the express order once per checkout and answers the payment window's options", async () => {
    const { answer, calls, headers } = await press(
      { clientTotal: "53000", groupCode: PAYMENT_STEP.groupCode, scripted: "1" },
      {
        "POST /api/order/naverpay/payment": {
          body: {
            orderId: 42,
            orderCode: "26111512345678",
            status: "payment_pending",
            orderPayAmount: 53_000,
            payment: PAYMENT,
          },
        },
      },
    );
    expect(answer?.data).toEqual({
      payment: { ...PAYMENT, returnUrl: `${TEST_ORIGIN}/api/order/pay`, orderCode: "26111512345678" },
    });
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/order/naverpay/payment",
        body: { cartIds: [11], clientTotal: 53_000, groupCode: PAYMENT_STEP.groupCode },
      },
    ]);
    expect(headers[0]?.["idempotency-key"]).toBe(PAYMENT_STEP.groupCode);
  });

  it("says so when the total changed since the page was shown", async () => {
    const { answer } = await press(
      { clientTotal: "53000", groupCode: PAYMENT_STEP.groupCode, scripted: "1" },
      {
        "POST /api/order/naverpay/payment": {
          status: 409,
          body: {
            status: 409,
            code: "TOTAL_CHANGED",
            message: "결제 금액이 변경되었습니다. 주문 내용을 다시 확인해 주세요.",
            description: "",
            errors: [],
          },
        },
      },
    );
    expect(answer?.init?.status).toBe(409);
    expect(answer?.data).toEqual({ formError: "결제 금액이 변경되었습니다. 주문 내용을 다시 확인해 주세요." });
  });

  it("points to the cart when a line sold out meanwhile", async () => {
    const { answer } = await press(
      { clientTotal: "53000", groupCode: PAYMENT_STEP.groupCode, scripted: "1" },
      {
        "POST /api/order/naverpay/payment": {
          status: 409,
          body: {
            status: 409,
            code: "OUT_OF_STOCK",
            message: "재고가 부족합니다. (한우 1++ 등심) 수량을 줄이거나 다른 상품을 선택해 주세요.",
            description: "",
            errors: [],
          },
        },
      },
    );
    expect(answer?.data).toMatchObject({ backToCart: true, formError: expect.stringMatching(/^재고가 부족합니다/) });
  });

  it("places no order a page without script could not pay, nor one without its total", async () => {
    const noScript = await press({ clientTotal: "53000", groupCode: PAYMENT_STEP.groupCode });
    expect(noScript.answer?.init?.status).toBe(400);
    expect(noScript.answer?.data.formError).toBe(NAVERPAY_NEEDS_SCRIPT_MESSAGE);
    expect(noScript.calls).toEqual([]);
    const noTotal = await press({ clientTotal: "", groupCode: PAYMENT_STEP.groupCode, scripted: "1" });
    expect(noTotal.answer?.init?.status).toBe(400);
    expect(noTotal.calls).toEqual([]);
  });
});
