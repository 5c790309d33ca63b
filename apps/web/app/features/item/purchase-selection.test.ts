import type { ItemOption } from "@shop/contracts/item";
import { describe, expect, it } from "vitest";
import { clampQuantity, initialOptionId, lineTotal, maxQuantity, optionLabel } from "./purchase-selection";

function option(optionId: number, overrides: Partial<ItemOption> = {}): ItemOption {
  return {
    optionId,
    groupName: "중량",
    name: `${optionId * 500}g`,
    priceDelta: 0,
    price: 20_000,
    weightGrams: optionId * 500,
    stock: 10,
    soldOut: false,
    ...overrides,
  };
}

describe("initialOptionId", () => {
  it.each([
    ["no options", [], null],
    ["the first in stock", [option(1, { stock: 0, soldOut: true }), option(2), option(3)], 2],
    ["the first when all are sold out", [option(4, { soldOut: true }), option(5, { soldOut: true })], 4],
  ])("%s", (_case, options, expected) => {
    expect(initialOptionId(options)).toBe(expected);
  });
});

describe("maxQuantity", () => {
  it.each([
    ["no option", undefined, 0],
    ["sold out", { stock: 0, soldOut: true }, 0],
    ["its stock", { stock: 7, soldOut: false }, 7],
    ["at most one order line", { stock: 5_000, soldOut: false }, 999],
  ])("%s", (_case, input, expected) => {
    expect(maxQuantity(input)).toBe(expected);
  });
});

describe("clampQuantity", () => {
  it.each([
    [3, 10, 3],
    [0, 10, 1],
    [-4, 10, 1],
    [11, 10, 10],
    [2.7, 10, 2],
    [Number.NaN, 10, 1],
    [5, 0, 1],
  ])("%s within 1‥%s → %s", (value, max, expected) => {
    expect(clampQuantity(value, max)).toBe(expected);
  });
});

describe("lineTotal and optionLabel", () => {
  it("multiplies the option's price", () => {
    expect(lineTotal(option(1, { price: 12_900 }), 3)).toBe(38_700);
    expect(lineTotal(undefined, 3)).toBe(0);
  });

  it.each([
    [{ name: "500g", priceDelta: 0, soldOut: false }, "500g"],
    [{ name: "1kg", priceDelta: 3_000, soldOut: false }, "1kg (+3,000원)"],
    [{ name: "300g", priceDelta: -1_500, soldOut: true }, "300g (-1,500원) (품절)"],
  ])("%o → %s", (input, expected) => {
    expect(optionLabel(input)).toBe(expected);
  });
});
