import type { Popup } from "@shop/contracts/content";
import { parseCookie, stringifySetCookie } from "cookie";

/** SPEC §9: a dismissed popup stays hidden for one day. */
const DISMISS_SECONDS = 86_400;

const cookieName = (popupId: number) => `popup_check_${popupId}`;

/** Popups the shopper has not dismissed today, judged from the request's cookies. */
export function visiblePopups(popups: Popup[], cookieHeader: string | null): Popup[] {
  const cookies = parseCookie(cookieHeader ?? "");
  return popups.filter((popup) => cookies[cookieName(popup.popupId)] !== "1");
}

/** The Set-Cookie value that hides a popup until the same time tomorrow. */
export function popupDismissCookie(popupId: number): string {
  return stringifySetCookie(cookieName(popupId), "1", { maxAge: DISMISS_SECONDS, path: "/", sameSite: "lax" });
}

/** Browser side of 오늘 하루 보지 않기. */
export function dismissPopupForToday(popupId: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie must be readable by the server render, and Cookie Store is missing in older WebViews
  document.cookie = popupDismissCookie(popupId);
}
