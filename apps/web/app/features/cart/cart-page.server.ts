import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { Cart } from "@shop/contracts/cart";
import { CART_LINE_MAX_QUANTITY, QUANTITY_INVALID_MESSAGE } from "@shop/core/checkout/cart-quantity";
import type { AppLoadContext } from "react-router";
import { formAnswers, intentOf } from "../../components/form/form-action.server";
import { callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { cartCallAuth, isEndedGuestToken } from "../../lib/cart-token.server";
import { getShopperSession } from "../../lib/session.server";
import { shellAnswers } from "../../lib/shared-answers.server";
import type { CartActionData } from "./cart-action-data";
import { type CartNotes, cartNotesOf, EMPTY_CART, NOTHING_SELECTED_MESSAGE, paymentReturnMessage } from "./cart-view";

/** A cart form posted from a page whose cart is gone: no token any more, or a guest token the API has ended. */
export const CART_GONE_MESSAGE = "장바구니 정보가 만료되었습니다. 상품을 다시 담아 주세요.";
const BAD_REQUEST_MESSAGE = "잘못된 요청입니다.";

/**
 * 장바구니 안내 (GET /api/common/cart-info, decision 052): the same for every shopper, so kept with the shell's answers
 * (15 s fresh, one refresh shared by concurrent renders, dropped when staff change shop content). A failure leaves the
 * notes out (logged): the cart works without them.
 */
async function loadCartNotes(context: AppLoadContext): Promise<CartNotes | null> {
  const info = await shellAnswers.getOr(context, apiEndpoints.cartInfo, null);
  return info ? cartNotesOf(info) : null;
}

/** The shopper's cart (GET /api/cart): empty without a token, or for a guest whose token the API has ended. */
async function loadCart(context: AppLoadContext, request: Request): Promise<Cart> {
  const session = await getShopperSession(request);
  const auth = cartCallAuth(request, session);
  if (!auth) return EMPTY_CART;
  try {
    return await callApi(context, apiEndpoints.cart, auth);
  } catch (error) {
    if (!isEndedGuestToken(session, error)) throw error;
    return EMPTY_CART;
  }
}

/**
 * The cart page (SPEC §2 /cart): the shopper's cart, 장바구니 안내 (asked at the same time, usually answered from the
 * kept copy) and the alert of a payment window that sent the shopper back (`?payment=cancelled|failed`). A shopper
 * without a token has an empty cart and no cart call is made; a guest whose token the API has ended has one too (their
 * next add gets a new token).
 */
export async function loadCartPage(context: AppLoadContext, request: Request) {
  const paymentAlert = paymentReturnMessage(new URL(request.url).searchParams.get("payment"));
  const [cart, notes] = await Promise.all([loadCart(context, request), loadCartNotes(context)]);
  return { cart, notes, paymentAlert };
}

const { reply, invalid, buttonRefusal } = formAnswers<CartActionData>({ intent: "unknown" });

const CART_INTENTS: readonly string[] = ["select", "quantity", "delete", "delete-selected", "shipping-payment"];

function isCartIntent(value: string): value is Exclude<CartActionData["intent"], "unknown"> {
  return CART_INTENTS.includes(value);
}

const idPattern = /^[1-9]\d{0,9}$/;

/** The posted ids under `name` (repeated fields, or one comma-separated value); null when one is not an id. */
function idsOf(form: FormData, name: string): number[] | null {
  const ids: number[] = [];
  for (const value of form.getAll(name)) {
    if (typeof value !== "string") return null;
    for (const part of value.split(",")) {
      if (part === "") continue;
      if (!idPattern.test(part) || Number(part) > 2_147_483_647) return null;
      ids.push(Number(part));
    }
  }
  return ids;
}

function wholeNumberOf(form: FormData, name: string, fallback: number): number | null {
  const raw = form.get(name);
  if (raw === null || raw === "") return fallback;
  return typeof raw === "string" && /^[+-]?\d{1,4}$/.test(raw) ? Number(raw) : null;
}

/**
 * The cart's forms, with or without JavaScript (each answers and the page's loader reads the cart again): select
 * lines (POST /api/cart/price with exactly the lines to select), change a quantity (the typed one, or one step of −/+),
 * delete one line or the selected ones, and choose 선결제 or 착불 for a box. A refusal's SPEC §8 message is the
 * answer's `formError`.
 */
export async function cartPageAction(context: AppLoadContext, request: Request) {
  const { form, session } = await readProtectedForm(request);
  const posted = intentOf(form);
  const intent = isCartIntent(posted) ? posted : "unknown";
  const auth = cartCallAuth(request, session);
  if (!auth) return invalid({ intent: "unknown", formError: CART_GONE_MESSAGE });

  try {
    switch (intent) {
      case "select": {
        const cartIds = idsOf(form, "cartIds");
        if (!cartIds) return invalid({ intent, formError: BAD_REQUEST_MESSAGE });
        await callApi(context, apiEndpoints.cartPrice, { ...auth, body: { cartIds } });
        return reply({ intent });
      }
      case "quantity": {
        const [id] = idsOf(form, "id") ?? [];
        const typed = wholeNumberOf(form, "quantity", 1);
        const step = wholeNumberOf(form, "step", 0);
        if (id === undefined || typed === null || step === null)
          return invalid({ intent, formError: BAD_REQUEST_MESSAGE });
        const quantity = typed + step;
        if (quantity < 1 || quantity > CART_LINE_MAX_QUANTITY)
          return invalid({ intent, formError: QUANTITY_INVALID_MESSAGE });
        await callApi(context, apiEndpoints.updateCartQuantity, { ...auth, body: { id, quantity } });
        return reply({ intent });
      }
      case "delete":
      case "delete-selected": {
        const ids = idsOf(form, "id");
        if (!ids) return invalid({ intent, formError: BAD_REQUEST_MESSAGE });
        if (ids.length === 0) return invalid({ intent, formError: NOTHING_SELECTED_MESSAGE });
        await callApi(context, apiEndpoints.deleteCartLines, { ...auth, body: { id: ids } });
        return reply({ intent });
      }
      case "shipping-payment": {
        const ids = idsOf(form, "id");
        const type = form.get("shippingPaymentType");
        if (!ids || ids.length === 0 || (type !== "1" && type !== "2")) {
          return invalid({ intent, formError: BAD_REQUEST_MESSAGE });
        }
        await callApi(context, apiEndpoints.cartShippingPaymentType, {
          ...auth,
          body: { id: ids, shippingPaymentType: type === "1" ? 1 : 2 },
        });
        return reply({ intent });
      }
      case "unknown":
        return invalid({ intent, formError: BAD_REQUEST_MESSAGE });
    }
  } catch (error) {
    if (isEndedGuestToken(session, error)) return invalid({ intent, formError: CART_GONE_MESSAGE });
    return buttonRefusal(error, { intent });
  }
}
