import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

const seoul = tz("Asia/Seoul");

/** "2025.03.14" in Korea time; an unreadable value is shown as the API sent it. */
export function formatSeoulDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, "yyyy.MM.dd", { in: seoul }) : value;
}
