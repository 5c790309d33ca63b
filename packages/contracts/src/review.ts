import {
  ITEM_INQUIRY_CONTENT_RULES,
  ITEM_INQUIRY_TITLE_MAX,
  REVIEW_CONTENT_RULES,
  REVIEW_SCORE_MESSAGE,
} from "@shop/core/review/review-rules";
import { max } from "@shop/core/validation/rules";
import { z } from "zod";
import { itemCardSchema } from "./catalog.js";
import { pagedListSchema, pageQuerySchema } from "./common.js";
import { itemCodeParamsSchema } from "./item.js";
import { orderStatusSchema } from "./order.js";
import { optionalRuleText, ruleText } from "./rule-field.js";

// Shoppers' reviews of items they bought, their likes, the wishlist and a member's questions about items
// (SPEC §7 Catalog, My page, Q&A). Review and question texts are plain text: render them escaped, never as HTML.

const idField = z.coerce.number().int().min(1).max(2_147_483_647);

/** Text checked as it will be stored: the ends trimmed first, so spaces do not count towards a minimum length. */
function trimmedRuleText(rules: Parameters<typeof ruleText>[0]) {
  return z.preprocess((value) => (typeof value === "string" ? value.trim() : value), ruleText(rules));
}

export const reviewPhotoSchema = z.object({
  photoId: z.number().int(),
  /** /api/review-photo/{photoId}: the picture's bytes, JPEG, PNG, GIF or WebP. */
  url: z.string(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** One shopper review as lists and the single-review call show it. */
export const reviewSchema = z.object({
  reviewId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  /** "김**". */
  authorName: z.string(),
  /** 1 to 5 stars. */
  score: z.number().int().min(1).max(5),
  /** Plain text with line breaks. */
  content: z.string(),
  photos: z.array(reviewPhotoSchema),
  likeCount: z.number().int(),
  /** Whether the calling member liked it (false for anonymous callers). */
  liked: z.boolean(),
  /** ISO time. */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `true`/`false` as a query string carries them (anything but "true" or "1" is false). */
const queryFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "Y", "N"])])
  .transform((value) => value === true || value === "true" || value === "1" || value === "Y");

export const reviewSortSchema = z.enum(["newest", "likes"]);
export type ReviewSort = z.infer<typeof reviewSortSchema>;

/** GET /api/item/{itemUserCode}/reviews?page&size&photoOnly&sort */
export const reviewListQuerySchema = pageQuerySchema.extend({
  /** Only reviews with at least one photo. */
  photoOnly: queryFlag.default(false),
  /** newest: latest first; likes: most liked first, then latest. */
  sort: reviewSortSchema.default("newest"),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/**
 * GET /api/item/{itemUserCode}/review/info — the rating box. For a member it leaves out the authors they blocked, as
 * the lists do (decision 051).
 */
export const reviewInfoSchema = z.object({
  /** Mean score, one decimal (4.5); 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /** Reviews with at least one photo (the 포토리뷰 tab's count). */
  photoCount: z.number().int(),
  /** Every score from 5 down to 1, with how many gave it and the whole-number percent of all reviews. */
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int(), percent: z.number().int() })),
});
export type ReviewInfo = z.infer<typeof reviewInfoSchema>;

export const reviewListSchema = pagedListSchema(reviewSchema).extend({
  /**
   * The rating box as the calling member sees it, only when their blocked authors were left out of the list (decision
   * 051): the item page then needs no call of its own for it, and everyone else keeps the shared review/info answer.
   */
  info: reviewInfoSchema.optional(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /api/item/review/info/{id} */
export const reviewDetailResponseSchema = z.object({ review: reviewSchema });

/** `{id}` of /api/item/review/info/{id}, /api/item/review/add-like/{id} and /api/review-photo/{id}. */
export const reviewIdParamsSchema = z.object({ id: idField });

/** POST /api/item/review/add-like/{id} — liked after the call, and the review's like count. */
export const reviewLikeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type ReviewLike = z.infer<typeof reviewLikeSchema>;

/**
 * The text fields of POST /api/item/review (multipart/form-data); the pictures come as 0 to 5 file parts named
 * `photos`. Numbers arrive as form text.
 */
export const reviewWriteFieldsSchema = z.object({
  itemUserCode: itemCodeParamsSchema.shape.itemUserCode,
  /** The order line (order_items.id) the review is about: one review per line. */
  orderItemId: idField,
  score: z.coerce
    .number({ error: REVIEW_SCORE_MESSAGE })
    .int(REVIEW_SCORE_MESSAGE)
    .min(1, REVIEW_SCORE_MESSAGE)
    .max(5, REVIEW_SCORE_MESSAGE),
  content: trimmedRuleText(REVIEW_CONTENT_RULES),
});
export type ReviewWriteFields = z.infer<typeof reviewWriteFieldsSchema>;

/** POST /api/item/review — the review as written. */
export const reviewWriteResponseSchema = z.object({ review: reviewSchema });

/**
 * GET /api/mypage/nonregistered-reviews — one of the member's order lines that has arrived (배송완료) or whose purchase
 * is confirmed (구매확정) and has no review yet, newest order first: what 리뷰 작성 names in POST /api/item/review.
 */
export const reviewableLineSchema = z.object({
  /** The order line; POST /api/item/review's orderItemId. */
  orderItemId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  /** The option bought, as it was named when ordered ("" when the line has none). */
  optionName: z.string(),
  imageSrc: z.string().nullable(),
  quantity: z.number().int(),
  orderCode: z.string(),
  /** ISO time the order was placed. */
  orderedAt: z.string(),
  /** delivered or confirmed. */
  status: orderStatusSchema,
  /** 배송완료 or 구매확정. */
  statusLabel: z.string(),
});
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;
export const reviewableLineQuerySchema = pageQuerySchema;
export const reviewableLineListSchema = pagedListSchema(reviewableLineSchema);
export type ReviewableLineList = z.infer<typeof reviewableLineListSchema>;

/** GET /api/mypage/reviews — one of the member's own reviews, newest first, with the purchase it is about. */
export const myReviewSchema = reviewSchema.extend({
  /** The order line reviewed. */
  orderItemId: z.number().int(),
  orderCode: z.string(),
  /** The option bought ("" when the line has none). */
  optionName: z.string(),
  /** The item's picture as it was ordered. */
  imageSrc: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewQuerySchema = pageQuerySchema;
export const myReviewListSchema = pagedListSchema(myReviewSchema);
export type MyReviewList = z.infer<typeof myReviewListSchema>;

/** POST /api/mypage/delete-review/{id} — deletes the member's own review; its order line awaits a review again. */
export const deleteReviewResponseSchema = z.object({ reviewId: z.number().int(), deleted: z.boolean() });
export type DeleteReviewResponse = z.infer<typeof deleteReviewResponseSchema>;

/** POST /api/item/wishlist — toggles the item in the member's wishlist (SPEC §3 payload: itemId). */
export const wishlistToggleRequestSchema = z.object({ itemId: z.number().int().min(1).max(2_147_483_647) });
export type WishlistToggleRequest = z.infer<typeof wishlistToggleRequestSchema>;

/** wished: in the wishlist after the call; wishlistCount: the member's wishlist size (quick-info's badge). */
export const wishlistToggleResponseSchema = z.object({ wished: z.boolean(), wishlistCount: z.number().int() });
export type WishlistToggleResponse = z.infer<typeof wishlistToggleResponseSchema>;

/** GET /api/mypage/wishlist — the member's wished items, latest first, as item cards. */
export const wishlistItemSchema = itemCardSchema.extend({
  /** ISO time the item was added. */
  wishedAt: z.string(),
});
export const wishlistQuerySchema = pageQuerySchema;
export const wishlistListSchema = pagedListSchema(wishlistItemSchema);
export type WishlistList = z.infer<typeof wishlistListSchema>;

/** POST /api/mypage/delete-wishlist — takes the items out (absent ones are ignored). */
export const deleteWishlistRequestSchema = z.object({
  itemIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100),
});
export const deleteWishlistResponseSchema = z.object({
  deletedCount: z.number().int(),
  wishlistCount: z.number().int(),
});

/** POST /api/qna/item-inquiry — a member's question about an item. */
export const itemInquiryCreateRequestSchema = z.object({
  itemUserCode: itemCodeParamsSchema.shape.itemUserCode,
  /** Optional; the list shows the start of the text when there is none. */
  title: optionalRuleText([(value) => max(value, { length: ITEM_INQUIRY_TITLE_MAX })]),
  content: trimmedRuleText(ITEM_INQUIRY_CONTENT_RULES),
  /** Secret: only the author (and the answer's writer) see the text; others see 비밀글입니다. */
  secret: z.boolean().default(false),
});
export type ItemInquiryCreateRequest = z.infer<typeof itemInquiryCreateRequestSchema>;
/** What a client sends (secret may be left out). */
export type ItemInquiryCreateInput = z.input<typeof itemInquiryCreateRequestSchema>;

/** One of the member's own item questions (GET /api/qna/item-inquiry). */
export const itemInquirySchema = z.object({
  inquiryId: z.number().int(),
  item: z.object({ itemId: z.number().int(), itemUserCode: z.string(), itemName: z.string(), imageSrc: z.string() }),
  title: z.string(),
  content: z.string(),
  secret: z.boolean(),
  status: z.enum(["waiting", "completed"]),
  /** 답변대기 or 답변완료. */
  statusLabel: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ItemInquiry = z.infer<typeof itemInquirySchema>;

export const itemInquiryListQuerySchema = pageQuerySchema;
export const itemInquiryListSchema = pagedListSchema(itemInquirySchema);
export type ItemInquiryList = z.infer<typeof itemInquiryListSchema>;
export const itemInquiryCreateResponseSchema = z.object({ inquiry: itemInquirySchema });

/** POST /api/qna/delete-item-inquiry — the member's own question, while it still waits for an answer. */
export const deleteItemInquiryRequestSchema = z.object({ inquiryId: idField });
export const deleteItemInquiryResponseSchema = z.object({ inquiryId: z.number().int(), deleted: z.boolean() });
