import { describe, expect, it } from "vitest";
import { normalizeSearchKeyword, searchHref } from "./search-query";

describe("search query", () => {
  it.each([
    ["한우", "/search?query=%ED%95%9C%EC%9A%B0"],
    ["  한우 등심 ", "/search?query=%ED%95%9C%EC%9A%B0%20%EB%93%B1%EC%8B%AC"],
    // Already encoded once: decoded first, so it is not double-encoded.
    ["%ED%95%9C%EC%9A%B0", "/search?query=%ED%95%9C%EC%9A%B0"],
    // A malformed escape stays as typed and is encoded once.
    ["100%", "/search?query=100%25"],
    ["a&b=c", "/search?query=a%26b%3Dc"],
  ])("%j goes to %s", (keyword, href) => {
    expect(searchHref(keyword)).toBe(href);
  });

  it.each([
    ["", ""],
    ["   ", ""],
    ["%20", ""],
    ["%E0%A4%A", "%E0%A4%A"],
  ])("normalizes %j to %j", (raw, expected) => {
    expect(normalizeSearchKeyword(raw)).toBe(expected);
  });
});
