import { apiEndpoints } from "@shop/contracts/api-endpoints";
import {
  type MyReviewList,
  type ReviewableLineList,
  reviewIdParamsSchema,
  reviewWriteFieldsSchema,
} from "@shop/contracts/review";
import { type AppLoadContext, redirect } from "react-router";
import { type FormActionData, formAnswers, intentOf, publicValues } from "../../components/form/form-action.server";
import { readFormValues, textOf, validateFormValues } from "../../components/form/form-values";
import { callApi } from "../../lib/api-client.server";
import { currentTarget, readProtectedForm, requireUser } from "../../lib/auth.server";
import { commitShopperSession, type ShopperSession } from "../../lib/session.server";
import { photoFilesOf, photosProblem, REVIEW_FIELD, REVIEW_FORM_SPEC, REVIEW_MESSAGES } from "./review-form";
import { type ReviewTab, readReviewPageQuery, reviewPageHref } from "./review-page-query";
import { postReviewForm } from "./review-write.server";

/** Lines or reviews per page. */
export const REVIEW_PAGE_SIZE = 10;

export interface ReviewPageData {
  /** The tab and page shown; the open modal (`?write=`) is read from the address by the page itself. */
  tab: ReviewTab;
  page: number;
  /** The awaiting tab's page; on the other tab only its first line, for the tab's count. */
  awaiting: ReviewableLineList;
  /** The written tab's page; on the other tab only its first review, for the tab's count. */
  written: MyReviewList;
}

/**
 * /mypage/review (members): one page of the tab shown — the lines awaiting a review (GET
 * /api/mypage/nonregistered-reviews) or the member's reviews (GET /api/mypage/reviews) — and the other tab's count.
 * A page past the end (its last entries just went) sends the shopper to the last page there is.
 */
export async function loadReviewPage(request: Request, context: AppLoadContext): Promise<ReviewPageData> {
  await requireUser(request);
  const query = readReviewPageQuery(new URL(request.url).searchParams);
  const window = (tab: ReviewTab) =>
    tab === query.tab ? { page: query.page, size: REVIEW_PAGE_SIZE } : { page: 1, size: 1 };
  const [awaiting, written] = await Promise.all([
    callApi(context, apiEndpoints.myReviewableLines, { request, query: window("awaiting") }),
    callApi(context, apiEndpoints.myReviews, { request, query: window("written") }),
  ]);
  const shown = query.tab === "awaiting" ? awaiting : written;
  if (shown.list.length === 0 && query.page > 1) {
    throw redirect(reviewPageHref({ tab: query.tab, page: Math.max(1, shown.pagination.totalPages) }));
  }
  return { tab: query.tab, page: query.page, awaiting, written };
}

/** What the page's action answers: which form it is about, with the form kit's messages and typed values. */
export interface ReviewActionData extends FormActionData {
  intent: "write" | "delete";
}

const writeAnswers = formAnswers<ReviewActionData>({ intent: "write" });
const deleteAnswers = formAnswers<ReviewActionData>({ intent: "delete" });

const lineFieldsSchema = reviewWriteFieldsSchema.pick({ itemUserCode: true, orderItemId: true });
/** The modal's fields an API message may be shown under; the rest (the line, the item) go above the buttons. */
const SHOWN_FIELDS = [REVIEW_FIELD.score, REVIEW_FIELD.content, REVIEW_FIELD.photos];

async function redirectWithAlert(request: Request, session: ShopperSession, to: string, message: string) {
  session.flash("alert", message);
  return redirect(to, { headers: { "Set-Cookie": await commitShopperSession(request, session) } });
}

/**
 * The review modal's 등록 (intent write, multipart: rating, text and photos, checked by the core rules and then sent
 * to POST /api/item/review) and a review's 삭제 (intent delete: POST /api/mypage/delete-review/{id}). Each success
 * comes back with the shop's alert: a new review on the 작성한 리뷰 tab, a deletion on the same page.
 */
export async function reviewPageAction(request: Request, context: AppLoadContext) {
  await requireUser(request);
  const { form, session } = await readProtectedForm(request);
  const intent = intentOf(form);

  if (intent === "delete") {
    const parsed = reviewIdParamsSchema.safeParse({ id: form.get("reviewId") });
    if (!parsed.success) return deleteAnswers.invalid({ intent: "delete", formError: REVIEW_MESSAGES.badRequest });
    try {
      await callApi(context, apiEndpoints.deleteMyReview, { request, params: { id: parsed.data.id } });
    } catch (error) {
      return deleteAnswers.buttonRefusal(error);
    }
    return redirectWithAlert(request, session, currentTarget(request), REVIEW_MESSAGES.deleted);
  }

  if (intent !== "write") return writeAnswers.invalid({ intent: "write", formError: REVIEW_MESSAGES.badRequest });
  const values = readFormValues(form, REVIEW_FORM_SPEC);
  const kept = publicValues(values);
  const line = lineFieldsSchema.safeParse({
    itemUserCode: form.get(REVIEW_FIELD.itemUserCode),
    orderItemId: form.get(REVIEW_FIELD.orderItemId),
  });
  if (!line.success) return writeAnswers.invalid({ intent: "write", formError: REVIEW_MESSAGES.badRequest });
  const fieldErrors = validateFormValues(values, REVIEW_FORM_SPEC);
  const photos = photoFilesOf(form);
  const photoProblem = photosProblem(photos);
  if (photoProblem) fieldErrors[REVIEW_FIELD.photos] = photoProblem;
  if (Object.keys(fieldErrors).length > 0) return writeAnswers.invalid({ intent: "write", fieldErrors, values: kept });
  try {
    await postReviewForm(
      context,
      request,
      {
        ...line.data,
        score: Number(textOf(values, REVIEW_FIELD.score)),
        content: textOf(values, REVIEW_FIELD.content),
      },
      photos,
    );
  } catch (error) {
    return writeAnswers.apiRefusal(error, SHOWN_FIELDS, { intent: "write", values: kept });
  }
  return redirectWithAlert(request, session, reviewPageHref({ tab: "written" }), REVIEW_MESSAGES.written);
}
