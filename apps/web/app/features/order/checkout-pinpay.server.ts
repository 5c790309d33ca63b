import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, redirect } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { invoiceHref } from "../../lib/checkout-links";
import { PINPAY_CHECKOUT_FIELDS } from "../../lib/pinpay-links";
import { reply } from "./checkout-action.server";
import { clearDraftCookie } from "./checkout-draft.server";

/** API refusals of a quick-pay payment the keypad asks again for (a wrong password; not a lock, not a card refusal). */
const RETRY_CODES = new Set(["PIN_PASSWORD_WRONG", "PIN_PASSWORD_CHANGED", "VALIDATION"]);

/**
 * Step 2's 결제하기 with 간편결제, once `buy` placed the order (docs/decisions/031): the card and the keypad's password
 * pay it through POST /api/pin-pay/payu/pay. Paid (or still being checked), the shopper goes to the order's page and
 * the draft is cleared; refused, the message comes back to the keypad — the draft stays, so pressing again answers
 * the same order by its idempotency key and pays it, never a second order.
 */
export async function payPlacedOrderWithPinPay(
  context: AppLoadContext,
  request: Request,
  orderCode: string,
  form: FormData,
) {
  const payKeyId = Number(form.get(PINPAY_CHECKOUT_FIELDS.payKeyId));
  const password = form.get(PINPAY_CHECKOUT_FIELDS.password);
  if (!Number.isInteger(payKeyId) || payKeyId <= 0) {
    return reply({ formError: "결제할 카드를 선택해 주세요." }, 400);
  }
  try {
    await callApi(context, apiEndpoints.pinPayPay, {
      request,
      body: { orderCode, payKeyId, password: typeof password === "string" ? password : "" },
    });
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    return reply({ formError: error.message, pinPayRetry: RETRY_CODES.has(error.body?.code ?? "") }, error.status);
  }
  return redirect(invoiceHref(orderCode), { headers: { "Set-Cookie": clearDraftCookie(request) } });
}
