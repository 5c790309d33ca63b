import { TZDate } from "@date-fns/tz";
import { addDays, format, isSunday, parse } from "date-fns";
import { ko } from "date-fns/locale/ko";
import { KOREA_TIME_ZONE } from "../site/korea-time.js";
import type { OrderStatus } from "./order-status.js";

// Where a fresh-logistics box (신선물류, delivery type 1) is on its way: the stage its lines are at, and when it should
// arrive. The cooperative's cold chain hands a box to the parcel carrier on its dispatch day and the carrier brings it
// the next day; carriers do not deliver on Sundays. Public holidays are not known to the shop (as for the dispatch
// day, shipping/dispatch-date.ts), and no delivery time slot is kept, so none is promised.

export type BoxProgress = "awaitingPayment" | "preparing" | "shipping" | "delivered" | "cancelled";

export const BOX_PROGRESS_LABELS: Record<BoxProgress, string> = {
  awaitingPayment: "결제 대기",
  preparing: "상품 준비중",
  shipping: "배송중",
  delivered: "배송완료",
  cancelled: "주문취소",
};

const ARRIVED: readonly OrderStatus[] = ["delivered", "confirmed"];
const UNPAID: readonly OrderStatus[] = ["payment_pending", "awaiting_deposit"];

/**
 * The stage of a box from its lines' statuses: cancelled when every line is; delivered when every line left is;
 * on its way once a line ships or the box has a tracking number; waiting while unpaid; else being prepared.
 */
export function boxProgress(lineStatuses: readonly OrderStatus[], hasTrackingNumber: boolean): BoxProgress {
  const live = lineStatuses.filter((status) => status !== "cancelled");
  if (live.length === 0) return "cancelled";
  if (live.every((status) => ARRIVED.includes(status))) return "delivered";
  if (live.some((status) => status === "shipping" || ARRIVED.includes(status))) return "shipping";
  if (live.some((status) => UNPAID.includes(status))) return "awaitingPayment";
  return hasTrackingNumber ? "shipping" : "preparing";
}

/** Days the carrier takes from the dispatch day. */
export const FRESH_TRANSIT_DAYS = 1;

export interface ExpectedArrival {
  /** 'yyyy-MM-dd', Korea time. */
  date: string;
  /** "11월 25일(화) 도착 예정". */
  text: string;
}

/** When a box dispatched on `dispatchDay` ('yyyy-MM-dd', Korea time) should arrive: the next day, Monday for a Sunday. */
export function expectedArrival(dispatchDay: string): ExpectedArrival {
  const dispatched = parse(dispatchDay, "yyyy-MM-dd", new TZDate(0, KOREA_TIME_ZONE));
  const next = addDays(dispatched, FRESH_TRANSIT_DAYS);
  const day = isSunday(next) ? addDays(next, 1) : next;
  return { date: format(day, "yyyy-MM-dd"), text: `${format(day, "M월 d일(EEE)", { locale: ko })} 도착 예정` };
}

/**
 * A box's dispatch day as the order page says it some days later: "11월 24일(화) 출고" once the day has come,
 * "11월 24일(화) 출고 예정" before it (unlike the item page's "오늘 출고", which is said on the day of payment).
 */
export function dispatchDayText(dispatchDay: string, now: Date): string {
  const day = parse(dispatchDay, "yyyy-MM-dd", new TZDate(0, KOREA_TIME_ZONE));
  const today = format(new TZDate(now, KOREA_TIME_ZONE), "yyyy-MM-dd");
  return `${format(day, "M월 d일(EEE)", { locale: ko })} 출고${dispatchDay > today ? " 예정" : ""}`;
}
