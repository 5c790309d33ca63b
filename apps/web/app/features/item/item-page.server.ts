import { apiEndpoints, apiPath } from "@shop/contracts/api-endpoints";
import { AUTH_MESSAGES } from "@shop/contracts/auth";
import { cartAddRequestSchema } from "@shop/contracts/cart";
import { type ItemDetail, itemCodeParamsSchema } from "@shop/contracts/item";
import { QUANTITY_INVALID_MESSAGE } from "@shop/core/checkout/cart-quantity";
import { WISHLIST_LOGIN_REQUIRED_MESSAGE } from "@shop/core/validation/messages";
import { type AppLoadContext, redirect } from "react-router";
import { formAnswers } from "../../components/form/form-action.server";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { callApi } from "../../lib/api-client.server";
import { loginHref, readProtectedForm } from "../../lib/auth.server";
import { cookieIfTokenChanged, withCartToken } from "../../lib/cart-token.server";
import { checkoutHref } from "../../lib/checkout-links";
import { createDisplayCache } from "../../lib/display-cache.server";
import { notFound, orNotFound, orNullWhenNotFound } from "../../lib/not-found.server";
import { publicOrigin } from "../../lib/public-origin.server";
import { commitShopperSession, getShopperSession, isLoggedIn, type ShopperSession } from "../../lib/session.server";
import { ITEM_ANSWERS_TTL_MS } from "../../lib/shared-answers.server";
import { onShopChange } from "../../lib/shop-changes.server";
import type { ItemActionData } from "./item-action-data";
import { ITEM_INQUIRY_SPEC } from "./item-inquiry-spec";
import { type ItemPageQuery, readItemPageQuery } from "./item-page-query";

/** Rows per page of the item page's lists. */
export const REVIEW_PAGE_SIZE = 5;
export const QNA_PAGE_SIZE = 5;
export const EXPERIENCE_PAGE_SIZE = 3;

const RESTOCK_SUBSCRIBED_MESSAGE = "재입고 알림이 신청되었습니다. 입고되면 문자로 알려 드립니다.";
const RESTOCK_CANCELLED_MESSAGE = "재입고 알림 신청이 취소되었습니다.";
const INQUIRY_SENT_MESSAGE = "문의가 등록되었습니다. 답변이 등록되면 마이페이지에서 확인하실 수 있습니다.";

/** The item's code from the route, or a 404 for anything that cannot be one. */
export function itemCodeOf(params: { id?: string }): string {
  const parsed = itemCodeParamsSchema.safeParse({ itemUserCode: params.id });
  if (!parsed.success) notFound();
  return parsed.data.itemUserCode;
}

/** The addresses of the item's drawn grade pictures (null for one it has none of), which the page links to. */
export interface GradeImageUrls {
  sirloinImageUrl: string | null;
  certificateImageUrl: string | null;
}

/**
 * The item with its grade pictures' addresses, taken from the endpoint map here on the server: the browser loads
 * them, and the map (with every contract schema) is not worth shipping to it for two paths.
 */
function withGradeImageUrls(item: ItemDetail): ItemDetail & GradeImageUrls {
  const params = { itemUserCode: item.itemUserCode };
  return {
    ...item,
    sirloinImageUrl: item.hasSirloinImage ? apiPath(apiEndpoints.itemSirloinImage, params) : null,
    certificateImageUrl: item.hasCertificateImage ? apiPath(apiEndpoints.itemCertificateImage, params) : null,
  };
}

/** A guest never waits for stock (the API answers false for anonymous callers): no call is made for one. */
const GUEST_RESTOCK = { subscribed: false };

/**
 * The item page's answers as any guest gets them (docs/decisions/026): every guest's render of an item within
 * ITEM_ANSWERS_TTL_MS shares one set of calls, instead of nine API calls per render. A failed call is never kept (an
 * unknown item asks again), and a member's own answers (wished, liked, their secret questions, their restock wait)
 * are always asked for them.
 */
const guestItemAnswers = createDisplayCache({ ttlMs: ITEM_ANSWERS_TTL_MS, max: 5_000 });

/** Forgets the kept answers (tests). */
export const forgetGuestItemAnswers = () => guestItemAnswers.clear();
// A price, stock or display change by staff shows on the next render (docs/decisions/038).
onShopChange(["catalog"], forgetGuestItemAnswers);

/**
 * The item page's lists that leave out a member's blocked authors (decision 051): the reviews with their rating box and
 * the 체험단 reviews, where the query of the page stands. A member's lists are their own; their rating box is the
 * review list's `info` when they blocked someone, and otherwise, as for guests, the kept review/info answer.
 */
async function itemLists(
  context: AppLoadContext,
  request: Request,
  itemUserCode: string,
  { member, query }: { member: boolean; query: ItemPageQuery },
) {
  const params = { itemUserCode };
  const options = { request, params };
  const experienceQuery = { page: query.expPage, size: EXPERIENCE_PAGE_SIZE };
  const reviewQuery = {
    page: query.reviewPage,
    size: REVIEW_PAGE_SIZE,
    photoOnly: query.photoOnly,
    sort: query.reviewSort,
  };
  const [experience, reviews, reviewInfo] = await Promise.all([
    member
      ? callApi(context, apiEndpoints.itemExperienceTeamReviews, { ...options, query: experienceQuery })
      : guestItemAnswers.get(context, apiEndpoints.itemExperienceTeamReviews, { params, query: experienceQuery }),
    member
      ? callApi(context, apiEndpoints.itemReviews, { ...options, query: reviewQuery })
      : guestItemAnswers.get(context, apiEndpoints.itemReviews, { params, query: reviewQuery }),
    guestItemAnswers.get(context, apiEndpoints.itemReviewInfo, { params }),
  ]);
  return { experience, reviews, reviewInfo: reviews.info ?? reviewInfo };
}

export type ItemLists = Awaited<ReturnType<typeof itemLists>>;

/**
 * The item page's lists alone, as the page's address asks them (routes/items/item-lists.ts): after a block the page
 * takes these instead of loading everything again. A 404 page for an unknown or hidden item.
 */
export async function loadItemLists(context: AppLoadContext, request: Request, itemUserCode: string) {
  const query = readItemPageQuery(new URL(request.url).searchParams);
  const member = isLoggedIn(await getShopperSession(request));
  return orNotFound(itemLists(context, request, itemUserCode, { member, query }));
}

/**
 * Everything the item page shows, fetched in parallel; a 404 page for an unknown or hidden item. Nine calls for a
 * guest, ten for a member (the restock state is a member's own); the answers that are the same for everyone come
 * from the kept guest answers, for members too.
 */
export async function loadItemPage(context: AppLoadContext, request: Request, itemUserCode: string) {
  const url = new URL(request.url);
  const query = readItemPageQuery(url.searchParams);
  const params = { itemUserCode };
  const options = { request, params };
  const member = isLoggedIn(await getShopperSession(request));
  const qnaQuery = { page: query.qnaPage, size: QNA_PAGE_SIZE };

  // Every call about the item answers 404 for an unknown or hidden one: the shopper gets the not-found page.
  const [page, slides, related, mdPicks, qna, lists, restock, trace] = await orNotFound(
    Promise.all([
      member
        ? callApi(context, apiEndpoints.itemDetail, options)
        : guestItemAnswers.get(context, apiEndpoints.itemDetail, { params }),
      guestItemAnswers.get(context, apiEndpoints.itemSlides, { params }),
      guestItemAnswers.get(context, apiEndpoints.relatedItems, { params }),
      guestItemAnswers.get(context, apiEndpoints.itemMdPicks, { params }),
      member
        ? callApi(context, apiEndpoints.itemQna, { ...options, query: qnaQuery })
        : guestItemAnswers.get(context, apiEndpoints.itemQna, { params, query: qnaQuery }),
      itemLists(context, request, itemUserCode, { member, query }),
      member ? callApi(context, apiEndpoints.itemRestock, options) : GUEST_RESTOCK,
      orNullWhenNotFound(guestItemAnswers.get(context, apiEndpoints.itemTraceRecord, { params })),
    ]),
  );

  const pagePath = `/items/${encodeURIComponent(itemUserCode)}`;
  return {
    ...page,
    item: withGradeImageUrls(page.item),
    slides:
      slides.list.length > 0 ? slides.list : page.item.images.map((image, index) => ({ slideId: index, ...image })),
    related: related.list,
    mdPicks: mdPicks.list,
    qna,
    ...lists,
    restockSubscribed: restock.subscribed,
    trace: trace?.trace ?? null,
    query,
    pageUrl: `${publicOrigin(request).origin}${pagePath}`,
  };
}

/**
 * SPEC §8 for a member-only button pressed by a guest: alert 로그인 후 이용이 가능합니다., then the login page with the
 * item page as the target. A fetcher follows the redirect like a form does.
 */
async function sendToLogin(request: Request, session: ShopperSession, itemUserCode: string): Promise<never> {
  session.flash("alert", AUTH_MESSAGES.UNAUTHORIZED);
  throw redirect(loginHref(`/items/${encodeURIComponent(itemUserCode)}`), {
    headers: { "Set-Cookie": await commitShopperSession(request, session) },
  });
}

// The form kit's answers, with a message about the whole form shown in the alert modal (SPEC §8) rather than above
// fields: most of the page's forms are a single button.
const { reply, invalid, apiRefusal, buttonRefusal } = formAnswers<ItemActionData>(
  { intent: "unknown" },
  (answer, alert) => ({ ...answer, alert }),
);

const idPattern = /^[1-9]\d{0,9}$/;

function positiveIdOf(form: FormData, name: string): number | null {
  const raw = form.get(name);
  if (typeof raw !== "string" || !idPattern.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

const quantityPattern = /^\d{1,4}$/;

/**
 * 장바구니 (intent add) and 바로구매 (intent buy): the chosen option and quantity go into the cart (POST /api/cart/add),
 * a shopper without a token getting a guest token first. 바로구매 then goes to checkout with just the lines it added;
 * 장바구니 answers the new count. A refusal (sold out, not enough stock) is the API's message in the alert.
 */
async function addToCart(
  context: AppLoadContext,
  request: Request,
  session: ShopperSession,
  form: FormData,
  intent: "add" | "buy",
) {
  const itemId = positiveIdOf(form, "itemId");
  const optionId = positiveIdOf(form, "optionId");
  if (itemId === null || optionId === null) return invalid({ intent, alert: "옵션을 선택해 주세요." });
  const rawQuantity = form.get("quantity");
  const quantity = typeof rawQuantity === "string" && quantityPattern.test(rawQuantity) ? Number(rawQuantity) : 0;
  const body = cartAddRequestSchema.safeParse({ arrayRequiredItems: [{ itemId, optionId, quantity }] });
  if (!body.success) return invalid({ intent, alert: body.error.issues[0]?.message ?? QUANTITY_INVALID_MESSAGE });

  const tokenBefore = session.get("token");
  let added: ItemActionData["added"];
  try {
    added = await withCartToken(context, request, session, (auth) =>
      callApi(context, apiEndpoints.addToCart, { ...auth, body: body.data }),
    );
  } catch (error) {
    const refusal = buttonRefusal(error, { intent });
    // A guest token issued before the refusal is kept: the next try uses it.
    return reply(refusal.data, refusal.init?.status, await cookieIfTokenChanged(request, session, tokenBefore));
  }
  const headers = await cookieIfTokenChanged(request, session, tokenBefore);
  if (intent === "buy") throw redirect(checkoutHref(added.cartIds), headers ? { headers } : undefined);
  return reply({ intent, added }, 200, headers);
}

/**
 * The item page's buttons and forms, with or without JavaScript: 장바구니 and 바로구매, wishlist, restock alert, review
 * and experience-review likes and the member's question. Every post carries the session's CSRF token.
 */
export async function itemPageAction(context: AppLoadContext, request: Request, itemUserCode: string) {
  const { form, session } = await readProtectedForm(request);
  const member = isLoggedIn(session);
  const intent = form.get("intent");
  const options = { request };

  switch (intent) {
    case "add":
    case "buy":
      return addToCart(context, request, session, form, intent);
    case "wishlist": {
      // SPEC §5: the wishlist rule's own message, with no trip to the login page.
      if (!member) return reply({ intent, alert: WISHLIST_LOGIN_REQUIRED_MESSAGE, loginRequired: true }, 401);
      const itemId = positiveIdOf(form, "itemId");
      if (itemId === null) return invalid({ intent, alert: "잘못된 요청입니다." });
      try {
        const answer = await callApi(context, apiEndpoints.toggleWishlist, {
          ...options,
          body: { itemId },
        });
        return reply({ intent, wished: answer.wished });
      } catch (error) {
        return buttonRefusal(error, { intent });
      }
    }
    case "restock": {
      if (!member) return sendToLogin(request, session, itemUserCode);
      const subscribe = form.get("subscribe") !== "false";
      try {
        const answer = await callApi(context, apiEndpoints.subscribeItemRestock, {
          ...options,
          params: { itemUserCode },
          body: { subscribe },
        });
        return reply({
          intent,
          restockSubscribed: answer.subscribed,
          alert: answer.subscribed ? RESTOCK_SUBSCRIBED_MESSAGE : RESTOCK_CANCELLED_MESSAGE,
        });
      } catch (error) {
        return buttonRefusal(error, { intent });
      }
    }
    case "review-like":
    case "experience-like": {
      if (!member) return sendToLogin(request, session, itemUserCode);
      const id = positiveIdOf(form, "reviewId");
      if (id === null) return invalid({ intent, alert: "잘못된 요청입니다." });
      try {
        const answer =
          intent === "review-like"
            ? await callApi(context, apiEndpoints.likeReview, { ...options, params: { id } })
            : await callApi(context, apiEndpoints.likeExperienceTeamReview, {
                ...options,
                params: { itemUserCode, id },
              });
        return reply({ intent, like: { reviewId: id, liked: answer.liked, likeCount: answer.likeCount } });
      } catch (error) {
        return buttonRefusal(error, { intent });
      }
    }
    case "inquiry": {
      if (!member) return sendToLogin(request, session, itemUserCode);
      const values = readFormValues(form, ITEM_INQUIRY_SPEC);
      const fieldErrors = validateFormValues(values, ITEM_INQUIRY_SPEC);
      const typed = {
        title: textOf(values, "title"),
        content: textOf(values, "content"),
        secret: values.secret === true,
      };
      if (Object.keys(fieldErrors).length > 0) return invalid({ intent, fieldErrors, values: typed });
      try {
        await callApi(context, apiEndpoints.askItemInquiry, {
          ...options,
          body: { itemUserCode, title: typed.title || null, content: typed.content, secret: typed.secret },
        });
        return reply({ intent, inquirySent: true, alert: INQUIRY_SENT_MESSAGE });
      } catch (error) {
        return apiRefusal(error, Object.keys(values), { intent, values: typed });
      }
    }
    default:
      return invalid({ intent: "unknown", alert: "잘못된 요청입니다." });
  }
}
