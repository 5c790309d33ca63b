import { TZDate } from "@date-fns/tz";
import { endOfMonth, format, isMatch, startOfMonth, subMonths } from "date-fns";

// The company buyer's ledger page (/mypage/sales-ledger): quick periods (이번 달, 지난달, 최근 3개월) and 직접 선택 with
// two days, read from the address. The API checks the period (real days, start before end, at most a year) and says
// what is wrong; the page only picks the days.

const SEOUL = "Asia/Seoul";
const day = (date: Date) => format(new TZDate(date, SEOUL), "yyyy-MM-dd");

export const LEDGER_PERIODS = [
  { value: "thisMonth", label: "이번 달" },
  { value: "lastMonth", label: "지난달" },
  { value: "3m", label: "최근 3개월" },
] as const;
export type LedgerPeriod = (typeof LEDGER_PERIODS)[number]["value"];

/** The days of a quick period on Korea's calendar, today in it. */
export function ledgerPeriodRange(period: LedgerPeriod, now: Date): { from: string; to: string } {
  const today = new TZDate(now, SEOUL);
  if (period === "lastMonth") {
    const last = subMonths(startOfMonth(today), 1);
    return { from: day(last), to: day(endOfMonth(last)) };
  }
  if (period === "3m") return { from: day(subMonths(today, 3)), to: day(today) };
  return { from: day(startOfMonth(today)), to: day(today) };
}

export interface LedgerFilters {
  from: string;
  to: string;
  page: number;
  /** The quick period the days are, if they are one (its button shows as current). */
  period: LedgerPeriod | null;
}

/** The ledger page's filters from its address: days as typed (the API judges them), this month without them. */
export function ledgerFilters(params: URLSearchParams, now: Date): LedgerFilters {
  const pageText = params.get("page") ?? "";
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : 1;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const range =
    isMatch(from, "yyyy-MM-dd") && isMatch(to, "yyyy-MM-dd") ? { from, to } : ledgerPeriodRange("thisMonth", now);
  const period =
    LEDGER_PERIODS.find((entry) => {
      const quick = ledgerPeriodRange(entry.value, now);
      return quick.from === range.from && quick.to === range.to;
    })?.value ?? null;
  return { ...range, page, period };
}
