import { randomBytes } from "node:crypto";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { AUTH_MESSAGES, type Role, type SnsProvider, type TokenResponse } from "@shop/contracts/auth";
import { type AppLoadContext, redirect, redirectDocument } from "react-router";
import { callApi } from "../../lib/api-client.server";
import {
  CHANGE_PASSWORD_PATH,
  EXPIRED_PASSWORD_PATH,
  LOGIN_PATH,
  SLEEP_USER_PATH,
  safeTarget,
  TRANSFER_JOIN_PATH,
} from "../../lib/auth.server";
import { grantLogin } from "../../lib/login-grant.server";
import { rememberMeCookie } from "../../lib/mobile-login-persistence.server";
import { publicOrigin } from "../../lib/public-origin.server";
import { clearLogin, commitShopperSession, type ShopperSession } from "../../lib/session.server";

export const SNS_JOIN_PATH = "/user/sns-join";

/** The callback address a provider sends the shopper back to (SPEC §2 /user/sns/naver-callback, and Kakao's). */
export const SNS_CALLBACK_PATHS: Record<SnsProvider, string> = {
  NAVER: "/user/sns/naver-callback",
  KAKAO: "/user/sns/kakao-callback",
};

/** The absolute callback address given to the provider; the token call must repeat it exactly. */
export function snsCallbackUrl(request: Request, provider: SnsProvider): string {
  return `${publicOrigin(request).origin}${SNS_CALLBACK_PATHS[provider]}`;
}

/** `target` with the login's destination kept, for the pages a token code leads to. */
function withTarget(path: string, target: string): string {
  return target === "/" ? path : `${path}?${new URLSearchParams({ target }).toString()}`;
}

/**
 * Where a token code sends the shopper (SPEC §4): PASSWORD_EXPIRED with its alert to the expired-password page,
 * TEMP_PASSWORD straight to the change-password page, TRANSFER_REQUIRED to transfer-join, SNS_JOIN_REQUIRED to
 * sns-join; any other code is success and goes to the target.
 */
function destinationOf(code: TokenResponse["code"], target: string, session: ShopperSession): string {
  switch (code) {
    case "PASSWORD_EXPIRED":
      session.flash("alert", AUTH_MESSAGES.PASSWORD_EXPIRED);
      return withTarget(EXPIRED_PASSWORD_PATH, target);
    case "TEMP_PASSWORD":
      return withTarget(CHANGE_PASSWORD_PATH, target);
    case "TRANSFER_REQUIRED":
      session.flash("alert", AUTH_MESSAGES.TRANSFER_REQUIRED);
      return TRANSFER_JOIN_PATH;
    case "SNS_JOIN_REQUIRED":
      return withTarget(SNS_JOIN_PATH, target);
    default:
      return target;
  }
}

/**
 * Keeps the issued token (bound to `salesonId`, the site id its call carried) in the session and redirects as its
 * code says; sets or rotates the remember-me cookie.
 */
export async function finishLogin(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
  answer: TokenResponse,
  target: string,
  salesonId: string,
): Promise<Response> {
  const role: Role = answer.code === "SNS_JOIN_REQUIRED" ? "ROLE_GUEST" : "ROLE_USER";
  await grantLogin(context, session, answer, role, salesonId);
  const to = destinationOf(answer.code, safeTarget(target), session);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitShopperSession(request, session));
  if (answer.rememberMeToken) headers.append("Set-Cookie", rememberMeCookie(request, answer.rememberMeToken));
  return redirect(to, { headers });
}

/** SPEC §4 SLEEP_USER at login: the alert, then the dormant-account page. */
export async function sendToSleepUser(request: Request, session: ShopperSession): Promise<Response> {
  clearLogin(session);
  session.flash("alert", AUTH_MESSAGES.SLEEP_USER);
  return redirect(SLEEP_USER_PATH, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

/**
 * Starts a social login: a fresh OAuth `state` is kept in the session (the callback must bring it back, so another
 * site cannot complete a login into its own account) and the shopper goes to the provider's consent page.
 */
export async function startSnsLogin(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
  provider: SnsProvider,
  target: string,
): Promise<Response> {
  const state = randomBytes(18).toString("base64url");
  const { url } = await callApi(context, apiEndpoints.snsAuthorizeUrl, {
    query: { provider, redirectUri: snsCallbackUrl(request, provider), state },
  });
  session.set("snsLogin", { provider, state, target: safeTarget(target) });
  // A full page load: the consent page is the provider's (or the sandbox's under /api), not a route of this app.
  return redirectDocument(url, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

/** SPEC §8 "Missing social auth info": the alert, then back to login. */
export async function missingSnsAuth(request: Request, session: ShopperSession, message?: string): Promise<Response> {
  session.unset("snsLogin");
  session.flash("alert", message ?? AUTH_MESSAGES.SNS_AUTH_MISSING);
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}
