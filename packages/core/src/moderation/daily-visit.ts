// The daily visit count (SPEC §7 POST /api/common/visit; client state keys visit/visitExpireDate; decision 051). No
// date library: the storefront loads this on every page, and Korea time is UTC+9 all year (no daylight saving).

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The client state key SPEC names for the daily visit, and its expiry's. */
export const VISIT_STATE_KEY = "visit";
export const VISIT_EXPIRE_STATE_KEY = "visitExpireDate";

/** POST /api/common/visit, relative to /api: the storefront's beacon names it without loading the endpoint map. */
export const COMMON_VISIT_PATH = "/common/visit";

/** The Korea day of an instant, 'YYYY-MM-DD': what a visit is counted under and the browser keeps as its expiry. */
export function visitDayOf(now: Date): string {
  return new Date(now.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whether this browser's visit of today is still to be counted: the stored expiry is the Korea day last counted;
 * anything else (none, unreadable, another day) counts again.
 */
export function visitDue(storedExpireDate: string | null, now: Date): boolean {
  return storedExpireDate !== visitDayOf(now);
}
