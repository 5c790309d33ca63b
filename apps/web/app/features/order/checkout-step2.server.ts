import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { BuyResponse, OrderPreview } from "@shop/contracts/order";
import { type AppLoadContext, redirect } from "react-router";
import { intentOf } from "../../components/form/form-action.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { CART_PATH, checkoutHref, invoiceHref } from "../../lib/checkout-links";
import { publicOrigin } from "../../lib/public-origin.server";
import { checkoutRefusal, invalid, reply } from "./checkout-action.server";
import { type CheckoutDraft, clearDraftCookie, readDraft } from "./checkout-draft.server";
import { BUY_INTENT, orderFormBody, PAYMENT_NEEDS_SCRIPT_MESSAGE, STEP2_FIELDS } from "./checkout-form";
import { payPlacedOrderWithPinPay } from "./checkout-pinpay.server";
import { requireCheckoutShopper } from "./checkout-shopper.server";

/** Step 2: the draft being confirmed and the order as `save` recomputes it now, or the refusal of it. */
export type Step2Data =
  | { kind: "ready"; draft: CheckoutDraft; preview: OrderPreview; backHref: string }
  | { kind: "refused"; draft: CheckoutDraft; message: string; backHref: string };

/** The draft of this login, or back to the cart when there is none (expired, another login, never confirmed). */
async function requireDraft(request: Request): Promise<CheckoutDraft> {
  const draft = await readDraft(request);
  if (!draft) throw redirect(CART_PATH);
  return draft;
}

/**
 * GET /order/step2 (SPEC §2, the confirm step): the draft step 1 kept, priced again by `save` — read-only, with
 * 결제하기 and 이전. A choice that no longer holds (a coupon used meanwhile, stock gone) is said, with the way back.
 */
export async function loadStep2(request: Request, context: AppLoadContext): Promise<Step2Data> {
  await requireCheckoutShopper(request);
  const draft = await requireDraft(request);
  try {
    const preview = await callApi(context, apiEndpoints.orderSave, {
      request,
      body: orderFormBody(draft.values, draft.cartIds, draft.groupCode),
    });
    return { kind: "ready", draft, preview, backHref: checkoutHref(draft.cartIds) };
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    return { kind: "refused", draft, message: error.message, backHref: checkoutHref(draft.cartIds) };
  }
}

function postedTotal(form: FormData): number | null {
  const value = form.get(STEP2_FIELDS.clientTotal);
  return typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * POST /order/step2 (결제하기): places the order with `buy` — the checkout's groupCode as its Idempotency-Key, so a
 * repeated press answers the same order — and answers the payment window's options (returnUrl made absolute on the
 * shop's origin) for the page's script to open. An order with nothing left to pay is done at once (the order page).
 * Without script the window cannot open, so an order to be paid is not placed: the page says to turn script on.
 */
export async function step2Action(request: Request, context: AppLoadContext) {
  await requireCheckoutShopper(request);
  const { form } = await readProtectedForm(request);
  const draft = await requireDraft(request);
  if (intentOf(form) !== BUY_INTENT) return invalid({ formError: "잘못된 요청입니다." });
  const clientTotal = postedTotal(form);
  if (clientTotal === null) return invalid({ formError: "결제 금액을 다시 확인해 주세요." });
  if (clientTotal > 0 && form.get(STEP2_FIELDS.scripted) !== "1") {
    return invalid({ formError: PAYMENT_NEEDS_SCRIPT_MESSAGE });
  }
  let bought: BuyResponse;
  try {
    bought = await callApi(context, apiEndpoints.orderBuy, {
      request,
      headers: { "idempotency-key": draft.groupCode },
      // A non-member's order password and phone proof come only from the sealed draft (decision 018).
      body: { ...orderFormBody(draft.values, draft.cartIds, draft.groupCode), clientTotal, guest: draft.guest },
    });
  } catch (error) {
    return checkoutRefusal(error);
  }
  if (!bought.payment) {
    return redirect(invoiceHref(bought.orderCode), { headers: { "Set-Cookie": clearDraftCookie(request) } });
  }
  // 간편결제 opens no window: the card and the keypad's password pay the placed order (decision 031).
  if (bought.payment.method === "pinpay") return payPlacedOrderWithPinPay(context, request, bought.orderCode, form);
  const returnUrl = new URL(bought.payment.returnUrl, publicOrigin(request).origin).href;
  return reply({ payment: { ...bought.payment, returnUrl, orderCode: bought.orderCode } });
}
