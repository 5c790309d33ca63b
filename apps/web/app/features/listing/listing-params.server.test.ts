import { describe, expect, it } from "vitest";
import {
  emptyListingParams,
  LISTING_PAGE_SIZE,
  type ListingKind,
  type ListingParams,
  listingSearch,
} from "./listing-params";
import { listingApiQuery, parseListingParams } from "./listing-params.server";

const parse = (query: string, kind: ListingKind) => parseListingParams(new URLSearchParams(query), kind);
const state = (kind: ListingKind, extra: Partial<ListingParams> = {}): ListingParams => ({
  ...emptyListingParams(kind),
  ...extra,
});

describe("parseListingParams", () => {
  it.each<[string, string, ListingKind, ListingParams]>([
    ["nothing", "", "items", state("items")],
    [
      "scope and filters",
      "livestock=hanwoo&sellerId=10000001&grade=1%2B%2B&deliveryType=1",
      "items",
      state("items", { livestock: "hanwoo", sellerId: 10000001, grade: "1++", deliveryType: 1 }),
    ],
    [
      "a category ignores livestock and seller",
      "livestock=hanwoo&sellerId=10000001&brandId=7",
      "category",
      state("category", { brandId: 7 }),
    ],
    ["/items ignores a search query", "query=한우", "items", state("items")],
    [
      "a search keeps livestock but not seller",
      "query=한우&livestock=hanwoo&sellerId=1",
      "search",
      state("search", { query: "한우", livestock: "hanwoo" }),
    ],
    ["the query is trimmed", "query=%20%20한우%20등심%20", "search", state("search", { query: "한우 등심" })],
    [
      "an encoded query is decoded once more",
      "query=%25ED%2595%259C%25EC%259A%25B0",
      "search",
      state("search", { query: "한우" }),
    ],
    ["a blank query is none", "query=%20%20", "search", state("search")],
    ["a malformed escape stays as typed", "query=100%25", "search", state("search", { query: "100%" })],
    ["a long query is cut to 100", `query=${"가".repeat(150)}`, "search", state("search", { query: "가".repeat(100) })],
    ["a mistyped id is dropped", "brandId=abc&sellerId=-3", "items", state("items")],
    ["an id out of range is dropped", "brandId=99999999999", "category", state("category")],
    ["a deliveryType other than 1 or 2 is dropped", "deliveryType=3", "items", state("items")],
    ["a price area that is not an area is dropped", "priceArea=cheap", "items", state("items")],
    ["an upside-down price area is dropped", "priceArea=50000-20000", "items", state("items")],
    ["an open-ended price area is kept", "priceArea=100000-", "items", state("items", { priceArea: "100000-" })],
    ["empty price fields are no range", "minPrice=&maxPrice=", "items", state("items")],
    ["a price range", "minPrice=10000&maxPrice=30000", "items", state("items", { minPrice: 10000, maxPrice: 30000 })],
    [
      "a range the wrong way round is turned",
      "minPrice=30000&maxPrice=10000",
      "items",
      state("items", { minPrice: 10000, maxPrice: 30000 }),
    ],
    ["a negative price is dropped", "minPrice=-5", "items", state("items")],
    ["sold-out hidden", "soldOut=hide", "items", state("items", { soldOut: "hide" })],
    ["any other sold-out value shows", "soldOut=yes", "items", state("items")],
    ["a list sort", "sort=priceHigh", "category", state("category", { sort: "priceHigh" })],
    ["relevance is only a search sort", "sort=relevance", "items", state("items")],
    ["relevance on a search", "query=a&sort=popular", "search", state("search", { query: "a", sort: "popular" })],
    ["an unknown sort is the default", "sort=cheapest", "search", state("search")],
    ["a page", "page=4", "items", state("items", { page: 4 })],
    ["page 0 is page 1", "page=0", "items", state("items")],
    ["a page that is not a number is page 1", "page=two", "items", state("items")],
    [
      "a filter with a NUL byte is dropped",
      "grade=a%00b&livestock=%00&brandId=7",
      "items",
      state("items", { brandId: 7 }),
    ],
    ["a query with a NUL byte is none", "query=%ED%95%9C%EC%9A%B0%00", "search", state("search")],
    ["a twice-encoded NUL byte too", "query=a%2500b", "search", state("search")],
  ])("%s", (_name, query, kind, expected) => {
    expect(parse(query, kind)).toEqual(expected);
  });

  it.each<[ListingKind, ListingParams]>([
    [
      "items",
      state("items", {
        livestock: "pb",
        sellerId: 90000000,
        grade: "1",
        priceArea: "0-20000",
        soldOut: "hide",
        sort: "reviews",
        page: 3,
      }),
    ],
    ["category", state("category", { brandId: 4, deliveryType: 2, minPrice: 5000, maxPrice: 90000, sort: "priceLow" })],
    ["search", state("search", { query: "한우 등심 1++", livestock: "hanwoo", sort: "newest", page: 2 })],
  ])("reads back what listingSearch wrote (%s)", (kind, params) => {
    expect(parse(listingSearch(params, kind).slice(1), kind)).toEqual(params);
  });
});

describe("listingApiQuery", () => {
  it.each<[string, ListingParams, Parameters<typeof listingApiQuery>[1], Record<string, unknown>]>([
    [
      "defaults: sold-out left to the API",
      state("items"),
      {},
      { sort: "newest", page: 1, size: LISTING_PAGE_SIZE, soldOut: undefined, categoryId: undefined },
    ],
    [
      "a category page with filters",
      state("category", { brandId: 7, grade: "1+", soldOut: "hide", sort: "popular", page: 2 }),
      { categoryId: 11 },
      { categoryId: 11, brandId: 7, grade: "1+", soldOut: "hide", sort: "popular", page: 2, size: LISTING_PAGE_SIZE },
    ],
    [
      "load-more asks for its own page",
      state("search", { query: "ㅎㅇ", livestock: "hanwoo" }),
      { page: 3 },
      { query: "ㅎㅇ", livestock: "hanwoo", sort: "relevance", page: 3, size: LISTING_PAGE_SIZE },
    ],
  ])("%s", (_name, params, options, expected) => {
    const query = listingApiQuery(params, options);
    const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    const wanted = Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined));
    expect(defined).toEqual(wanted);
  });
});
