import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { RECENT_ITEMS_KEPT, type RecentItem, recentCodesOfCookie } from "../../lib/recent-items";

/** What /mypage/recent-view draws first: the items of the cookie copy as they are now, and the codes it asked for. */
export interface RecentViewData {
  list: RecentItem[];
  /** The codes the server read, newest first: the page asks again only when the browser's list differs. */
  codes: string[];
}

/**
 * /mypage/recent-view (members): the recently viewed items of this browser, read from the cookie copy of the stored
 * list and asked of GET /api/display/lately (names and pictures as they are now, hidden or removed items left out).
 */
export async function loadRecentView(request: Request, context: AppLoadContext): Promise<RecentViewData> {
  await requireUser(request);
  const codes = recentCodesOfCookie(request.headers.get("cookie"));
  if (codes.length === 0) return { list: [], codes };
  const { list } = await callApi(context, apiEndpoints.latelyViewedItems, {
    request,
    query: { ids: codes.join(","), limit: RECENT_ITEMS_KEPT },
  });
  return { list, codes };
}
