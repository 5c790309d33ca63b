import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { Review } from "@shop/contracts/review";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api-client.server";
import { REVIEW_FIELD } from "./review-form";

/** The text fields of POST /api/item/review, checked by the action first. */
export interface ReviewWriteFields {
  itemUserCode: string;
  orderItemId: number;
  score: number;
  content: string;
}

/**
 * POST /api/item/review (multipart/form-data) on the shopper's behalf: the text fields and the photos as one form,
 * sent by callApi with the session's token. A refusal is thrown as callApi's ApiResponseError; a 401 follows SPEC §8's
 * login flow as every other call does.
 */
export async function postReviewForm(
  context: AppLoadContext,
  request: Request,
  fields: ReviewWriteFields,
  photos: readonly File[],
): Promise<Review> {
  const form = new FormData();
  form.append(REVIEW_FIELD.itemUserCode, fields.itemUserCode);
  form.append(REVIEW_FIELD.orderItemId, String(fields.orderItemId));
  form.append(REVIEW_FIELD.score, String(fields.score));
  form.append(REVIEW_FIELD.content, fields.content);
  for (const photo of photos) form.append(REVIEW_FIELD.photos, photo, photo.name);
  return (await callApi(context, apiEndpoints.writeReview, { request, form })).review;
}
