import { describe, expect, it } from "vitest";
import { itemQueryHref, readItemPageQuery } from "./item-page-query";

const DEFAULTS = {
  reviewPage: 1,
  photoOnly: false,
  reviewSort: "newest",
  qnaPage: 1,
  expPage: 1,
  traceOpen: false,
};

describe("readItemPageQuery", () => {
  it.each([
    ["", DEFAULTS],
    ["reviewPage=3&qnaPage=2&expPage=4", { ...DEFAULTS, reviewPage: 3, qnaPage: 2, expPage: 4 }],
    ["photoOnly=1&reviewSort=likes", { ...DEFAULTS, photoOnly: true, reviewSort: "likes" }],
    ["photoOnly=true&trace=1", { ...DEFAULTS, photoOnly: true, traceOpen: true }],
    ["photoOnly=0&trace=no", DEFAULTS],
    // Hand-typed nonsense falls back to the defaults instead of breaking the page.
    ["reviewPage=0&qnaPage=-2&expPage=1.5", DEFAULTS],
    ["reviewPage=abc&qnaPage=9999999&reviewSort=price", DEFAULTS],
  ])("?%s", (search, expected) => {
    expect(readItemPageQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("itemQueryHref", () => {
  it.each([
    ["", { reviewPage: 2 }, "", "/items/G1?reviewPage=2"],
    ["reviewPage=2&qnaPage=3", { reviewPage: 1 }, "#reviews", "/items/G1?qnaPage=3#reviews"],
    ["qnaPage=3", { photoOnly: 1, reviewPage: null }, "", "/items/G1?qnaPage=3&photoOnly=1"],
    ["photoOnly=1&trace=1", { trace: null }, "", "/items/G1?photoOnly=1"],
    ["", { trace: 1 }, "", "/items/G1?trace=1"],
    ["reviewSort=likes", { reviewSort: null }, "#reviews", "/items/G1#reviews"],
  ])("%s with %o", (search, changes, hash, expected) => {
    expect(itemQueryHref("/items/G1", search, changes, hash)).toBe(expected);
  });
});
