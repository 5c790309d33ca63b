import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { fakeClockAt } from "../../test/fake-clock";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loader as detailLoader } from "./order-detail";
import { loader } from "./order-list";

// My orders: the address's period, status and page become GET /api/order's query (days in Korea time); the detail
// is the member's order by its code, and a 404 when the id in the address is another order's.

// 2026-11-15 08:30 in Seoul.
fakeClockAt("2026-11-14T23:30:00Z");

const EMPTY_LIST = {
  list: [],
  pagination: { page: 1, size: 10, totalCount: 0, totalPages: 0 },
  statusCounts: { paid: 0 },
};

async function loadList(query: string, member = true) {
  const shopper = await testShopper({ member });
  const { context, calls } = fakeApi({ "GET /api/order": { body: EMPTY_LIST } });
  const request = new Request(`${TEST_ORIGIN}/mypage/order${query}`, { headers: { cookie: shopper.cookie } });
  try {
    return {
      data: await loader({ request, url: new URL(request.url), pattern: "/mypage/order", params: {}, context }),
      calls,
    };
  } catch (thrown) {
    return { thrown: thrown as Response, calls };
  }
}

describe("my orders' loader", () => {
  it.each([
    { query: "", api: "/api/order?page=1&size=10&from=2026-08-15&to=2026-11-15" },
    { query: "?period=1m", api: "/api/order?page=1&size=10&from=2026-10-15&to=2026-11-15" },
    {
      query: "?period=6m&status=shipping&page=2",
      api: "/api/order?page=2&size=10&from=2026-05-15&to=2026-11-15&status=shipping",
    },
    {
      query: "?period=custom&from=2026-01-01&to=2026-01-31",
      api: "/api/order?page=1&size=10&from=2026-01-01&to=2026-01-31",
    },
  ])("asks $api for $query", async ({ query, api }) => {
    const { calls } = await loadList(query);
    expect(calls.map((call) => call.path)).toEqual([api]);
  });

  it("keeps the 3 months and says why when the dates typed are the wrong way round", async () => {
    const { data, calls } = await loadList("?period=custom&from=2026-03-01&to=2026-01-01");
    expect(data?.filters).toMatchObject({
      period: "3m",
      error: "조회 시작일이 종료일보다 늦습니다. 기간을 다시 선택해 주세요.",
    });
    expect(calls[0]?.path).toBe("/api/order?page=1&size=10&from=2026-08-15&to=2026-11-15");
  });

  it("sends an anonymous shopper to log in, back here afterwards", async () => {
    const { thrown, calls } = await loadList("?period=1m", false);
    expect(thrown?.headers.get("location")).toBe(`/user/login?target=${encodeURIComponent("/mypage/order?period=1m")}`);
    expect(calls).toEqual([]);
  });
});

describe("my order's loader", () => {
  async function loadDetail(params: { sequence: string; code?: string }) {
    const shopper = await testShopper({ member: true });
    const { context, calls } = fakeApi({ "GET /api/order/detail": { body: ORDER_DETAIL } });
    const request = new Request(`${TEST_ORIGIN}/mypage/order/x`, { headers: { cookie: shopper.cookie } });
    try {
      return {
        data: await detailLoader({
          request,
          url: new URL(request.url),
          pattern: "/mypage/order/:sequence/:code?",
          params,
          context,
        }),
        calls,
      };
    } catch (thrown) {
      return { thrown: thrown as { init?: ResponseInit | null }, calls };
    }
  }

  it("shows the member's order by its code", async () => {
    const { data, calls } = await loadDetail({ sequence: "42", code: "26111512345678" });
    expect(data?.order.orderId).toBe(42);
    expect(calls[0]?.path).toBe("/api/order/detail?orderCode=26111512345678");
  });

  it.each([
    { case: "another order's id", params: { sequence: "41", code: "26111512345678" } },
    { case: "no code", params: { sequence: "42" } },
    { case: "an id that is not one", params: { sequence: "4x", code: "26111512345678" } },
  ])("is the 404 page for $case", async ({ params }) => {
    const { thrown } = await loadDetail(params);
    expect(thrown?.init?.status).toBe(404);
  });
});
