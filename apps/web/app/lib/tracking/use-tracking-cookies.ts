import {
  hasUtm,
  TRACKING_COOKIE_MAX_AGE_SECONDS,
  TRACKING_QUERY_COOKIE,
  TRACKING_UID_COOKIE,
  utmOfQuery,
  utmQueryOf,
  validTrackingUid,
} from "@shop/core/tracking/tracking-cookies";
import { parseCookie, stringifySetCookie } from "cookie";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { isAdminPath } from "../back-office-path";
import { CHECKOUT_STEP_EVENT, type CheckoutStepDetail } from "../checkout-steps";
import { firstReportOf, sendCheckoutStep } from "./send-tracking";

// The visitor's cookies and the checkout steps (docs/decisions/048); the calls themselves are in send-tracking.ts.

function newUid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID is missing outside secure contexts (a plain-http address other than localhost).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the API reads it with every call, and Cookie Store is missing in older WebViews
  document.cookie = stringifySetCookie({
    name,
    value,
    path: "/",
    maxAge: TRACKING_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
}

/**
 * The visitor's uid and campaign cookies (SPEC §9: 30 minutes), written in the browser on every page the visitor
 * opens, so they last 30 minutes from the last activity: a landing URL with utm_* parameters replaces the campaign,
 * any other page keeps it. Written here rather than by the server so that cached anonymous pages (decision 023)
 * never carry a Set-Cookie.
 */
export function refreshTrackingCookies(search: string, cookieHeader: string): void {
  const cookies = parseCookie(cookieHeader);
  writeCookie(TRACKING_UID_COOKIE, validTrackingUid(cookies[TRACKING_UID_COOKIE]) ?? newUid());
  const landing = utmOfQuery(search);
  const query = hasUtm(landing) ? utmQueryOf(landing) : utmQueryOf(utmOfQuery(cookies[TRACKING_QUERY_COOKIE] ?? ""));
  if (query) writeCookie(TRACKING_QUERY_COOKIE, query);
}

function onCheckoutStep(event: Event): void {
  const { step, orderCode } = (event as CustomEvent<CheckoutStepDetail>).detail;
  if (orderCode && !firstReportOf(`step${step}:${orderCode}`)) return;
  sendCheckoutStep(step, orderCode);
}

// At load, before the page hydrates: a page's own effects run before the root's, so the landing page's first call
// (an item page's view) must already find the cookies, and the checkout pages' first step must find the listener.
if (typeof window !== "undefined" && !isAdminPath(window.location.pathname)) {
  refreshTrackingCookies(window.location.search, document.cookie);
  window.addEventListener(CHECKOUT_STEP_EVENT, onCheckoutStep);
}

/** Installed once by the root: refreshes the cookies on every shop page the visitor opens after the first. */
export function useTracking(): void {
  const location = useLocation();
  const back = isAdminPath(location.pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key: every page opened is activity (SPEC §9)
  useEffect(() => {
    if (!back) refreshTrackingCookies(location.search, document.cookie);
  }, [back, location.key, location.search]);
}
