import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, format, isValid, parse, subDays, subYears } from "date-fns";
import { KOREA_TIME_ZONE } from "../site/korea-time.js";

// The back office's numbers (issue 14 item 6, docs/decisions/039): the dashboard's period of Korea days, a
// settlement's month, and a seller's commission and payout on what it sold in the month.

export const SALES_STATS_MESSAGES = {
  from: "조회 시작일을 다시 선택해 주세요.",
  to: "조회 종료일을 다시 선택해 주세요.",
  order: "조회 시작일이 종료일보다 늦습니다. 조회 기간을 다시 선택해 주세요.",
  tooLong: "조회 기간은 최대 1년까지 선택할 수 있습니다.",
  month: "정산 월을 다시 선택해 주세요.",
} as const;

/** The dashboard's default period: today and the 29 days before it. */
export const DEFAULT_STATS_DAYS = 30;

export type StatsPeriod =
  | {
      ok: true;
      /** 'yyyy-MM-dd', Korea time, both included. */
      from: string;
      to: string;
      /** Every day of the period in order, for a row per day even without sales. */
      days: string[];
      /** The instants the period covers: start included, end excluded (the next day's midnight in Korea). */
      start: Date;
      end: Date;
    }
  | { ok: false; field: "from" | "to"; message: string };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_PATTERN = /^\d{4}-\d{2}$/;

function koreaDay(text: string): TZDate | null {
  if (!DAY_PATTERN.test(text)) return null;
  const day = parse(text, "yyyy-MM-dd", new TZDate(0, KOREA_TIME_ZONE));
  return isValid(day) && format(day, "yyyy-MM-dd") === text ? day : null;
}

/**
 * The dashboard's period from the query's days (yyyy-MM-dd, Korea time): by default the last 30 days up to today;
 * `to` alone counts 30 days back from it, `from` alone runs to today. Refused when a day is not a real date, the
 * start is after the end, or it spans more than a year.
 */
export function statsPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date): StatsPeriod {
  const today = new TZDate(now, KOREA_TIME_ZONE);
  const to = query.to === undefined ? today : koreaDay(query.to);
  if (!to) return { ok: false, field: "to", message: SALES_STATS_MESSAGES.to };
  const from = query.from === undefined ? subDays(to, DEFAULT_STATS_DAYS - 1) : koreaDay(query.from);
  if (!from) return { ok: false, field: "from", message: SALES_STATS_MESSAGES.from };
  const fromDay = format(from, "yyyy-MM-dd");
  const toDay = format(to, "yyyy-MM-dd");
  if (fromDay > toDay) return { ok: false, field: "from", message: SALES_STATS_MESSAGES.order };
  if (fromDay <= format(subYears(to, 1), "yyyy-MM-dd")) {
    return { ok: false, field: "to", message: SALES_STATS_MESSAGES.tooLong };
  }
  const start = koreaDay(fromDay)!;
  const end = addDays(koreaDay(toDay)!, 1);
  const days: string[] = [];
  for (let day = start; format(day, "yyyy-MM-dd") <= toDay; day = addDays(day, 1)) days.push(format(day, "yyyy-MM-dd"));
  return { ok: true, from: fromDay, to: toDay, days, start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

export type SettlementMonth =
  | { ok: true; month: string; start: Date; end: Date }
  | { ok: false; field: "month"; message: string };

/** A settlement's month ('yyyy-MM', Korea time; this month by default) as the instants it covers. */
export function settlementMonth(month: string | undefined, now: Date): SettlementMonth {
  const text = month ?? format(new TZDate(now, KOREA_TIME_ZONE), "yyyy-MM");
  if (!MONTH_PATTERN.test(text)) return { ok: false, field: "month", message: SALES_STATS_MESSAGES.month };
  const first = koreaDay(`${text}-01`);
  if (!first) return { ok: false, field: "month", message: SALES_STATS_MESSAGES.month };
  return { ok: true, month: text, start: new Date(first.getTime()), end: new Date(addMonths(first, 1).getTime()) };
}

/** A commission rate is kept in basis points: 1000 = 10.00 %. */
export const COMMISSION_RATE_SCALE = 10_000;

/** The rate as operators read it: 1000 → "10%", 1250 → "12.5%". */
export function commissionRateLabel(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}

/**
 * The cooperative's commission on a seller's net sales of a month (paid − refunded, won), rounded half up to the
 * won; a month whose refunds exceed its sales (refunds of an earlier month's orders) gives commission back, rounded
 * the same way, so a sale and its refund in two months cancel out to the won.
 */
export function commissionOf(netSales: number, rateBp: number): number {
  if (!Number.isSafeInteger(netSales) || !Number.isInteger(rateBp) || rateBp < 0 || rateBp > COMMISSION_RATE_SCALE) {
    throw new RangeError(`commission of ${netSales} at ${rateBp}bp`);
  }
  const magnitude = Math.floor((Math.abs(netSales) * rateBp + COMMISSION_RATE_SCALE / 2) / COMMISSION_RATE_SCALE);
  return netSales < 0 ? -magnitude : magnitude;
}

export interface Settlement {
  paidAmount: number;
  refundAmount: number;
  netSales: number;
  commission: number;
  payout: number;
}

/** A seller's month: paid − refunds = net sales; net sales − commission = payout. */
export function settle(paidAmount: number, refundAmount: number, rateBp: number): Settlement {
  const netSales = paidAmount - refundAmount;
  const commission = commissionOf(netSales, rateBp);
  return { paidAmount, refundAmount, netSales, commission, payout: netSales - commission };
}
