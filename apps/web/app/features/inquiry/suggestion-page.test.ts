import { describe, expect, it } from "vitest";
import { suggestionPageHref } from "./suggestion-page";

describe("the suggestion page's addresses", () => {
  it.each([
    [{}, "/mypage/suggest"],
    [{ page: 1 }, "/mypage/suggest"],
    [{ page: 3 }, "/mypage/suggest?page=3"],
    [{ write: true }, "/mypage/suggest?write=1"],
    [{ page: 3, write: true }, "/mypage/suggest?write=1"],
  ])("%j is %s", (options, href) => {
    expect(suggestionPageHref(options)).toBe(href);
  });
});
