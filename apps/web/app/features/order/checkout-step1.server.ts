import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { CouponOption, OrderPreview, PaymentStep } from "@shop/contracts/order";
import { type AppLoadContext, redirect } from "react-router";
import { postcodeIntentOf } from "../../components/address/postcode-search";
import { handlePostcodeIntent } from "../../components/address/postcode-search.server";
import { intentOf, publicValues } from "../../components/form/form-action.server";
import {
  type FieldErrors,
  type FormValues,
  readFormValues,
  textOf,
  validateFormValues,
} from "../../components/form/form-values";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { CART_PATH } from "../../lib/checkout-links";
import { checkoutRefusal, invalid, refusalMessages, reply } from "./checkout-action.server";
import { DRAFT_TOO_LARGE_MESSAGE, draftCookie, readDraft } from "./checkout-draft.server";
import {
  ADDRESS_PICK_FIELD,
  allPointsFor,
  CHECKOUT_EXTRA_FIELDS,
  CHECKOUT_FIELDS,
  CHECKOUT_SPEC,
  couponFieldNames,
  emptyReceiverValues,
  orderFormBody,
  parseCartIds,
  pricingBody,
  receiverValuesOf,
  STEP1_HIDDEN,
  STEP1_INTENTS,
  STEP2_PATH,
  startingCheckoutValues,
} from "./checkout-form";

export const FIX_FIELDS_MESSAGE = "입력 내용을 확인해 주세요. 확인이 필요한 항목에 안내를 표시했습니다.";

/** Step 1, ready: the order base data, the member's usable coupons, what the form starts with and its money. */
export interface Step1Ready {
  kind: "ready";
  cartIds: number[];
  step: PaymentStep;
  itemCoupons: CouponOption[];
  shippingCoupons: CouponOption[];
  values: FormValues;
  preview: OrderPreview;
  /** Messages of a draft's choices that no longer hold (a coupon used meanwhile). */
  previewErrors: FieldErrors;
  /** The inputs came back from step 2 (이전). */
  fromDraft: boolean;
}

/** Step 1 cannot start: a line sold out, went away or is not the shopper's; the way on is the cart. */
export interface Step1Refused {
  kind: "refused";
  message: string;
}

function sameLines(a: readonly number[], b: readonly number[]) {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The money of the form's choices so far, with the messages of the choices `save` refused. */
async function priceChoices(
  context: AppLoadContext,
  request: Request,
  values: FormValues,
  cartIds: readonly number[],
  groupCode: string,
): Promise<{ preview: OrderPreview | null; errors: FieldErrors; formError?: string }> {
  try {
    const preview = await callApi(context, apiEndpoints.orderSave, {
      request,
      body: pricingBody(values, cartIds, groupCode),
    });
    return { preview, errors: {} };
  } catch (error) {
    const refused = refusalMessages(error);
    if (!refused) throw error;
    return {
      preview: null,
      errors: refused.answer.fieldErrors ?? {},
      ...(refused.answer.formError ? { formError: refused.answer.formError } : {}),
    };
  }
}

/**
 * GET /order/step1?cartIds=1,2 (members; SPEC §2): payment-step and step1-order-coupons for the lines, the form's
 * first values — the draft when the shopper came back from step 2, else the member's details and base address —
 * and the money for them (with the island surcharge and the draft's coupons and points).
 */
export async function loadStep1(request: Request, context: AppLoadContext): Promise<Step1Ready | Step1Refused> {
  await requireUser(request);
  const cartIds = parseCartIds(new URL(request.url).searchParams.get("cartIds"));
  if (!cartIds) throw redirect(CART_PATH);
  let step: PaymentStep;
  let coupons: { itemCoupons: CouponOption[]; shippingCoupons: CouponOption[] };
  try {
    [step, coupons] = await Promise.all([
      callApi(context, apiEndpoints.orderPaymentStep, { request, body: { cartIds } }),
      callApi(context, apiEndpoints.orderStepCoupons, { request, body: { cartIds } }),
    ]);
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    return { kind: "refused", message: error.message };
  }
  const draft = await readDraft(request);
  const fromDraft = draft !== null && sameLines(draft.cartIds, cartIds);
  const values = fromDraft ? draft.values : startingCheckoutValues(step);
  const priced =
    textOf(values, CHECKOUT_FIELDS.receiverPostcode) !== "" || fromDraft
      ? await priceChoices(context, request, values, cartIds, step.groupCode)
      : { preview: null, errors: {} };
  return {
    kind: "ready",
    cartIds,
    step,
    itemCoupons: coupons.itemCoupons.filter((coupon) => coupon.usable),
    shippingCoupons: coupons.shippingCoupons.filter((coupon) => coupon.usable),
    values,
    preview: priced.preview ?? {
      boxes: step.buy.receivers[0]?.itemGroups ?? [],
      orderPrice: step.buy.orderPrice,
      cashReceiptRequired: false,
    },
    previewErrors: priced.errors,
    fromDraft,
  };
}

function hiddenText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * POST /order/step1: the postcode search (address-picker), picking an address book entry or a new address, 전액사용,
 * the summary's money (preview) and 주문 확인하기 (confirm: every rule, then `save`; accepted, the draft is kept and
 * the shopper goes on to step 2). Every answer carries the values back, so a page without script keeps its inputs.
 */
export async function step1Action(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const { form } = await readProtectedForm(request);
  const values = readFormValues(form, CHECKOUT_SPEC, [...CHECKOUT_EXTRA_FIELDS, ...couponFieldNames(form)]);

  // First: the picker's searches through its fetcher post only their own fields (no lines, no groupCode).
  const postcodeIntent = postcodeIntentOf(form);
  if (postcodeIntent) {
    const answer = await handlePostcodeIntent(postcodeIntent, form, request, context);
    if (answer.picked) {
      values[CHECKOUT_FIELDS.receiverPostcode] = answer.picked.postcode;
      values[CHECKOUT_FIELDS.receiverAddress] = answer.picked.address;
    }
    return reply({ postcode: answer.postcode, values: publicValues(values) });
  }

  const cartIds = parseCartIds(hiddenText(form, STEP1_HIDDEN.cartIds));
  const groupCode = hiddenText(form, STEP1_HIDDEN.groupCode);
  if (!cartIds) throw redirect(CART_PATH);

  const picked = form.get(ADDRESS_PICK_FIELD);
  if (typeof picked === "string") {
    const book = await callApi(context, apiEndpoints.shippingList, { request });
    const entry = book.list.find((candidate) => String(candidate.id) === picked);
    if (entry) Object.assign(values, receiverValuesOf(entry));
    return previewAnswer(context, request, values, cartIds, groupCode);
  }

  switch (intentOf(form)) {
    case STEP1_INTENTS.newAddress:
      Object.assign(values, emptyReceiverValues(values));
      return reply({ values: publicValues(values) });
    case STEP1_INTENTS.allPoints: {
      values[CHECKOUT_FIELDS.points] = "0";
      const before = await priceChoices(context, request, values, cartIds, groupCode);
      if (before.preview) {
        const balance = Number(hiddenText(form, STEP1_HIDDEN.pointBalance)) || 0;
        const ratio = Number(hiddenText(form, STEP1_HIDDEN.pointUseRatio)) || 0;
        values[CHECKOUT_FIELDS.points] = String(allPointsFor(before.preview.orderPrice, balance, ratio));
      }
      return previewAnswer(context, request, values, cartIds, groupCode);
    }
    case STEP1_INTENTS.preview:
      return previewAnswer(context, request, values, cartIds, groupCode);
    default:
      return confirm(context, request, values, cartIds, groupCode);
  }
}

async function previewAnswer(
  context: AppLoadContext,
  request: Request,
  values: FormValues,
  cartIds: readonly number[],
  groupCode: string,
) {
  const priced = await priceChoices(context, request, values, cartIds, groupCode);
  return reply({
    values: publicValues(values),
    ...(priced.preview ? { preview: priced.preview } : {}),
    fieldErrors: priced.errors,
    ...(priced.formError ? { formError: priced.formError } : {}),
  });
}

async function confirm(
  context: AppLoadContext,
  request: Request,
  values: FormValues,
  cartIds: number[],
  groupCode: string,
) {
  const kept = publicValues(values);
  const fieldErrors = validateFormValues(values, CHECKOUT_SPEC);
  if (Object.keys(fieldErrors).length > 0) {
    // Above the form too: a page without script comes back at its top, the fields to fix further down.
    return invalid({ fieldErrors, values: kept, formError: FIX_FIELDS_MESSAGE });
  }
  let preview: OrderPreview;
  try {
    preview = await callApi(context, apiEndpoints.orderSave, {
      request,
      body: orderFormBody(values, cartIds, groupCode),
    });
  } catch (error) {
    return checkoutRefusal(error, { values: kept });
  }
  const cookie = await draftCookie(request, { cartIds, groupCode, values: kept });
  if (!cookie) return invalid({ formError: DRAFT_TOO_LARGE_MESSAGE, values: kept, preview });
  return redirect(STEP2_PATH, { headers: { "Set-Cookie": cookie } });
}
