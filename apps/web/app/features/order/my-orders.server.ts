import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { orderListFilters, orderListQuery } from "./order-period";

/**
 * /mypage/order (members; anonymous → login with this address as the target): the filters of the address and
 * GET /api/order for them — the list, its pages and the count of each status over the period.
 */
export async function loadMyOrders(request: Request, context: AppLoadContext, now: Date = new Date()) {
  await requireUser(request);
  const filters = orderListFilters(new URL(request.url).searchParams, now);
  const orders = await callApi(context, apiEndpoints.orderList, { request, query: orderListQuery(filters) });
  return { filters, orders };
}
