import { describe, expect, it } from "vitest";
import { pageWindow, paginationOf } from "./paging.js";

describe("pageWindow", () => {
  it.each([
    { page: 1, size: 20, offset: 0, limit: 20 },
    { page: 2, size: 20, offset: 20, limit: 20 },
    { page: 5, size: 7, offset: 28, limit: 7 },
  ])("page $page of $size skips $offset", ({ page, size, offset, limit }) => {
    expect(pageWindow({ page, size })).toEqual({ offset, limit });
  });
});

describe("paginationOf", () => {
  it.each([
    { totalCount: 0, size: 20, totalPages: 0 },
    { totalCount: 1, size: 20, totalPages: 1 },
    { totalCount: 20, size: 20, totalPages: 1 },
    { totalCount: 21, size: 20, totalPages: 2 },
    { totalCount: 100, size: 7, totalPages: 15 },
  ])("$totalCount rows in pages of $size make $totalPages pages", ({ totalCount, size, totalPages }) => {
    expect(paginationOf({ page: 1, size }, totalCount)).toEqual({ page: 1, size, totalCount, totalPages });
  });
});
