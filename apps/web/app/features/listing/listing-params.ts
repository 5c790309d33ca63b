import type { SearchSort } from "@shop/contracts/search";

// The state of a catalog list lives in its URL query (shareable, the back button works, links
// and GET forms work without JavaScript). This module only writes URLs, so it stays free of zod
// and small in the browser; listing-params.server.ts reads them.

/** Which list: a category page, /items (livestock, seller) or /search. */
export type ListingKind = "category" | "items" | "search";

/** The item list's sorts plus the search's relevance. */
export type ListingSort = SearchSort;

/** Cards per page: fills whole rows of the 4, 3 and 2 column grids (SPEC §9). */
export const LISTING_PAGE_SIZE = 24;

export interface ListingParams {
  /** /search only: the keyword as the shopper typed it (decoded once, trimmed). */
  query?: string;
  livestock?: string;
  sellerId?: number;
  brandId?: number;
  grade?: string;
  deliveryType?: number;
  priceArea?: string;
  minPrice?: number;
  maxPrice?: number;
  /** show (default): sold-out items listed and flagged; hide: left out. */
  soldOut: "show" | "hide";
  sort: ListingSort;
  page: number;
}

/** Query keys in the order URLs are written, so one state has one URL. */
export const LISTING_PARAM_KEYS = [
  "query",
  "livestock",
  "sellerId",
  "brandId",
  "grade",
  "deliveryType",
  "priceArea",
  "minPrice",
  "maxPrice",
  "soldOut",
  "sort",
  "page",
] as const satisfies readonly (keyof ListingParams)[];

/** The filters a shopper narrows a list with (the scope — query, livestock, seller — excluded). */
export const LISTING_FILTER_KEYS = [
  "brandId",
  "grade",
  "deliveryType",
  "priceArea",
  "minPrice",
  "maxPrice",
  "soldOut",
] as const satisfies readonly (keyof ListingParams)[];

export function defaultSortOf(kind: ListingKind): ListingSort {
  return kind === "search" ? "relevance" : "newest";
}

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: "정확도순",
  newest: "신상품순",
  popular: "인기순",
  priceLow: "낮은가격순",
  priceHigh: "높은가격순",
  reviews: "리뷰많은순",
};

/** The sorts offered on a list, in display order. */
export function sortOptionsOf(kind: ListingKind): ListingSort[] {
  const sorts: ListingSort[] = ["newest", "popular", "priceLow", "priceHigh", "reviews"];
  return kind === "search" ? ["relevance", ...sorts] : sorts;
}

/** The default state of a list: nothing filtered, first page. */
export function emptyListingParams(kind: ListingKind): ListingParams {
  return { soldOut: "show", sort: defaultSortOf(kind), page: 1 };
}

/**
 * The query string of a state ("?livestock=hanwoo&sort=popular" or ""): keys in one order,
 * defaults (sold-out shown, the list's default sort, page 1) left out.
 */
export function listingSearch(params: ListingParams, kind: ListingKind): string {
  const query = new URLSearchParams();
  for (const key of LISTING_PARAM_KEYS) {
    const value = params[key];
    if (value === undefined || value === "") continue;
    if (key === "soldOut" && value === "show") continue;
    if (key === "sort" && value === defaultSortOf(kind)) continue;
    if (key === "page" && value === 1) continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `?${search}` : "";
}

/**
 * The state after a change: any change but the page itself starts again at page 1 (the shopper
 * is looking at a different list). `undefined` in `changes` removes a filter.
 */
export function changeListing(params: ListingParams, changes: Partial<ListingParams>): ListingParams {
  const next: ListingParams = { ...params, page: 1, ...changes };
  for (const key of Object.keys(changes) as (keyof ListingParams)[]) {
    if (changes[key] === undefined) delete next[key];
  }
  return next;
}

/** The URL of the list at `pathname` after `changes`. */
export function listingHref(
  pathname: string,
  params: ListingParams,
  kind: ListingKind,
  changes: Partial<ListingParams> = {},
): string {
  return `${pathname}${listingSearch(changeListing(params, changes), kind)}`;
}

/** The same list without any filter (scope and sort kept; a search's livestock is a filter). */
export function clearFilters(params: ListingParams, kind: ListingKind): Partial<ListingParams> {
  const changes: Partial<ListingParams> = { soldOut: "show" };
  for (const key of LISTING_FILTER_KEYS) if (key !== "soldOut" && params[key] !== undefined) changes[key] = undefined;
  if (kind === "search" && params.livestock !== undefined) changes.livestock = undefined;
  return changes;
}

/**
 * How many filters narrow the list: a price range counts once, sold-out hidden counts as one,
 * and on a search the livestock too (on /items it is the page's scope).
 */
export function activeFilterCount(params: ListingParams, kind: ListingKind): number {
  const chosen = [params.brandId, params.grade, params.deliveryType, params.priceArea];
  if (kind === "search") chosen.push(params.livestock);
  const priceRange = params.minPrice !== undefined || params.maxPrice !== undefined ? 1 : 0;
  return chosen.filter((value) => value !== undefined).length + priceRange + (params.soldOut === "hide" ? 1 : 0);
}

/**
 * The resource route that answers a list's further pages as JSON (load-more), without the page:
 * /listing/more/{kind}[/{categoryId}]?{the list's query}.
 */
export function listingMoreEndpoint(kind: ListingKind, params: ListingParams, categoryId?: number): string {
  const path = categoryId === undefined ? `/listing/more/${kind}` : `/listing/more/${kind}/${categoryId}`;
  return `${path}${listingSearch({ ...params, page: 1 }, kind)}`;
}

/** `url` asking for one page: the page goes last, as listingSearch writes it. */
export function withPage(url: string, page: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}page=${page}`;
}
