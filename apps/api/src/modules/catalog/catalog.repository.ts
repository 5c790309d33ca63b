import type { ItemSort } from "@shop/contracts/catalog";
import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { and, asc, count, desc, eq, gt, gte, inArray, lte, max, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { categories, itemOptions, items, livestockKinds, sellerBrands, sellers } from "../../db/schema/catalog.js";
import { firstItemImageUrl } from "../../lib/item-image-sql.js";

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

/** The livestock kind of each item by id, shown or hidden (what a return of an ordered item is judged by). */
export async function findItemLivestock(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: items.id, livestock: items.livestock })
    .from(items)
    .where(inArray(items.id, [...ids]));
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

export type { ItemSort };

/** What narrows an item list (the search adds its tokens); every bound is inclusive. */
export interface ItemFilter {
  livestock?: string | undefined;
  /** The category and its descendants. */
  categoryIds?: readonly number[] | undefined;
  sellerId?: number | undefined;
  brandId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  grade?: string | undefined;
  deliveryType?: number | undefined;
  hideSoldOut?: boolean | undefined;
}

/** The key a list is ordered by; the id breaks ties in the same direction. */
const sortKeys: Record<ItemSort, { key: PgColumn; descending: boolean }> = {
  newest: { key: items.createdAt, descending: true },
  popular: { key: items.salesCount, descending: true },
  priceLow: { key: items.presentPrice, descending: false },
  priceHigh: { key: items.presentPrice, descending: true },
  reviews: { key: items.reviewCount, descending: true },
};

/** ORDER BY of a list sort: each matches one of the items_*_idx indexes read forwards or backwards. */
export function itemSortOrder(sort: ItemSort): SQL[] {
  const { key, descending } = sortKeys[sort];
  return descending ? [desc(key), desc(items.id)] : [asc(key), asc(items.id)];
}

/** The WHERE of a list: displayed items matching every given filter. */
export function itemConditions(filter: ItemFilter): SQL | undefined {
  const categoryIds = filter.categoryIds;
  return and(
    eq(items.displayed, true),
    filter.livestock === undefined ? undefined : eq(items.livestock, filter.livestock),
    filter.sellerId === undefined ? undefined : eq(items.sellerId, filter.sellerId),
    filter.brandId === undefined ? undefined : eq(items.brandId, filter.brandId),
    categoryIds === undefined
      ? undefined
      : categoryIds.length === 1
        ? eq(items.categoryId, categoryIds[0]!)
        : inArray(items.categoryId, [...categoryIds]),
    filter.minPrice === undefined ? undefined : gte(items.presentPrice, filter.minPrice),
    filter.maxPrice === undefined ? undefined : lte(items.presentPrice, filter.maxPrice),
    filter.grade === undefined ? undefined : eq(items.grade, filter.grade),
    filter.deliveryType === undefined ? undefined : eq(items.deliveryType, filter.deliveryType),
    filter.hideSoldOut ? gt(items.stock, 0) : undefined,
  );
}

const cardColumns = {
  id: items.id,
  itemUserCode: items.itemUserCode,
  name: items.name,
  subTitle: items.subTitle,
  brandId: items.brandId,
  brandName: sellerBrands.brandName,
  sellerId: items.sellerId,
  livestock: items.livestock,
  grade: items.grade,
  weightGrams: items.weightGrams,
  consumerPrice: items.consumerPrice,
  salePrice: items.salePrice,
  specialSalePrice: items.specialSalePrice,
  presentPrice: items.presentPrice,
  deliveryType: items.deliveryType,
  stock: items.stock,
  reviewCount: items.reviewCount,
  imageSrc: firstItemImageUrl,
};

export interface PageWindow {
  offset: number;
  limit: number;
}

const pageIdsSchema = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/**
 * The ids of one page. A category with sub-categories is an IN list, which no index returns in
 * order: each leaf's first offset+limit rows are read in order off its index (LATERAL), and only
 * those are merged, so a page stays ~(leaves × page end) index entries at any catalog size.
 */
async function findPageIdsAcrossCategories(
  db: Db,
  filter: ItemFilter,
  sort: ItemSort,
  page: PageWindow,
): Promise<number[]> {
  const { key, descending } = sortKeys[sort];
  const direction = sql.raw(descending ? "desc" : "asc");
  const conditions = itemConditions({ ...filter, categoryIds: undefined });
  const result = await db.execute(sql`
    select x.id from unnest(${sql.param(filter.categoryIds)}::integer[]) as c(category_id)
    cross join lateral (
      select ${items.id} as id, ${key} as sort_key from ${items}
      where ${items.categoryId} = c.category_id and ${conditions}
      order by ${key} ${direction}, ${items.id} ${direction}
      limit ${page.offset + page.limit}
    ) as x
    order by x.sort_key ${direction}, x.id ${direction}
    limit ${page.limit} offset ${page.offset}`);
  return pageIdsSchema.parse(result).rows.map((row) => row.id);
}

/** Card rows of displayed items by id or by itemUserCode, in no particular order. */
export async function findItemCardRows(db: Db, by: { ids: readonly number[] } | { codes: readonly string[] }) {
  const match = "ids" in by ? inArray(items.id, [...by.ids]) : inArray(items.itemUserCode, [...by.codes]);
  if (("ids" in by ? by.ids : by.codes).length === 0) return [];
  return db
    .select(cardColumns)
    .from(items)
    .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
    .where(and(match, eq(items.displayed, true)));
}

export type ItemCardRow = Awaited<ReturnType<typeof findItemCardRows>>[number];

/** Cards of the given items, in the order of `ids` (ids not found or hidden are left out). */
export async function findItemCardsByIds(db: Db, ids: readonly number[]): Promise<ItemCardRow[]> {
  const rows = await findItemCardRows(db, { ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of displayed items, each list order read off an index (see items_*_idx). */
export async function findItemPage(db: Db, filter: ItemFilter, sort: ItemSort, page: PageWindow) {
  if (filter.categoryIds !== undefined && filter.categoryIds.length > 1) {
    return findItemCardsByIds(db, await findPageIdsAcrossCategories(db, filter, sort, page));
  }
  return db
    .select(cardColumns)
    .from(items)
    .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
    .where(itemConditions(filter))
    .orderBy(...itemSortOrder(sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many displayed items match. */
export async function countItems(db: Db, filter: ItemFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(items).where(itemConditions(filter));
  return row?.total ?? 0;
}

const quantilesSchema = z.object({ rows: z.array(z.object({ prices: z.array(z.coerce.number()).nullable() })) });

/** The prices at the given shares of the matching items, ascending (empty when nothing matches). */
export async function findPriceQuantiles(db: Db, filter: ItemFilter, fractions: readonly number[]): Promise<number[]> {
  const result = await db.execute(sql`
    select percentile_disc(${sql.param(fractions)}::float8[]) within group (order by ${items.presentPrice}) as prices
    from ${items} where ${itemConditions(filter)}`);
  return quantilesSchema.parse(result).rows[0]?.prices ?? [];
}

const bucketsSchema = z.object({ rows: z.array(z.object({ bucket: z.coerce.number(), n: z.coerce.number() })) });

/**
 * Matching items per price band: index i counts prices in [bounds[i-1], bounds[i]) (index 0
 * below bounds[0], the last index from the last bound up).
 */
export async function countByPriceBounds(db: Db, filter: ItemFilter, bounds: readonly number[]): Promise<number[]> {
  const counts = Array.from({ length: bounds.length + 1 }, () => 0);
  if (bounds.length === 0) {
    counts[0] = await countItems(db, filter);
    return counts;
  }
  const result = await db.execute(sql`
    select width_bucket(${items.presentPrice}, ${sql.param(bounds)}::integer[]) as bucket, count(*) as n
    from ${items} where ${itemConditions(filter)} group by 1`);
  for (const row of bucketsSchema.parse(result).rows) counts[row.bucket] = row.n;
  return counts;
}

const facetsSchema = z.object({
  rows: z.array(
    z.object({
      brand_id: z.coerce.number().nullable(),
      brand_name: z.string().nullable(),
      seller_id: z.coerce.number().nullable(),
      grade: z.string().nullable(),
      delivery_type: z.coerce.number().nullable(),
      facet: z.coerce.number(),
      n: z.coerce.number(),
      sold_out: z.coerce.number(),
    }),
  ),
});

/** Counts of the matching items per brand, per grade and per delivery type, plus the whole and the sold-out. */
export async function countItemFacets(db: Db, filter: ItemFilter) {
  // One pass: GROUPING() tells which set a row belongs to (bits: brand 4, grade 2, delivery 1 — set when left out).
  const result = await db.execute(sql`
    select ${items.brandId} as brand_id, ${sellerBrands.brandName} as brand_name, ${items.sellerId} as seller_id,
      ${items.grade} as grade, ${items.deliveryType} as delivery_type,
      grouping(${items.brandId}, ${items.grade}, ${items.deliveryType}) as facet,
      count(*) as n, count(*) filter (where ${items.stock} <= 0) as sold_out
    from ${items} join ${sellerBrands} on ${sellerBrands.id} = ${items.brandId}
    where ${itemConditions(filter)}
    group by grouping sets ((${items.brandId}, ${sellerBrands.brandName}, ${items.sellerId}), (${items.grade}), (${items.deliveryType}), ())`);
  const rows = facetsSchema.parse(result).rows;
  const whole = rows.find((row) => row.facet === 7);
  return {
    totalCount: whole?.n ?? 0,
    soldOutCount: whole?.sold_out ?? 0,
    brands: rows
      .filter((row) => row.facet === 3)
      .map((row) => ({ brandId: row.brand_id!, brandName: row.brand_name!, sellerId: row.seller_id!, count: row.n })),
    grades: rows.filter((row) => row.facet === 5).map((row) => ({ grade: row.grade!, count: row.n })),
    deliveryTypes: rows
      .filter((row) => row.facet === 6)
      .map((row) => ({ deliveryType: row.delivery_type!, count: row.n })),
  };
}

/** The displayed item of a code or id, with what other modules hang on it (reviews, questions, wishes, orders). */
export async function findDisplayedItemRef(db: Db, key: { itemUserCode: string } | { id: number }) {
  const [row] = await db
    .select({ id: items.id, itemUserCode: items.itemUserCode, name: items.name, presentPrice: items.presentPrice })
    .from(items)
    .where(
      and("id" in key ? eq(items.id, key.id) : eq(items.itemUserCode, key.itemUserCode), eq(items.displayed, true)),
    );
  return row;
}

/**
 * Options with their item, brand and seller as the cart shows and prices them, hidden items included (a cart line
 * outlives its item's display); unknown ids are left out.
 */
export async function findCartOptionRows(db: Db, optionIds: readonly number[]) {
  if (optionIds.length === 0) return [];
  return db
    .select({
      optionId: itemOptions.id,
      optionName: itemOptions.name,
      priceDelta: itemOptions.priceDelta,
      optionStock: itemOptions.stock,
      itemId: items.id,
      itemUserCode: items.itemUserCode,
      itemName: items.name,
      displayed: items.displayed,
      salePrice: items.salePrice,
      specialSalePrice: items.specialSalePrice,
      presentPrice: items.presentPrice,
      deliveryType: items.deliveryType,
      brandName: sellerBrands.brandName,
      sellerId: sellers.id,
      sellerName: sellers.name,
      shippingFee: sellers.shippingFee,
      freeShippingThreshold: sellers.freeShippingThreshold,
      imageSrc: cardColumns.imageSrc,
    })
    .from(itemOptions)
    .innerJoin(items, eq(items.id, itemOptions.itemId))
    .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
    .innerJoin(sellers, eq(sellers.id, items.sellerId))
    .where(inArray(itemOptions.id, [...new Set(optionIds)]));
}

export type CartOptionRow = Awaited<ReturnType<typeof findCartOptionRows>>[number];
