import { describe, expect, it } from "vitest";
import { FREE_SHIPPING_COUPON, flashedAlert, NO_PAGES, WELCOME_COUPON } from "../../features/mypage/mypage-fixtures";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { fakeClockAt } from "../../test/fake-clock";
import { formPost, TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { action, loader } from "./coupon";
import { loader as shippingLoader } from "./delivery-coupon";

// The coupon box: each page asks GET /api/coupon for its coupon type and tab, and 쿠폰 등록 exchanges a paper code
// (GET /api/coupon/exchange-offline-coupon) — checked with the API's own rule first, refusals shown under the field.

// 2026-11-25 08:30 in Seoul: the welcome coupon (until 2026-12-01 23:59:59 in Seoul) has 6 days left.
fakeClockAt("2026-11-24T23:30:00Z");

const list = (coupons: unknown[], counts = { active: coupons.length, inactive: 0 }) => ({
  body: { list: coupons, pagination: { ...NO_PAGES, totalCount: coupons.length, totalPages: 1 }, counts },
});

// GET /api/mypage/coupon-and-point: 7일 이내 만료 예정 쿠폰 N장 above the tabs.
const COUPON_AND_POINT = {
  body: {
    point: 2_000,
    expiringPoint: 0,
    expiringPointDate: null,
    couponCount: 1,
    shippingCouponCount: 1,
    expiringCouponCount: 1,
  },
};

async function load(path: string, routes: FakeRoutes, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({ "GET /api/mypage/coupon-and-point": COUPON_AND_POINT, ...routes });
  const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie: shopper.cookie } });
  const args = { request, url: new URL(request.url), pattern: path, params: {}, context };
  try {
    const data = path.startsWith("/mypage/delivery-coupon") ? await shippingLoader(args) : await loader(args);
    return { data, calls };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("the coupon pages' loaders", () => {
  it.each([
    { path: "/mypage/coupon", api: "/api/coupon?couponType=item&status=active&page=1&size=10" },
    {
      path: "/mypage/coupon?status=inactive&page=2",
      api: "/api/coupon?couponType=item&status=inactive&page=2&size=10",
    },
    { path: "/mypage/delivery-coupon", api: "/api/coupon?couponType=shipping&status=active&page=1&size=10" },
    {
      path: "/mypage/delivery-coupon?status=inactive",
      api: "/api/coupon?couponType=shipping&status=inactive&page=1&size=10",
    },
  ])("$path asks $api", async ({ path, api }) => {
    const { calls } = await load(path, { "GET /api/coupon": list([]) });
    expect(calls.map((call) => call.path).sort()).toEqual([api, "/api/mypage/coupon-and-point"].sort());
  });

  it("marks a coupon ending within a week, and a used one", async () => {
    const used = {
      ...WELCOME_COUPON,
      couponUserId: 103,
      status: "used",
      active: false,
      usedAt: "2026-11-20T01:00:00Z",
    };
    const { data } = await load("/mypage/coupon", { "GET /api/coupon": list([WELCOME_COUPON, used]) });
    expect(data?.list.map((coupon) => coupon.mark)).toEqual(["D-6", "사용완료"]);
    expect(data).toMatchObject({
      couponType: "item",
      tab: "active",
      counts: { active: 2, inactive: 0 },
      expiringCouponCount: 1,
    });
  });

  it("sends an anonymous shopper to log in, back to the same tab afterwards", async () => {
    const { thrown, calls } = await load("/mypage/delivery-coupon?status=inactive", {}, false);
    expect(thrown?.headers.get("location")).toBe(
      `/user/login?target=${encodeURIComponent("/mypage/delivery-coupon?status=inactive")}`,
    );
    expect(calls).toEqual([]);
  });
});

describe("쿠폰 등록", () => {
  async function register(code: string, routes: FakeRoutes = {}) {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi(routes);
    const request = formPost("/mypage/coupon", shopper, { intent: "exchange", code });
    try {
      const answer = await action({
        request,
        url: new URL(request.url),
        pattern: "/mypage/coupon",
        params: {},
        context,
      });
      return answer instanceof Response ? { response: answer, calls } : { answer, calls };
    } catch (thrown) {
      if (thrown instanceof Response) return { response: thrown, calls };
      throw thrown;
    }
  }

  it.each([
    { code: "", case: "nothing typed" },
    { code: "HANWOO 2026", case: "a space inside" },
    { code: "한우2026", case: "Hangul" },
  ])("refuses $case under the field without calling the API", async ({ code }) => {
    const { answer, calls } = await register(code);
    expect(answer?.init?.status).toBe(400);
    expect(answer?.data).toEqual({ fieldErrors: { code: "쿠폰 번호를 정확히 입력해 주세요." }, values: { code } });
    expect(calls).toEqual([]);
  });

  it("exchanges the code in capitals and lands on the usable coupons of its type with the API's message", async () => {
    const issued = { body: { message: "쿠폰이 발급되었습니다.", coupon: WELCOME_COUPON } };
    const item = await register(" hanwoo2026 ", { "GET /api/coupon/exchange-offline-coupon": issued });
    expect(item.calls.map((call) => call.path)).toEqual(["/api/coupon/exchange-offline-coupon?code=HANWOO2026"]);
    expect(item.response?.status).toBe(302);
    expect(item.response?.headers.get("location")).toBe("/mypage/coupon");
    expect(await flashedAlert(item.response)).toBe("쿠폰이 발급되었습니다.");

    const shipping = await register("FREESHIP", {
      "GET /api/coupon/exchange-offline-coupon": { body: { ...issued.body, coupon: FREE_SHIPPING_COUPON } },
    });
    expect(shipping.response?.headers.get("location")).toBe("/mypage/delivery-coupon");
  });

  it.each([
    { status: 404, message: "존재하지 않는 쿠폰 번호입니다. 번호를 다시 확인해 주세요." },
    { status: 409, message: "이미 받은 쿠폰입니다." },
    { status: 429, message: "쿠폰 번호 입력 횟수를 초과했습니다. 10분 후 다시 시도해 주세요." },
  ])("shows the API's $status refusal under the field and keeps the code", async ({ status, message }) => {
    const { answer } = await register("NOPE2026", {
      "GET /api/coupon/exchange-offline-coupon": apiError(status, message),
    });
    expect(answer?.init?.status).toBe(status);
    expect(answer?.data).toEqual({ fieldErrors: { code: message }, values: { code: "NOPE2026" } });
  });
});
