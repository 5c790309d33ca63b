import { describe, expect, it } from "vitest";
import { blankNewItem, itemCreateBody, newItemValuesOf } from "./admin-item-create-form";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.set(key, value);
  return form;
};

const fields = {
  sellerId: "10000001",
  name: "한우 등심",
  categoryId: "111",
  brandId: "5",
  livestock: "hanwoo",
  consumerPrice: "50,000",
  salePrice: "45000",
  specialSalePrice: "0",
  deliveryType: "1",
  traceNumber: "",
  displayed: "on",
};

describe("itemCreateBody", () => {
  it("sends the options in row order, numbers as numbers and a bad figure as null", () => {
    const body = itemCreateBody(
      formOf({
        ...fields,
        "options.0.groupName": "중량",
        "options.0.name": "500g",
        "options.0.priceDelta": "0",
        "options.0.weightGrams": "500",
        "options.0.stock": "20",
        "options.1.groupName": "중량",
        "options.1.name": "1kg",
        "options.1.priceDelta": "-1,000",
        "options.1.weightGrams": "abc",
        "options.1.stock": "5",
      }),
    );
    expect(body).toMatchObject({ sellerId: 10_000_001, consumerPrice: 50_000, salePrice: 45_000, displayed: true });
    expect(body.options).toEqual([
      { groupName: "중량", name: "500g", priceDelta: 0, weightGrams: 500, stock: 20 },
      { groupName: "중량", name: "1kg", priceDelta: -1_000, weightGrams: null, stock: 5 },
    ]);
  });

  it.each([
    ["no seller field (the API takes a seller's staff's own)", {}, undefined],
    ["an empty seller", { sellerId: "" }, undefined],
  ])("%s: sends no sellerId", (_case, changes, expected) => {
    const body = itemCreateBody(formOf({ ...fields, sellerId: "", ...changes }));
    expect(body.sellerId).toBe(expected);
    expect(body.options).toEqual([]);
  });
});

describe("newItemValuesOf and blankNewItem", () => {
  it("keeps what was typed, the option rows too", () => {
    const values = newItemValuesOf(
      formOf({ ...fields, "options.0.groupName": "포장", "options.0.name": "선물", "options.0.stock": "x" }),
    );
    expect(values).toMatchObject({ name: "한우 등심", consumerPrice: "50,000", displayed: true });
    expect(values.options).toEqual([{ groupName: "포장", name: "선물", priceDelta: "", weightGrams: "", stock: "x" }]);
  });

  it("starts with the only seller of a seller's staff and one option row", () => {
    const blank = blankNewItem({
      sellers: [{ sellerId: 7, name: "판매사" }],
      categories: [],
      brands: [],
      livestock: [{ code: "hanwoo", name: "한우" }],
    });
    expect(blank).toMatchObject({ sellerId: "7", livestock: "hanwoo", displayed: true });
    expect(blank.options).toHaveLength(1);
  });
});
