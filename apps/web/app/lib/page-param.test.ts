import { describe, expect, it } from "vitest";
import { pageParam } from "./page-param";

describe("pageParam", () => {
  it.each([
    { query: "", page: 1 },
    { query: "page=3", page: 3 },
    { query: "page=0", page: 1 },
    { query: "page=-2", page: 1 },
    { query: "page=2x", page: 1 },
    { query: "page=999999", page: 1 },
  ])("reads page $page from '$query'", ({ query, page }) => {
    expect(pageParam(new URLSearchParams(query))).toBe(page);
  });
});
