import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loader } from "./point";

// The point page's loader: the address's page becomes GET /api/mypage/points' query; members only.

const HISTORY = {
  balance: 800,
  list: [
    {
      pointId: 2,
      kind: "use",
      kindLabel: "사용",
      amount: -1_200,
      reason: "주문 시 사용",
      createdAt: "2026-11-12T03:00:00.000Z",
    },
    {
      pointId: 1,
      kind: "earn",
      kindLabel: "적립",
      amount: 2_000,
      reason: "회원가입 축하 적립금",
      createdAt: "2026-11-01T03:00:00.000Z",
    },
  ],
  pagination: { page: 1, size: 10, totalCount: 2, totalPages: 1 },
};

async function load(query: string, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({ "GET /api/mypage/points": { body: HISTORY } });
  const request = new Request(`${TEST_ORIGIN}/mypage/point${query}`, { headers: { cookie: shopper.cookie } });
  try {
    const data = await loader({ request, url: new URL(request.url), pattern: "/mypage/point", params: {}, context });
    return { data, calls };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("the point page's loader", () => {
  it.each([
    { query: "", api: "/api/mypage/points?page=1&size=10" },
    { query: "?page=3", api: "/api/mypage/points?page=3&size=10" },
    { query: "?page=abc", api: "/api/mypage/points?page=1&size=10" },
  ])("asks $api for '$query'", async ({ query, api }) => {
    const { data, calls } = await load(query);
    expect(calls.map((call) => call.path)).toEqual([api]);
    expect(data?.balance).toBe(800);
    expect(data?.list.map((entry) => entry.amount)).toEqual([-1_200, 2_000]);
  });

  it("sends an anonymous shopper to log in, back to the same page afterwards", async () => {
    const { thrown, calls } = await load("?page=2", false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent("/mypage/point?page=2")}`);
    expect(calls).toEqual([]);
  });
});
