import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

// Order times as a Korean shopper reads them: Korea time, whatever the server's or the browser's zone
// (docs/decisions/003-dates-and-time-zone.md).

const seoul = tz("Asia/Seoul");

function formatted(value: string, pattern: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern, { in: seoul }) : value;
}

/** "2026.11.03" */
export function orderDate(value: string): string {
  return formatted(value, "yyyy.MM.dd");
}

/** "2026.11.03 14:05" */
export function orderDateTime(value: string): string {
  return formatted(value, "yyyy.MM.dd HH:mm");
}
