import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { items, livestockKinds, sellerBrands, sellers } from "../../db/schema/catalog.js";
import { featuredBrands } from "../../db/schema/display.js";

const brandColumns = {
  id: sellerBrands.id,
  sellerId: sellerBrands.sellerId,
  brandName: sellerBrands.brandName,
  sellerName: sellers.name,
  livestock: sellerBrands.livestock,
  livestockName: livestockKinds.name,
  description: sellerBrands.description,
  shippingCondition: sellers.shippingCondition,
  featuredOrder: featuredBrands.sortOrder,
  headline: featuredBrands.headline,
};

function selectBrands(db: Db, where?: SQL) {
  return db
    .select(brandColumns)
    .from(sellerBrands)
    .innerJoin(sellers, eq(sellers.id, sellerBrands.sellerId))
    .innerJoin(livestockKinds, eq(livestockKinds.code, sellerBrands.livestock))
    .leftJoin(featuredBrands, eq(featuredBrands.brandId, sellerBrands.id))
    .where(where);
}

export type BrandRow = Awaited<ReturnType<typeof selectBrands>>[number];

/** Every brand: the cooperative's own first, then by livestock kind, seller and the seller's order. */
export function findAllBrands(db: Db): Promise<BrandRow[]> {
  return selectBrands(db).orderBy(
    sql`${sellerBrands.sellerId} <> ${OWN_SELLER_ID}`,
    asc(livestockKinds.sortOrder),
    asc(sellerBrands.sellerId),
    asc(sellerBrands.sortOrder),
    asc(sellerBrands.id),
  );
}

export async function findBrand(db: Db, id: number): Promise<BrandRow | undefined> {
  const [row] = await selectBrands(db, eq(sellerBrands.id, id));
  return row;
}

/** Displayed items and units sold of them, per brand: one pass over the items. */
export function findBrandItemStats(db: Db) {
  return db
    .select({
      brandId: items.brandId,
      itemCount: sql<number>`count(*)::int`,
      salesCount: sql<number>`coalesce(sum(${items.salesCount}), 0)::int`,
    })
    .from(items)
    .where(eq(items.displayed, true))
    .groupBy(items.brandId);
}
