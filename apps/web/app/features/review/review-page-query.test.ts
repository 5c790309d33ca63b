import { describe, expect, it } from "vitest";
import { opensOrClosesReviewForm, readReviewPageQuery, reviewPageHref } from "./review-page-query";

describe("readReviewPageQuery", () => {
  it.each([
    { query: "", expected: { tab: "awaiting", page: 1, write: null } },
    { query: "tab=written&page=3", expected: { tab: "written", page: 3, write: null } },
    { query: "write=41", expected: { tab: "awaiting", page: 1, write: 41 } },
    { query: "page=2&write=41", expected: { tab: "awaiting", page: 2, write: 41 } },
    // The form is only on the awaiting tab.
    { query: "tab=written&write=41", expected: { tab: "written", page: 1, write: null } },
    { query: "tab=other&page=0", expected: { tab: "awaiting", page: 1, write: null } },
    { query: "page=-1&write=abc", expected: { tab: "awaiting", page: 1, write: null } },
    { query: "page=999999&write=0", expected: { tab: "awaiting", page: 1, write: null } },
    { query: "write=2147483647", expected: { tab: "awaiting", page: 1, write: 2_147_483_647 } },
    { query: "write=2147483648", expected: { tab: "awaiting", page: 1, write: null } },
    { query: "write=1e3", expected: { tab: "awaiting", page: 1, write: null } },
  ])("?$query", ({ query, expected }) => {
    expect(readReviewPageQuery(new URLSearchParams(query))).toEqual(expected);
  });
});

describe("reviewPageHref", () => {
  it.each([
    { state: { tab: "awaiting" as const }, href: "/mypage/review" },
    { state: { tab: "awaiting" as const, page: 1, write: 41 }, href: "/mypage/review?write=41" },
    { state: { tab: "awaiting" as const, page: 2, write: 41 }, href: "/mypage/review?page=2&write=41" },
    { state: { tab: "written" as const }, href: "/mypage/review?tab=written" },
    { state: { tab: "written" as const, page: 3, write: 41 }, href: "/mypage/review?tab=written&page=3" },
  ])("$href", ({ state, href }) => {
    expect(reviewPageHref(state)).toBe(href);
    expect(readReviewPageQuery(new URL(href, "http://shop.test").searchParams)).toMatchObject({
      tab: state.tab,
      page: state.page ?? 1,
    });
  });
});

describe("opensOrClosesReviewForm", () => {
  const url = (path: string) => new URL(path, "http://shop.test");
  it.each([
    { from: "/mypage/review", to: "/mypage/review?write=41", expected: true },
    { from: "/mypage/review?page=2&write=41", to: "/mypage/review?page=2", expected: true },
    { from: "/mypage/review?write=41", to: "/mypage/review?write=42", expected: true },
    { from: "/mypage/review", to: "/mypage/review", expected: false },
    { from: "/mypage/review", to: "/mypage/review?tab=written", expected: false },
    { from: "/mypage/review?write=41", to: "/mypage/review?page=2", expected: false },
    { from: "/mypage/review", to: "/mypage/wishlist?write=41", expected: false },
  ])("$from → $to", ({ from, to, expected }) => {
    expect(opensOrClosesReviewForm(url(from), url(to))).toBe(expected);
  });
});
