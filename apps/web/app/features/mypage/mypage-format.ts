import { tz } from "@date-fns/tz";
import { formatWon } from "@shop/core/format/number";
import { differenceInCalendarDays, isValid, parseISO } from "date-fns";

// How my page writes days left and point amounts (dates: core's koreaDate, pages: lib/page-param) (Korea time, whatever the server's or browser's zone:
// docs/decisions/003-dates-and-time-zone.md).

const seoul = tz("Asia/Seoul");

/** Calendar days in Korea from `now` to `until` (0 = ends today); null when `until` is unreadable. */
export function daysLeft(until: string, now: Date): number | null {
  const end = parseISO(until);
  return isValid(end) ? differenceInCalendarDays(end, now, { in: seoul }) : null;
}

/** A point amount with its sign, as a history reads it: "+2,000원", "-1,200원" (0 is "0원"). */
export function signedWon(amount: number): string {
  if (amount > 0) return `+${formatWon(amount)}`;
  if (amount < 0) return `-${formatWon(-amount)}`;
  return formatWon(0);
}

/** A Korea day the API answers as 'YYYY-MM-DD', dotted as the shop prints dates ("2027.11.28"); else as it came. */
export function dottedDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.replaceAll("-", ".") : day;
}

/** "30일 이내 소멸 예정 적립금 1,000원 (2027.11.28 소멸)"; without the day when nothing expires. */
export function expiringPointsLine(amount: number, day: string | null): string {
  const line = `30일 이내 소멸 예정 적립금 ${formatWon(amount)}`;
  return amount > 0 && day ? `${line} (${dottedDay(day)} 소멸)` : line;
}
