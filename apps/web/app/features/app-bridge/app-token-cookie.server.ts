import { pushKeySchema } from "@shop/contracts/app-push";
import { parseCookie, stringifySetCookie } from "cookie";
import { isSecureRequest } from "../../lib/session.server";

/** SPEC §9: the app token (the device's push token) is kept in a cookie for 365 days, like the app flags. */
export const APP_TOKEN_COOKIE = "appToken";
const APP_FLAGS_MAX_AGE = 60 * 60 * 24 * 365;

/** The device's push token the app start stored, when it reads as one. */
export function appTokenOf(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const parsed = pushKeySchema.safeParse(parseCookie(header)[APP_TOKEN_COOKIE]);
  return parsed.success ? parsed.data : null;
}

export function appTokenCookie(request: Request, token: string): string {
  return stringifySetCookie(APP_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    path: "/",
    maxAge: APP_FLAGS_MAX_AGE,
  });
}
