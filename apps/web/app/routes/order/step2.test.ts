import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { draftCookie } from "../../features/order/checkout-draft.server";
import { type FakeRoutes, fakeApi } from "../../test/fake-api";
import { PAYMENT_STEP, previewOf, STEP_COUPONS, STEP1_FORM } from "../../test/order-fixtures";
import { TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { loader as step1Loader } from "./step1";
import { action, loader } from "./step2";

// /order/step2 through its route module: the draft step 1 kept (a sealed cookie), the confirm page's money, and
// 결제하기 — buy with the checkout's Idempotency-Key, answered with what the page opens the payment window with.

const { cartIds: _cartIds, groupCode: _groupCode, pointBalance: _b, pointUseRatio: _r, ...TYPED } = STEP1_FORM;
const DRAFT = { cartIds: [11], groupCode: PAYMENT_STEP.groupCode, values: { ...TYPED, agree: true } };

const PAYMENT = {
  jsUrl: "/api/dev/pg/v1/js",
  clientId: "S2_sandbox_client",
  method: "card" as const,
  orderId: "26111512345678",
  amount: 49_000,
  goodsName: "한우 1++ 등심",
  returnUrl: "/api/order/pay",
  buyerName: "김농협",
  buyerTel: "01012345678",
  buyerEmail: "kim@example.com",
  useEscrow: false,
  vbankHolder: null,
  vbankValidHours: null,
};

/** The shopper's cookies with a draft of this login (as step 1's confirm left them). */
async function withDraft(shopper: TestShopper, draft = DRAFT): Promise<string> {
  const setCookie = await draftCookie(new Request(`${TEST_ORIGIN}/`, { headers: { cookie: shopper.cookie } }), draft);
  return `${shopper.cookie}; ${setCookie?.split(";")[0]}`;
}

/** The fake API, with every call's headers kept too (the Idempotency-Key). */
function recordingApi(routes: FakeRoutes) {
  const fake = fakeApi(routes);
  const headers: Record<string, string>[] = [];
  const apiFetch = fake.context.apiFetch;
  const context = {
    ...fake.context,
    apiFetch: (path: string, init: RequestInit = {}) => {
      headers.push({ ...(init.headers as Record<string, string>) });
      return apiFetch(path, init);
    },
  } as AppLoadContext;
  return { context, calls: fake.calls, headers };
}

async function buy(cookie: string, csrf: string, fields: Record<string, string>, routes: FakeRoutes = {}) {
  const api = recordingApi(routes);
  const request = new Request(`${TEST_ORIGIN}/order/step2`, {
    method: "POST",
    headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, intent: "buy", ...fields }),
  });
  try {
    const answer = await action({
      request,
      url: new URL(request.url),
      pattern: "/order/step2",
      params: {},
      context: api.context,
    });
    return {
      ...api,
      answer: answer instanceof Response ? null : answer,
      response: answer instanceof Response ? answer : null,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { ...api, answer: null, response: thrown };
    throw thrown;
  }
}

describe("the step 2 loader", () => {
  it("prices the draft again with save and shows it", async () => {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi({ "POST /api/order/save": { body: previewOf({ orderPayAmount: 49_000 }) } });
    const request = new Request(`${TEST_ORIGIN}/order/step2`, { headers: { cookie: await withDraft(shopper) } });
    const data = await loader({ request, url: new URL(request.url), pattern: "/order/step2", params: {}, context });
    expect(data).toMatchObject({
      kind: "ready",
      backHref: "/order/step1?cartIds=11",
      preview: { orderPrice: { orderPayAmount: 49_000 } },
    });
    expect(calls[0]?.body).toMatchObject({ cartIds: [11], groupCode: PAYMENT_STEP.groupCode, points: 1000 });
  });

  it("sends a shopper without a draft to the cart", async () => {
    const shopper = await testShopper({ member: true });
    const { context } = fakeApi({});
    const request = new Request(`${TEST_ORIGIN}/order/step2`, { headers: { cookie: shopper.cookie } });
    const thrown = await loader({
      request,
      url: new URL(request.url),
      pattern: "/order/step2",
      params: {},
      context,
    }).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("location")).toBe("/cart");
  });

  it("ignores another login's draft", async () => {
    const other = await testShopper({ member: true });
    const draftCookieOfOther = (await withDraft(other)).split("; ")[1];
    const guest = await testShopper();
    const { context } = fakeApi({});
    const request = new Request(`${TEST_ORIGIN}/order/step2`, {
      headers: { cookie: `${guest.cookie}; ${draftCookieOfOther}` },
    });
    const thrown = await loader({
      request,
      url: new URL(request.url),
      pattern: "/order/step2",
      params: {},
      context,
    }).catch((error: unknown) => error);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/user\/login/);
  });
});

describe("이전: step 1 with the draft", () => {
  it("fills the form with what the shopper chose, under the new checkout's groupCode", async () => {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi({
      "POST /api/order/payment-step": { body: { ...PAYMENT_STEP, groupCode: "grp_new_0123456789" } },
      "POST /api/order/step1-order-coupons": { body: STEP_COUPONS },
      "GET /api/statistics/receive-name": { body: { list: [] } },
      "POST /api/order/save": { body: previewOf({ totalDiscountAmount: 3_000, totalPointAmount: 1_000 }) },
    });
    const request = new Request(`${TEST_ORIGIN}/order/step1?cartIds=11`, {
      headers: { cookie: await withDraft(shopper) },
    });
    const data = await step1Loader({
      request,
      url: new URL(request.url),
      pattern: "/order/step1",
      params: {},
      context,
    });
    expect(data).toMatchObject({
      kind: "ready",
      fromDraft: true,
      values: { "itemCoupon.11": "501", points: "1000", agree: true },
      preview: { orderPrice: { totalDiscountAmount: 3_000 } },
    });
    expect(calls.find((call) => call.path === "/api/order/save")?.body).toMatchObject({
      groupCode: "grp_new_0123456789",
      itemCoupons: [{ cartId: 11, couponUserId: 501 }],
    });
  });
});

describe("the step 2 action (결제하기)", () => {
  it("places the order once per checkout and answers the payment window's options", async () => {
    const shopper = await testShopper({ member: true });
    const { answer, calls, headers } = await buy(
      await withDraft(shopper),
      shopper.csrf,
      { clientTotal: "49000", scripted: "1" },
      {
        "POST /api/order/buy": {
          body: {
            orderId: 42,
            orderCode: "26111512345678",
            status: "payment_pending",
            orderPayAmount: 49_000,
            payment: PAYMENT,
          },
        },
      },
    );
    expect(answer?.data).toEqual({
      payment: { ...PAYMENT, returnUrl: `${TEST_ORIGIN}/api/order/pay`, orderCode: "26111512345678" },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      cartIds: [11],
      clientTotal: 49_000,
      groupCode: PAYMENT_STEP.groupCode,
      itemCoupons: [{ cartId: 11, couponUserId: 501 }],
      points: 1000,
    });
    expect(headers[0]?.["idempotency-key"]).toBe(PAYMENT_STEP.groupCode);
  });

  it("goes straight to the order page when coupons and points pay it all", async () => {
    const shopper = await testShopper({ member: true });
    const { response } = await buy(
      await withDraft(shopper),
      shopper.csrf,
      { clientTotal: "0" },
      {
        "POST /api/order/buy": {
          body: { orderId: 43, orderCode: "26111599999999", status: "paid", orderPayAmount: 0, payment: null },
        },
      },
    );
    expect(response?.headers.get("location")).toBe("/order/invoice/26111599999999");
    expect(response?.headers.get("set-cookie")).toMatch(/^__shop_checkout=; Max-Age=0; Path=\/order/);
  });

  it("places no order a page without script could not pay", async () => {
    const shopper = await testShopper({ member: true });
    const { answer, calls } = await buy(await withDraft(shopper), shopper.csrf, { clientTotal: "49000" });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.formError).toBe(
      "결제창은 자바스크립트로 열립니다. 브라우저 설정에서 자바스크립트를 켠 뒤 다시 결제해 주세요.",
    );
    expect(calls).toEqual([]);
  });

  it("says so when the total changed since the page was shown", async () => {
    const shopper = await testShopper({ member: true });
    const { answer } = await buy(
      await withDraft(shopper),
      shopper.csrf,
      { clientTotal: "49000", scripted: "1" },
      {
        "POST /api/order/buy": {
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
    expect(answer?.data.formError).toBe("결제 금액이 변경되었습니다. 주문 내용을 다시 확인해 주세요.");
  });
});
