import { randomUUID } from "node:crypto";
import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { Cafe24Points } from "@shop/contracts/cafe24";
import type { AppLoadContext } from "react-router";
import { type FormActionData, formAnswers, intentOf } from "../../components/form/form-action.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";

/** What 전환하기 answers: the points credited, or a message under the amount. */
export interface Cafe24ExchangeActionData extends FormActionData {
  exchanged?: number;
}

const { reply, invalid, apiRefusal } = formAnswers<Cafe24ExchangeActionData>({});

export const CAFE24_EXCHANGE_INTENT = "cafe24-exchange";

/** The exchange box's data: the member's Cafe24 points and a fresh request id, or why they cannot be read now. */
export type Cafe24ExchangeBoxData =
  | { kind: "open"; points: Cafe24Points; requestId: string }
  | { kind: "unavailable"; message: string };

/** GET /api/cafe24/points for /mypage/point; a Cafe24 that does not answer leaves the rest of the page working. */
export async function loadCafe24Exchange(request: Request, context: AppLoadContext): Promise<Cafe24ExchangeBoxData> {
  try {
    const points = await callApi(context, apiEndpoints.cafe24Points, { request });
    // One id per rendered form: a double-submitted or retried 전환하기 is the same request, credited once.
    return { kind: "open", points, requestId: randomUUID() };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 503)
      return { kind: "unavailable", message: error.message };
    throw error;
  }
}

/** 전환하기 on /mypage/point: POST /api/cafe24/exchange-points with the form's request id. */
export async function cafe24ExchangeAction(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const { form } = await readProtectedForm(request);
  if (intentOf(form) !== CAFE24_EXCHANGE_INTENT) return invalid({ formError: "잘못된 요청입니다." });
  const amount = String(form.get("amount") ?? "")
    .replaceAll(",", "")
    .trim();
  const requestId = String(form.get("requestId") ?? "");
  if (amount === "") return invalid({ fieldErrors: { amount: "전환할 포인트를 입력해 주세요." } });
  if (!/^\d{1,9}$/.test(amount)) return invalid({ fieldErrors: { amount: "전환할 포인트를 숫자로 입력해 주세요." } });
  try {
    const result = await callApi(context, apiEndpoints.cafe24ExchangePoints, {
      request,
      body: { amount: Number(amount), requestId },
    });
    return reply({ exchanged: result.exchanged });
  } catch (error) {
    return apiRefusal(error, ["amount"]);
  }
}
