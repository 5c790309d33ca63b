import { formatKoreaDate } from "@shop/core/site/korea-time";

const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;

/** Whole seconds from `now` until `end` (epoch ms), 0 once it has passed; a part second counts as one. */
export function secondsUntil(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/**
 * A time sale's time left as a Korean countdown reads: "2일 03:04:05", and without the days under a day
 * ("03:04:05"); never negative.
 */
export function formatTimeLeft(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / DAY_SECONDS);
  const rest = seconds % DAY_SECONDS;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
  return days > 0 ? `${days}일 ${clock}` : clock;
}

/** Korea calendar days from `now` to `end` (0 on the same Korea day), negative once `end`'s day has passed. */
export function koreaDaysUntil(end: Date, now: Date): number {
  const day = (instant: Date) => Date.parse(`${formatKoreaDate(instant)}T00:00:00Z`);
  return Math.round((day(end) - day(now)) / DAY_MS);
}

/**
 * The badge of an event card: "D-3" while days remain, "D-DAY" on its last Korea day, "종료" once it has ended
 * (by the instant, not the day: an event ending at 10:00 is over at 10:00).
 */
export function dDayLabel(end: Date, now: Date): string {
  if (now.getTime() >= end.getTime()) return "종료";
  const days = koreaDaysUntil(end, now);
  return days <= 0 ? "D-DAY" : `D-${days}`;
}
