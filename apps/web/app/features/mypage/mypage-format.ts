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
