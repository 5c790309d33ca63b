import { describe, expect, it } from "vitest";
import {
  checkItemPrices,
  itemPriceSummary,
  ITEM_PRICE_MESSAGES as M,
  parseWholeNumber,
  stockError,
} from "./item-price-rules.js";

describe("checkItemPrices", () => {
  it.each([
    // consumer, sale, special → the refused fields and messages
    [30_000, 25_000, 0, []],
    [30_000, 30_000, 0, []],
    [30_000, 25_000, 20_000, []],
    [30_000, 25_000, 24_999, []],
    [0, 0, 0, [["salePrice", M.saleZero]]],
    [20_000, 25_000, 0, [["salePrice", M.saleAboveConsumer]]],
    [30_000, 25_000, 25_000, [["specialSalePrice", M.specialNotBelowSale]]],
    [30_000, 25_000, 26_000, [["specialSalePrice", M.specialNotBelowSale]]],
    [
      20_000,
      25_000,
      30_000,
      [
        ["salePrice", M.saleAboveConsumer],
        ["specialSalePrice", M.specialNotBelowSale],
      ],
    ],
    [-1, 25_000, 0, [["consumerPrice", M.notWhole]]],
    [30_000, 2.5, 0, [["salePrice", M.notWhole]]],
    [30_000, 25_000, Number.NaN, [["specialSalePrice", M.notWhole]]],
    [100_000_001, 25_000, 0, [["consumerPrice", M.tooHigh]]],
    [100_000_000, 100_000_000, 0, []],
  ])("정상가 %d, 판매가 %d, 특가 %d", (consumerPrice, salePrice, specialSalePrice, expected) => {
    expect(
      checkItemPrices({ consumerPrice, salePrice, specialSalePrice }).map((error) => [error.field, error.message]),
    ).toEqual(expected);
  });
});

describe("itemPriceSummary", () => {
  it.each([
    [30_000, 25_000, 0, { presentPrice: 25_000, discountRate: 16, specialDiscountRate: 0 }],
    [30_000, 25_000, 20_000, { presentPrice: 20_000, discountRate: 33, specialDiscountRate: 20 }],
    [30_000, 30_000, 0, { presentPrice: 30_000, discountRate: 0, specialDiscountRate: 0 }],
    [100, 43, 0, { presentPrice: 43, discountRate: 57, specialDiscountRate: 0 }],
    // A special price above the sale price is never what is paid (the rules refuse it; the summary ignores it).
    [30_000, 25_000, 26_000, { presentPrice: 25_000, discountRate: 16, specialDiscountRate: 0 }],
    [0, 0, 0, { presentPrice: 0, discountRate: 0, specialDiscountRate: 0 }],
  ])("정상가 %d, 판매가 %d, 특가 %d", (consumerPrice, salePrice, specialSalePrice, expected) => {
    expect(itemPriceSummary({ consumerPrice, salePrice, specialSalePrice })).toEqual(expected);
  });
});

describe("stockError", () => {
  it.each([
    [0, null],
    [15, null],
    [1_000_000, null],
    [1_000_001, M.stockTooHigh],
    [-1, M.stockNotWhole],
    [1.5, M.stockNotWhole],
    [Number.NaN, M.stockNotWhole],
  ])("%d → %s", (stock, expected) => {
    expect(stockError(stock)).toBe(expected);
  });
});

describe("parseWholeNumber", () => {
  it.each([
    ["12300", 12_300],
    ["12,300", 12_300],
    [" 12,300원 ", 12_300],
    ["15개", 15],
    ["0", 0],
    ["-5", "negative"],
    ["- 5", "negative"],
    ["", null],
    ["abc", null],
    ["1.5", null],
    ["12,30", null],
    ["1e3", null],
    ["+3", null],
    ["99999999999999999999", null],
  ])("%j → %j", (text, expected) => {
    expect(parseWholeNumber(text)).toBe(expected);
  });
});
