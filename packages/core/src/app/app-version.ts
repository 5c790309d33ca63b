/** Where the app is sent when the shop has a newer version than the one installed (SPEC §2, §4). */
export const APP_UPDATE_PATH = "/app/update";

// A version as the back office stores it and the app announces it: digits and dots ("2.4.0", "2.10").
const VERSION = /^\d+(\.\d+)*$/;

/**
 * A version as SPEC §4 compares it: the dots removed, read as a number ("2.4.1" → 241). Null when it is not digits
 * and dots (empty, "2.4.0-beta", "v2"), so an unreadable version never forces an update.
 */
export function appVersionNumber(version: string | null | undefined): number | null {
  const text = typeof version === "string" ? version.trim() : "";
  if (!VERSION.test(text)) return null;
  const value = Number(text.replaceAll(".", ""));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The app start check of SPEC §4: the server's version (dots removed, as a number) newer than the installed one
 * sends the app to /app/update. Either version unreadable: no update (the check's failures are only logged, §8).
 */
export function appStartTarget(
  serverVersion: string | null | undefined,
  installedVersion: string | null | undefined,
): typeof APP_UPDATE_PATH | null {
  const server = appVersionNumber(serverVersion);
  const installed = appVersionNumber(installedVersion);
  if (server === null || installed === null) return null;
  return server > installed ? APP_UPDATE_PATH : null;
}
