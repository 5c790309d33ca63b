import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { and, asc, count, desc, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { categories, itemImages, items, livestockKinds, sellerBrands, sellers } from "../../db/schema/catalog.js";

export type CategoryRow = Pick<
  typeof categories.$inferSelect,
  "id" | "parentId" | "depth" | "name" | "livestock" | "sortOrder"
>;

/** What identifies a version of the category table: its newest change and its size. */
export async function findCategoriesVersion(db: Db): Promise<{ updatedAt: Date | null; rowCount: number }> {
  const [row] = await db.select({ updatedAt: max(categories.updatedAt), rowCount: count() }).from(categories);
  return { updatedAt: row?.updatedAt ?? null, rowCount: row?.rowCount ?? 0 };
}

/** Displayed categories, parents before children, in display order. */
export async function findDisplayedCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      depth: categories.depth,
      name: categories.name,
      livestock: categories.livestock,
      sortOrder: categories.sortOrder,
    })
    .from(categories)
    .where(eq(categories.displayed, true))
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.id));
}

export async function findLivestockKinds(db: Db) {
  return db
    .select({ code: livestockKinds.code, name: livestockKinds.name })
    .from(livestockKinds)
    .orderBy(asc(livestockKinds.sortOrder), asc(livestockKinds.code));
}

/** Every brand with its seller's name; the cooperative's own brands first. */
export async function findSellerBrands(db: Db) {
  return db
    .select({
      id: sellerBrands.id,
      sellerId: sellerBrands.sellerId,
      brandName: sellerBrands.brandName,
      sellerName: sellers.name,
      livestock: sellerBrands.livestock,
    })
    .from(sellerBrands)
    .innerJoin(sellers, eq(sellers.id, sellerBrands.sellerId))
    .orderBy(
      asc(sellerBrands.livestock),
      sql`${sellerBrands.sellerId} <> ${OWN_SELLER_ID}`,
      asc(sellerBrands.sellerId),
      asc(sellerBrands.sortOrder),
      asc(sellerBrands.id),
    );
}

export type ItemSort = "newest" | "popular" | "priceLow" | "priceHigh" | "reviews";

export interface ItemFilter {
  livestock?: string | undefined;
  categoryIds?: readonly number[] | undefined;
  sellerId?: number | undefined;
}

// Mirrors presentPrice of @shop/core/catalog/pricing, so the database can sort by it.
const presentPriceSql = sql<number>`case when ${items.specialSalePrice} > 0 and ${items.specialSalePrice} < ${items.salePrice} then ${items.specialSalePrice} else ${items.salePrice} end`;

const sortOrders: Record<ItemSort, SQL[]> = {
  newest: [desc(items.createdAt), desc(items.id)],
  popular: [desc(items.salesCount), desc(items.id)],
  priceLow: [asc(presentPriceSql), desc(items.id)],
  priceHigh: [desc(presentPriceSql), desc(items.id)],
  reviews: [desc(items.reviewCount), desc(items.id)],
};

function itemConditions(filter: ItemFilter): SQL | undefined {
  return and(
    eq(items.displayed, true),
    filter.livestock === undefined ? undefined : eq(items.livestock, filter.livestock),
    filter.sellerId === undefined ? undefined : eq(items.sellerId, filter.sellerId),
    filter.categoryIds === undefined ? undefined : inArray(items.categoryId, [...filter.categoryIds]),
  );
}

/** One page of displayed items (sold-out included). */
export async function findItemPage(
  db: Db,
  filter: ItemFilter,
  sort: ItemSort,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: items.id,
      itemUserCode: items.itemUserCode,
      name: items.name,
      subTitle: items.subTitle,
      brandName: sellerBrands.brandName,
      sellerId: items.sellerId,
      livestock: items.livestock,
      grade: items.grade,
      weightGrams: items.weightGrams,
      consumerPrice: items.consumerPrice,
      salePrice: items.salePrice,
      specialSalePrice: items.specialSalePrice,
      deliveryType: items.deliveryType,
      stock: items.stock,
      reviewCount: items.reviewCount,
      imageSrc: sql<
        string | null
      >`(select ${itemImages.url} from ${itemImages} where ${itemImages.itemId} = ${items.id} order by ${itemImages.sortOrder} limit 1)`,
    })
    .from(items)
    .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
    .where(itemConditions(filter))
    .orderBy(...sortOrders[sort])
    .limit(page.limit)
    .offset(page.offset);
}

export type ItemPageRow = Awaited<ReturnType<typeof findItemPage>>[number];

/** How many displayed items match. */
export async function countItems(db: Db, filter: ItemFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(items).where(itemConditions(filter));
  return row?.total ?? 0;
}
