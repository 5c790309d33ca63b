import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { SALESON_ID_HEADER } from "@shop/contracts/auth";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "./api-client.server";
import { newSalesonId, salesonHeader, sessionTimeoutMinutes } from "./login-grant.server";
import { commitShopperSession, hasGuestToken, type ShopperSession, storeGuestToken } from "./session.server";

// A cart (SPEC §3, §4) hangs on a token: a member's, or a guest token (ROLE_GUEST) the shopper gets on their first
// add. These helpers say how a cart call carries it.

/** The token part of a cart call's options (spread into callApi's). */
export interface CartCallAuth {
  request: Request;
  anonymous?: boolean;
  headers?: Record<string, string>;
  callerHandlesErrors?: boolean;
}

/**
 * How a cart call carries the shopper's token; null when the session holds none (so there is no cart yet). A guest's
 * call answers its own 401: a guest token the API no longer accepts means the guest's cart is gone, which is no
 * reason to send them to the login page (SPEC §8's 401 flow stays for members).
 */
export function cartCallAuth(request: Request, session: ShopperSession): CartCallAuth | null {
  if (!session.has("token")) return null;
  return hasGuestToken(session) ? { request, callerHandlesErrors: true } : { request };
}

/** The API refused a guest's token (expired or revoked): their cart went with it. */
export function isEndedGuestToken(session: ShopperSession, error: unknown): boolean {
  return hasGuestToken(session) && error instanceof ApiResponseError && error.status === 401;
}

/** Gets a guest token (POST /api/auth/guest-token, signed) bound to a new site id and keeps it in the session. */
async function issueGuestToken(context: AppLoadContext, session: ShopperSession): Promise<CartCallAuth["headers"]> {
  const salesonId = await newSalesonId(context);
  const { token } = await callApi(context, apiEndpoints.guestToken, {
    anonymous: true,
    headers: salesonHeader(salesonId),
    body: {},
  });
  storeGuestToken(session, { token, salesonId, timeoutMinutes: await sessionTimeoutMinutes(context) });
  return { authorization: `Bearer ${token}`, [SALESON_ID_HEADER]: salesonId };
}

/**
 * Runs a cart call that creates a cart if need be (adding to it): with the shopper's token, or — for a shopper with
 * none, or whose guest token has ended — with a new guest token, kept in the session. The request's cookie still
 * holds the old session, so that call carries the new token itself; `cookieIfTokenChanged` gives the caller the
 * session to send back.
 */
export async function withCartToken<T>(
  context: AppLoadContext,
  request: Request,
  session: ShopperSession,
  call: (auth: CartCallAuth) => Promise<T>,
): Promise<T> {
  const current = cartCallAuth(request, session);
  if (current) {
    try {
      return await call(current);
    } catch (error) {
      if (!isEndedGuestToken(session, error)) throw error;
    }
  }
  const headers = await issueGuestToken(context, session);
  return call({ request, anonymous: true, headers });
}

/** The Set-Cookie header of the session when its token is no longer `before` (a guest token was issued). */
export async function cookieIfTokenChanged(
  request: Request,
  session: ShopperSession,
  before: string | undefined,
): Promise<Record<string, string> | undefined> {
  if (session.get("token") === before) return undefined;
  return { "Set-Cookie": await commitShopperSession(request, session) };
}
