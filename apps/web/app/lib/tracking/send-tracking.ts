import { TRACKING_CALL_PATHS } from "@shop/core/tracking/tracking-calls";

// The storefront's side of SPEC §7 Tracking (docs/decisions/048): one small module with no zod and no React, so the
// item page's JavaScript budget barely notices it. The API reads the visitor's uid and campaign from the cookies that
// go with every same-origin request (use-tracking-cookies.ts).

export type TrackingCall = Exclude<keyof typeof TRACKING_CALL_PATHS, "commonTrackingScript">;

/** One GA4 ecommerce item (the contracts' gaItemSchema, written out: the browser does not load zod). */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_variant?: string;
}

/**
 * Sends one tracking call without delaying anything: a beacon (which outlives the page, so a click that navigates
 * loses nothing), or a keepalive fetch where beacons are refused. A failure is logged only (SPEC §8).
 */
export function sendTracking(call: TrackingCall, body: object): void {
  if (typeof window === "undefined") return;
  const url = `/api${TRACKING_CALL_PATHS[call]}`;
  const payload = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([payload], { type: "application/json" }))) return;
  } catch (error) {
    console.warn("[web] tracking beacon refused; sending it with fetch", call, error);
  }
  fetch(url, {
    method: "POST",
    body: payload,
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
  }).catch((error: unknown) => console.warn("[web] tracking call failed", call, error));
}

/** SPEC §4's analytics step names → numbers arrive from lib/checkout-steps.ts; this only forwards them. */
export function sendCheckoutStep(step: number, orderCode?: string): void {
  sendTracking("checkout", orderCode ? { checkout_step: step, transaction_id: orderCode } : { checkout_step: step });
}

const SENT_ORDERS_KEY = "trackedOrders";

/**
 * Whether this tab already reported the order (a reload of the order-complete page must not count a second
 * purchase); marks it reported. Without sessionStorage every view counts.
 */
export function firstReportOf(orderCode: string): boolean {
  try {
    const sent = (window.sessionStorage.getItem(SENT_ORDERS_KEY) ?? "").split(" ").filter(Boolean);
    if (sent.includes(orderCode)) return false;
    window.sessionStorage.setItem(SENT_ORDERS_KEY, [...sent.slice(-19), orderCode].join(" "));
  } catch (error) {
    console.warn("[web] sessionStorage unavailable; the order is reported again", error);
  }
  return true;
}
