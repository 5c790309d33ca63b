/** Nothing typed: undefined, null, or text that is only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Missing as SPEC §5's required rules count it: blank, the number 0 (an unpicked numeric select) or an empty list.
 * `false` is an answer, not a gap; checkboxes that must be ticked use `checkboxRequired`.
 */
export function isMissing(value: unknown): boolean {
  return isBlank(value) || value === 0 || (Array.isArray(value) && value.length === 0);
}

/**
 * Runs a format check on a text value. A blank value passes, so an optional field may stay empty and a required
 * one reports `required`'s message rather than a format message; numbers are checked as their decimal text, and
 * any other type fails, since a JSON body can carry anything.
 */
export function checkText(value: unknown, isValid: (text: string) => boolean, message: string): string | null {
  if (isBlank(value)) return null;
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : null;
  return text !== null && isValid(text) ? null : message;
}

/** Length in Unicode code points, the unit PostgreSQL's varchar(n) counts, so a form's limit matches its column. */
export function textLength(text: string): number {
  return Array.from(text).length;
}
