import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers } from "../../components/form/form-action.server";
import { callApi } from "../../lib/api-client.server";
import { currentTarget, readProtectedForm, requireUser } from "../../lib/auth.server";
import { pageParam } from "../../lib/page-param";
import { commitShopperSession } from "../../lib/session.server";
import { WISHLIST_MESSAGES, wishedIdsOf } from "./wishlist-selection";

export const WISHLIST_PATH = "/mypage/wishlist";
/** Cards per page: full rows of 4 (PC), 3 (tablet) and 2 (phone). */
export const WISHLIST_PAGE_SIZE = 12;

/**
 * /mypage/wishlist (members): one page of the wished items, latest first (GET /api/mypage/wishlist). A page past the
 * end — the last cards of the last page were just deleted — sends the shopper to the last page there is.
 */
export async function loadWishlist(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const page = pageParam(new URL(request.url).searchParams);
  const wishlist = await callApi(context, apiEndpoints.myWishlist, {
    request,
    query: { page, size: WISHLIST_PAGE_SIZE },
  });
  const { totalPages } = wishlist.pagination;
  if (wishlist.list.length === 0 && page > 1) {
    throw redirect(totalPages > 1 ? `${WISHLIST_PATH}?page=${totalPages}` : WISHLIST_PATH);
  }
  return wishlist;
}

export type WishlistActionData = FormActionData;

const { invalid, buttonRefusal } = formAnswers<WishlistActionData>({});

/**
 * 선택 삭제 and a card's 삭제 (POST /api/mypage/delete-wishlist): back on the same page with the shop's alert; nothing
 * ticked is said above the list.
 */
export async function deleteWishlistAction(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const itemIds = wishedIdsOf(form);
  if (itemIds.length === 0) return invalid({ formError: WISHLIST_MESSAGES.nothingSelected });
  try {
    await callApi(context, apiEndpoints.deleteWishlist, { request, body: { itemIds } });
  } catch (error) {
    return buttonRefusal(error);
  }
  session.flash("alert", WISHLIST_MESSAGES.deleted);
  return redirect(currentTarget(request), {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}
