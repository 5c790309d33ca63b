import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type OrderDetail, orderDetailQuerySchema } from "@shop/contracts/order";
import type { ClaimApplyInfo, ReturnAmount } from "@shop/contracts/order-return";
import { CLAIM_MESSAGES, returnReasonSchema } from "@shop/contracts/order-return";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf, publicValues } from "../../components/form/form-action.server";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { notFound } from "../../lib/not-found.server";
import { commitShopperSession } from "../../lib/session.server";
import {
  attachedPhotosOf,
  CLAIM_FIELDS,
  CLAIM_INTENTS,
  CLAIM_SPEC,
  type ClaimMode,
  claimFormOf,
  claimModeOf,
  pickedPhotosProblem,
  postedClaimLineIds,
} from "./order-return-form";

/** What the claim form's action answers: the form kit's messages, the estimate and the ticked lines. */
export interface OrderReturnActionData extends FormActionData {
  estimate?: ReturnAmount;
  orderItemIds?: number[];
}

const { reply, invalid, apiRefusal } = formAnswers<OrderReturnActionData>({});

/** The open form's data (`?claim=return|exchange`): what the API offers for the order, or its refusal. */
export interface ClaimStart {
  mode: ClaimMode;
  info: ClaimApplyInfo | null;
  error: string | null;
}

const INFO_ENDPOINTS = {
  return: apiEndpoints.orderReturnApplyInfo,
  exchange: apiEndpoints.orderExchangeApplyInfo,
  "designated-return": apiEndpoints.orderDesignatedReturnApplyInfo,
} as const;

const APPLY_ENDPOINTS = {
  return: apiEndpoints.orderReturnApply,
  exchange: apiEndpoints.orderExchangeApply,
  "designated-return": apiEndpoints.orderDesignatedReturnApply,
} as const;

/** The return or exchange form's data when the address opens it; null otherwise. */
export async function loadClaimStart(
  request: Request,
  context: AppLoadContext,
  order: OrderDetail,
): Promise<ClaimStart | null> {
  const mode = claimModeOf(new URL(request.url));
  if (!mode) return null;
  try {
    const info = await callApi(context, INFO_ENDPOINTS[claimFormOf(order, mode)], {
      request,
      query: { orderCode: order.orderCode },
    });
    return { mode, info, error: null };
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    return { mode, info: null, error: error.message };
  }
}

/** Whether a posted form is the claim form's (the order page's action dispatches on it). */
export function isClaimIntent(intent: string): boolean {
  return intent === CLAIM_INTENTS.preview || intent === CLAIM_INTENTS.apply;
}

const TEXT_FIELDS = [
  CLAIM_FIELDS.reason,
  CLAIM_FIELDS.detail,
  CLAIM_FIELDS.pickupName,
  CLAIM_FIELDS.pickupPhone,
  CLAIM_FIELDS.pickupPostcode,
  CLAIM_FIELDS.pickupAddress,
  CLAIM_FIELDS.pickupAddressDetail,
] as const;

/**
 * The claim form's action on /mypage/order/:sequence/:code?claim=…: `claim-preview` answers the return's refund
 * estimate (POST /api/order/return-amount; a fetcher with script, 환불 금액 계산 without); `claim-apply` sends the
 * application with its photos (multipart) and ends on the order with the API's message as the shop's alert.
 */
export async function orderReturnAction(
  request: Request,
  context: AppLoadContext,
  params: { sequence?: string; code?: string },
) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const parsed = orderDetailQuerySchema.safeParse({ orderCode: params.code ?? "" });
  if (!parsed.success || !/^[1-9]\d{0,9}$/.test(params.sequence ?? "")) notFound();
  const { orderCode } = parsed.data;
  const url = new URL(request.url);
  const mode = claimModeOf(url) ?? "return";

  const orderItemIds = postedClaimLineIds(form);
  const values = readFormValues(form, CLAIM_SPEC);
  const kept: OrderReturnActionData = { values: publicValues(values), orderItemIds };

  if (intentOf(form) === CLAIM_INTENTS.preview) {
    const reason = returnReasonSchema.safeParse(values[CLAIM_FIELDS.reason]);
    if (orderItemIds.length === 0) return invalid({ ...kept, formError: CLAIM_MESSAGES.lines });
    if (!reason.success) return invalid({ ...kept, fieldErrors: { [CLAIM_FIELDS.reason]: CLAIM_MESSAGES.reason } });
    try {
      const estimate = await callApi(context, apiEndpoints.orderReturnAmount, {
        request,
        body: { orderCode, orderItemIds, reason: reason.data },
      });
      return reply({ ...kept, estimate });
    } catch (error) {
      return apiRefusal(error, [], kept);
    }
  }

  const fieldErrors = validateFormValues(values, CLAIM_SPEC);
  const photos = attachedPhotosOf(form);
  const photosProblem = pickedPhotosProblem(photos);
  if (photosProblem) fieldErrors[CLAIM_FIELDS.photos] = photosProblem;
  if (orderItemIds.length === 0 || Object.keys(fieldErrors).length > 0) {
    return invalid({ ...kept, fieldErrors, ...(orderItemIds.length === 0 ? { formError: CLAIM_MESSAGES.lines } : {}) });
  }

  const body = new FormData();
  body.append(CLAIM_FIELDS.orderCode, orderCode);
  body.append(CLAIM_FIELDS.orderItemIds, orderItemIds.join(","));
  for (const name of TEXT_FIELDS) body.append(name, String(values[name] ?? ""));
  // A paid virtual account's refund account, when the form asked for one (the account number without its hyphens).
  for (const name of [CLAIM_FIELDS.refundBankCode, CLAIM_FIELDS.refundAccount, CLAIM_FIELDS.refundHolder]) {
    const value = form.get(name);
    if (typeof value !== "string" || value.trim() === "") continue;
    body.append(name, name === CLAIM_FIELDS.refundAccount ? value.replace(/[\s-]/g, "") : value.trim());
  }
  for (const photo of photos) body.append(CLAIM_FIELDS.photos, photo, photo.name);
  const order = { kind: form.get("orderKind") === "designated" ? ("designated" as const) : ("normal" as const) };
  let message: string;
  try {
    const result = await callApi(context, APPLY_ENDPOINTS[claimFormOf(order, mode)], { request, form: body });
    message = result.message;
  } catch (error) {
    return apiRefusal(error, [...TEXT_FIELDS, CLAIM_FIELDS.photos], kept);
  }
  session.flash("alert", message);
  return redirect(url.pathname, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}
