import type { ReviewSort } from "@shop/contracts/review";
import { and, asc, count, desc, eq, gt, inArray, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { users } from "../../db/schema/account.js";
import { items } from "../../db/schema/catalog.js";
import { byteaAsBase64, byteaValue } from "../../db/schema/columns.js";
import { reviewLikes, reviewPhotos, reviews } from "../../db/schema/review.js";

type Executor = Db | Tx;

export interface PageWindow {
  offset: number;
  limit: number;
}

const reviewColumns = {
  id: reviews.id,
  itemId: reviews.itemId,
  itemUserCode: items.itemUserCode,
  itemName: items.name,
  userName: users.userName,
  score: reviews.score,
  content: reviews.content,
  photoCount: reviews.photoCount,
  likeCount: reviews.likeCount,
  createdAt: reviews.createdAt,
};

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/**
 * One page of an item's reviews in `sort` order (ties by newest, then id), with the total; the reviews of
 * `hiddenAuthorIds` (the viewer's blocked authors, decision 051) are left out of both.
 */
export async function findReviewPage(
  db: Db,
  itemId: number,
  filter: { photoOnly: boolean; sort: ReviewSort; hiddenAuthorIds?: readonly number[] },
  page: PageWindow,
) {
  const hidden = filter.hiddenAuthorIds ?? [];
  const where = and(
    eq(reviews.itemId, itemId),
    filter.photoOnly ? gt(reviews.photoCount, 0) : undefined,
    hidden.length > 0 ? notInArray(reviews.userId, [...hidden]) : undefined,
  );
  const order =
    filter.sort === "likes"
      ? [desc(reviews.likeCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One review with its item's code and name and its author's name, or undefined. */
export async function findReview(db: Executor, reviewId: number) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row;
}

/** A review's author (the member's id and name as stored) and words, or undefined for no such review. */
export async function findReviewAuthor(db: Executor, reviewId: number) {
  const [row] = await db
    .select({ userId: reviews.userId, userName: users.userName, content: reviews.content })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row;
}

/** The photo ids of the reviews, each review's in upload order. */
export function findPhotoIds(db: Executor, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.sortOrder), asc(reviewPhotos.id));
}

/** Which of the reviews the member liked. */
export async function findLikedReviewIds(db: Executor, userId: number, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ reviewId: reviewLikes.reviewId })
    .from(reviewLikes)
    .where(and(eq(reviewLikes.userId, userId), inArray(reviewLikes.reviewId, [...reviewIds])));
  return new Set(rows.map((row) => row.reviewId));
}

/**
 * How many of the item's reviews gave each score, and how many carry photos; the reviews of `hiddenAuthorIds` (the
 * viewer's blocked authors, decision 051) are not counted.
 */
export async function countReviewScores(db: Db, itemId: number, hiddenAuthorIds: readonly number[] = []) {
  const rows = await db
    .select({
      score: reviews.score,
      n: count(),
      withPhotos: sql<number>`count(*) filter (where ${reviews.photoCount} > 0)`.mapWith(Number),
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.itemId, itemId),
        hiddenAuthorIds.length > 0 ? notInArray(reviews.userId, [...hiddenAuthorIds]) : undefined,
      ),
    )
    .groupBy(reviews.score);
  return rows;
}

/** One photo's bytes and type, or undefined. */
export async function findPhoto(db: Db, photoId: number) {
  const [row] = await db
    .select({ contentType: reviewPhotos.contentType, base64: byteaAsBase64(reviewPhotos.data) })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.id, photoId));
  return row && { contentType: row.contentType, data: Buffer.from(row.base64, "base64") };
}

/** One page of the member's own reviews, newest first, each with the order line it is about, and the total. */
export async function findMemberReviewPage(db: Db, userId: number, page: PageWindow) {
  const where = eq(reviews.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...reviewColumns, orderItemId: reviews.orderItemId })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The order lines the member has reviewed. */
export async function findReviewedLineIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ orderItemId: reviews.orderItemId }).from(reviews).where(eq(reviews.userId, userId));
  return rows.map((row) => row.orderItemId);
}

export async function hasReviewOfLine(db: Executor, orderItemId: number): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderItemId, orderItemId));
  return row !== undefined;
}

export interface NewReviewPhoto {
  contentType: string;
  data: Buffer;
}

/** Inserts the review and its photos and counts it on the item; returns the review's id. */
export async function insertReview(
  tx: Tx,
  review: { userId: number; itemId: number; orderItemId: number; score: number; content: string },
  photos: readonly NewReviewPhoto[],
): Promise<number> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...review, photoCount: photos.length })
    .returning({ id: reviews.id });
  if (!row) throw new Error("insert into reviews returned no row");
  if (photos.length > 0) {
    await tx.insert(reviewPhotos).values(
      photos.map((photo, i) => ({
        reviewId: row.id,
        sortOrder: i,
        contentType: photo.contentType,
        byteSize: photo.data.length,
        data: byteaValue(photo.data),
      })),
    );
  }
  await tx
    .update(items)
    .set({ reviewCount: sql`${items.reviewCount} + 1` })
    .where(eq(items.id, review.itemId));
  return row.id;
}

/**
 * Deletes the member's own review (its photos and likes go with it) and takes it off the item's count; false when the
 * member has no review of that id.
 */
export async function deleteMemberReview(tx: Tx, reviewId: number, userId: number): Promise<boolean> {
  const [deleted] = await tx
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ itemId: reviews.itemId });
  if (!deleted) return false;
  // The count started from the old shop's made-up figure (decision 010): it may be off, never below zero.
  await tx
    .update(items)
    .set({ reviewCount: sql`greatest(0, ${items.reviewCount} - 1)` })
    .where(eq(items.id, deleted.itemId));
  return true;
}

/**
 * Likes the review for the member, or takes the like back when there is one; the count moves with it in the same
 * transaction. Returns the new state, or undefined when there is no such review.
 */
export async function toggleReviewLike(
  tx: Tx,
  reviewId: number,
  userId: number,
): Promise<{ liked: boolean; likeCount: number } | undefined> {
  // Locked first: two taps of one member at once would both find no like and count it twice.
  const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for("update");
  if (!review) return undefined;
  const removed = await tx
    .delete(reviewLikes)
    .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)))
    .returning({ reviewId: reviewLikes.reviewId });
  const liked = removed.length === 0;
  if (liked) await tx.insert(reviewLikes).values({ reviewId, userId });
  const [row] = await tx
    .update(reviews)
    .set({ likeCount: sql`greatest(0, ${reviews.likeCount} + ${liked ? 1 : -1})` })
    .where(eq(reviews.id, reviewId))
    .returning({ likeCount: reviews.likeCount });
  return { liked, likeCount: row?.likeCount ?? 0 };
}
