import { TZDate } from "@date-fns/tz";
import { orderStatusSchema } from "@shop/contracts/order";
import {
  isClaimedLineStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from "@shop/core/order/order-status";
import { format, isMatch, subMonths } from "date-fns";

// My orders' filters (/mypage/order): the period buttons (1개월, 3개월, 6개월, 직접 선택 with two dates), the status tab
// and the page, read from the address and mapped to GET /api/order's query (from, to as yyyy-MM-dd in Korea time).

export const ORDER_PERIODS = [
  { value: "1m", label: "1개월", months: 1 },
  { value: "3m", label: "3개월", months: 3 },
  { value: "6m", label: "6개월", months: 6 },
] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number]["value"] | "custom";

/** The period a bare /mypage/order shows (the API's own default too). */
export const DEFAULT_ORDER_PERIOD: OrderPeriod = "3m";
/** How far back 직접 선택 may reach: the records kept for orders (docs/decisions/011). */
const OLDEST_MONTHS = 60;
export const ORDER_PAGE_SIZE = 10;

export const PERIOD_ORDER_MESSAGE = "조회 시작일이 종료일보다 늦습니다. 기간을 다시 선택해 주세요.";
export const PERIOD_FORMAT_MESSAGE = "조회 기간을 다시 선택해 주세요.";
export const PERIOD_TOO_OLD_MESSAGE = `최근 ${OLDEST_MONTHS / 12}년 이내의 주문만 조회할 수 있습니다.`;

export interface OrderListFilters {
  period: OrderPeriod;
  /** yyyy-MM-dd, Korea time, both included. */
  from: string;
  to: string;
  status: OrderStatus | null;
  page: number;
  /** Why the dates typed for 직접 선택 were not used (the default period is shown instead). */
  error: string | null;
}

const SEOUL = "Asia/Seoul";
const day = (date: Date) => format(new TZDate(date, SEOUL), "yyyy-MM-dd");
/** `months` before `now`, counted on Korea's calendar. */
const monthsBefore = (now: Date, months: number) => subMonths(new TZDate(now, SEOUL), months);

/** The period's days ending today in Korea. */
function periodRange(months: number, now: Date): { from: string; to: string } {
  return { from: day(monthsBefore(now, months)), to: day(now) };
}

function monthsOf(period: OrderPeriod): number {
  return ORDER_PERIODS.find((entry) => entry.value === period)?.months ?? 3;
}

/** The filters of a /mypage/order address: an unknown or wrong value falls back to the default, never an error page. */
export function orderListFilters(params: URLSearchParams, now: Date): OrderListFilters {
  const statusParam = orderStatusSchema.safeParse(params.get("status"));
  const pageText = params.get("page") ?? "";
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : 1;
  const common = { status: statusParam.success ? statusParam.data : null, page };
  const periodParam = params.get("period");

  if (periodParam === "custom") {
    const from = params.get("from") ?? "";
    const to = params.get("to") ?? "";
    const error = customRangeError(from, to, now);
    if (!error) return { ...common, period: "custom", from, to, error: null };
    return { ...common, period: DEFAULT_ORDER_PERIOD, ...periodRange(monthsOf(DEFAULT_ORDER_PERIOD), now), error };
  }
  const period = ORDER_PERIODS.some((entry) => entry.value === periodParam)
    ? (periodParam as OrderPeriod)
    : DEFAULT_ORDER_PERIOD;
  return { ...common, period, ...periodRange(monthsOf(period), now), error: null };
}

function customRangeError(from: string, to: string, now: Date): string | null {
  if (!isMatch(from, "yyyy-MM-dd") || !isMatch(to, "yyyy-MM-dd")) return PERIOD_FORMAT_MESSAGE;
  if (from > to) return PERIOD_ORDER_MESSAGE;
  if (from < day(monthsBefore(now, OLDEST_MONTHS))) return PERIOD_TOO_OLD_MESSAGE;
  return null;
}

/** GET /api/order's query for the filters. */
export function orderListQuery(filters: OrderListFilters) {
  return {
    page: filters.page,
    size: ORDER_PAGE_SIZE,
    from: filters.from,
    to: filters.to,
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** The address of the list with some filters changed (a tab or period keeps the rest; the page starts over). */
export function orderListHref(filters: OrderListFilters, change: Partial<Pick<OrderListFilters, "period" | "status">>) {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.period !== DEFAULT_ORDER_PERIOD) params.set("period", next.period);
  if (next.period === "custom") {
    params.set("from", next.from);
    params.set("to", next.to);
  }
  if (next.status) params.set("status", next.status);
  const query = params.toString();
  return query ? `/mypage/order?${query}` : "/mypage/order";
}

/**
 * The status tabs in the order a shopper meets them, each with its count over the period; 결제대기 (an order whose
 * payment window is still open or was left) and 반품완료 only while there is one.
 */
export function orderStatusTabs(statusCounts: Readonly<Record<string, number>>) {
  const total = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  const tabs: { status: OrderStatus | null; label: string; count: number }[] = [
    { status: null, label: "전체", count: total },
  ];
  for (const status of ORDER_STATUSES) {
    const count = statusCounts[status] ?? 0;
    if (status === "payment_pending" && count === 0) continue;
    // A return or exchange in progress is a line's status, never an order's; 반품완료 shows once an order has it.
    if (isClaimedLineStatus(status) || (status === "returned" && count === 0)) continue;
    tabs.push({ status, label: ORDER_STATUS_LABELS[status], count });
  }
  return tabs;
}
