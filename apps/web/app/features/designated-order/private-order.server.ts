import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { PRIVATE_ORDER_NOTHING_CHOSEN_MESSAGE, type PrivateOrderPage } from "@shop/contracts/designated-order";
import { DESIGNATED_NO_PRICE_MESSAGE } from "@shop/core/checkout/designated-order";
import { type AppLoadContext, data, redirect } from "react-router";
import { intentOf } from "../../components/form/form-action.server";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm, requireUser } from "../../lib/auth.server";
import { checkoutHref } from "../../lib/checkout-links";
import {
  type Choices,
  choiceErrors,
  choicesFromForm,
  paymentReturnNotice,
  STEP_FIELD,
  startBody,
  startingChoices,
  stepChoice,
} from "./private-order-form";

export const FIX_QUANTITIES_MESSAGE = "주문 수량을 확인해 주세요. 확인이 필요한 상품에 안내를 표시했습니다.";

/** A company buyer's page: their designated items and what they start chosen with. */
export interface PrivateOrderReady {
  kind: "ready";
  page: PrivateOrderPage;
  choices: Choices;
  /** Why the item the buyer came for is not on the page (no price designated to them), if so. */
  notice: string | null;
}

/** Anyone but a company buyer: the API's reason (지정거래는 사업자 회원만 …). */
export interface PrivateOrderRefused {
  kind: "refused";
  message: string;
}

/** What the action answers the page: the choices as posted (or stepped), with messages to show. */
export interface PrivateOrderActionData {
  choices: Choices;
  fieldErrors?: Record<number, string>;
  formError?: string;
}

/** A 4xx of the API that the shopper can read (a 5xx or a failure propagates to the error page). */
function shopperRefusal(error: unknown): ApiResponseError | null {
  return error instanceof ApiResponseError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error
    : null;
}

async function loadPage(context: AppLoadContext, request: Request) {
  return callApi(context, apiEndpoints.privateOrder, { request });
}

/**
 * GET /order/private-order?itemUserCode=…&quantity=… (members; SPEC §2): the buyer's designated items at their prices;
 * a personal member gets the API's refusal to show, with the way to designated trade's guide.
 */
export async function loadPrivateOrder(
  request: Request,
  context: AppLoadContext,
): Promise<PrivateOrderReady | PrivateOrderRefused> {
  await requireUser(request);
  let page: PrivateOrderPage;
  try {
    page = await loadPage(context, request);
  } catch (error) {
    const refused = shopperRefusal(error);
    if (!refused) throw error;
    return { kind: "refused", message: refused.message };
  }
  const search = new URL(request.url).searchParams;
  const code = search.get("itemUserCode");
  const missing = code !== null && code !== "" && !page.list.some((item) => item.itemUserCode === code);
  return {
    kind: "ready",
    page,
    choices: startingChoices(page.list, search),
    notice: paymentReturnNotice(search.get("payment")) ?? (missing ? DESIGNATED_NO_PRICE_MESSAGE : null),
  };
}

/**
 * POST /order/private-order: −/+ (step, without JavaScript) answers the new quantities; 지정거래 주문하기 checks the
 * chosen quantities by core's rules, then starts the designated checkout at the API and goes on to /order/step1 with
 * its lines. A refusal puts the API's message under the item it names.
 */
export async function privateOrderAction(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const { form } = await readProtectedForm(request);
  const page = await loadPage(context, request);
  const posted = choicesFromForm(page.list, form);
  const step = form.get(STEP_FIELD);
  if (typeof step === "string" && step !== "") {
    return data<PrivateOrderActionData>({ choices: stepChoice(page.list, posted, step) });
  }
  if (intentOf(form) !== "order") return data<PrivateOrderActionData>({ choices: posted }, 400);

  const body = startBody(page.list, posted);
  if (body.lines.length === 0) {
    return data<PrivateOrderActionData>({ choices: posted, formError: PRIVATE_ORDER_NOTHING_CHOSEN_MESSAGE }, 400);
  }
  const fieldErrors = choiceErrors(page.list, posted);
  if (Object.keys(fieldErrors).length > 0) {
    return data<PrivateOrderActionData>({ choices: posted, fieldErrors, formError: FIX_QUANTITIES_MESSAGE }, 400);
  }
  let cartIds: number[];
  try {
    ({ cartIds } = await callApi(context, apiEndpoints.privateOrderStart, { request, body }));
  } catch (error) {
    const refused = shopperRefusal(error);
    if (!refused) throw error;
    const placed: Record<number, string> = {};
    for (const entry of refused.body?.errors ?? []) {
      const index = /^lines\.(\d+)\./.exec(entry.field)?.[1];
      const line = index === undefined ? undefined : body.lines[Number(index)];
      if (line) placed[line.itemId] ??= entry.message;
    }
    return data<PrivateOrderActionData>(
      { choices: posted, fieldErrors: placed, formError: refused.message },
      refused.status,
    );
  }
  throw redirect(checkoutHref(cartIds));
}
