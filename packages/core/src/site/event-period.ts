import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { KOREA_TIME_ZONE } from "./korea-time.js";

const inKorea = tz(KOREA_TIME_ZONE);

/** An event's period as shoppers read it: "2026.10.15 ~ 2027.02.07" (Korea calendar days). */
export function formatEventPeriod(start: Date, end: Date): string {
  return `${format(start, "yyyy.MM.dd", { in: inKorea })} ~ ${format(end, "yyyy.MM.dd", { in: inKorea })}`;
}

/** active while now is in [start, end); ended from end on; upcoming before start. */
export function eventStatusAt(window: { startAt: Date; endAt: Date }, now: Date): "upcoming" | "active" | "ended" {
  if (now.getTime() < window.startAt.getTime()) return "upcoming";
  return now.getTime() < window.endAt.getTime() ? "active" : "ended";
}
