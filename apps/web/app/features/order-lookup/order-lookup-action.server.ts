import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { OrderDetail } from "@shop/contracts/order";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, publicValues } from "../../components/form/form-action.server";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { withCartToken } from "../../lib/cart-token.server";
import { commitShopperSession, hasGuestToken, type ShopperSession } from "../../lib/session.server";
import { normalizeOrderCode, ORDER_LOOKUP_SPEC } from "./order-lookup-spec";

/** The page of the lookup and of the order it opens. */
export const GUEST_ORDER_PATH = "/order/no-member";

/** What the lookup answers: the order found (a member's browser only), or the form's messages. */
export interface OrderLookupActionData extends FormActionData {
  /**
   * The order of the code and password posted, for a browser logged in as a member (whose token the API never lets
   * read a non-member's order): shown for this answer only, kept nowhere.
   */
  order?: OrderDetail;
  /** The API throttled the tries (429): the page asks the shopper to wait, above the API's message. */
  retryLater?: boolean;
}

const { reply, invalid, apiRefusal } = formAnswers<OrderLookupActionData>({});

/**
 * Whether this browser's looks go through a guest token, so the order stays open in the guest's order session:
 * nobody logged in, or a guest with a cart. A member's (or a restricted login's) browser looks anonymously instead.
 */
function guestSession(session: ShopperSession): boolean {
  return !session.has("token") || hasGuestToken(session);
}

/**
 * /order/no-member's lookup: POST /api/order/no-member with the posted code and password. A guest's browser asks with
 * its guest token (one is issued when it has none), which the API then lets read and cancel the order: the order's
 * code goes into the session and the page shows the order, 주문 취소 included, until the token ends or the shopper
 * closes it. A member's browser gets the order in this answer only. A wrong pair is the API's 404 message as it is; a
 * throttled try (429) says to wait, with the API's message.
 */
export async function lookUpGuestOrder(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  session: ShopperSession,
) {
  const values = readFormValues(form, ORDER_LOOKUP_SPEC);
  const typed = { values: publicValues(values) };
  const fieldErrors = validateFormValues(values, ORDER_LOOKUP_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ ...typed, fieldErrors });

  const body = { orderCode: normalizeOrderCode(textOf(values, "orderCode")), password: textOf(values, "password") };
  try {
    if (!guestSession(session)) {
      const order = await callApi(context, apiEndpoints.orderGuestLookup, { request, anonymous: true, body });
      return reply({ order });
    }
    const order = await withCartToken(context, request, session, (auth) =>
      callApi(context, apiEndpoints.orderGuestLookup, { ...auth, body }),
    );
    session.set("guestOrderCode", order.orderCode);
    return redirect(GUEST_ORDER_PATH, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 429) {
      return reply({ ...typed, formError: error.message, retryLater: true }, 429);
    }
    return apiRefusal(error, Object.keys(ORDER_LOOKUP_SPEC.rules), typed);
  }
}

/** 다른 주문 조회: closes the order this browser opened, back to the empty form. */
export async function closeGuestOrder(request: Request, session: ShopperSession) {
  session.unset("guestOrderCode");
  return redirect(GUEST_ORDER_PATH, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}
