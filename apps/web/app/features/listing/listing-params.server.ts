import { itemFilterShape, itemSortSchema } from "@shop/contracts/catalog";
import { hasUnusableCharacter, pageQuerySchema } from "@shop/contracts/common";
import { SEARCH_QUERY_MAX_LENGTH, searchSortSchema } from "@shop/contracts/search";
import type { z } from "zod";
import { normalizeSearchKeyword } from "../../lib/search-query";
import { emptyListingParams, LISTING_PAGE_SIZE, type ListingKind, type ListingParams } from "./listing-params";

/**
 * A list's state from its URL query. Each value is checked with the API's own schema and dropped
 * when it does not parse, so a mistyped or stale shared link still shows the list instead of an
 * error. Only the keys of the kind count: a category page ignores livestock and seller, /items
 * ignores the search query. A value with a character the API refuses (a NUL byte) is dropped the same way, so a
 * crafted link shows the unfiltered list rather than an error page.
 */
export function parseListingParams(search: URLSearchParams, kind: ListingKind): ListingParams {
  const pick = <S extends z.ZodType>(schema: S, key: string): z.output<S> | undefined => {
    const raw = search.get(key)?.trim();
    if (!raw || hasUnusableCharacter(raw)) return undefined;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };

  const params = emptyListingParams(kind);
  if (kind === "search") {
    // The API refuses longer queries; a longer shared link is cut rather than refused.
    // Checked after normalizing, which decodes a twice-encoded link once more (%2500 is a NUL byte then).
    const query = normalizeSearchKeyword(search.get("query") ?? "")
      .slice(0, SEARCH_QUERY_MAX_LENGTH)
      .trim();
    if (query && !hasUnusableCharacter(query)) params.query = query;
  }
  const candidates: Partial<ListingParams> = {
    livestock: kind === "category" ? undefined : pick(itemFilterShape.livestock, "livestock"),
    sellerId: kind === "items" ? pick(itemFilterShape.sellerId, "sellerId") : undefined,
    brandId: pick(itemFilterShape.brandId, "brandId"),
    grade: pick(itemFilterShape.grade, "grade"),
    deliveryType: pick(itemFilterShape.deliveryType, "deliveryType"),
    priceArea: pick(itemFilterShape.priceArea, "priceArea"),
    minPrice: pick(itemFilterShape.minPrice, "minPrice"),
    maxPrice: pick(itemFilterShape.maxPrice, "maxPrice"),
  };
  for (const [key, value] of Object.entries(candidates)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  // A range typed the wrong way round means the same range; the API would refuse it.
  if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) {
    [params.minPrice, params.maxPrice] = [params.maxPrice, params.minPrice];
  }
  if (search.get("soldOut") === "hide") params.soldOut = "hide";
  const sort = pick(kind === "search" ? searchSortSchema : itemSortSchema, "sort");
  if (sort) params.sort = sort;
  params.page = pick(pageQuerySchema.shape.page, "page") ?? 1;
  return params;
}

/** The query of GET /api/item or /api/search/result for one page of the list. */
export function listingApiQuery(
  params: ListingParams,
  { categoryId, page = params.page }: { categoryId?: number | undefined; page?: number } = {},
): Record<string, string | number | undefined> {
  return {
    query: params.query,
    livestock: params.livestock,
    categoryId,
    sellerId: params.sellerId,
    brandId: params.brandId,
    grade: params.grade,
    deliveryType: params.deliveryType,
    priceArea: params.priceArea,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    // "show" is the API's default: left out so equal lists share one cached API page.
    soldOut: params.soldOut === "hide" ? "hide" : undefined,
    sort: params.sort,
    page,
    size: LISTING_PAGE_SIZE,
  };
}
