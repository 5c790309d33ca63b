import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

// Dates as a Korean shopper reads them on every page: Korea time whatever the server's or the browser's zone
// (docs/decisions/003-dates-and-time-zone.md), dotted as Korean shops print them. An unreadable value is shown as
// the API sent it rather than as "Invalid Date".

const inKorea = tz("Asia/Seoul");

function formatted(value: string, pattern: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern, { in: inKorea }) : value;
}

/** "2026.11.03" */
export function koreaDate(value: string): string {
  return formatted(value, "yyyy.MM.dd");
}

/** "2026.11.03 14:05" */
export function koreaDateTime(value: string): string {
  return formatted(value, "yyyy.MM.dd HH:mm");
}
