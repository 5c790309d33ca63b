import { describe, expect, it } from "vitest";
import { discountRate, preCartDiscountRate, presentPrice, unitPricePer100g } from "./pricing.js";

describe("presentPrice", () => {
  it.each([
    [10_000, 0, 10_000],
    [10_000, 8_000, 8_000],
    [10_000, 10_000, 10_000],
    [10_000, 12_000, 10_000],
    [10_000, -1, 10_000],
    [10_000, 1, 1],
    [0, 0, 0],
  ])("sale %d, special %d → %d", (sale, special, expected) => {
    expect(presentPrice(sale, special)).toBe(expected);
  });
});

describe("discountRate", () => {
  it.each([
    [10_000, 8_000, 20],
    [10_000, 8_001, 19],
    [10_000, 9_999, 0],
    [30_000, 20_000, 33],
    [29_900, 23_900, 20],
    [100, 1, 99],
    [10_000, 0, 100],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
    [0, 0, 0],
    [-100, -200, 0],
    // (a - b) / a * 100 in floating point gives 56.99999…; the rule means 57.
    [100, 43, 57],
  ])("original %d, price %d → %d%%", (original, price, expected) => {
    expect(discountRate(original, price)).toBe(expected);
  });
});

describe("preCartDiscountRate", () => {
  it.each([
    [{ salePrice: 10_000, specialSalePrice: 8_000 }, 20],
    [{ salePrice: 10_000, specialSalePrice: 0 }, 0],
    [{ salePrice: 10_000, specialSalePrice: 10_000 }, 0],
    [{ salePrice: 0, specialSalePrice: 5_000 }, 0],
    [{ salePrice: -1, specialSalePrice: -2 }, 0],
    [{ salePrice: 10_000, specialSalePrice: 12_000 }, 0],
    [{ salePrice: 45_000, specialSalePrice: 39_900 }, 11],
  ])("%o → %d%%", (item, expected) => {
    expect(preCartDiscountRate(item)).toBe(expected);
  });
});

describe("unitPricePer100g", () => {
  it.each([
    [48_000, 500, 9_600],
    [10_000, 300, 3_333],
    [20_000, 600, 3_333],
    [5_000, 1_000, 500],
    [12_345, 150, 8_230],
    [10_000, 0, 0],
  ])("%d won for %d g → %d", (price, grams, expected) => {
    expect(unitPricePer100g(price, grams)).toBe(expected);
  });
});
