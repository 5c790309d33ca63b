import { tz } from "@date-fns/tz";
import { KOREA_TIME_ZONE, parseKoreaMinute } from "@shop/core/site/korea-time";
import { format } from "date-fns";
import { ko } from "date-fns/locale";

const inKorea = tz(KOREA_TIME_ZONE);

/**
 * The window as shoppers read it, e.g. "2025년 10월 2일(목) 11:30 ~ 11:35"; the end repeats the
 * date only when it falls on another day. Null when either end cannot be read (SPEC §2).
 */
export function formatMaintenanceWindow(start: string, end: string): string | null {
  const from = parseKoreaMinute(start);
  const until = parseKoreaMinute(end);
  if (!from || !until) return null;
  const day = (date: Date) => format(date, "yyyy년 M월 d일(EEE)", { in: inKorea, locale: ko });
  const time = (date: Date) => format(date, "HH:mm", { in: inKorea });
  const endText = day(from) === day(until) ? time(until) : `${day(until)} ${time(until)}`;
  return `${day(from)} ${time(from)} ~ ${endText}`;
}
