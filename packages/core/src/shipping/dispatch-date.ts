import { tz } from "@date-fns/tz";
import { addBusinessDays, format, getHours, isWeekend } from "date-fns";
import { ko } from "date-fns/locale/ko";
import { KOREA_TIME_ZONE } from "../site/korea-time.js";

// When an order paid now leaves the seller (SPEC §3 seller shipping info: shippingDate). Sellers
// dispatch on weekdays; public holidays are not known to the shop yet, so they count as weekdays.

const inKorea = tz(KOREA_TIME_ZONE);

export interface DispatchPolicy {
  /** Orders paid before this hour (Korea time, 0–24) on a weekday can leave that day. */
  cutoffHour: number;
  /** Weekdays the seller needs on top of the first possible day (0 = none). */
  preparationDays: number;
}

export interface DispatchDate {
  /** 'YYYY-MM-DD', Korea time. */
  date: string;
  /** "오늘(11월 23일 월) 출고" or "11월 24일(화) 출고 예정". */
  text: string;
}

/** The Korea-time day an order paid at `paidAt` is dispatched under `policy`. */
export function dispatchDate(paidAt: Date, policy: DispatchPolicy): DispatchDate {
  const local = inKorea(paidAt);
  const sameDay = !isWeekend(local) && getHours(local) < policy.cutoffHour;
  // addBusinessDays from a weekend day lands on a weekday, so one step covers both "after the
  // cutoff" and "paid on Saturday or Sunday".
  const first = sameDay ? local : addBusinessDays(local, 1);
  const day = policy.preparationDays > 0 ? addBusinessDays(first, policy.preparationDays) : first;
  const date = format(day, "yyyy-MM-dd", { in: inKorea });
  const today = format(local, "yyyy-MM-dd", { in: inKorea });
  const text =
    date === today
      ? `오늘(${format(day, "M월 d일 EEE", { in: inKorea, locale: ko })}) 출고`
      : `${format(day, "M월 d일(EEE)", { in: inKorea, locale: ko })} 출고 예정`;
  return { date, text };
}
