import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { RECENT_ORDER_COUNT } from "./mypage-home";

/**
 * /mypage (members; anonymous → login, back here afterwards): who the member is (GET /api/auth/simple-me), the SPEC §3
 * summary (GET /api/mypage, which SPEC §6 fetches on this page), the member's grade (GET /api/mypage/grade), the wishlist's size and GET /api/order without dates —
 * the API's default of the last 3 months — for the status counts and the latest orders.
 */
export async function loadMypageHome(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const [me, summary, grade, orders, wishlist] = await Promise.all([
    callApi(context, apiEndpoints.simpleMe, { request }),
    callApi(context, apiEndpoints.mypageSummary, { request }),
    callApi(context, apiEndpoints.mypageGrade, { request }),
    callApi(context, apiEndpoints.orderList, { request, query: { page: 1, size: RECENT_ORDER_COUNT } }),
    callApi(context, apiEndpoints.myWishlist, { request, query: { page: 1, size: 1 } }),
  ]);
  return {
    member: { userName: me.userName, userType: me.userType, gradeLabel: grade.grade.label },
    summary,
    wishlistCount: wishlist.pagination.totalCount,
    statusCounts: orders.statusCounts,
    recentOrders: orders.list,
  };
}
