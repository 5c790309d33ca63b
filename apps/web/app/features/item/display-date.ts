// Dates on the item page as "2025.03.14", in Korea time. Intl instead of a date library: the page ships less
// JavaScript, and server and browser agree because the time zone is named.

const seoulParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date ("2025-03-14") as it is; a time ("2025-03-13T16:00:00Z") as its Korean day; else as sent. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return "";
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return `${dateOnly[1]}.${dateOnly[2]}.${dateOnly[3]}`;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return value;
  const parts = Object.fromEntries(seoulParts.formatToParts(time).map((part) => [part.type, part.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}
