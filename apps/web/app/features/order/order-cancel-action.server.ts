import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type OrderDetail, orderDetailQuerySchema } from "@shop/contracts/order";
import { CANCEL_LINES_MESSAGE, type RefundAmount } from "@shop/contracts/order-cancel";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf, publicValues } from "../../components/form/form-action.server";
import { readFormValues, validateFormValues } from "../../components/form/form-values";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { notFound } from "../../lib/not-found.server";
import { commitShopperSession, type ShopperSession } from "../../lib/session.server";
import {
  CANCEL_FIELDS,
  CANCEL_INTENTS,
  CANCEL_PARAM,
  cancellableLines,
  cancelRequestBody,
  cancelSpecOf,
  postedOrderItemIds,
} from "./order-cancel-form";

/** What the cancel form's action answers: the form kit's messages, the refund preview and the lines it is about. */
export interface OrderCancelActionData extends FormActionData {
  preview?: RefundAmount;
  /** The ticked lines as posted, so a page without script shows them ticked again. */
  orderItemIds?: number[];
}

const { reply, invalid, apiRefusal } = formAnswers<OrderCancelActionData>({});

/** The refund preview the open form starts with, or the API's refusal of it (shown where the preview would be). */
export interface CancelPreview {
  preview: RefundAmount | null;
  error: string | null;
}

/**
 * The refund of every cancellable line, for the form opened by `?cancel=1` (every line starts ticked); null when the
 * form is not open or nothing can be cancelled.
 */
export async function loadCancelPreview(
  request: Request,
  context: AppLoadContext,
  order: OrderDetail,
  callerHandlesErrors = false,
): Promise<CancelPreview | null> {
  if (!new URL(request.url).searchParams.has(CANCEL_PARAM) || !order.cancel.available) return null;
  const orderItemIds = cancellableLines(order).flatMap((line) => (line.orderItemId === null ? [] : [line.orderItemId]));
  try {
    const preview = await callApi(context, apiEndpoints.orderRefundAmount, {
      request,
      ...(callerHandlesErrors ? { callerHandlesErrors } : {}),
      body: { orderCode: order.orderCode, orderItemIds },
    });
    return { preview, error: null };
  } catch (error) {
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    return { preview: null, error: error.message };
  }
}

/** The gateway's answer to a cancel is not known yet: the API asks the shopper to look at the order again later. */
function isCancelBeingChecked(error: unknown): error is ApiResponseError {
  return error instanceof ApiResponseError && error.status === 503 && error.body?.code === "CANCEL_CHECKING";
}

/**
 * The cancel form's action on /mypage/order/:sequence/:code. `intent=cancel-preview` answers what the ticked lines
 * would give back (POST /api/order/refund-amount: a fetcher with script, the page's 환불 금액 다시 계산 without);
 * the cancel itself (POST /api/order/cancel) ends on the order without the form, with the API's message as the
 * shop's alert. Refusals stay in the form with their messages.
 */
export async function orderCancelAction(
  request: Request,
  context: AppLoadContext,
  params: { sequence?: string; code?: string },
) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const parsed = orderDetailQuerySchema.safeParse({ orderCode: params.code ?? "" });
  if (!parsed.success || !/^[1-9]\d{0,9}$/.test(params.sequence ?? "")) notFound();
  return cancelOrderLines(context, { request }, form, session, parsed.data.orderCode, new URL(request.url).pathname);
}

/** How the cancel's API calls carry the shopper's token: a member's as usual, a guest's answering its own 401. */
export interface CancelCallAuth {
  request: Request;
  callerHandlesErrors?: boolean;
}

/**
 * The cancel form's posts for one order, whoever's page it is (my page's order, a non-member's looked-up order):
 * the refund preview, or the cancel itself, which ends at `backTo` (without the form) with the API's message as the
 * shop's alert. Refusals stay in the form with their messages.
 */
export async function cancelOrderLines(
  context: AppLoadContext,
  auth: CancelCallAuth,
  form: FormData,
  session: ShopperSession,
  orderCode: string,
  backTo: string,
) {
  const { request } = auth;
  const orderItemIds = postedOrderItemIds(form);
  const withRefundAccount = form.has(CANCEL_FIELDS.withRefundAccount);
  const spec = cancelSpecOf(withRefundAccount);
  const values = readFormValues(form, spec);
  const kept: OrderCancelActionData = { values: publicValues(values), orderItemIds };

  if (intentOf(form) === CANCEL_INTENTS.preview) {
    if (orderItemIds.length === 0) return invalid({ ...kept, formError: CANCEL_LINES_MESSAGE });
    try {
      const preview = await callApi(context, apiEndpoints.orderRefundAmount, {
        ...auth,
        body: { orderCode, orderItemIds },
      });
      return reply({ ...kept, preview });
    } catch (error) {
      return apiRefusal(error, [], kept);
    }
  }

  const fieldErrors = validateFormValues(values, spec);
  if (orderItemIds.length === 0 || Object.keys(fieldErrors).length > 0) {
    return invalid({
      ...kept,
      fieldErrors,
      ...(orderItemIds.length === 0 ? { formError: CANCEL_LINES_MESSAGE } : {}),
    });
  }
  let message: string;
  try {
    const result = await callApi(context, apiEndpoints.orderCancel, {
      ...auth,
      body: cancelRequestBody(orderCode, orderItemIds, values, withRefundAccount),
    });
    message = result.message;
  } catch (error) {
    // The cancel may yet go through: the order page (which will show it) rather than a form to send again.
    if (isCancelBeingChecked(error)) message = error.message;
    else return apiRefusal(error, Object.keys(spec.rules), kept);
  }
  session.flash("alert", message);
  return redirect(backTo, {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}
