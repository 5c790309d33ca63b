import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { items } from "../../db/schema/catalog.js";
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
