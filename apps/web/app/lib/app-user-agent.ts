/**
 * What the companion app (iOS and Android WebView) appends to its user agent, e.g.
 * `… Mobile Safari/537.36 NHMeatApp/2.4.1`. The one place the marker is defined: settings in the
 * bottom bar (SPEC §6) and app-only behaviour key off it.
 */
export const APP_USER_AGENT_MARKER = "NHMeatApp/";

/** True when the page is shown inside the companion app. */
export function isAppUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && userAgent.includes(APP_USER_AGENT_MARKER);
}
