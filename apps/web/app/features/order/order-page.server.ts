import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type OrderDetail, orderDetailQuerySchema } from "@shop/contracts/order";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { notFound, orNotFound } from "../../lib/not-found.server";

/** An order code from the address, or the page's 404 when it cannot be one. */
function orderCodeOf(code: string | undefined): string {
  const parsed = orderDetailQuerySchema.safeParse({ orderCode: code ?? "" });
  return parsed.success ? parsed.data.orderCode : notFound();
}

/**
 * /order/invoice/:id (SPEC §2, id = the order code): the order-complete page's order, the caller's own only (a
 * member's, or the guest token's it was placed with); any other code is the page's 404.
 */
export function loadInvoice(request: Request, context: AppLoadContext, code: string | undefined): Promise<OrderDetail> {
  const orderCode = orderCodeOf(code);
  return orNotFound(callApi(context, apiEndpoints.orderInvoice, { request, query: { orderCode } }));
}

/**
 * /mypage/order/:sequence/:code (SPEC §2: sequence = the order id, code = the order code): the member's order by its
 * code, and a 404 when the two do not name the same order (or it is not the member's).
 */
export async function loadMyOrder(
  request: Request,
  context: AppLoadContext,
  params: { sequence?: string; code?: string },
): Promise<OrderDetail> {
  await requireUser(request);
  const sequence = /^[1-9]\d{0,9}$/.test(params.sequence ?? "") ? Number(params.sequence) : notFound();
  const orderCode = orderCodeOf(params.code);
  const order = await orNotFound(callApi(context, apiEndpoints.orderDetail, { request, query: { orderCode } }));
  return order.orderId === sequence ? order : notFound();
}
