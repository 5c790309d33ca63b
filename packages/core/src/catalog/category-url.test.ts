import { describe, expect, it } from "vitest";
import { categoryUrl, livestockItemsUrl } from "./category-url.js";

describe("categoryUrl", () => {
  it.each([
    [{ id: 1, depth: 1, livestock: "hanwoo" }, "/items?livestock=hanwoo"],
    [{ id: 2, depth: 1, livestock: "handon" }, "/items?livestock=handon"],
    [{ id: 3, depth: 1, livestock: "imported" }, "/items?livestock=imported"],
    [{ id: 7, depth: 1, livestock: "pb" }, "/items?livestock=pb"],
    [{ id: 5, depth: 1, livestock: "meat-processing" }, "/category/5"],
    [{ id: 6, depth: 1, livestock: "meat-processing-private" }, "/category/6"],
    [{ id: 9, depth: 1, livestock: "" }, "/category/9"],
    [{ id: 11, depth: 2, livestock: "hanwoo" }, "/category/11"],
    [{ id: 111, depth: 3, livestock: "hanwoo" }, "/category/111"],
    [{ id: 91, depth: 2, livestock: "" }, "/category/91"],
  ])("%o → %s", (category, expected) => {
    expect(categoryUrl(category)).toBe(expected);
  });
});

describe("livestockItemsUrl", () => {
  it.each([
    ["hanwoo", "/items?livestock=hanwoo"],
    ["닭 오리", "/items?livestock=%EB%8B%AD%20%EC%98%A4%EB%A6%AC"],
    ["a&b", "/items?livestock=a%26b"],
  ])("%s → %s", (code, expected) => {
    expect(livestockItemsUrl(code)).toBe(expected);
  });
});
