import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { notFound } from "../../lib/not-found.server";

const SCAN_PAGE_SIZE = 100;
/** The designated list is a short curated one (a dozen items): a few pages are plenty to look through. */
const SCAN_MAX_PAGES = 10;

/**
 * One designated item by its itemUserCode (or item id), with the trade's guide. /api/designated has no call per
 * item, so its pages are read until the item turns up; an item not open to designated trade is the 404 page.
 */
export async function loadDesignatedItem(context: AppLoadContext, request: Request, id: string) {
  for (let page = 1; page <= SCAN_MAX_PAGES; page += 1) {
    const designated = await callApi(context, apiEndpoints.designatedTrade, {
      request,
      query: { page, size: SCAN_PAGE_SIZE },
    });
    const item = designated.list.find((candidate) => candidate.itemUserCode === id || String(candidate.itemId) === id);
    if (item) return { item, info: designated.info };
    if (page >= designated.pagination.totalPages) break;
  }
  notFound();
}
