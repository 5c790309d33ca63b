import { describe, expect, it } from "vitest";
import { buildPriceBands, formatPriceBound } from "./price-area.js";

describe("formatPriceBound", () => {
  it.each([
    [5_000, "5천원"],
    [10_000, "1만원"],
    [15_000, "1만 5천원"],
    [100_000, "10만원"],
    [1_000_000, "100만원"],
    [15_000_000, "1,500만원"],
  ])("%d → %s", (won, label) => {
    expect(formatPriceBound(won)).toBe(label);
  });
});

describe("buildPriceBands", () => {
  it("snaps the quantile prices to round bounds on a log scale", () => {
    expect(buildPriceBands([8_700, 14_000, 26_000, 61_000])).toEqual([
      { id: "0-10000", label: "1만원 미만", minPrice: 0, maxPrice: 10_000 },
      { id: "10000-15000", label: "1만원~1만 5천원", minPrice: 10_000, maxPrice: 15_000 },
      { id: "15000-30000", label: "1만 5천원~3만원", minPrice: 15_000, maxPrice: 30_000 },
      { id: "30000-70000", label: "3만원~7만원", minPrice: 30_000, maxPrice: 70_000 },
      { id: "70000-", label: "7만원 이상", minPrice: 70_000, maxPrice: null },
    ]);
  });

  it("merges bounds that snap to the same amount", () => {
    expect(buildPriceBands([9_800, 10_200, 10_900, 48_000]).map((band) => band.id)).toEqual([
      "0-10000",
      "10000-50000",
      "50000-",
    ]);
  });

  it("one price gives two bands; no prices, none; only free items, one", () => {
    expect(buildPriceBands([12_000, 12_000, 12_000, 12_000]).map((band) => band.label)).toEqual([
      "1만원 미만",
      "1만원 이상",
    ]);
    expect(buildPriceBands([])).toEqual([]);
    expect(buildPriceBands([0, 0, 0, 0])).toEqual([{ id: "0-", label: "전체", minPrice: 0, maxPrice: null }]);
  });
});
