import { tz } from "@date-fns/tz";
import { format, isValid, parse } from "date-fns";

/** Every date the shop shows or is configured with is Korea time (DESIGN.md). */
export const KOREA_TIME_ZONE = "Asia/Seoul";

const inKorea = tz(KOREA_TIME_ZONE);

// date-fns' parser also takes one-digit days and hours; the configured form is strictly padded,
// so anything else is "a date that cannot be read" (SPEC §2).
const MINUTE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** Reads 'YYYY-MM-DD HH:mm' as Korea time; null when the text is not a real date in that form. */
export function parseKoreaMinute(value: string): Date | null {
  const text = value.trim();
  if (!MINUTE_PATTERN.test(text)) return null;
  const date = parse(text, "yyyy-MM-dd HH:mm", new Date(0), { in: inKorea });
  // A plain Date, so callers compare and serialize instants without the zone wrapper.
  return isValid(date) ? new Date(date.getTime()) : null;
}

/** The Korea calendar day of an instant, 'YYYY-MM-DD'. */
export function formatKoreaDate(instant: Date): string {
  return format(instant, "yyyy-MM-dd", { in: inKorea });
}
