import { describe, expect, it } from "vitest";
import {
  ORDER_PAGE_SIZE,
  orderListFilters,
  orderListHref,
  orderListQuery,
  orderStatusTabs,
  PERIOD_FORMAT_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  PERIOD_TOO_OLD_MESSAGE,
} from "./order-period";

// 2026-11-15 08:30 in Seoul is still the 14th in UTC: the days are Korea's.
const NOW = new Date("2026-11-14T23:30:00Z");

function filtersOf(query: string) {
  return orderListFilters(new URLSearchParams(query), NOW);
}

describe("orderListFilters", () => {
  it.each([
    { query: "", period: "3m", from: "2026-08-15", to: "2026-11-15" },
    { query: "period=1m", period: "1m", from: "2026-10-15", to: "2026-11-15" },
    { query: "period=6m", period: "6m", from: "2026-05-15", to: "2026-11-15" },
    { query: "period=12m", period: "3m", from: "2026-08-15", to: "2026-11-15" },
    { query: "period=custom&from=2026-01-01&to=2026-02-28", period: "custom", from: "2026-01-01", to: "2026-02-28" },
  ])("reads ?$query as $period ($from ~ $to)", ({ query, period, from, to }) => {
    expect(filtersOf(query)).toMatchObject({ period, from, to, error: null });
  });

  it.each([
    { query: "period=custom&from=2026-03-01&to=2026-02-01", error: PERIOD_ORDER_MESSAGE },
    { query: "period=custom&from=20260101&to=2026-02-01", error: PERIOD_FORMAT_MESSAGE },
    { query: "period=custom&from=2026-01-01", error: PERIOD_FORMAT_MESSAGE },
    { query: "period=custom&from=2019-01-01&to=2019-02-01", error: PERIOD_TOO_OLD_MESSAGE },
  ])("shows the default period and why for ?$query", ({ query, error }) => {
    expect(filtersOf(query)).toMatchObject({ period: "3m", from: "2026-08-15", to: "2026-11-15", error });
  });

  it.each([
    { query: "status=shipping&page=3", status: "shipping", page: 3 },
    { query: "status=lost&page=0", status: null, page: 1 },
    { query: "page=abc", status: null, page: 1 },
  ])("reads the status and page of ?$query", ({ query, status, page }) => {
    expect(filtersOf(query)).toMatchObject({ status, page });
  });
});

describe("orderListQuery", () => {
  it("asks GET /api/order for the period's days, the status and the page", () => {
    expect(orderListQuery(filtersOf("period=1m&status=paid&page=2"))).toEqual({
      page: 2,
      size: ORDER_PAGE_SIZE,
      from: "2026-10-15",
      to: "2026-11-15",
      status: "paid",
    });
    expect(orderListQuery(filtersOf(""))).not.toHaveProperty("status");
  });
});

describe("orderListHref", () => {
  it.each([
    { query: "", change: { status: "shipping" as const }, href: "/mypage/order?status=shipping" },
    {
      query: "status=shipping&page=4",
      change: { period: "1m" as const },
      href: "/mypage/order?period=1m&status=shipping",
    },
    { query: "period=6m&status=paid", change: { status: null }, href: "/mypage/order?period=6m" },
    {
      query: "period=custom&from=2026-01-01&to=2026-02-28",
      change: { status: "paid" as const },
      href: "/mypage/order?period=custom&from=2026-01-01&to=2026-02-28&status=paid",
    },
  ])("keeps the other filters: ?$query → $href", ({ query, change, href }) => {
    expect(orderListHref(filtersOf(query), change)).toBe(href);
  });
});

describe("orderStatusTabs", () => {
  it("counts each status and the whole, and shows 결제대기 only while there is one", () => {
    const tabs = orderStatusTabs({ payment_pending: 0, awaiting_deposit: 1, paid: 2, shipping: 1, cancelled: 1 });
    expect(tabs.map((tab) => [tab.label, tab.count])).toEqual([
      ["전체", 5],
      ["입금대기", 1],
      ["결제완료", 2],
      ["상품준비중", 0],
      ["배송중", 1],
      ["배송완료", 0],
      ["구매확정", 0],
      ["주문취소", 1],
    ]);
    expect(orderStatusTabs({ payment_pending: 1 }).map((tab) => tab.label)).toContain("결제대기");
  });
});
