import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  changeListing,
  clearFilters,
  emptyListingParams,
  type ListingKind,
  type ListingParams,
  listingHref,
  listingMoreEndpoint,
  listingSearch,
  sortOptionsOf,
  withPage,
} from "./listing-params";

const items = (extra: Partial<ListingParams> = {}): ListingParams => ({ ...emptyListingParams("items"), ...extra });
const search = (extra: Partial<ListingParams> = {}): ListingParams => ({ ...emptyListingParams("search"), ...extra });

describe("listingSearch", () => {
  it.each<[string, ListingParams, ListingKind, string]>([
    ["defaults are left out", items(), "items", ""],
    ["the list's default sort is left out", items({ sort: "newest" }), "items", ""],
    ["another sort is written", items({ sort: "popular" }), "items", "?sort=popular"],
    [
      "relevance is the search's default",
      search({ query: "한우", sort: "relevance" }),
      "search",
      "?query=%ED%95%9C%EC%9A%B0",
    ],
    [
      "newest is not the search's default",
      search({ query: "한우", sort: "newest" }),
      "search",
      "?query=%ED%95%9C%EC%9A%B0&sort=newest",
    ],
    ["sold-out shown is the default", items({ soldOut: "show" }), "items", ""],
    ["sold-out hidden is written", items({ soldOut: "hide" }), "items", "?soldOut=hide"],
    ["page 1 is left out", items({ page: 1 }), "items", ""],
    ["a later page is written last", items({ page: 3, sort: "reviews" }), "items", "?sort=reviews&page=3"],
    [
      "keys come in one order whatever the object's order",
      { page: 2, sort: "priceLow", soldOut: "hide", grade: "1++", sellerId: 10000001, livestock: "hanwoo" },
      "items",
      "?livestock=hanwoo&sellerId=10000001&grade=1%2B%2B&soldOut=hide&sort=priceLow&page=2",
    ],
    [
      "price filters",
      items({ priceArea: "20000-50000", minPrice: 10000, maxPrice: 30000 }),
      "items",
      "?priceArea=20000-50000&minPrice=10000&maxPrice=30000",
    ],
    [
      "a query with spaces and symbols is encoded once",
      search({ query: "한우 & 등심" }),
      "search",
      "?query=%ED%95%9C%EC%9A%B0+%26+%EB%93%B1%EC%8B%AC",
    ],
  ])("%s", (_name, params, kind, expected) => {
    expect(listingSearch(params, kind)).toBe(expected);
  });
});

describe("changeListing", () => {
  it.each<[string, ListingParams, Partial<ListingParams>, ListingParams]>([
    ["a filter starts again at page 1", items({ page: 4 }), { grade: "1+" }, items({ grade: "1+" })],
    ["a sort starts again at page 1", items({ page: 2 }), { sort: "popular" }, items({ sort: "popular" })],
    ["the page itself is kept", items({ sort: "popular" }), { page: 5 }, items({ sort: "popular", page: 5 })],
    ["undefined removes a filter", items({ grade: "1+", brandId: 7 }), { grade: undefined }, items({ brandId: 7 })],
    [
      "a price area replaces a typed range",
      items({ minPrice: 1000, maxPrice: 5000 }),
      { priceArea: "0-20000", minPrice: undefined, maxPrice: undefined },
      items({ priceArea: "0-20000" }),
    ],
  ])("%s", (_name, params, changes, expected) => {
    expect(changeListing(params, changes)).toEqual(expected);
  });

  it("leaves the given state untouched", () => {
    const params = items({ grade: "1+", page: 3 });
    changeListing(params, { grade: undefined });
    expect(params).toEqual(items({ grade: "1+", page: 3 }));
  });
});

describe("listingHref", () => {
  it.each<[string, string, ListingParams, ListingKind, Partial<ListingParams>, string]>([
    [
      "toggle sold-out on a category",
      "/category/11",
      emptyListingParams("category"),
      "category",
      { soldOut: "hide" },
      "/category/11?soldOut=hide",
    ],
    [
      "next page keeps the filters",
      "/items",
      items({ livestock: "hanwoo", grade: "1" }),
      "items",
      { page: 2 },
      "/items?livestock=hanwoo&grade=1&page=2",
    ],
    ["back to the default sort drops it", "/items", items({ sort: "popular" }), "items", { sort: "newest" }, "/items"],
    [
      "search keeps its query",
      "/search",
      search({ query: "등심", page: 2 }),
      "search",
      { sort: "priceLow" },
      "/search?query=%EB%93%B1%EC%8B%AC&sort=priceLow",
    ],
  ])("%s", (_name, pathname, params, kind, changes, expected) => {
    expect(listingHref(pathname, params, kind, changes)).toBe(expected);
  });
});

describe("clearFilters and activeFilterCount", () => {
  it.each<[string, ListingParams, ListingKind, number, string]>([
    ["nothing chosen", items({ livestock: "hanwoo", sort: "popular" }), "items", 0, "?livestock=hanwoo&sort=popular"],
    [
      "every filter, the range counted once",
      items({
        livestock: "hanwoo",
        brandId: 7,
        grade: "1+",
        deliveryType: 1,
        priceArea: "0-20000",
        minPrice: 1,
        maxPrice: 9,
        soldOut: "hide",
        page: 3,
      }),
      "items",
      6,
      "?livestock=hanwoo",
    ],
    ["a max price alone is a range", items({ maxPrice: 50000 }), "items", 1, ""],
    [
      "on /items the livestock is the scope",
      items({ livestock: "handon", sellerId: 90000000 }),
      "items",
      0,
      "?livestock=handon&sellerId=90000000",
    ],
    [
      "on a search the livestock is a filter",
      search({ query: "목살", livestock: "handon", grade: "1" }),
      "search",
      2,
      "?query=%EB%AA%A9%EC%82%B4",
    ],
  ])("%s", (_name, params, kind, count, cleared) => {
    expect(activeFilterCount(params, kind)).toBe(count);
    expect(listingSearch(changeListing(params, clearFilters(params, kind)), kind)).toBe(cleared);
  });
});

describe("load-more URLs", () => {
  it.each<[string, ListingKind, ListingParams, number | undefined, number, string]>([
    [
      "a category",
      "category",
      { ...emptyListingParams("category"), page: 1 },
      11,
      2,
      "/listing/more/category/11?page=2",
    ],
    ["all categories", "category", emptyListingParams("category"), undefined, 3, "/listing/more/category?page=3"],
    [
      "items with filters",
      "items",
      items({ livestock: "hanwoo", sort: "popular", page: 2 }),
      undefined,
      3,
      "/listing/more/items?livestock=hanwoo&sort=popular&page=3",
    ],
    [
      "a search",
      "search",
      search({ query: "ㅎㅇ" }),
      undefined,
      2,
      "/listing/more/search?query=%E3%85%8E%E3%85%87&page=2",
    ],
  ])("%s", (_name, kind, params, categoryId, page, expected) => {
    expect(withPage(listingMoreEndpoint(kind, params, categoryId), page)).toBe(expected);
  });
});

describe("sortOptionsOf", () => {
  it.each<[ListingKind, string[]]>([
    ["category", ["newest", "popular", "priceLow", "priceHigh", "reviews"]],
    ["items", ["newest", "popular", "priceLow", "priceHigh", "reviews"]],
    ["search", ["relevance", "newest", "popular", "priceLow", "priceHigh", "reviews"]],
  ])("%s", (kind, expected) => {
    expect(sortOptionsOf(kind)).toEqual(expected);
  });
});
