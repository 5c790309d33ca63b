import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { rememberMeRequestSchema } from "@shop/contracts/auth";
import { parseCookie, stringifySetCookie } from "cookie";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "./api-client.server";
import { grantLogin, loginCallAuth } from "./login-grant.server";
import { isLoggedIn, isSecureRequest, type ShopperSession, tokenStatusOf } from "./session.server";

/** The remember-me cookie: a single-use token the API rotates each time it is traded for a login. */
export const REMEMBER_ME_COOKIE = "__shop_remember";
// The API decides how long a remember-me token stays good; the cookie only has to outlive it.
const REMEMBER_ME_MAX_AGE = 60 * 60 * 24 * 30;

// Phones and tablets as their browsers and the companion app announce themselves.
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|NHMeatApp\//i;

/** True for the phone and tablet browsers (and the app) that SPEC §4's automatic login applies to. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && MOBILE_USER_AGENT.test(userAgent);
}

/** The Set-Cookie that stores a (rotated) remember-me token, HttpOnly like the session. */
export function rememberMeCookie(request: Request, token: string): string {
  return stringifySetCookie(REMEMBER_ME_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    path: "/",
    maxAge: REMEMBER_ME_MAX_AGE,
  });
}

/** The Set-Cookie that removes the remember-me token (logout, a refused token). */
export function clearRememberMeCookie(request: Request): string {
  return stringifySetCookie(REMEMBER_ME_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request),
    path: "/",
    maxAge: 0,
  });
}

function rememberMeToken(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const value = parseCookie(header)[REMEMBER_ME_COOKIE];
  return value ? value : null;
}

export interface RestoredLogin {
  /** The session now holds a login and must be written back. */
  sessionChanged: boolean;
  /** Cookies besides the session's: the rotated or removed remember-me token. */
  cookies: string[];
}

/**
 * Route check 2 of SPEC §2 ("maintenance redirect, mobile login persistence, header"): a mobile shopper who is not
 * logged in is logged in again from the remember-me cookie (SPEC §4). The token is traded with the API (signed
 * like every token call) for a new login and a rotated remember-me token; a refused one is removed so it is not
 * tried on every page. A failure to reach the API leaves the shopper logged out for this page and is logged.
 */
export async function restoreMobileLogin(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
): Promise<RestoredLogin> {
  const none: RestoredLogin = { sessionChanged: false, cookies: [] };
  if (isLoggedIn(session) || tokenStatusOf(session) !== null) return none;
  if (!isMobileUserAgent(request.headers.get("user-agent"))) return none;
  const token = rememberMeToken(request);
  if (!token) return none;
  if (!rememberMeRequestSchema.safeParse({ rememberMeToken: token }).success) {
    return { sessionChanged: false, cookies: [clearRememberMeCookie(request)] };
  }
  try {
    // A guest's token goes along, so the cart they filled before the automatic login becomes the member's.
    const { salesonId, anonymous, headers } = await loginCallAuth(context, session);
    const answer = await callApi(context, apiEndpoints.rememberMe, {
      request,
      anonymous,
      body: { rememberMeToken: token },
      headers,
      callerHandlesErrors: true,
    });
    await grantLogin(context, session, answer, "ROLE_USER", salesonId);
    return {
      sessionChanged: true,
      cookies: [
        answer.rememberMeToken ? rememberMeCookie(request, answer.rememberMeToken) : clearRememberMeCookie(request),
      ],
    };
  } catch (error) {
    // Refused (expired, already used, unknown): forget it. Throttled or down: keep it for a later page.
    if (error instanceof ApiResponseError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return { sessionChanged: false, cookies: [clearRememberMeCookie(request)] };
    }
    console.error("[web] remember-me login failed; the shopper stays logged out for now", error);
    return none;
  }
}
