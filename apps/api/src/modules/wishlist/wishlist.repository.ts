import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { items } from "../../db/schema/catalog.js";
import { wishlists } from "../../db/schema/review.js";

type Executor = Db | Tx;

export interface PageWindow {
  offset: number;
  limit: number;
}

// Counts and pages join the item: a wished item that stops being displayed drops out of both, so the badge and the
// list always agree.
const displayedWish = (userId: number) => and(eq(wishlists.userId, userId), eq(items.displayed, true));

/** How many displayed items the member wished. */
export async function countWishes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishlists)
    .innerJoin(items, eq(items.id, wishlists.itemId))
    .where(displayedWish(userId));
  return row?.n ?? 0;
}

export async function isWished(db: Executor, userId: number, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ itemId: wishlists.itemId })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.itemId, itemId)));
  return row !== undefined;
}

/** Takes the item out of the member's wishlist when it is there, puts it in otherwise; answers wished after. */
export async function toggleWish(tx: Tx, userId: number, itemId: number): Promise<boolean> {
  const removed = await tx
    .delete(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.itemId, itemId)))
    .returning({ itemId: wishlists.itemId });
  if (removed.length > 0) return false;
  // A second tap racing the first finds its row already there: still wished.
  await tx.insert(wishlists).values({ userId, itemId }).onConflictDoNothing();
  return true;
}

/** One page of the member's wished displayed items, latest first, with the total. */
export async function findWishPage(db: Db, userId: number, page: PageWindow) {
  const [rows, total] = await Promise.all([
    db
      .select({ itemId: wishlists.itemId, createdAt: wishlists.createdAt })
      .from(wishlists)
      .innerJoin(items, eq(items.id, wishlists.itemId))
      .where(displayedWish(userId))
      .orderBy(desc(wishlists.createdAt), desc(wishlists.itemId))
      .limit(page.limit)
      .offset(page.offset),
    countWishes(db, userId),
  ]);
  return { rows, total };
}

/** Removes the items from the member's wishlist; answers how many were there. */
export async function deleteWishes(db: Executor, userId: number, itemIds: readonly number[]): Promise<number> {
  const removed = await db
    .delete(wishlists)
    .where(and(eq(wishlists.userId, userId), inArray(wishlists.itemId, [...itemIds])))
    .returning({ itemId: wishlists.itemId });
  return removed.length;
}
