import { describe, expect, it } from "vitest";
import { brandSortHref, parseBrandPageQuery } from "./brand-query";

describe("parseBrandPageQuery", () => {
  it.each([
    ["", { view: "hall" }],
    ["?brandId=", { view: "hall" }],
    ["?brandId=%20", { view: "hall" }],
    ["?brandId=7", { view: "brand", brandId: 7, page: 1, sort: "popular" }],
    ["?brandId=7&page=3&sort=priceLow", { view: "brand", brandId: 7, page: 3, sort: "priceLow" }],
    // A mistyped page or sort falls back rather than failing the page.
    ["?brandId=7&page=0&sort=cheap", { view: "brand", brandId: 7, page: 1, sort: "popular" }],
    ["?brandId=7&page=abc", { view: "brand", brandId: 7, page: 1, sort: "popular" }],
    // Ids that cannot exist.
    ["?brandId=0", { view: "not-found" }],
    ["?brandId=-1", { view: "not-found" }],
    ["?brandId=1e3", { view: "not-found" }],
    ["?brandId=0x10", { view: "not-found" }],
    ["?brandId=abc", { view: "not-found" }],
    ["?brandId=2147483648", { view: "not-found" }],
    ["?brandId=99999999999", { view: "not-found" }],
  ])("%s → %j", (search, expected) => {
    expect(parseBrandPageQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("brandSortHref", () => {
  it.each([
    ["brandId=7&page=3", "newest", "/brand?brandId=7&sort=newest"],
    ["brandId=7&sort=newest&page=2", "popular", "/brand?brandId=7"],
    ["brandId=7", "reviews", "/brand?brandId=7&sort=reviews"],
  ] as const)("from ?%s sorted %s → %s", (search, sort, expected) => {
    expect(brandSortHref(new URLSearchParams(search), sort)).toBe(expected);
  });
});
