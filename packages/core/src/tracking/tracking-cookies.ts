// The event tracking log's visitor id and campaign (SPEC §3 Event tracking log, §9: "Event-tracking uid and query
// cookies: 30 minutes"). The storefront writes both cookies from the landing URL and refreshes them while the visitor
// keeps browsing; the API reads them on every tracking call (docs/decisions/048). No zod here: the storefront's
// browser code imports this and the item page's JavaScript budget has no room for it.

/** The visitor's random id; the tracking calls store it as `uid`. */
export const TRACKING_UID_COOKIE = "tracking_uid";
/** The landing URL's utm_* parameters as a query string ("utm_source=naver&utm_medium=cpc"). */
export const TRACKING_QUERY_COOKIE = "tracking_query";
/** SPEC §9: 30 minutes, counted again from every page the visitor opens. */
export const TRACKING_COOKIE_MAX_AGE_SECONDS = 30 * 60;

/** The campaign fields of the event tracking log (SPEC §3), each null when the landing URL had none. */
export interface TrackingUtm {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmItem: string | null;
  utmContent: string | null;
}

/** The query parameters behind each field, in the order they are written back into the cookie. */
export const UTM_PARAMETERS = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_item", "utmItem"],
  ["utm_content", "utmContent"],
] as const satisfies ReadonlyArray<readonly [string, keyof TrackingUtm]>;

/** Longest value kept per field: a longer one is cut, never refused (the cookie is the visitor's, not a form). */
export const UTM_VALUE_MAX_LENGTH = 100;
const UID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

function cleanValue(value: string | null): string | null {
  if (value === null) return null;
  // NUL cannot be stored in PostgreSQL text; control characters have no place in a campaign name.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return cleaned === "" ? null : cleaned.slice(0, UTM_VALUE_MAX_LENGTH);
}

/** The utm_* fields of a query string ("?utm_source=…" or the cookie's value); unknown parameters are ignored. */
export function utmOfQuery(query: string): TrackingUtm {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
  }
  const utm: TrackingUtm = { utmSource: null, utmMedium: null, utmCampaign: null, utmItem: null, utmContent: null };
  for (const [parameter, field] of UTM_PARAMETERS) utm[field] = cleanValue(params.get(parameter));
  return utm;
}

/** Whether a landing URL carries a campaign: only then does it replace the one kept in the cookie. */
export function hasUtm(utm: TrackingUtm): boolean {
  return UTM_PARAMETERS.some(([, field]) => utm[field] !== null);
}

/** The cookie's value for a campaign ("" when it has none). */
export function utmQueryOf(utm: TrackingUtm): string {
  const params = new URLSearchParams();
  for (const [parameter, field] of UTM_PARAMETERS) {
    const value = utm[field];
    if (value !== null) params.set(parameter, value);
  }
  return params.toString();
}

/** The uid cookie's value when it is one the storefront could have written, else null (stored as no uid). */
export function validTrackingUid(value: string | undefined | null): string | null {
  return value && UID_PATTERN.test(value) ? value : null;
}
