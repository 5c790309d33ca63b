import { planSearchQuery } from "@shop/core/search/search-query";
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.js";
import { categories, itemOptions, items, livestockKinds, sellerBrands, sellers } from "../../db/schema/catalog.js";
import { containsPattern } from "../../lib/sql-like.js";

// The back office's reads and writes of items (issue 14 item 2). Stock moves through stock.service (decision 017);
// everything else an item has is written here.

type Executor = Db | Tx;

/** What narrows the back office's item list; sellerId is the staff member's own seller for a seller's staff. */
export interface AdminItemFilter {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  sellerId?: number | undefined;
  livestock?: string | undefined;
  displayed?: boolean | undefined;
  soldOut?: boolean | undefined;
}

/**
 * Items whose name (or brand) holds the keyword's words, read off the shop's search index (decision 007): the GIN
 * index on search_tokens proves the tokens, longer words are re-checked with LIKE, so a name keyword does not scan
 * 100,000 rows. A keyword with no tokens (punctuation only) falls back to ILIKE on the name.
 */
function nameMatch(keyword: string): SQL | undefined {
  const plan = planSearchQuery(keyword);
  if (plan.tokens.length === 0) return ilike(items.name, containsPattern(keyword));
  // Normalized words hold no %, _ or \, so the patterns need no escaping.
  const like = (column: AnyPgColumn, words: string[]) =>
    words.length === 0 ? undefined : sql`${column} like all (${sql.param(words.map((word) => `%${word}%`))}::text[])`;
  return and(
    arrayContains(items.searchTokens, plan.tokens),
    like(items.searchText, plan.textPatterns),
    like(items.searchChoseong, plan.choseongPatterns),
  );
}

function whereOf(filter: AdminItemFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.sellerId !== undefined) conditions.push(eq(items.sellerId, filter.sellerId));
  if (filter.brandId !== undefined) conditions.push(eq(items.brandId, filter.brandId));
  if (filter.livestock) conditions.push(eq(items.livestock, filter.livestock));
  if (filter.displayed !== undefined) conditions.push(eq(items.displayed, filter.displayed));
  if (filter.soldOut !== undefined) conditions.push(filter.soldOut ? lte(items.stock, 0) : sql`${items.stock} > 0`);
  if (filter.categoryId !== undefined) {
    // The category and its descendants (three levels at most), hidden ones included: staff manage those too.
    const id = filter.categoryId;
    conditions.push(
      sql`${items.categoryId} in (
        select c.id from ${categories} c where c.id = ${id} or c.parent_id = ${id}
          or c.parent_id in (select p.id from ${categories} p where p.parent_id = ${id}))`,
    );
  }
  if (filter.keyword) conditions.push(or(eq(items.itemUserCode, filter.keyword), nameMatch(filter.keyword)));
  return and(...conditions);
}

/**
 * One page of items, newest first: the order of the shop's items_*_newest_idx indexes (one per seller, brand,
 * category and livestock prefix), so a page reads ~size index entries at 100,000 items; the count is one scan of
 * the filter's index (or of the table for a name keyword).
 */
export async function findAdminItemPage(db: Db, filter: AdminItemFilter, window: { offset: number; limit: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: items.id,
        itemUserCode: items.itemUserCode,
        name: items.name,
        sellerId: items.sellerId,
        sellerName: sellers.name,
        brandName: sellerBrands.brandName,
        livestock: items.livestock,
        consumerPrice: items.consumerPrice,
        salePrice: items.salePrice,
        specialSalePrice: items.specialSalePrice,
        presentPrice: items.presentPrice,
        stock: items.stock,
        displayed: items.displayed,
        createdAt: items.createdAt,
      })
      .from(items)
      .innerJoin(sellers, eq(sellers.id, items.sellerId))
      .innerJoin(sellerBrands, eq(sellerBrands.id, items.brandId))
      .where(where)
      .orderBy(desc(items.createdAt), desc(items.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every field of one item the back office edits, with its seller's name; undefined when there is none. */
export async function findAdminItem(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: items.id,
      itemUserCode: items.itemUserCode,
      sellerId: items.sellerId,
      sellerName: sellers.name,
      name: items.name,
      subTitle: items.subTitle,
      categoryId: items.categoryId,
      brandId: items.brandId,
      livestock: items.livestock,
      cutName: items.cutName,
      grade: items.grade,
      origin: items.origin,
      storage: items.storage,
      weightGrams: items.weightGrams,
      consumerPrice: items.consumerPrice,
      salePrice: items.salePrice,
      specialSalePrice: items.specialSalePrice,
      presentPrice: items.presentPrice,
      deliveryType: items.deliveryType,
      traceNumber: items.traceNumber,
      processDate: items.processDate,
      slaughterDate: items.slaughterDate,
      displayed: items.displayed,
      stock: items.stock,
      salesCount: items.salesCount,
      reviewCount: items.reviewCount,
      createdAt: items.createdAt,
    })
    .from(items)
    .innerJoin(sellers, eq(sellers.id, items.sellerId))
    .where(eq(items.id, id));
  return row;
}
export type AdminItemRecord = NonNullable<Awaited<ReturnType<typeof findAdminItem>>>;

/** The item's row locked until the transaction ends, so two edits of one item queue up. */
export async function lockAdminItem(tx: Tx, id: number): Promise<AdminItemRecord | undefined> {
  await tx.select({ id: items.id }).from(items).where(eq(items.id, id)).for("update");
  return findAdminItem(tx, id);
}

/** The item's options in display order. */
export function findItemOptions(db: Executor, itemId: number) {
  return db
    .select({
      id: itemOptions.id,
      groupName: itemOptions.groupName,
      name: itemOptions.name,
      priceDelta: itemOptions.priceDelta,
      weightGrams: itemOptions.weightGrams,
      stock: itemOptions.stock,
    })
    .from(itemOptions)
    .where(eq(itemOptions.itemId, itemId))
    .orderBy(asc(itemOptions.sortOrder), asc(itemOptions.id));
}

/** Items by code with their options (a bulk file's rows), only the seller's own when sellerId is given. */
export async function findItemsByCodes(db: Executor, codes: readonly string[], sellerId: number | undefined) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      id: items.id,
      itemUserCode: items.itemUserCode,
      name: items.name,
      consumerPrice: items.consumerPrice,
      salePrice: items.salePrice,
      specialSalePrice: items.specialSalePrice,
      stock: items.stock,
    })
    .from(items)
    .where(
      and(inArray(items.itemUserCode, [...codes]), sellerId === undefined ? undefined : eq(items.sellerId, sellerId)),
    );
  const options =
    rows.length === 0
      ? []
      : await db
          .select({ id: itemOptions.id, itemId: itemOptions.itemId, name: itemOptions.name, stock: itemOptions.stock })
          .from(itemOptions)
          .where(
            inArray(
              itemOptions.itemId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(itemOptions.sortOrder), asc(itemOptions.id));
  return rows.map((row) => ({ ...row, options: options.filter((option) => option.itemId === row.id) }));
}

/** The template's rows: the scope's newest items' options with their current price and stock, at most `limit`. */
export function findTemplateRows(db: Db, sellerId: number | undefined, limit: number) {
  return db
    .select({
      itemUserCode: items.itemUserCode,
      itemName: items.name,
      optionId: itemOptions.id,
      optionName: itemOptions.name,
      salePrice: items.salePrice,
      stock: itemOptions.stock,
    })
    .from(items)
    .innerJoin(itemOptions, eq(itemOptions.itemId, items.id))
    .where(sellerId === undefined ? undefined : eq(items.sellerId, sellerId))
    .orderBy(desc(items.createdAt), desc(items.id), asc(itemOptions.sortOrder), asc(itemOptions.id))
    .limit(limit);
}

/** Writes an item's edited fields (the search columns too when its name or brand changed). */
export async function updateItemFields(tx: Tx, id: number, fields: Partial<typeof items.$inferInsert>) {
  if (Object.keys(fields).length === 0) return;
  await tx.update(items).set(fields).where(eq(items.id, id));
}

/** Sellers for the list's filter: one for a seller's staff, every seller for operators. */
export function findSellerChoices(db: Db, sellerId: number | undefined) {
  return db
    .select({ sellerId: sellers.id, name: sellers.name })
    .from(sellers)
    .where(sellerId === undefined ? undefined : eq(sellers.id, sellerId))
    .orderBy(asc(sellers.id));
}

export function findLivestockChoices(db: Db) {
  return db
    .select({ code: livestockKinds.code, name: livestockKinds.name })
    .from(livestockKinds)
    .orderBy(asc(livestockKinds.sortOrder), asc(livestockKinds.code));
}

/** Every category with its parent, hidden ones too (for the form's select, labelled with their path). */
export function findAllCategories(db: Db) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, depth: categories.depth, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.id));
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

export async function livestockExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: livestockKinds.code })
    .from(livestockKinds)
    .where(eq(livestockKinds.code, code));
  return row !== undefined;
}

/** A seller's brands. */
export function findBrandsOfSeller(db: Executor, sellerId: number) {
  return db
    .select({ id: sellerBrands.id, name: sellerBrands.brandName, livestock: sellerBrands.livestock })
    .from(sellerBrands)
    .where(eq(sellerBrands.sellerId, sellerId))
    .orderBy(asc(sellerBrands.sortOrder), asc(sellerBrands.id));
}
