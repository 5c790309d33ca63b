import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { pageParam } from "../../lib/page-param";

/** Lines of the point history per page. */
export const POINT_PAGE_SIZE = 10;

/** /mypage/point (members): the balance and one page of the history, newest first (GET /api/mypage/points). */
export async function loadPointHistory(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const page = pageParam(new URL(request.url).searchParams);
  return callApi(context, apiEndpoints.myPoints, { request, query: { page, size: POINT_PAGE_SIZE } });
}
