import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { BulkVbankCode, BulkVbankList } from "@shop/contracts/bulk-vbank";
import type { PaymentRequest } from "@shop/contracts/order";
import type { AppLoadContext } from "react-router";
import { type FormActionData, formAnswers, intentOf } from "../../components/form/form-action.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { publicOrigin } from "../../lib/public-origin.server";
import { paymentNotice } from "./bulk-vbank-selection";

/** What the page's two buttons answer: the window to open (발급), or a message (해지, a refusal). */
export interface BulkVbankActionData extends FormActionData {
  payment?: PaymentRequest;
  notice?: string;
}

const { reply, buttonRefusal } = formAnswers<BulkVbankActionData>({});

export const BULK_VBANK_ISSUE_INTENT = "issue";
export const BULK_VBANK_REMOVE_INTENT = "remove";
export const BULK_VBANK_REMOVED_MESSAGE = "가상계좌를 해지했습니다. 주문은 다시 입금을 기다립니다.";

export type BulkVbankPage =
  | { kind: "open"; list: BulkVbankList; code: BulkVbankCode; notice: string | null }
  | { kind: "refused"; message: string };

/** /mypage/bulk-vbank (company buyers): the orders waiting for an account and the accounts (GET /api/bulk-vbank). */
export async function loadBulkVbank(request: Request, context: AppLoadContext): Promise<BulkVbankPage> {
  await requireUser(request);
  try {
    const [list, code] = await Promise.all([
      callApi(context, apiEndpoints.bulkVbankList, { request }),
      callApi(context, apiEndpoints.bulkVbankCode, { request }),
    ]);
    return { kind: "open", list, code, notice: paymentNotice(new URL(request.url).searchParams.get("payment")) };
  } catch (error) {
    // A personal member is told the page is for company buyers (the API's 403 message).
    if (error instanceof ApiResponseError && error.status === 403) return { kind: "refused", message: error.message };
    throw error;
  }
}

/** 가상계좌 발급 (the ticked orders) and 해지 (one account). */
export async function bulkVbankAction(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const { form } = await readProtectedForm(request);
  const intent = intentOf(form);
  try {
    if (intent === BULK_VBANK_ISSUE_INTENT) {
      const orderCodes = form.getAll("orderCode").filter((value): value is string => typeof value === "string");
      const issued = await callApi(context, apiEndpoints.bulkVbankIssue, { request, body: { orderCodes } });
      const returnUrl = new URL(issued.payment.returnUrl, publicOrigin(request).origin).href;
      return reply({ payment: { ...issued.payment, returnUrl } });
    }
    if (intent === BULK_VBANK_REMOVE_INTENT) {
      const code = String(form.get("code") ?? "");
      await callApi(context, apiEndpoints.bulkVbankRemove, { request, body: { code } });
      return reply({ notice: BULK_VBANK_REMOVED_MESSAGE });
    }
  } catch (error) {
    return buttonRefusal(error);
  }
  return reply({ formError: "잘못된 요청입니다." }, 400);
}
