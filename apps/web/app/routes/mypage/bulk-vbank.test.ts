import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { formPost, TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./bulk-vbank";

// /mypage/bulk-vbank (decision 033): the loader's two calls and the refusal for a personal member; 가상계좌 발급 answers
// the window's options with an absolute returnUrl; 해지 says so; refusals come back as the page's message.

const LIST = { waitingOrders: [], accounts: [] };
const CODE = { banks: [{ code: "011", name: "농협은행" }], maxOrders: 30, maxHours: 168 };
const PAYMENT = {
  jsUrl: "/api/dev/pg/v1/js",
  clientId: "demo-nicepay-sandbox-client",
  method: "vbank",
  orderId: "BV261128ABCDEFGH",
  amount: 76_300,
  goodsName: "일괄 가상계좌 주문 2건",
  returnUrl: "/api/order/pay",
  buyerName: "(주)한우마을식자재",
  buyerTel: "01077770319",
  buyerEmail: "biz@example.com",
  useEscrow: false,
  vbankHolder: "농협 축산물 도매몰",
  vbankValidHours: 71,
};

async function load(query: string, routes: FakeRoutes) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  const request = new Request(`${TEST_ORIGIN}/mypage/bulk-vbank${query}`, { headers: { cookie: shopper.cookie } });
  const data = await loader({ request, url: new URL(request.url), pattern: "/mypage/bulk-vbank", params: {}, context });
  return { data, calls };
}

async function post(fields: Record<string, string | string[]>, routes: FakeRoutes) {
  const shopper = await testShopper({ member: true });
  const { context, calls } = fakeApi(routes);
  // Several orderCode fields (one per ticked order), so the body is built here rather than by formPost.
  const body = new URLSearchParams({ csrf: shopper.csrf });
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  const request = new Request(formPost("/mypage/bulk-vbank", shopper, {}), { body });
  const result = (await action({
    request,
    url: new URL(request.url),
    pattern: "/mypage/bulk-vbank",
    params: {},
    context,
  })) as { data: unknown; init: { status?: number } | null };
  return { data: result.data, status: result.init?.status ?? 200, calls };
}

describe("the bulk account page's loader", () => {
  it("reads the list and the banks, and says how the window went", async () => {
    const { data, calls } = await load("?payment=ready&code=BV261128ABCDEFGH", {
      "GET /api/bulk-vbank": { body: LIST },
      "GET /api/bulk-vbank/code": { body: CODE },
    });
    expect(calls.map((call) => call.path).sort()).toEqual(["/api/bulk-vbank", "/api/bulk-vbank/code"]);
    expect(data).toEqual({
      kind: "open",
      list: LIST,
      code: CODE,
      notice: "가상계좌가 발급되었습니다. 입금기한까지 아래 계좌로 입금해 주세요.",
    });
  });

  it("tells a personal member the page is for company buyers", async () => {
    const refused = apiError(403, "일괄 가상계좌는 사업자 회원만 이용할 수 있습니다.");
    const { data } = await load("", { "GET /api/bulk-vbank": refused, "GET /api/bulk-vbank/code": { body: CODE } });
    expect(data).toEqual({ kind: "refused", message: "일괄 가상계좌는 사업자 회원만 이용할 수 있습니다." });
  });
});

describe("the bulk account page's buttons", () => {
  it("가상계좌 발급 sends the ticked orders and answers the window's options on this shop's origin", async () => {
    const { data, calls } = await post(
      { intent: "issue", orderCode: ["26112800000001", "26112800000002"] },
      { "POST /api/bulk-vbank/issue": { body: { code: PAYMENT.orderId, amount: PAYMENT.amount, payment: PAYMENT } } },
    );
    expect(calls.map((call) => call.body)).toEqual([{ orderCodes: ["26112800000001", "26112800000002"] }]);
    expect(data).toEqual({ payment: { ...PAYMENT, returnUrl: `${TEST_ORIGIN}/api/order/pay` } });
  });

  it("해지 sends the account's code and says it is closed", async () => {
    const { data, calls } = await post(
      { intent: "remove", code: "BV261128ABCDEFGH" },
      { "POST /api/bulk-vbank/remove": { body: { code: "BV261128ABCDEFGH", status: "removed" } } },
    );
    expect(calls.map((call) => call.body)).toEqual([{ code: "BV261128ABCDEFGH" }]);
    expect(data).toEqual({ notice: "가상계좌를 해지했습니다. 주문은 다시 입금을 기다립니다." });
  });

  it("shows the API's refusal as the page's message", async () => {
    const { data, status } = await post(
      { intent: "issue", orderCode: "26112800000001" },
      { "POST /api/bulk-vbank/issue": apiError(409, "이미 다른 가상계좌로 결제 중인 주문이 있습니다.") },
    );
    expect(status).toBe(409);
    expect(data).toEqual({ formError: "이미 다른 가상계좌로 결제 중인 주문이 있습니다." });
  });
});
