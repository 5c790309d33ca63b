import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { CouponOption, OrderPreview, PaymentStep } from "@shop/contracts/order";
import { type AppLoadContext, redirect } from "react-router";
import { postcodeIntentOf } from "../../components/address/postcode-search";
import { handlePostcodeIntent } from "../../components/address/postcode-search.server";
import { formAnswers, intentOf, publicValues } from "../../components/form/form-action.server";
import {
  type FieldErrors,
  type FormSpec,
  type FormValues,
  readFormValues,
  textOf,
  validateFormValues,
} from "../../components/form/form-values";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { CART_PATH } from "../../lib/checkout-links";
import { type CheckoutActionData, refusalMessages } from "./checkout-action.server";
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
import { requireCheckoutShopper } from "./checkout-shopper.server";
import {
  choseGuestOrder,
  GUEST_CHECKOUT_SPEC,
  guestCheckoutHref,
  guestFieldErrors,
  guestOrderOf,
  withGuestOrderer,
} from "./guest-checkout";

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
  /** The member's earlier receiver names, most used first (받는 분 suggestions); none for a non-member. */
  receiverNames: string[];
  /**
   * A non-member's order (비회원 주문): the phone to verify, typed before when the shopper came back from step 2 (the
   * proof and the order password are asked again: a proof is single-use and may have gone to a placed order).
   */
  guest: { phoneNumber: string } | null;
}

/** A shopper without a login chooses first: log in (their cart moves to the member) or order as a non-member. */
export interface Step1Choice {
  kind: "choice";
  /** How many lines the shopper is ordering. */
  lineCount: number;
  /** This page again, as a non-member. */
  guestHref: string;
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

const NO_COUPONS = { itemCoupons: [], shippingCoupons: [] };

/** The names the member sent orders to before, most used first (GET /api/statistics/receive-name). */
async function memberReceiverNames(context: AppLoadContext, request: Request): Promise<string[]> {
  const { list } = await callApi(context, apiEndpoints.statisticsReceiveNames, { request, query: { limit: 10 } });
  return list.map((entry) => entry.receiveName);
}

/**
 * GET /order/step1?cartIds=1,2 (SPEC §2): payment-step and step1-order-coupons for the lines, the form's first
 * values — the draft when the shopper came back from step 2, else the member's details and base address — and the
 * money for them (with the island surcharge and the draft's coupons and points). A guest (their cart on a guest
 * token, from the cart's 주문하기 or the item page's 바로구매) first chooses between logging in and ordering as a
 * non-member (`?guest=1`), who has no address book, coupons or points.
 */
export async function loadStep1(
  request: Request,
  context: AppLoadContext,
): Promise<Step1Ready | Step1Refused | Step1Choice> {
  const guest = (await requireCheckoutShopper(request)) === "guest";
  const url = new URL(request.url);
  const cartIds = parseCartIds(url.searchParams.get("cartIds"));
  if (!cartIds) throw redirect(CART_PATH);
  const draft = await readDraft(request);
  const fromDraft = draft !== null && sameLines(draft.cartIds, cartIds);
  if (guest && !fromDraft && !choseGuestOrder(url)) {
    return { kind: "choice", lineCount: cartIds.length, guestHref: guestCheckoutHref(cartIds) };
  }
  let step: PaymentStep;
  let coupons: { itemCoupons: CouponOption[]; shippingCoupons: CouponOption[] };
  let receiverNames: string[];
  try {
    [step, coupons, receiverNames] = await Promise.all([
      callApi(context, apiEndpoints.orderPaymentStep, { request, body: { cartIds } }),
      guest ? NO_COUPONS : callApi(context, apiEndpoints.orderStepCoupons, { request, body: { cartIds } }),
      guest ? [] : memberReceiverNames(context, request),
    ]);
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    return { kind: "refused", message: error.message };
  }
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
    receiverNames,
    guest: guest ? { phoneNumber: fromDraft ? textOf(values, CHECKOUT_FIELDS.ordererPhone) : "" } : null,
  };
}

function hiddenText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The guest's phone verification block (the account feature's, which the route brings): its own buttons' answers
 * (인증번호 받기, 확인) and its state as a posted form carries it, given back with every answer of a page without script.
 */
export interface GuestPhoneBlock<P> {
  /** The answer to the block's own intents; null for any other intent. */
  answer(intent: string, form: FormData): Promise<P> | null;
  stateOf(form: FormData): P;
}

/** What step 1's action answers: the checkout's answer, plus the guest's phone block. */
export interface Step1ActionData<P> extends CheckoutActionData {
  phone?: P;
}

/** The answers of one post, each carrying the guest's phone block (nothing for a member). */
function step1Answers<P>(guest: boolean, phone: P | undefined) {
  const kit = formAnswers<Step1ActionData<P>>({});
  const extra: Step1ActionData<P> = phone === undefined ? {} : { phone };
  const placed = (errors: FieldErrors | undefined) => (guest && errors ? guestFieldErrors(errors) : errors);
  const reply = (answer: CheckoutActionData, status = 200) => {
    const fieldErrors = placed(answer.fieldErrors);
    return kit.reply({ ...answer, ...(fieldErrors ? { fieldErrors } : {}), ...extra }, status);
  };
  return {
    reply,
    invalid: (answer: CheckoutActionData) => reply(answer, 400),
    /** An API refusal of the order form, under the form's fields (checkout-action.server's refusalMessages). */
    refusal(error: unknown, answer: CheckoutActionData) {
      const refused = refusalMessages(error);
      if (!refused) throw error;
      return reply(
        { ...answer, ...refused.answer, fieldErrors: { ...answer.fieldErrors, ...refused.answer.fieldErrors } },
        refused.status,
      );
    },
  };
}

type Step1Answers<P> = ReturnType<typeof step1Answers<P>>;

/**
 * POST /order/step1: the postcode search (address-picker), picking an address book entry or a new address, 전액사용,
 * the summary's money (preview) and 주문 확인하기 (confirm: every rule, then `save`; accepted, the draft is kept and
 * the shopper goes on to step 2). Every answer carries the values back, so a page without script keeps its inputs.
 * A guest's form has the phone verification block (its buttons answered first) and the order password instead of
 * the address book, coupons and points.
 */
export async function step1Action<P>(request: Request, context: AppLoadContext, guestPhone: GuestPhoneBlock<P>) {
  const guest = (await requireCheckoutShopper(request)) === "guest";
  const { form } = await readProtectedForm(request);
  const spec = guest ? GUEST_CHECKOUT_SPEC : CHECKOUT_SPEC;
  const read = readFormValues(form, spec, [...CHECKOUT_EXTRA_FIELDS, ...couponFieldNames(form)]);
  const values = guest ? withGuestOrderer(read) : read;
  const intent = intentOf(form);

  // First: the phone block's buttons and the picker's searches, whose fetchers post only their own fields.
  const phoneAnswer = guest ? guestPhone.answer(intent, form) : null;
  if (phoneAnswer) return step1Answers(guest, await phoneAnswer).reply({ values: publicValues(values) });
  const answers = step1Answers(guest, guest ? guestPhone.stateOf(form) : undefined);
  const { reply } = answers;

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

  // A guest has no address book (and no points): those buttons are not on their page.
  const picked = guest ? null : form.get(ADDRESS_PICK_FIELD);
  if (typeof picked === "string") {
    const book = await callApi(context, apiEndpoints.shippingList, { request });
    const entry = book.list.find((candidate) => String(candidate.id) === picked);
    if (entry) Object.assign(values, receiverValuesOf(entry));
    return previewAnswer(answers, context, request, values, cartIds, groupCode);
  }

  switch (intent) {
    case STEP1_INTENTS.newAddress:
      Object.assign(values, emptyReceiverValues(values));
      return reply({ values: publicValues(values) });
    case STEP1_INTENTS.allPoints: {
      values[CHECKOUT_FIELDS.points] = "0";
      const before = guest ? { preview: null } : await priceChoices(context, request, values, cartIds, groupCode);
      if (before.preview) {
        const balance = Number(hiddenText(form, STEP1_HIDDEN.pointBalance)) || 0;
        const ratio = Number(hiddenText(form, STEP1_HIDDEN.pointUseRatio)) || 0;
        values[CHECKOUT_FIELDS.points] = String(allPointsFor(before.preview.orderPrice, balance, ratio));
      }
      return previewAnswer(answers, context, request, values, cartIds, groupCode);
    }
    case STEP1_INTENTS.preview:
      return previewAnswer(answers, context, request, values, cartIds, groupCode);
    default:
      return confirm(answers, { request, context, spec, guest }, values, cartIds, groupCode);
  }
}

async function previewAnswer<P>(
  { reply }: Step1Answers<P>,
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

async function confirm<P>(
  { invalid, refusal }: Step1Answers<P>,
  { request, context, spec, guest }: { request: Request; context: AppLoadContext; spec: FormSpec; guest: boolean },
  values: FormValues,
  cartIds: number[],
  groupCode: string,
) {
  const kept = publicValues(values);
  const fieldErrors = validateFormValues(values, spec);
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
    return refusal(error, { values: kept });
  }
  // The guest's order password and phone proof travel to step 2's buy only inside the sealed draft (decision 018).
  const draft = { cartIds, groupCode, values: kept, ...(guest ? { guest: guestOrderOf(values) } : {}) };
  const cookie = await draftCookie(request, draft);
  if (!cookie) return invalid({ formError: DRAFT_TOO_LARGE_MESSAGE, values: kept, preview });
  return redirect(STEP2_PATH, { headers: { "Set-Cookie": cookie } });
}
