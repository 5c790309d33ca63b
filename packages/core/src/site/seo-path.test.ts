import { describe, expect, it } from "vitest";
import { normalizeSeoPath, seoLookupPaths } from "./seo-path.js";

describe("normalizeSeoPath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/customer/notice", "/customer/notice"],
    ["/customer/notice/", "/customer/notice"],
    ["customer/notice", "/customer/notice"],
    ["//customer///notice", "/customer/notice"],
    ["/search?query=%ED%95%9C%EC%9A%B0", "/search"],
    ["/faq#top", "/faq"],
    ["/?utm_source=naver", "/"],
    ["https://shop.example.com/items/A100?x=1", "/items/A100"],
    ["HTTP://shop.example.com", "/"],
  ])("%j → %j", (input, path) => {
    expect(normalizeSeoPath(input)).toBe(path);
  });
});

describe("seoLookupPaths", () => {
  it.each([
    ["/", ["/"]],
    ["/faq", ["/faq", "/"]],
    ["/items/A100", ["/items/A100", "/items/*", "/"]],
    ["/mypage/order/12/ORD-1", ["/mypage/order/12/ORD-1", "/mypage/order/12/*", "/mypage/order/*", "/mypage/*", "/"]],
  ])("%s tries %j", (input, candidates) => {
    expect(seoLookupPaths(input).candidates).toEqual(candidates);
  });
});
