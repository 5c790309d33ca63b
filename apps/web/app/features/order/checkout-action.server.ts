import type { OrderPreview, PaymentRequest } from "@shop/contracts/order";
import type { PostcodeSearchState } from "../../components/address/postcode-search";
import { type FormActionData, formAnswers } from "../../components/form/form-action.server";
import type { FieldErrors } from "../../components/form/form-values";
import { ApiResponseError } from "../../lib/api-client.server";
import { apiFieldToFormField, REFUSAL_CODE_FIELDS } from "./checkout-form";

/** What the checkout pages' actions answer: the form kit's messages plus the checkout's own results. */
export interface CheckoutActionData extends FormActionData {
  /** The order's money as `save` recomputed it (the summary). */
  preview?: OrderPreview;
  /** The postcode search panel (a page used without JavaScript). */
  postcode?: PostcodeSearchState;
  /** step 2: the placed order's payment window options, returnUrl made absolute on the shop's origin. */
  payment?: PaymentRequest & { orderCode: string };
  /** A refusal about the lines themselves (stock, a line gone): the way out is the cart. */
  backToCart?: boolean;
  /** step 2 with 간편결제: the refusal is the payment password's, so the keypad asks again (decision 031). */
  pinPayRetry?: boolean;
}

const kit = formAnswers<CheckoutActionData>({});
export const { reply, invalid } = kit;

/** Refusals whose fix is in the cart, not in the form. */
const CART_CODES = new Set(["ORDER_LINE_UNAVAILABLE", "OUT_OF_STOCK"]);

/** An API refusal of the order form, as the form shows it; null for what is not the shopper's to fix (a 5xx, a bug). */
export function refusalMessages(error: unknown): { answer: CheckoutActionData; status: number } | null {
  if (!(error instanceof ApiResponseError) || error.status >= 500 || !error.body) return null;
  const body = error.body;
  const fieldErrors: FieldErrors = {};
  const unplaced: string[] = [];
  const codeField = REFUSAL_CODE_FIELDS[body.code];
  if (codeField) fieldErrors[codeField] = body.message;
  for (const entry of body.errors) {
    const field = apiFieldToFormField(entry.field);
    if (field) fieldErrors[field] ??= entry.message;
    else unplaced.push(entry.message);
  }
  const placedAny = Object.keys(fieldErrors).length > 0;
  const formError = placedAny ? unplaced[0] : (unplaced[0] ?? error.message);
  return {
    answer: {
      fieldErrors,
      ...(formError ? { formError } : {}),
      ...(CART_CODES.has(body.code) && !codeField ? { backToCart: true } : {}),
    },
    status: error.status,
  };
}

/**
 * An API refusal of the order form (save, buy) as messages on the checkout form: the API's field errors under the
 * form's flat fields ("orderer.phone" → ordererPhone), a refusal about one choice (points, coupons, tax bill) under
 * that choice, and the rest (stock, a changed total) above the form. Anything that is not a 4xx propagates.
 */
export function checkoutRefusal(error: unknown, answer: CheckoutActionData = {}) {
  const refused = refusalMessages(error);
  if (!refused) throw error;
  return reply(
    { ...answer, ...refused.answer, fieldErrors: { ...answer.fieldErrors, ...refused.answer.fieldErrors } },
    refused.status,
  );
}
