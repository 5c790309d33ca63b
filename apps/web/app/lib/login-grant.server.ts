import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type Role, SALESON_ID_HEADER, type TokenResponse } from "@shop/contracts/auth";
import type { AppLoadContext } from "react-router";
import { callApi } from "./api-client.server";
import { hasGuestToken, type ShopperSession, storeLogin } from "./session.server";

/**
 * Minutes a login lasts (GET /api/auth/session-timeout). SPEC §8 lists this fetch among the failures that are only
 * logged; SPEC §4 stores a negative marker when there is no timeout, and so does this.
 */
export async function sessionTimeoutMinutes(context: AppLoadContext): Promise<number> {
  try {
    const { data } = await callApi(context, apiEndpoints.sessionTimeout);
    return data.timeout > 0 ? data.timeout : -1;
  } catch (error) {
    console.error("[web] session-timeout fetch failed; the login lasts as long as the browser session", error);
    return -1;
  }
}

/**
 * A new site id (GET /api/auth/saleson-id) for a token call: the API binds the token it issues to the salesonId
 * header of that call, and later calls must present the same one (SPEC §6).
 */
export async function newSalesonId(context: AppLoadContext): Promise<string> {
  const { id } = await callApi(context, apiEndpoints.salesonId);
  return id;
}

/** The header a token call carries so the token is bound to `salesonId`. */
export function salesonHeader(salesonId: string): Record<string, string> {
  return { [SALESON_ID_HEADER]: salesonId };
}

/** How a login call (password, remember-me or Naver/Kakao) is sent, and the site id the token it issues is bound to. */
export interface LoginCallAuth {
  salesonId: string;
  anonymous: boolean;
  headers: Record<string, string>;
}

/**
 * A shopper holding a guest token logs in with it (the bearer of the call) and the site id it was issued for: the API
 * then moves the guest's cart to the member, and binds the member's token to the same site id. Anyone else calls
 * anonymously with a new site id; a restricted or social-join token is never sent along.
 */
export async function loginCallAuth(context: AppLoadContext, session: ShopperSession): Promise<LoginCallAuth> {
  const guestSite = hasGuestToken(session) ? session.get("salesonId") : undefined;
  const salesonId = guestSite ?? (await newSalesonId(context));
  return { salesonId, anonymous: guestSite === undefined, headers: salesonHeader(salesonId) };
}

/**
 * Keeps a token the API issued (login, social login, sns-join, remember-me) in the session with the site id it was
 * issued for and the server-given timeout. A restricted code (PASSWORD_EXPIRED …) is kept as the token status, so
 * the shopper is not logged in until it is resolved.
 */
export async function grantLogin(
  context: AppLoadContext,
  session: ShopperSession,
  answer: Pick<TokenResponse, "token" | "code" | "loginType">,
  role: Role,
  salesonId: string,
): Promise<void> {
  storeLogin(session, {
    token: answer.token,
    role,
    loginType: answer.loginType,
    code: answer.code,
    salesonId,
    timeoutMinutes: await sessionTimeoutMinutes(context),
  });
}
