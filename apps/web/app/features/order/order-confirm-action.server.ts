import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { orderDetailQuerySchema } from "@shop/contracts/order";
import { type AppLoadContext, redirect } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { notFound } from "../../lib/not-found.server";
import { commitShopperSession, type ShopperSession } from "../../lib/session.server";

/**
 * 구매확정 on my page's order: POST /api/order/confirm-purchase, then the order again with the API's message (the
 * points earned, or why it could not be confirmed) as the shop's alert.
 */
export async function confirmPurchaseAction(
  request: Request,
  context: AppLoadContext,
  session: ShopperSession,
  params: { code?: string },
) {
  const parsed = orderDetailQuerySchema.safeParse({ orderCode: params.code ?? "" });
  if (!parsed.success) notFound();
  let message: string;
  try {
    message = (await callApi(context, apiEndpoints.orderConfirmPurchase, { request, body: parsed.data })).message;
  } catch (error) {
    // Not delivered yet, already confirmed: the shopper reads why; anything else is the error page's.
    if (!(error instanceof ApiResponseError) || error.status >= 500) throw error;
    message = error.message;
  }
  session.flash("alert", message);
  return redirect(new URL(request.url).pathname, {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}
