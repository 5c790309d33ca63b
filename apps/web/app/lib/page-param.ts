/** The list pages a shopper pages through: 1 to 99,999. */
const PAGE_PATTERN = /^[1-9]\d{0,4}$/;

/** A 1-based page number from the address; anything else is page 1 (never an error page). */
export function pageParam(params: URLSearchParams): number {
  const text = params.get("page") ?? "";
  return PAGE_PATTERN.test(text) ? Number(text) : 1;
}
