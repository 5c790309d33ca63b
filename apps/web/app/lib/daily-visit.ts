import {
  COMMON_VISIT_PATH,
  VISIT_EXPIRE_STATE_KEY,
  VISIT_STATE_KEY,
  visitDayOf,
  visitDue,
} from "@shop/core/moderation/daily-visit";
import { useEffect } from "react";
import { isAdminPath } from "./back-office-path";
import { browserLocalStorage, type KeyValueStorage } from "./client-storage";

// The daily visit (SPEC §7 POST /api/common/visit, client keys visit/visitExpireDate; decision 051): once per browser
// per Korea day, sent as a beacon like the tracking calls (lib/tracking/send-tracking.ts), never delaying a page.

/** Sends the visit when this browser has not been counted today, and remembers the day; true when it was sent. */
export function recordDailyVisit(
  storage: KeyValueStorage | null,
  now: Date,
  send: (url: string, body: string) => void,
): boolean {
  // Without storage every page would count again: such a browser is not counted at all.
  if (!storage) return false;
  try {
    if (!visitDue(storage.getItem(VISIT_EXPIRE_STATE_KEY), now)) return false;
    storage.setItem(VISIT_STATE_KEY, "Y");
    storage.setItem(VISIT_EXPIRE_STATE_KEY, visitDayOf(now));
  } catch (error) {
    console.warn("[web] visit state unavailable; the visit is not counted", error);
    return false;
  }
  send(`/api${COMMON_VISIT_PATH}`, "{}");
  return true;
}

function beacon(url: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
  } catch (error) {
    console.warn("[web] visit beacon refused; sending it with fetch", error);
  }
  fetch(url, {
    method: "POST",
    body,
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
  }).catch((error: unknown) => console.warn("[web] visit call failed", error));
}

/** Installed once by the root: counts the browser's first shop page of the day (never the back office's). */
export function useDailyVisit(pathname: string): void {
  const back = isAdminPath(pathname);
  useEffect(() => {
    if (!back) recordDailyVisit(browserLocalStorage(), new Date(), beacon);
  }, [back]);
}
