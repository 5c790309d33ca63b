import { and, asc, desc, eq, gte, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { items } from "../../db/schema/catalog.js";
import { outletItems } from "../../db/schema/display.js";

// discountRate of @shop/core/catalog/pricing in SQL, on the stored presentPrice; for integer won,
// floor((c − p) × 100 / c) ≥ r is p × 100 ≤ (100 − r) × c.
const discountRate = sql<number>`case when ${items.consumerPrice} > 0 and ${items.presentPrice} < ${items.consumerPrice} then ((${items.consumerPrice} - ${items.presentPrice}) * 100) / ${items.consumerPrice} else 0 end`;

/**
 * Every outlet item in outlet order: displayed items flagged near expiry whose best-before is
 * `today` or later (soonest first), then those discounted by at least `minDiscountRate` (deepest
 * first). Reads every displayed item.
 */
export function findOutletCandidates(db: Db, filter: { today: string; minDiscountRate: number }) {
  return db
    .select({ itemId: items.id, bestBefore: outletItems.bestBefore })
    .from(items)
    .leftJoin(outletItems, and(eq(outletItems.itemId, items.id), gte(outletItems.bestBefore, filter.today)))
    .where(
      and(
        eq(items.displayed, true),
        or(
          isNotNull(outletItems.itemId),
          and(
            sql`${items.consumerPrice} > 0`,
            sql`${items.presentPrice} * 100 <= ${items.consumerPrice} * ${100 - filter.minDiscountRate}`,
          ),
        ),
      ),
    )
    .orderBy(sql`${outletItems.bestBefore} asc nulls last`, desc(discountRate), asc(items.id));
}
