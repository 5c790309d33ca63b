import { and, asc, count, desc, eq, gt, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { users } from "../../db/schema/account.js";
import {
  experienceTeamReviewLikes,
  experienceTeamReviews,
  itemImages,
  itemOptions,
  itemQnas,
  items,
  livestockKinds,
  restockSubscriptions,
  sellerBrands,
  sellers,
  traceRecords,
} from "../../db/schema/catalog.js";
import { itemConditions, itemSortOrder, type PageWindow } from "./catalog.repository.js";
import { notWrittenBy } from "./experience-review.repository.js";

/** An item's gallery picture, as the item page shows it. */
export interface ItemDetailImage {
  url: string;
  alt: string;
}

/** One of an item's options, as the item page and the cart take it. */
export interface ItemDetailOption {
  id: number;
  groupName: string;
  name: string;
  priceDelta: number;
  weightGrams: number;
  stock: number;
}

// The item page's pictures and options as JSON arrays in the item's own row, in the order the page lists them.
const detailImages = sql<ItemDetailImage[]>`coalesce((
  select json_agg(json_build_object('url', ${itemImages.url}, 'alt', ${itemImages.alt})
    order by ${itemImages.sortOrder}, ${itemImages.id})
  from ${itemImages} where ${itemImages.itemId} = ${items.id}), '[]'::json)`;
const detailOptions = sql<ItemDetailOption[]>`coalesce((
  select json_agg(json_build_object('id', ${itemOptions.id}, 'groupName', ${itemOptions.groupName},
    'name', ${itemOptions.name}, 'priceDelta', ${itemOptions.priceDelta}, 'weightGrams', ${itemOptions.weightGrams},
    'stock', ${itemOptions.stock}) order by ${itemOptions.sortOrder}, ${itemOptions.id})
  from ${itemOptions} where ${itemOptions.itemId} = ${items.id}), '[]'::json)`;
// Whether the registry has the item's 이력번호: the grade pictures are drawn from that record.
const detailHasTrace = sql<boolean>`(${items.traceNumber} <> '' and exists(
  select 1 from ${traceRecords} where ${traceRecords.traceNumber} = ${items.traceNumber}))`;

/**
 * Everything the item page shows of a displayed item, or undefined: one statement, its pictures and options
 * aggregated as JSON in the item's row and the traceability record asked as `exists` (the page's answer was four
 * round trips before; docs/decisions/025).
 */
export async function findItemDetail(db: Db, itemUserCode: string) {
  const [row] = await db
    .select({
      id: items.id,
      itemUserCode: items.itemUserCode,
      name: items.name,
      subTitle: items.subTitle,
      livestock: items.livestock,
      livestockName: livestockKinds.name,
      categoryId: items.categoryId,
      brandId: items.brandId,
      brandName: sellerBrands.brandName,
      sellerId: items.sellerId,
      sellerName: sellers.name,
      shippingCondition: sellers.shippingCondition,
      shippingFee: sellers.shippingFee,
      freeShippingThreshold: sellers.freeShippingThreshold,
      cutName: items.cutName,
      grade: items.grade,
      origin: items.origin,
      storage: items.storage,
      weightGrams: items.weightGrams,
      consumerPrice: items.consumerPrice,
      salePrice: items.salePrice,
      specialSalePrice: items.specialSalePrice,
      presentPrice: items.presentPrice,
      traceNumber: items.traceNumber,
      processDate: items.processDate,
      slaughterDate: items.slaughterDate,
      stock: items.stock,
      deliveryType: items.deliveryType,
      reviewCount: items.reviewCount,
      images: detailImages,
      options: detailOptions,
      hasTrace: detailHasTrace,
    })
    .from(items)
    .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
    .innerJoin(sellers, eq(sellers.id, items.sellerId))
    .innerJoin(livestockKinds, eq(livestockKinds.code, items.livestock))
    .where(and(eq(items.itemUserCode, itemUserCode), eq(items.displayed, true)));
  return row;
}

export type ItemDetailRow = NonNullable<Awaited<ReturnType<typeof findItemDetail>>>;

/** What the sub-resources of an item need to know of it: its id and the keys its neighbours share. */
export async function findItemRef(db: Db, itemUserCode: string) {
  const [row] = await db
    .select({
      id: items.id,
      name: items.name,
      livestock: items.livestock,
      categoryId: items.categoryId,
      sellerId: items.sellerId,
      cutName: items.cutName,
      grade: items.grade,
      traceNumber: items.traceNumber,
      slaughterDate: items.slaughterDate,
      stock: items.stock,
    })
    .from(items)
    .where(and(eq(items.itemUserCode, itemUserCode), eq(items.displayed, true)));
  return row;
}

export type ItemRef = NonNullable<Awaited<ReturnType<typeof findItemRef>>>;

export function findItemImages(db: Db, itemId: number) {
  return db
    .select({ url: itemImages.url, alt: itemImages.alt, sortOrder: itemImages.sortOrder })
    .from(itemImages)
    .where(eq(itemImages.itemId, itemId))
    .orderBy(asc(itemImages.sortOrder), asc(itemImages.id));
}

/**
 * Ids of the most popular displayed items sharing `key` with the item (its category or its
 * seller), the item itself and `exclude` left out; read off the popular index of that key.
 */
export async function findPopularNeighbourIds(
  db: Db,
  key: { categoryId: number } | { livestock: string } | { sellerId: number },
  options: { excludeIds: readonly number[]; inStockOnly: boolean; limit: number },
): Promise<number[]> {
  const filter =
    "categoryId" in key
      ? { categoryIds: [key.categoryId] }
      : "livestock" in key
        ? { livestock: key.livestock }
        : { sellerId: key.sellerId };
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        itemConditions(filter),
        options.excludeIds.length > 0 ? notInArray(items.id, [...options.excludeIds]) : undefined,
        options.inStockOnly ? gt(items.stock, 0) : undefined,
      ),
    )
    .orderBy(...itemSortOrder("popular"))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

export async function findTraceRecord(db: Db, traceNumber: string) {
  const [row] = await db.select().from(traceRecords).where(eq(traceRecords.traceNumber, traceNumber));
  return row;
}

/** One page of an item's questions, newest first, with the total. */
export async function findItemQnaPage(db: Db, itemId: number, page: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: itemQnas.id,
        userId: itemQnas.userId,
        authorName: itemQnas.authorName,
        title: itemQnas.title,
        content: itemQnas.content,
        secret: itemQnas.secret,
        answer: itemQnas.answer,
        answeredAt: itemQnas.answeredAt,
        createdAt: itemQnas.createdAt,
      })
      .from(itemQnas)
      .where(eq(itemQnas.itemId, itemId))
      .orderBy(desc(itemQnas.createdAt), desc(itemQnas.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(itemQnas).where(eq(itemQnas.itemId, itemId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One page of an item's experience-team reviews, newest first, with the total; the reviews of `hiddenAuthorIds` (the
 * viewer's blocked authors, decision 051) are left out of both.
 */
export async function findExperienceReviewPage(
  db: Db,
  itemId: number,
  page: PageWindow,
  hiddenAuthorIds: readonly number[] = [],
) {
  const where = and(eq(experienceTeamReviews.itemId, itemId), notWrittenBy(hiddenAuthorIds));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: experienceTeamReviews.id,
        authorName: experienceTeamReviews.authorName,
        title: experienceTeamReviews.title,
        content: experienceTeamReviews.content,
        rating: experienceTeamReviews.rating,
        imageUrls: experienceTeamReviews.imageUrls,
        likeCount: experienceTeamReviews.likeCount,
        createdAt: experienceTeamReviews.createdAt,
      })
      .from(experienceTeamReviews)
      .where(where)
      .orderBy(desc(experienceTeamReviews.createdAt), desc(experienceTeamReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(experienceTeamReviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

type Executor = Db | Tx;

/** Whether the member waits for the item's stock (subscribed and not yet told). */
export async function isWaitingForRestock(db: Executor, itemId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ itemId: restockSubscriptions.itemId })
    .from(restockSubscriptions)
    .where(
      and(
        eq(restockSubscriptions.itemId, itemId),
        eq(restockSubscriptions.userId, userId),
        isNull(restockSubscriptions.notifiedAt),
      ),
    );
  return row !== undefined;
}

/** Starts (or restarts, after an earlier notice) the member's wait for the item. */
export async function upsertRestockSubscription(db: Executor, itemId: number, userId: number): Promise<void> {
  await db
    .insert(restockSubscriptions)
    .values({ itemId, userId })
    .onConflictDoUpdate({
      target: [restockSubscriptions.itemId, restockSubscriptions.userId],
      set: { createdAt: sql`now()`, notifiedAt: null },
    });
}

export async function deleteRestockSubscription(db: Executor, itemId: number, userId: number): Promise<void> {
  await db
    .delete(restockSubscriptions)
    .where(and(eq(restockSubscriptions.itemId, itemId), eq(restockSubscriptions.userId, userId)));
}

/** The item's stock, its row locked until the transaction ends (concurrent stock changes queue up). */
export async function lockItemStock(tx: Tx, itemId: number): Promise<number | undefined> {
  const [row] = await tx.select({ stock: items.stock }).from(items).where(eq(items.id, itemId)).for("update");
  return row?.stock;
}

/** Adds to one option's stock and to its item's; false when the option is not the item's. */
export async function addOptionStock(tx: Tx, itemId: number, optionId: number, quantity: number): Promise<boolean> {
  const updated = await tx
    .update(itemOptions)
    .set({ stock: sql`${itemOptions.stock} + ${quantity}` })
    .where(and(eq(itemOptions.id, optionId), eq(itemOptions.itemId, itemId)))
    .returning({ id: itemOptions.id });
  if (updated.length === 0) return false;
  await tx
    .update(items)
    .set({ stock: sql`${items.stock} + ${quantity}` })
    .where(eq(items.id, itemId));
  return true;
}

/** Marks every member waiting for the item as told and returns their mobile numbers (those who have one). */
export async function claimRestockWaiters(
  tx: Tx,
  itemId: number,
): Promise<{ userId: number; phoneNumber: string | null }[]> {
  const claimed = await tx
    .update(restockSubscriptions)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(restockSubscriptions.itemId, itemId), isNull(restockSubscriptions.notifiedAt)))
    .returning({ userId: restockSubscriptions.userId });
  if (claimed.length === 0) return [];
  return tx
    .select({ userId: users.id, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    );
}

/** Which of the experience-team reviews the member liked. */
export async function findLikedExperienceReviewIds(db: Db, userId: number, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ reviewId: experienceTeamReviewLikes.reviewId })
    .from(experienceTeamReviewLikes)
    .where(
      and(eq(experienceTeamReviewLikes.userId, userId), inArray(experienceTeamReviewLikes.reviewId, [...reviewIds])),
    );
  return new Set(rows.map((row) => row.reviewId));
}

/** The review when it is one of the item's. */
export async function findExperienceReview(db: Executor, itemId: number, reviewId: number) {
  const [row] = await db
    .select({ id: experienceTeamReviews.id })
    .from(experienceTeamReviews)
    .where(and(eq(experienceTeamReviews.id, reviewId), eq(experienceTeamReviews.itemId, itemId)));
  return row;
}

/**
 * Likes the review for the member, or takes the like back when there is one; the count moves
 * with it in the same transaction. Returns the new state.
 */
export async function toggleExperienceReviewLike(
  tx: Tx,
  reviewId: number,
  userId: number,
): Promise<{ liked: boolean; likeCount: number }> {
  // Locked first: two taps of one member at once would both find no like and count it twice.
  await tx
    .select({ id: experienceTeamReviews.id })
    .from(experienceTeamReviews)
    .where(eq(experienceTeamReviews.id, reviewId))
    .for("update");
  const removed = await tx
    .delete(experienceTeamReviewLikes)
    .where(and(eq(experienceTeamReviewLikes.reviewId, reviewId), eq(experienceTeamReviewLikes.userId, userId)))
    .returning({ reviewId: experienceTeamReviewLikes.reviewId });
  const liked = removed.length === 0;
  if (liked) await tx.insert(experienceTeamReviewLikes).values({ reviewId, userId }).onConflictDoNothing();
  const [row] = await tx
    .update(experienceTeamReviews)
    .set({ likeCount: sql`greatest(0, ${experienceTeamReviews.likeCount} + ${liked ? 1 : -1})` })
    .where(eq(experienceTeamReviews.id, reviewId))
    .returning({ likeCount: experienceTeamReviews.likeCount });
  return { liked, likeCount: row?.likeCount ?? 0 };
}
