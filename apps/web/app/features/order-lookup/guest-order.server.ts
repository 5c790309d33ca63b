import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { OrderDetail } from "@shop/contracts/order";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { commitShopperSession, forgetGuestToken, hasGuestToken, type ShopperSession } from "../../lib/session.server";

/** The order a guest's session holds open, or why it no longer can. */
export type GuestOrderSession =
  | { order: OrderDetail; ended: false; setCookie: null }
  | { order: null; ended: boolean; setCookie: string | null };

/**
 * The order the guest's session opened at /order/no-member (GET /api/order/detail with the session's guest token,
 * which the lookup let read it). A token the API no longer accepts (forgotten too), or an order it no longer shows,
 * closes the order in the session (`setCookie`) and answers `ended`; a login since closes it quietly.
 */
export async function loadGuestOrder(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
): Promise<GuestOrderSession> {
  const orderCode = session.get("guestOrderCode");
  if (!orderCode) return { order: null, ended: false, setCookie: null };
  // Logged in since (the guest token went with the login): the order is simply closed.
  if (!hasGuestToken(session)) {
    session.unset("guestOrderCode");
    return { order: null, ended: false, setCookie: await commitShopperSession(request, session) };
  }
  try {
    const order = await callApi(context, apiEndpoints.orderDetail, {
      request,
      callerHandlesErrors: true,
      query: { orderCode },
    });
    return { order, ended: false, setCookie: null };
  } catch (error) {
    if (!(error instanceof ApiResponseError) || (error.status !== 401 && error.status !== 404)) throw error;
    // An ended token is dropped too, so the next lookup asks with a new one (which the API then lets in).
    if (error.status === 401) forgetGuestToken(session);
  }
  session.unset("guestOrderCode");
  return { order: null, ended: true, setCookie: await commitShopperSession(request, session) };
}
