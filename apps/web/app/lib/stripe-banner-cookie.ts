import { parseCookie, stringifySetCookie } from "cookie";

/** Set when the shopper closes the top stripe banner; read by the server so it never flashes. */
export const STRIPE_BANNER_CLOSED_COOKIE = "stripe_banner_closed";
/** SPEC §9: the top banner stays hidden for one day. */
export const STRIPE_BANNER_HIDE_SECONDS = 86_400;

/** The document.cookie assignment that hides the banner for a day on every page. */
export function stripeBannerClosedCookie(): string {
  return stringifySetCookie(STRIPE_BANNER_CLOSED_COOKIE, "1", {
    maxAge: STRIPE_BANNER_HIDE_SECONDS,
    path: "/",
    sameSite: "lax",
  });
}

/** Reads the flag from a Cookie header or a document.cookie string. */
export function isStripeBannerClosed(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return parseCookie(cookieHeader)[STRIPE_BANNER_CLOSED_COOKIE] === "1";
}
