import { tz } from "@date-fns/tz";
import { addDays, format, isValid, parse } from "date-fns";

/** Every date the shop shows or is configured with is Korea time (DESIGN.md). */
export const KOREA_TIME_ZONE = "Asia/Seoul";

const inKorea = tz(KOREA_TIME_ZONE);

// date-fns' parser also takes one-digit days and hours; the configured form is strictly padded,
// so anything else is "a date that cannot be read" (SPEC §2).
const MINUTE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

// The texts read are a handful of configured values (the maintenance window, read on every page render), and
// date-fns' zoned parse is the costly part: each text's instant is kept, up to a bound a stray caller cannot pass.
const parsedMinutes = new Map<string, number | null>();
const PARSED_MINUTES_KEPT = 64;

/** Reads 'YYYY-MM-DD HH:mm' as Korea time; null when the text is not a real date in that form. */
export function parseKoreaMinute(value: string): Date | null {
  let instant = parsedMinutes.get(value);
  if (instant === undefined) {
    instant = readKoreaMinute(value.trim());
    if (parsedMinutes.size >= PARSED_MINUTES_KEPT) parsedMinutes.clear();
    parsedMinutes.set(value, instant);
  }
  // A new plain Date each time, so a caller that changes it changes no other's, and instants compare and serialize
  // without the zone wrapper.
  return instant === null ? null : new Date(instant);
}

function readKoreaMinute(text: string): number | null {
  if (!MINUTE_PATTERN.test(text)) return null;
  const date = parse(text, "yyyy-MM-dd HH:mm", new Date(0), { in: inKorea });
  return isValid(date) ? date.getTime() : null;
}

/** The Korea calendar day of an instant, 'YYYY-MM-DD'. */
export function formatKoreaDate(instant: Date): string {
  return format(instant, "yyyy-MM-dd", { in: inKorea });
}

/** The Korea minute of an instant, 'YYYY-MM-DD HH:mm' (the form parseKoreaMinute reads). */
export function formatKoreaMinute(instant: Date): string {
  return format(instant, "yyyy-MM-dd HH:mm", { in: inKorea });
}

/** The instant a Korea calendar day ('YYYY-MM-DD') starts; null when the text is not a real day. */
export function koreaDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = parse(day, "yyyy-MM-dd", new Date(0), { in: inKorea });
  return isValid(start) ? new Date(start.getTime()) : null;
}

/** The instant the Korea calendar day after `day` starts: the end (exclusive) of a period that includes `day`. */
export function koreaDayEnd(day: string): Date | null {
  const start = koreaDayStart(day);
  return start ? new Date(addDays(start, 1, { in: inKorea }).getTime()) : null;
}
