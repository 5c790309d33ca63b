import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { OrderDetail } from "@shop/contracts/order";
import type { AppLoadContext } from "react-router";
import { type FormActionData, formAnswers, publicValues } from "../../components/form/form-action.server";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { readProtectedForm } from "../../lib/auth.server";
import { normalizeOrderCode, ORDER_LOOKUP_SPEC } from "./order-lookup-spec";

/** What the lookup answers: the order found, or the form's messages. */
export interface OrderLookupActionData extends FormActionData {
  /** The order of the code and password posted; shown for this answer only, kept nowhere. */
  order?: OrderDetail;
  /** The API throttled the tries (429): the page asks the shopper to wait, above the API's message. */
  retryLater?: boolean;
}

const { reply, invalid, apiRefusal } = formAnswers<OrderLookupActionData>({});

/**
 * /order/no-member's action: POST /api/order/no-member with the posted code and password. The order travels back in
 * this answer only (no cookie, no URL), so seeing it again takes the password again. A wrong pair is the API's 404
 * message as it is; a throttled try (429) says to wait, with the API's message.
 */
export async function lookUpGuestOrder(request: Request, context: AppLoadContext) {
  const { form } = await readProtectedForm(request);
  const values = readFormValues(form, ORDER_LOOKUP_SPEC);
  const typed = { values: publicValues(values) };
  const fieldErrors = validateFormValues(values, ORDER_LOOKUP_SPEC);
  if (Object.keys(fieldErrors).length > 0) return invalid({ ...typed, fieldErrors });

  try {
    const order = await callApi(context, apiEndpoints.orderGuestLookup, {
      request,
      body: { orderCode: normalizeOrderCode(textOf(values, "orderCode")), password: textOf(values, "password") },
    });
    return reply({ order });
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 429) {
      return reply({ ...typed, formError: error.message, retryLater: true }, 429);
    }
    return apiRefusal(error, Object.keys(ORDER_LOOKUP_SPEC.rules), typed);
  }
}
