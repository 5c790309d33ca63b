import type {
  CategoryNode,
  CategoryTree,
  ItemCard,
  ItemList,
  ItemListQuery,
  LivestockList,
} from "@shop/contracts/catalog";
import { categoryUrl, livestockItemsUrl } from "@shop/core/catalog/category-url";
import { discountRate, presentPrice, unitPricePer100g } from "@shop/core/catalog/pricing";
import { isValid, parseISO } from "date-fns";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import {
  type CategoryRow,
  countItems,
  findCategoriesVersion,
  findDisplayedCategories,
  findItemPage,
  findLivestockKinds,
  findSellerBrands,
  type ItemFilter,
  type ItemPageRow,
} from "./catalog.repository.js";

/** How long a built category tree, the livestock list or a list's total count is served from memory. */
export const CATALOG_CACHE_TTL_MS = 30_000;
/** Distinct item filters whose totals are remembered; beyond it the memory starts over. */
const MAX_CACHED_TOTALS = 1_000;

const INVALID_DATE_MESSAGE = "날짜 형식이 올바르지 않습니다.";
const CATEGORY_NOT_FOUND_MESSAGE = "존재하지 않는 카테고리입니다.";

interface IndexedCategory {
  row: CategoryRow;
  url: string;
  node: CategoryNode;
}

/** The displayed tree with lookups by id; rebuilt only when the categories change. */
interface CategoryIndex {
  tree: CategoryTree;
  versionKey: string;
  byId: Map<number, IndexedCategory>;
}

function buildCategoryIndex(rows: CategoryRow[], updatedAt: Date | null, versionKey: string): CategoryIndex {
  const byId = new Map<number, IndexedCategory>();
  const roots: IndexedCategory[] = [];
  // Rows arrive parents first, so a child whose parent is hidden or missing is dropped with it.
  for (const row of rows) {
    const url = categoryUrl(row);
    const entry: IndexedCategory = {
      row,
      url,
      node: { id: row.id, name: row.name, url, livestock: row.livestock, childCategories: [] },
    };
    if (row.depth === 1) {
      byId.set(row.id, entry);
      roots.push(entry);
      continue;
    }
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (!parent || parent.row.depth !== row.depth - 1) continue;
    byId.set(row.id, entry);
    parent.node.childCategories.push(entry.node);
  }
  const tree: CategoryTree = {
    groups: roots.map(({ node }) => ({
      id: node.id,
      name: node.name,
      url: node.url,
      livestock: node.livestock,
      categories: node.childCategories,
    })),
    updatedDate: (updatedAt ?? new Date(0)).toISOString(),
  };
  return { tree, versionKey, byId };
}

function descendantIds(node: CategoryNode, out: number[] = []): number[] {
  out.push(node.id);
  for (const child of node.childCategories) descendantIds(child, out);
  return out;
}

function toItemCard(row: ItemPageRow): ItemCard {
  const price = presentPrice(row.salePrice, row.specialSalePrice);
  return {
    itemId: row.id,
    itemUserCode: row.itemUserCode,
    itemName: row.name,
    subTitle: row.subTitle,
    brand: row.brandName,
    sellerId: row.sellerId,
    livestock: row.livestock,
    imageSrc: row.imageSrc ?? "",
    grade: row.grade,
    weightGrams: row.weightGrams,
    consumerPrice: row.consumerPrice,
    presentPrice: price,
    discountRate: discountRate(row.consumerPrice, price),
    unitPricePer100g: unitPricePer100g(price, row.weightGrams),
    deliveryType: row.deliveryType === 1 ? 1 : 2,
    soldOut: row.stock <= 0,
    reviewCount: row.reviewCount,
  };
}

/**
 * Catalog use cases for one app. The category tree and the livestock list are read-heavy and
 * change rarely, so they are held in process for CATALOG_CACHE_TTL_MS (DESIGN.md); after that the
 * tree is rebuilt only if the categories' version (newest updated_at, row count) moved.
 */
export function createCatalogService(db: Db, now: () => number = Date.now) {
  let categoryCache: { index: CategoryIndex; checkedAt: number } | undefined;
  let categoryLoad: Promise<CategoryIndex> | undefined;
  let livestockCache: { list: LivestockList; loadedAt: number } | undefined;
  // Counting every match is what an item-list request costs (the page itself reads ~20 index
  // entries), so totals are kept for the TTL: a new or hidden item shows in the count within 30 s.
  const totals = new Map<string, { total: number; countedAt: number }>();

  async function countMatching(filter: ItemFilter): Promise<number> {
    const key = JSON.stringify([filter.livestock, filter.sellerId, filter.categoryIds]);
    const cached = totals.get(key);
    if (cached && now() - cached.countedAt < CATALOG_CACHE_TTL_MS) return cached.total;
    const total = await countItems(db, filter);
    if (totals.size >= MAX_CACHED_TOTALS) totals.clear();
    totals.set(key, { total, countedAt: now() });
    return total;
  }

  async function loadCategoryIndex(): Promise<CategoryIndex> {
    const version = await findCategoriesVersion(db);
    const versionKey = `${version.updatedAt?.getTime() ?? 0}:${version.rowCount}`;
    if (categoryCache?.index.versionKey === versionKey) return categoryCache.index;
    return buildCategoryIndex(await findDisplayedCategories(db), version.updatedAt, versionKey);
  }

  async function categoryIndex(): Promise<CategoryIndex> {
    if (categoryCache && now() - categoryCache.checkedAt < CATALOG_CACHE_TTL_MS) return categoryCache.index;
    // Concurrent requests after expiry share one reload instead of each querying.
    categoryLoad ??= loadCategoryIndex()
      .then((index) => {
        categoryCache = { index, checkedAt: now() };
        return index;
      })
      .finally(() => {
        categoryLoad = undefined;
      });
    return categoryLoad;
  }

  async function requireCategory(id: number): Promise<{ index: CategoryIndex; entry: IndexedCategory }> {
    const index = await categoryIndex();
    const entry = index.byId.get(id);
    if (!entry) throw new ApiError(404, "NOT_FOUND", CATEGORY_NOT_FOUND_MESSAGE, `category ${id} not found`);
    return { index, entry };
  }

  return {
    /** The displayed 3-level tree (groups → categories → child categories). */
    async getCategoryTree(): Promise<CategoryTree> {
      return (await categoryIndex()).tree;
    },

    /** Whether the tree changed after `clientDate` (an ISO date the client cached it at). */
    async checkCategoriesUpdated(clientDate: string): Promise<{ updated: boolean; updatedDate: string }> {
      // An unencoded "+09:00" arrives as " 09:00" once the query string is decoded.
      const client = parseISO(clientDate.replace(/ (\d{2}:?\d{2})$/, "+$1"));
      if (!isValid(client)) {
        throw new ApiError(400, "VALIDATION", INVALID_DATE_MESSAGE, `d is not an ISO 8601 date: ${clientDate}`, [
          { field: "d", message: INVALID_DATE_MESSAGE },
        ]);
      }
      const { updatedDate } = (await categoryIndex()).tree;
      return { updated: new Date(updatedDate).getTime() > client.getTime(), updatedDate };
    },

    /** One category with its path from the top group and its children. */
    async getCurrentCategory(id: number) {
      const { index, entry } = await requireCategory(id);
      const path: { id: number; name: string; url: string }[] = [];
      for (let at: IndexedCategory | undefined = entry; at; ) {
        path.unshift({ id: at.row.id, name: at.row.name, url: at.url });
        at = at.row.parentId === null ? undefined : index.byId.get(at.row.parentId);
      }
      return {
        category: {
          id: entry.row.id,
          name: entry.row.name,
          url: entry.url,
          livestock: entry.row.livestock,
          depth: entry.row.depth,
        },
        path,
        childCategories: entry.node.childCategories,
      };
    },

    /** Livestock kinds, each with the seller brands that sell it. */
    async listLivestock(): Promise<LivestockList> {
      if (livestockCache && now() - livestockCache.loadedAt < CATALOG_CACHE_TTL_MS) return livestockCache.list;
      const [kinds, brands, index] = await Promise.all([findLivestockKinds(db), findSellerBrands(db), categoryIndex()]);
      const list: LivestockList["list"] = kinds.map((kind) => {
        // A kind links where its top-level group links (SPEC §2), e.g. processed meat to its category page.
        const group = index.tree.groups.find((candidate) => candidate.livestock === kind.code);
        return {
          code: kind.code,
          name: kind.name,
          url: group ? group.url : livestockItemsUrl(kind.code),
          sellerBrands: brands.filter((brand) => brand.livestock === kind.code),
        };
      });
      livestockCache = { list: { list }, loadedAt: now() };
      return livestockCache.list;
    },

    /** Displayed items (sold-out included and flagged), filtered, sorted and paged. */
    async listItems(query: ItemListQuery): Promise<ItemList> {
      let categoryIds: number[] | undefined;
      if (query.categoryId !== undefined) {
        const { entry } = await requireCategory(query.categoryId);
        categoryIds = descendantIds(entry.node);
      }
      const filter: ItemFilter = { livestock: query.livestock, sellerId: query.sellerId, categoryIds };
      const [rows, total] = await Promise.all([
        findItemPage(db, filter, query.sort, { offset: (query.page - 1) * query.size, limit: query.size }),
        countMatching(filter),
      ]);
      return {
        list: rows.map(toItemCard),
        pagination: {
          page: query.page,
          size: query.size,
          totalCount: total,
          totalPages: Math.ceil(total / query.size),
        },
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
