import { describe, expect, it } from "vitest";
import { GRADE, NO_PAGES } from "../../features/mypage/mypage-fixtures";
import { fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loader } from "./index";

// The my-page home's loader: who the member is, the SPEC §3 summary, the wishlist's size and the orders of the last
// 3 months (the API's default period: no dates sent), all for a member only.

const ORDER = {
  orderId: 42,
  orderCode: "26111512345678",
  kind: "normal",
  orderedAt: "2026-11-15T01:00:00.000Z",
  status: "shipping",
  statusLabel: "배송중",
  title: "한우 1++ 등심 외 1건",
  imageSrc: null,
  orderPayAmount: 87_000,
  paymentMethod: "card",
  lineCount: 2,
};

const ROUTES = {
  "GET /api/auth/simple-me": {
    body: { loginId: "hanwoo01", userName: "김농협", userType: "PERSONAL", loginType: "NORMAL" },
  },
  "GET /api/mypage": { body: { point: 2_000, couponCount: 2, shippingCouponCount: 1 } },
  "GET /api/mypage/grade": { body: GRADE },
  "GET /api/order": {
    body: {
      list: [ORDER],
      pagination: { page: 1, size: 3, totalCount: 1, totalPages: 1 },
      statusCounts: { shipping: 1, cancelled: 2 },
    },
  },
  "GET /api/mypage/wishlist": { body: { list: [], pagination: { ...NO_PAGES, totalCount: 4 } } },
};

async function load(member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi(ROUTES);
  const request = new Request(`${TEST_ORIGIN}/mypage`, { headers: { cookie: shopper.cookie } });
  try {
    return {
      data: await loader({ request, url: new URL(request.url), pattern: "/mypage", params: {}, context }),
      calls,
    };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("the my-page home's loader", () => {
  it("gathers the member's name, benefits, wishlist size and the latest orders with the status counts", async () => {
    const { data, calls } = await load();
    expect(calls.map((call) => call.path).sort()).toEqual([
      "/api/auth/simple-me",
      "/api/mypage",
      "/api/mypage/grade",
      "/api/mypage/wishlist?page=1&size=1",
      "/api/order?page=1&size=3",
    ]);
    expect(data).toMatchObject({
      member: { userName: "김농협", userType: "PERSONAL", gradeLabel: "실버" },
      summary: { point: 2_000, couponCount: 2, shippingCouponCount: 1 },
      wishlistCount: 4,
      statusCounts: { shipping: 1, cancelled: 2 },
      recentOrders: [{ orderId: 42, orderCode: "26111512345678" }],
    });
  });

  it("sends an anonymous shopper to log in, back here afterwards, without calling the API", async () => {
    const { thrown, calls } = await load(false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent("/mypage")}`);
    expect(calls).toEqual([]);
  });
});
