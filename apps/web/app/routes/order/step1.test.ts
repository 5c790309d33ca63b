import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { PAYMENT_STEP, previewOf, STEP_COUPONS, STEP1_FORM } from "../../test/order-fixtures";
import { formPost, TEST_ORIGIN, type TestShopper, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./step1";

// /order/step1's loader and action through the route module, as a browser without JavaScript posts the form, on a
// fake API and a signed session.

const PATH = "/order/step1?cartIds=11";

async function post(shopper: TestShopper, fields: Record<string, string>, routes: FakeRoutes = {}) {
  const { context, calls } = fakeApi(routes);
  const request = formPost(PATH, shopper, fields);
  try {
    const answer = await action({ request, url: new URL(request.url), pattern: "/order/step1", params: {}, context });
    return answer instanceof Response ? { answer: null, response: answer, calls } : { answer, response: null, calls };
  } catch (thrown) {
    if (thrown instanceof Response) return { answer: null, response: thrown, calls };
    throw thrown;
  }
}

async function load(shopper: TestShopper, routes: FakeRoutes, path = PATH, extraCookie = "") {
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}${path}`, {
    headers: { cookie: extraCookie ? `${shopper.cookie}; ${extraCookie}` : shopper.cookie },
  });
  try {
    return {
      data: await loader({ request, url: new URL(request.url), pattern: "/order/step1", params: {}, context }),
      calls,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown, calls };
    throw thrown;
  }
}

const OPENING: FakeRoutes = {
  "POST /api/order/payment-step": { body: PAYMENT_STEP },
  "POST /api/order/step1-order-coupons": { body: STEP_COUPONS },
  "GET /api/statistics/receive-name": {
    body: { list: [{ receiveName: "김농협", orderCount: 3, lastUsedAt: "2026-11-01T03:00:00.000Z" }] },
  },
  "POST /api/order/save": { body: previewOf() },
};

describe("the step 1 loader", () => {
  it("opens the order form with the member's details, base address and usable coupons", async () => {
    const { data, calls } = await load(await testShopper({ member: true }), OPENING);
    expect(data).toMatchObject({
      kind: "ready",
      cartIds: [11],
      values: { ordererName: "김농협", receiverPostcode: "06236", paymentMethod: "card" },
      itemCoupons: [{ couponUserId: 501 }],
      fromDraft: false,
      receiverNames: ["김농협"],
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/order/payment-step",
      "POST /api/order/step1-order-coupons",
      "GET /api/statistics/receive-name?limit=10",
      "POST /api/order/save",
    ]);
    expect(calls[0]?.body).toEqual({ cartIds: [11] });
  });

  it("sends an anonymous shopper to log in, back here afterwards", async () => {
    const { response } = await load(await testShopper(), OPENING);
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent(PATH)}`);
  });

  it("sends an address without lines to the cart", async () => {
    const { response, calls } = await load(await testShopper({ member: true }), OPENING, "/order/step1?cartIds=x");
    expect(response?.headers.get("location")).toBe("/cart");
    expect(calls).toEqual([]);
  });

  it("says why the order cannot start when a line sold out", async () => {
    const { data } = await load(await testShopper({ member: true }), {
      ...OPENING,
      "POST /api/order/payment-step": apiError(
        409,
        "재고가 부족합니다. (한우 1++ 등심) 수량을 줄이거나 다른 상품을 선택해 주세요.",
      ),
    });
    expect(data).toEqual({
      kind: "refused",
      message: "재고가 부족합니다. (한우 1++ 등심) 수량을 줄이거나 다른 상품을 선택해 주세요.",
    });
  });
});

describe("the step 1 action", () => {
  it("checks the rules before asking the API and keeps what was typed", async () => {
    const { agree: _unticked, ...form } = STEP1_FORM;
    const { answer, calls } = await post(await testShopper({ member: true }), {
      ...form,
      receiverPostcode: "",
      receiverAddress: "",
    });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({
      receiverPostcode: "우편번호 찾기로 주소를 선택해 주세요.",
      receiverAddress: "우편번호 찾기로 주소를 선택해 주세요.",
      agree: "필수 입력 항목입니다.",
    });
    expect(answer?.data.formError).toBe("입력 내용을 확인해 주세요. 확인이 필요한 항목에 안내를 표시했습니다.");
    expect(answer?.data.values).toMatchObject({ ordererName: "김농협", "itemCoupon.11": "501", points: "1000" });
    expect(calls).toEqual([]);
  });

  it("shows save's refusal of the points under the points field", async () => {
    const { answer } = await post(await testShopper({ member: true }), STEP1_FORM, {
      "POST /api/order/save": {
        status: 400,
        body: {
          status: 400,
          code: "POINTS_REFUSED",
          message: "사용 가능한 적립금을 초과했습니다. (최대 150원)",
          description: "",
          errors: [],
        },
      },
    });
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data.fieldErrors).toEqual({ points: "사용 가능한 적립금을 초과했습니다. (최대 150원)" });
    expect(answer?.data.formError).toBeUndefined();
  });

  it("puts save's field errors under the form's fields", async () => {
    const { answer } = await post(await testShopper({ member: true }), STEP1_FORM, {
      "POST /api/order/save": apiError(400, "입력값을 확인해 주세요.", [
        { field: "receiver.phone", message: "휴대폰번호를 숫자로만 입력해주세요." },
        { field: "itemCoupons.0.couponUserId", message: "사용할 수 있는 쿠폰이 아닙니다." },
      ]),
    });
    expect(answer?.data.fieldErrors).toEqual({
      receiverPhone: "휴대폰번호를 숫자로만 입력해주세요.",
      coupons: "사용할 수 있는 쿠폰이 아닙니다.",
    });
  });

  it("says a refusal about the lines above the form, with the way back to the cart", async () => {
    const { answer } = await post(await testShopper({ member: true }), STEP1_FORM, {
      "POST /api/order/save": {
        status: 409,
        body: { status: 409, code: "OUT_OF_STOCK", message: "재고가 부족합니다.", description: "", errors: [] },
      },
    });
    expect(answer?.init?.status).toBe(409);
    expect(answer?.data).toMatchObject({ formError: "재고가 부족합니다.", backToCart: true });
  });

  it("keeps the checked order and moves on to step 2", async () => {
    const { response, calls } = await post(await testShopper({ member: true }), STEP1_FORM, {
      "POST /api/order/save": { body: previewOf({ totalDiscountAmount: 3_000, totalPointAmount: 1_000 }) },
    });
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/order/step2");
    const cookie = response?.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__shop_checkout=[^;]+; Max-Age=3600; Path=\/order; Expires=.*; HttpOnly; SameSite=Lax$/);
    // Sealed: nothing the shopper typed reads in the cookie.
    expect(cookie).not.toContain("01012345678");
    expect(calls[0]?.body).toMatchObject({
      cartIds: [11],
      orderer: { name: "김농협", phone: "01012345678", email: "kim@example.com" },
      receiver: { postcode: "06236" },
      itemCoupons: [{ cartId: 11, couponUserId: 501 }],
      points: 1000,
      paymentMethod: "card",
      groupCode: PAYMENT_STEP.groupCode,
    });
  });

  it("answers the money of the choices so far (the summary), without checking the other fields", async () => {
    const { answer, calls } = await post(
      await testShopper({ member: true }),
      { ...STEP1_FORM, intent: "preview", ordererPhone: "" },
      { "POST /api/order/save": { body: previewOf({ totalDiscountAmount: 3_000, orderPayAmount: 50_000 }) } },
    );
    expect(answer?.data.preview?.orderPrice.orderPayAmount).toBe(50_000);
    expect(answer?.data.fieldErrors).toEqual({});
    expect(calls[0]?.body).toMatchObject({ orderer: { name: "주문자", phone: "01000000000" }, points: 1000 });
  });

  it("fills in as many points as may be used (전액사용 without script)", async () => {
    const bodies: unknown[] = [];
    const { answer } = await post(
      await testShopper({ member: true }),
      { ...STEP1_FORM, intent: "points-all" },
      {
        "POST /api/order/save": (call) => {
          bodies.push(call.body);
          return { body: previewOf({ orderPayAmount: 50_000 }) };
        },
      },
    );
    // 30 % of 50,000 is 15,000, but the balance is 5,000.
    expect(answer?.data.values?.points).toBe("5000");
    expect(bodies).toMatchObject([{ points: 0 }, { points: 5000 }]);
  });

  it("fills the receiver from an address book entry (선택 without script)", async () => {
    const { answer } = await post(
      await testShopper({ member: true }),
      { ...STEP1_FORM, receiverName: "", receiverPostcode: "", addressPick: "5" },
      {
        "GET /api/shipping": {
          body: {
            list: [{ ...PAYMENT_STEP.userDeliveryList[0], postcode: "63000" }],
            limit: 20,
          },
        },
        "POST /api/order/save": { body: previewOf({ islandSurchargeAmount: 3_000 }) },
      },
    );
    expect(answer?.data.values).toMatchObject({ receiverName: "김농협", receiverPostcode: "63000" });
    expect(answer?.data.preview?.orderPrice.islandSurchargeAmount).toBe(3_000);
  });

  it("answers the postcode search's own posts (the picker's fetcher sends only its fields)", async () => {
    const { answer, calls } = await post(
      await testShopper({ member: true }),
      { intent: "postcode-search", postcodeKeyword: "테헤란로 152", postcodePage: "1" },
      {
        "GET /api/common/postcode": {
          body: {
            list: [
              {
                postcode: "06236",
                roadAddress: "서울특별시 강남구 테헤란로 152 (역삼동)",
                jibunAddress: "서울특별시 강남구 역삼동 737",
                buildingName: "강남파이낸스센터",
              },
            ],
            pagination: { page: 1, size: 10, totalCount: 1, totalPages: 1 },
          },
        },
      },
    );
    expect(answer?.data.postcode).toMatchObject({ open: true, searched: true, totalCount: 1 });
    expect(calls.map((call) => call.path.split("?")[0])).toEqual(["/api/common/postcode"]);
  });

  it("refuses a post without the session's CSRF token", async () => {
    const shopper = await testShopper({ member: true });
    const { response, answer } = await post({ ...shopper, csrf: "forged" }, STEP1_FORM).catch((error) => ({
      response: null,
      answer: error,
    }));
    expect(response ?? answer).toMatchObject({ init: { status: 403 } });
  });
});
