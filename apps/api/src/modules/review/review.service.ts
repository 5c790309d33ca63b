import type { PageQuery } from "@shop/contracts/common";
import type {
  DeleteReviewResponse,
  MyReviewList,
  Review,
  ReviewableLineList,
  ReviewInfo,
  ReviewLike,
  ReviewList,
  ReviewListQuery,
  ReviewWriteFields,
} from "@shop/contracts/review";
import { maskName } from "@shop/core/format/mask-name";
import { isReviewableLineStatus, ORDER_STATUS_LABELS } from "@shop/core/order/order-status";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import {
  REVIEW_ALREADY_WRITTEN_MESSAGE,
  REVIEW_NOT_DELIVERED_MESSAGE,
  REVIEW_PURCHASE_REQUIRED_MESSAGE,
  reviewPhotosProblem,
  summarizeRatings,
} from "@shop/core/review/review-rules";
import { fileTypeFromBuffer } from "file-type";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { OrderService } from "../order/order.service.js";
import {
  countReviewScores,
  deleteMemberReview,
  findLikedReviewIds,
  findMemberReviewPage,
  findPhoto,
  findPhotoIds,
  findReview,
  findReviewAuthor,
  findReviewedLineIds,
  findReviewPage,
  hasReviewOfLine,
  insertReview,
  type NewReviewPhoto,
  type ReviewRow,
  toggleReviewLike,
} from "./review.repository.js";

const REVIEW_NOT_FOUND_MESSAGE = "존재하지 않는 리뷰입니다.";
const PHOTO_NOT_FOUND_MESSAGE = "존재하지 않는 사진입니다.";

/** Where a review photo is served. */
export function reviewPhotoUrl(photoId: number): string {
  return `/api/review-photo/${photoId}`;
}

/** A photo field's problem as the one error body's field list carries it. */
export function photoError(message: string, description: string): ApiError {
  return new ApiError(400, "VALIDATION", message, description, [{ field: "photos", message }]);
}

/** The picture type of the bytes by their signature (JPEG FF D8 FF, PNG 89 50 4E 47 …); null when none is known. */
async function detectPhotoType(data: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(data))?.mime ?? null;
}

/** Plain text as stored: line breaks made \n and the ends trimmed; nothing is interpreted as markup. */
function plainText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

export interface ReviewServiceDeps {
  db: Db;
  catalog: CatalogService;
  orders: OrderService;
  /** The member's blocked authors (moderation module, decision 051): their reviews are not listed to that member. */
  blockedAuthorsOf?: (memberId: number) => Promise<readonly number[]>;
}

/** Shoppers' reviews of items they bought: lists, the rating box, likes and writing one (SPEC §7 Catalog). */
export function createReviewService({ db, catalog, orders, blockedAuthorsOf = async () => [] }: ReviewServiceDeps) {
  const requireItem = (itemUserCode: string) => catalog.requireDisplayedItem({ itemUserCode });

  async function shape(rows: readonly ReviewRow[], viewerId: number | null): Promise<Review[]> {
    const ids = rows.map((row) => row.id);
    const [photos, liked] = await Promise.all([
      findPhotoIds(db, ids),
      viewerId === null ? new Set<number>() : findLikedReviewIds(db, viewerId, ids),
    ]);
    return rows.map((row) => ({
      reviewId: row.id,
      itemUserCode: row.itemUserCode,
      itemName: row.itemName,
      authorName: maskName(row.userName),
      score: row.score,
      content: row.content,
      photos: photos
        .filter((photo) => photo.reviewId === row.id)
        .map((photo) => ({ photoId: photo.id, url: reviewPhotoUrl(photo.id) })),
      likeCount: row.likeCount,
      liked: liked.has(row.id),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * The catalog's cards of the items whose order lines kept no code, name or picture (lines made before checkout
   * existed: the demo seed's purchases), by item id; hidden items are left out.
   */
  async function catalogCardsFor(lines: readonly { itemId: number; itemUserCode: string; imageSrc: string | null }[]) {
    const ids = lines.filter((line) => !line.itemUserCode || line.imageSrc === null).map((line) => line.itemId);
    const cards = await catalog.listItemCardsByIds([...new Set(ids)]);
    return new Map(cards.map((card) => [card.itemId, card]));
  }

  /** The rating box of the item's reviews, leaving out those of `hiddenAuthorIds`. */
  async function summaryOf(itemId: number, hiddenAuthorIds: readonly number[]): Promise<ReviewInfo> {
    const rows = await countReviewScores(db, itemId, hiddenAuthorIds);
    const countsByScore: Record<number, number> = {};
    let photoCount = 0;
    for (const row of rows) {
      countsByScore[row.score] = row.n;
      photoCount += row.withPhotos;
    }
    return { ...summarizeRatings(countsByScore), photoCount };
  }

  async function requireReview(reviewId: number) {
    const review = await findReview(db, reviewId);
    if (!review) throw new ApiError(404, "NOT_FOUND", REVIEW_NOT_FOUND_MESSAGE, `review ${reviewId} not found`);
    return review;
  }

  return {
    /**
     * One page of the item's reviews, newest or most liked first, optionally only those with photos. For a member who
     * blocked authors, with the rating box as they see it (`info`), so the item page needs no call of its own for it.
     */
    async listReviews(itemUserCode: string, query: ReviewListQuery, viewerId: number | null): Promise<ReviewList> {
      const [item, hiddenAuthorIds] = await Promise.all([
        requireItem(itemUserCode),
        viewerId === null ? [] : blockedAuthorsOf(viewerId),
      ]);
      const [{ rows, total }, info] = await Promise.all([
        findReviewPage(
          db,
          item.id,
          { photoOnly: query.photoOnly, sort: query.sort, hiddenAuthorIds },
          pageWindow(query),
        ),
        hiddenAuthorIds.length > 0 ? summaryOf(item.id, hiddenAuthorIds) : undefined,
      ]);
      const list = await shape(rows, viewerId);
      return { list, pagination: paginationOf(query, total), ...(info ? { info } : {}) };
    },

    /**
     * The rating box: average to one decimal, count, and how many gave each score; for a member, without the reviews
     * of the authors they blocked (decision 051), as the lists.
     */
    async getReviewInfo(itemUserCode: string, viewerId: number | null): Promise<ReviewInfo> {
      const [item, hiddenAuthorIds] = await Promise.all([
        requireItem(itemUserCode),
        viewerId === null ? [] : blockedAuthorsOf(viewerId),
      ]);
      return summaryOf(item.id, hiddenAuthorIds);
    },

    /** One review with its photos and likes. */
    async getReview(reviewId: number, viewerId: number | null): Promise<{ review: Review }> {
      const [review] = await shape([await requireReview(reviewId)], viewerId);
      return { review: review! };
    },

    /** Likes the review for the member, or takes the like back. */
    async toggleLike(reviewId: number, memberId: number): Promise<ReviewLike> {
      const result = await db.transaction((tx) => toggleReviewLike(tx, reviewId, memberId));
      if (!result) throw new ApiError(404, "NOT_FOUND", REVIEW_NOT_FOUND_MESSAGE, `review ${reviewId} not found`);
      return result;
    },

    /**
     * Writes the member's review of an order line: the photos' types are read from their bytes, then, in one
     * transaction with the line locked, the line must be the member's, of the item, delivered and not reviewed.
     */
    async writeReview(
      memberId: number,
      fields: ReviewWriteFields,
      uploads: readonly Buffer[],
    ): Promise<{ review: Review }> {
      const photos: NewReviewPhoto[] = [];
      for (const data of uploads) photos.push({ contentType: (await detectPhotoType(data)) ?? "", data });
      const problem = reviewPhotosProblem(
        photos.map((photo) => ({ detectedType: photo.contentType || null, bytes: photo.data.length })),
      );
      if (problem) throw photoError(problem, "review photos refused");

      const item = await requireItem(fields.itemUserCode);
      const reviewId = await db.transaction(async (tx) => {
        const line = await orders.lockLine(tx, fields.orderItemId);
        if (!line || line.userId !== memberId || line.itemId !== item.id) {
          throw new ApiError(
            403,
            "NOT_PURCHASED",
            REVIEW_PURCHASE_REQUIRED_MESSAGE,
            `order line ${fields.orderItemId} is not member ${memberId}'s purchase of item ${item.id}`,
          );
        }
        if (!isReviewableLineStatus(line.status)) {
          throw new ApiError(400, "NOT_DELIVERED", REVIEW_NOT_DELIVERED_MESSAGE, `order line status ${line.status}`);
        }
        if (await hasReviewOfLine(tx, line.id)) {
          throw new ApiError(409, "ALREADY_REVIEWED", REVIEW_ALREADY_WRITTEN_MESSAGE, `order line ${line.id}`);
        }
        return insertReview(
          tx,
          {
            userId: memberId,
            itemId: item.id,
            orderItemId: line.id,
            score: fields.score,
            content: plainText(fields.content),
          },
          photos,
        );
      });
      return { review: (await shape([await requireReview(reviewId)], memberId))[0]! };
    },

    /** One page of the member's order lines awaiting a review: delivered or confirmed, not reviewed yet. */
    async listReviewableLines(memberId: number, query: PageQuery): Promise<ReviewableLineList> {
      const reviewed = await findReviewedLineIds(db, memberId);
      const { rows, total } = await orders.listReviewableLines(memberId, reviewed, pageWindow(query));
      const cards = await catalogCardsFor(rows);
      return {
        list: rows.map((row) => {
          const card = cards.get(row.itemId);
          return {
            orderItemId: row.orderItemId,
            itemUserCode: row.itemUserCode || (card?.itemUserCode ?? ""),
            itemName: row.itemName || (card?.itemName ?? ""),
            optionName: row.optionName,
            imageSrc: row.imageSrc ?? (card?.imageSrc || null),
            quantity: row.quantity,
            orderCode: row.orderCode,
            orderedAt: row.orderedAt.toISOString(),
            status: row.status,
            statusLabel: ORDER_STATUS_LABELS[row.status],
          };
        }),
        pagination: paginationOf(query, total),
      };
    },

    /** One page of the member's own reviews, newest first, each with the purchase it is about. */
    async listMyReviews(memberId: number, query: PageQuery): Promise<MyReviewList> {
      const { rows, total } = await findMemberReviewPage(db, memberId, pageWindow(query));
      const [shaped, lines] = await Promise.all([
        shape(rows, memberId),
        orders.listPurchaseLines(rows.map((row) => row.orderItemId)),
      ]);
      const cards = await catalogCardsFor(lines);
      const lineById = new Map(lines.map((line) => [line.orderItemId, line]));
      return {
        list: shaped.map((review, i) => {
          const orderItemId = rows[i]!.orderItemId;
          // reviews.order_item_id references the line, so it is always found.
          const line = lineById.get(orderItemId);
          return {
            ...review,
            orderItemId,
            orderCode: line?.orderCode ?? "",
            optionName: line?.optionName ?? "",
            imageSrc: line?.imageSrc ?? (cards.get(rows[i]!.itemId)?.imageSrc || null),
          };
        }),
        pagination: paginationOf(query, total),
      };
    },

    /** Deletes the member's own review (a 404 for anyone else's); its order line awaits a review again. */
    async deleteMyReview(memberId: number, reviewId: number): Promise<DeleteReviewResponse> {
      const deleted = await db.transaction((tx) => deleteMemberReview(tx, reviewId, memberId));
      if (!deleted) {
        throw new ApiError(404, "NOT_FOUND", REVIEW_NOT_FOUND_MESSAGE, `member ${memberId} has no review ${reviewId}`);
      }
      return { reviewId, deleted: true };
    },

    /** Who wrote a review and what, for a report or a block of its author (moderation module); undefined for none. */
    async authorOfReview(
      reviewId: number,
    ): Promise<{ authorId: number; authorName: string; content: string } | undefined> {
      const row = await findReviewAuthor(db, reviewId);
      return row && { authorId: row.userId, authorName: maskName(row.userName), content: row.content };
    },

    /** A review photo's bytes and type. */
    async getPhoto(photoId: number) {
      const photo = await findPhoto(db, photoId);
      if (!photo) throw new ApiError(404, "NOT_FOUND", PHOTO_NOT_FOUND_MESSAGE, `review photo ${photoId} not found`);
      return photo;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
