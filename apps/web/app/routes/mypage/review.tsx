import type { ShouldRevalidateFunctionArgs } from "react-router";
import { loadReviewPage, reviewPageAction } from "../../features/review/review-page.server";
import { opensOrClosesReviewForm } from "../../features/review/review-page-query";
import { ReviewPageView } from "../../features/review/review-page-view";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/review";

/** The member's lines awaiting a review and their reviews (`?tab=written`), paged; the review modal at `?write=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReviewPage(request, context);
}

/** The modal's 리뷰 등록 (multipart, to POST /api/item/review) and a review's 삭제. */
export async function action({ request, context }: Route.ActionArgs) {
  return reviewPageAction(request, context);
}

/** Opening or closing the modal changes only `?write=`: the lists on the page are still the ones shown. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && opensOrClosesReviewForm(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "상품 리뷰");

export default function MyReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPageView data={loaderData} answer={actionData} />;
}
