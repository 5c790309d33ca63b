import {
  type CategoryFilter,
  type CategoryNode,
  type CategoryScopeQuery,
  type CategoryTree,
  type ItemCard,
  type ItemFilterQuery,
  type ItemList,
  type ItemListQuery,
  type ItemSort,
  type LivestockList,
  type PriceAreaList,
  parsePriceAreaId,
} from "@shop/contracts/catalog";
import type { SearchSort } from "@shop/contracts/search";
import { categoryUrl, livestockItemsUrl } from "@shop/core/catalog/category-url";
import { DELIVERY_TYPE_NAMES, gradeBadges } from "@shop/core/catalog/item-display";
import { buildPriceBands, PRICE_AREA_QUANTILES, type PriceBand } from "@shop/core/catalog/price-area";
import { discountRate, unitPricePer100g } from "@shop/core/catalog/pricing";
import type { DeliveryType, SellerShippingTerms } from "@shop/core/checkout/delivery-groups";
import { pageWindow, paginationOf } from "@shop/core/paging/paging";
import type { SearchQueryPlan } from "@shop/core/search/search-query";
import { isValid, parseISO } from "date-fns";
import type { Db } from "../../db/client.js";
import { ApiError } from "../../lib/api-error.js";
import { oncePerPageRender } from "../../lib/page-render.js";
import { createTtlCache, noCache } from "../../lib/ttl-cache.js";
import {
  type CartOptionRow,
  type CategoryRow,
  countByPriceBounds,
  countItemFacets,
  countItems,
  findCartOptionRows,
  findCategoriesVersion,
  findDisplayedCategories,
  findDisplayedItemRef,
  findItemCardRows,
  findItemCardsByIds,
  findItemLivestock,
  findItemPage,
  findLivestockKinds,
  findPriceQuantiles,
  findSellerBrands,
  type ItemCardRow,
  type ItemFilter,
  type PageWindow,
} from "./catalog.repository.js";
import { findSearchHits } from "./item-search.repository.js";

export type { ItemFilter, PageWindow };

/** SPEC-voice answer for an item code or id that no displayed item has. */
export const ITEM_NOT_FOUND_MESSAGE = "존재하지 않는 상품입니다.";

/** How other modules name an item: by its public code (itemUserCode) or its id. */
export type DisplayedItemKey = { itemUserCode: string } | { id: number };

/** How long a built category tree, the livestock list or a list's total count is served from memory. */
export const CATALOG_CACHE_TTL_MS = 30_000;
/** Distinct item filters whose totals are remembered; beyond it the memory starts over. */
const MAX_CACHED_TOTALS = 1_000;
/**
 * How long one list page (filters, sort, page, size) is served as built: a hot page (the home
 * grid, a category's first page) costs one query per this period instead of one per shopper.
 * Cards may show a sold-out or a price change this late; the item page and the cart read live.
 */
export const ITEM_PAGE_TTL_MS = 2_000;
const MAX_CACHED_PAGES = 2_000;

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

/** The categories from the top group down to `entry`. */
function pathTo(index: CategoryIndex, entry: IndexedCategory): { id: number; name: string; url: string }[] {
  const path: { id: number; name: string; url: string }[] = [];
  for (let at: IndexedCategory | undefined = entry; at; ) {
    path.unshift({ id: at.row.id, name: at.row.name, url: at.url });
    at = at.row.parentId === null ? undefined : index.byId.get(at.row.parentId);
  }
  return path;
}

function descendantIds(node: CategoryNode, out: number[] = []): number[] {
  out.push(node.id);
  for (const child of node.childCategories) descendantIds(child, out);
  return out;
}

/** The card of an item row; prices by core's rules on the stored presentPrice. */
export function toItemCard(row: ItemCardRow): ItemCard {
  const price = row.presentPrice;
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
    brandId: row.brandId,
    salePrice: row.salePrice,
    specialSalePrice: row.specialSalePrice,
  };
}

/** An option as the cart shows and prices it, read fresh (catalog.optionsForCart). Money is integer won. */
export interface CartOption {
  optionId: number;
  optionName: string;
  itemId: number;
  itemUserCode: string;
  itemName: string;
  /** The item's first picture, '' without one. */
  imageSrc: string;
  /** false once the item is taken off the shop. */
  displayed: boolean;
  /** One at the present price with the option's difference (what the item page shows for the option). */
  unitPrice: number;
  salePrice: number;
  /** 0 when the item has no special price. */
  specialSalePrice: number;
  stock: number;
  soldOut: boolean;
  deliveryType: DeliveryType;
  sellerId: number;
  sellerName: string;
  brandName: string;
  shippingTerms: SellerShippingTerms;
}

function toCartOption(row: CartOptionRow): CartOption {
  const withDelta = (price: number) => Math.max(0, price + row.priceDelta);
  return {
    optionId: row.optionId,
    optionName: row.optionName,
    itemId: row.itemId,
    itemUserCode: row.itemUserCode,
    itemName: row.itemName,
    imageSrc: row.imageSrc ?? "",
    displayed: row.displayed,
    unitPrice: withDelta(row.presentPrice),
    salePrice: withDelta(row.salePrice),
    specialSalePrice: row.specialSalePrice > 0 ? withDelta(row.specialSalePrice) : 0,
    stock: row.optionStock,
    soldOut: row.optionStock <= 0,
    deliveryType: row.deliveryType === 1 ? 1 : 2,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    brandName: row.brandName,
    shippingTerms: { shippingFee: row.shippingFee, freeShippingThreshold: row.freeShippingThreshold },
  };
}

/** The filters of a list query, category left to resolve; a price area and min/max narrow together. */
function filterOf(query: Partial<ItemFilterQuery>, categoryIds: number[] | undefined): ItemFilter {
  let minPrice = query.minPrice;
  let maxPrice = query.maxPrice;
  const area = query.priceArea === undefined ? null : parsePriceAreaId(query.priceArea);
  if (area) {
    minPrice = Math.max(minPrice ?? 0, area.minPrice);
    if (area.maxPriceExclusive !== null)
      maxPrice = Math.min(maxPrice ?? Number.MAX_SAFE_INTEGER, area.maxPriceExclusive - 1);
  }
  return {
    livestock: query.livestock,
    categoryIds,
    sellerId: query.sellerId,
    brandId: query.brandId,
    minPrice,
    maxPrice,
    grade: query.grade,
    deliveryType: query.deliveryType,
    hideSoldOut: query.soldOut === "hide",
  };
}

// Best grade first in the filter; an unknown grade goes last.
const GRADE_ORDER = ["1++", "1+", "1", "2", "3"];
const gradeRank = (grade: string) => {
  const rank = GRADE_ORDER.indexOf(grade);
  return rank === -1 ? GRADE_ORDER.length : rank;
};

/** A stable cache key of a filter. */
function filterKey(filter: ItemFilter): string {
  return JSON.stringify([
    filter.livestock,
    filter.categoryIds,
    filter.sellerId,
    filter.brandId,
    filter.minPrice,
    filter.maxPrice,
    filter.grade,
    filter.deliveryType,
    filter.hideSoldOut,
  ]);
}

export interface CatalogServiceDeps {
  db: Db;
  /** Milliseconds now; tests move it to expire the caches. */
  clock?: () => number;
  /** false: list pages are built for every request (LIST_PAGE_CACHE). */
  pageCache?: boolean;
}

/**
 * Catalog use cases for one app. The category tree and the livestock list are read-heavy and
 * change rarely, so they are held in process for CATALOG_CACHE_TTL_MS (DESIGN.md); after that the
 * tree is rebuilt only if the categories' version (newest updated_at, row count) moved.
 */
export function createCatalogService({ db, clock: now = Date.now, pageCache = true }: CatalogServiceDeps) {
  let categoryCache: { index: CategoryIndex; checkedAt: number } | undefined;
  let categoryLoad: Promise<CategoryIndex> | undefined;
  let livestockCache: { list: LivestockList; loadedAt: number } | undefined;
  // Counting every match is what an item-list request costs (the page itself reads ~20 index
  // entries), so totals are kept for the TTL: a new or hidden item shows in the count within 30 s.
  const totals = createTtlCache<number>(CATALOG_CACHE_TTL_MS, MAX_CACHED_TOTALS, now);
  const countMatching = (filter: ItemFilter) => totals(filterKey(filter), () => countItems(db, filter));
  const pages =
    pageCache === false ? noCache<ItemList>() : createTtlCache<ItemList>(ITEM_PAGE_TTL_MS, MAX_CACHED_PAGES, now);
  // Price bands and facet counts read every matching row: kept for the TTL per scope.
  const priceBandsCache = createTtlCache<PriceBand[]>(CATALOG_CACHE_TTL_MS, MAX_CACHED_TOTALS, now);
  const priceAreasCache = createTtlCache<PriceAreaList>(CATALOG_CACHE_TTL_MS, MAX_CACHED_TOTALS, now);
  const facetsCache = createTtlCache<CategoryFilter>(CATALOG_CACHE_TTL_MS, MAX_CACHED_TOTALS, now);

  async function resolveFilter(query: Partial<ItemFilterQuery>): Promise<ItemFilter> {
    let categoryIds: number[] | undefined;
    if (query.categoryId !== undefined) {
      const { entry } = await requireCategory(query.categoryId);
      categoryIds = descendantIds(entry.node);
    }
    return filterOf(query, categoryIds);
  }

  function priceBandsOf(scope: ItemFilter): Promise<PriceBand[]> {
    return priceBandsCache(filterKey(scope), async () =>
      buildPriceBands(await findPriceQuantiles(db, scope, PRICE_AREA_QUANTILES)),
    );
  }

  async function priceAreasOf(scope: ItemFilter): Promise<PriceAreaList> {
    return priceAreasCache(filterKey(scope), async () => {
      const bands = await priceBandsOf(scope);
      if (bands.length === 0) return { list: [] };
      // width_bucket counts below the first bound as bucket 0; bands start at 0 won.
      const bounds = bands.slice(1).map((band) => band.minPrice);
      const counts = await countByPriceBounds(db, scope, bounds);
      return { list: bands.map((band, i) => ({ ...band, count: counts[i] ?? 0 })) };
    });
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
    /**
     * Forgets the kept list pages, totals, price bands and facets (staff changed an item: docs/decisions/038), so the
     * next list shows the new price, stock or display at once.
     */
    forgetCachedItems() {
      for (const cache of [totals, pages, priceBandsCache, priceAreasCache, facetsCache]) cache.clear();
    },

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
      const path = pathTo(index, entry);
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

    /** A displayed category with its path from the top group; null when it or a parent is hidden. */
    async findCategoryPath(id: number) {
      const index = await categoryIndex();
      const entry = index.byId.get(id);
      if (!entry) return null;
      return { id: entry.row.id, name: entry.row.name, url: entry.url, path: pathTo(index, entry) };
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

    /** Displayed items (sold-out shown and flagged unless hidden), filtered, sorted and paged; a page lives ITEM_PAGE_TTL_MS. */
    async listItems(query: ItemListQuery): Promise<ItemList> {
      const filter = await resolveFilter(query);
      return pages(`${filterKey(filter)}|${query.sort}|${query.page}|${query.size}`, async () => {
        const [rows, total] = await Promise.all([
          findItemPage(db, filter, query.sort, pageWindow(query)),
          countMatching(filter),
        ]);
        return { list: rows.map(toItemCard), pagination: paginationOf(query, total) };
      });
    },

    /** The filter a list query describes, its category resolved to the category and its descendants (404 when unknown). */
    resolveItemFilter: resolveFilter,

    /** Item cards of one page of the given filter (for callers that rank ids themselves, see listItemCardsByIds). */
    async findItemCards(filter: ItemFilter, sort: ItemSort, page: PageWindow): Promise<ItemCard[]> {
      return (await findItemPage(db, filter, sort, page)).map(toItemCard);
    },

    /** A window of the ranked ids of a search plan among the filter's items, with the total (null past the end). */
    rankSearchHits(plan: SearchQueryPlan, filter: ItemFilter, sort: SearchSort, window: PageWindow) {
      return findSearchHits(db, plan, filter, sort, window);
    },

    /** Price bands of a list scope, each with its item count (sold-out included). */
    async listPriceAreas(query: CategoryScopeQuery): Promise<PriceAreaList> {
      return priceAreasOf(await resolveFilter(query));
    },

    /** What can narrow a list scope: brands, grades, delivery types and price areas, each with its count. */
    async getCategoryFilter(query: CategoryScopeQuery): Promise<CategoryFilter> {
      const scope = await resolveFilter(query);
      return facetsCache(filterKey(scope), async () => {
        const [facets, priceAreas] = await Promise.all([countItemFacets(db, scope), priceAreasOf(scope)]);
        const livestock = query.livestock ?? "";
        return {
          totalCount: facets.totalCount,
          soldOutCount: facets.soldOutCount,
          brands: facets.brands.sort((a, b) => b.count - a.count || a.brandId - b.brandId),
          grades: facets.grades
            .filter((entry) => entry.grade !== "")
            .sort((a, b) => gradeRank(a.grade) - gradeRank(b.grade) || a.grade.localeCompare(b.grade))
            .map((entry) => ({
              grade: entry.grade,
              label: gradeBadges(livestock, entry.grade)[0]?.label ?? entry.grade,
              count: entry.count,
            })),
          deliveryTypes: facets.deliveryTypes
            .filter(
              (entry): entry is { deliveryType: 1 | 2; count: number } =>
                entry.deliveryType === 1 || entry.deliveryType === 2,
            )
            .sort((a, b) => a.deliveryType - b.deliveryType)
            .map((entry) => ({ ...entry, label: DELIVERY_TYPE_NAMES[entry.deliveryType] })),
          priceAreas: priceAreas.list,
        };
      });
    },

    /**
     * The displayed item of a code or id (its id, code, name and present price), or a 404 존재하지 않는 상품입니다.:
     * the one lookup other modules use before hanging a review, question, wish or order line on an item.
     */
    async requireDisplayedItem(key: DisplayedItemKey) {
      // The item page's reviews and questions each name the item: within one page read it is read once (decision 058).
      const which = "id" in key ? `id ${key.id}` : key.itemUserCode;
      const item = await oncePerPageRender(`displayedItem ${which}`, () => findDisplayedItemRef(db, key));
      if (!item) {
        throw new ApiError(404, "NOT_FOUND", ITEM_NOT_FOUND_MESSAGE, `item ${which} not found`);
      }
      return item;
    },

    /** The livestock kind (hanwoo, meat-processing …) of each item by id, hidden items included. */
    async livestockOfItems(ids: readonly number[]): Promise<Map<number, string>> {
      return new Map((await findItemLivestock(db, ids)).map((row) => [row.id, row.livestock]));
    },

    /** Cards of displayed items in the order of `ids`; unknown and hidden items are left out. */
    async listItemCardsByIds(ids: readonly number[]): Promise<ItemCard[]> {
      if (ids.length === 0) return [];
      return (await findItemCardsByIds(db, ids)).map(toItemCard);
    },

    /**
     * Options by id with their item, seller and shipping terms, read fresh (the cart and checkout price from it);
     * hidden items included and flagged, unknown ids left out.
     */
    async optionsForCart(optionIds: readonly number[]): Promise<Map<number, CartOption>> {
      const rows = await findCartOptionRows(db, optionIds);
      return new Map(rows.map((row) => [row.optionId, toCartOption(row)]));
    },

    /** Cards of displayed items in the order of `codes` (itemUserCode); unknown and hidden ones left out. */
    async listItemCardsByCodes(codes: readonly string[]): Promise<ItemCard[]> {
      if (codes.length === 0) return [];
      const rows = await findItemCardRows(db, { codes });
      const byCode = new Map(rows.map((row) => [row.itemUserCode, row]));
      return codes.flatMap((code) => {
        const row = byCode.get(code);
        return row ? [toItemCard(row)] : [];
      });
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
