import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { itemOptions, items } from "../../db/schema/catalog.js";
import { designatedPrices } from "../../db/schema/designated.js";
import { designatedItems } from "../../db/schema/display.js";

/** Designated-trade items that are displayed, in the operator's order: one page and the total. */
export async function findDesignatedPage(db: Db, page: { limit: number; offset: number }) {
  const where = eq(items.displayed, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        itemId: designatedItems.itemId,
        minOrderQuantity: designatedItems.minOrderQuantity,
        unit: designatedItems.unit,
        note: designatedItems.note,
      })
      .from(designatedItems)
      .innerJoin(items, and(eq(items.id, designatedItems.itemId), where))
      .orderBy(asc(designatedItems.sortOrder), asc(designatedItems.itemId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(designatedItems)
      .innerJoin(items, and(eq(items.id, designatedItems.itemId), where)),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/**
 * The designated prices of one buyer (all of them, or those of `itemIds`) with their items' terms and the shop's price
 * of the item as listed, in the designated list's order; whether each is in force is the caller's to decide.
 */
export function findBuyerPrices(db: Db, userId: number, itemIds?: readonly number[]) {
  const mine = eq(designatedPrices.userId, userId);
  return db
    .select({
      itemId: designatedPrices.itemId,
      designatedPrice: designatedPrices.unitPrice,
      validFrom: designatedPrices.validFrom,
      validUntil: designatedPrices.validUntil,
      minOrderQuantity: designatedItems.minOrderQuantity,
      unit: designatedItems.unit,
      note: designatedItems.note,
      itemPrice: items.presentPrice,
    })
    .from(designatedPrices)
    .innerJoin(designatedItems, eq(designatedItems.itemId, designatedPrices.itemId))
    .innerJoin(items, eq(items.id, designatedPrices.itemId))
    .where(itemIds === undefined ? mine : and(mine, inArray(designatedPrices.itemId, [...itemIds])))
    .orderBy(asc(designatedItems.sortOrder), asc(designatedItems.itemId));
}

export type BuyerPriceRow = Awaited<ReturnType<typeof findBuyerPrices>>[number];

/** The option ids of the items, in each item's option order. */
export async function findOptionIdsOfItems(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: itemOptions.itemId, optionId: itemOptions.id })
    .from(itemOptions)
    .where(inArray(itemOptions.itemId, [...itemIds]))
    .orderBy(asc(itemOptions.itemId), asc(itemOptions.sortOrder), asc(itemOptions.id));
}
