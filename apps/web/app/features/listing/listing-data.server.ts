import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { CategoryFilter, ItemList } from "@shop/contracts/catalog";
import type { SearchResult } from "@shop/contracts/search";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import type { ListingParams } from "./listing-params";
import { listingApiQuery } from "./listing-params.server";

/** A category, a livestock or a seller: what an item list is narrowed to before any filter. */
export interface ListingScope {
  categoryId?: number | undefined;
  livestock?: string | undefined;
  sellerId?: number | undefined;
}

/** One page of a category or /items list. */
export function loadItemPage(
  context: AppLoadContext,
  request: Request,
  params: ListingParams,
  { categoryId, page }: { categoryId?: number | undefined; page?: number } = {},
): Promise<ItemList> {
  return callApi(context, apiEndpoints.itemList, {
    request,
    query: listingApiQuery(params, { categoryId, ...(page ? { page } : {}) }),
  });
}

/** What the search answered, or why it could not search. */
export type SearchOutcome =
  | { status: "searched"; result: SearchResult }
  /** No keyword, or one the API reads as empty (only punctuation): the message says what to do. */
  | { status: "no-query"; message: string };

const QUERY_REQUIRED_MESSAGE = "검색어를 입력해 주세요.";

/** One page of /search. A keyword the API refuses (400) is shown as its message, not as an error page. */
export async function loadSearchPage(
  context: AppLoadContext,
  request: Request,
  params: ListingParams,
  page: number = params.page,
): Promise<SearchOutcome> {
  if (!params.query) return { status: "no-query", message: QUERY_REQUIRED_MESSAGE };
  try {
    const result = await callApi(context, apiEndpoints.searchResult, {
      request,
      query: listingApiQuery(params, { page }),
    });
    return { status: "searched", result };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 400) {
      return { status: "no-query", message: error.message || QUERY_REQUIRED_MESSAGE };
    }
    throw error;
  }
}

/** The brands, grades, delivery types and price areas that can narrow a scope, each with its count. */
export function loadListingFilters(
  context: AppLoadContext,
  request: Request,
  scope: ListingScope,
): Promise<CategoryFilter> {
  return callApi(context, apiEndpoints.categoryFilter, {
    request,
    query: { categoryId: scope.categoryId, livestock: scope.livestock, sellerId: scope.sellerId },
  });
}
