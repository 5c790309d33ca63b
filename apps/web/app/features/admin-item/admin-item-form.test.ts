import { describe, expect, it } from "vitest";
import { formNumber, itemUpdateBody, optionsStockBody } from "./admin-item-form";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.set(key, value);
  return form;
};

describe("formNumber", () => {
  it.each([
    ["12300", 12_300],
    ["12,300", 12_300],
    [" 7 ", 7],
    ["-3", -3],
    ["", Number.NaN],
    ["abc", Number.NaN],
    ["1.5", Number.NaN],
  ])("%j → %d", (text, expected) => {
    expect(formNumber(formOf({ n: text }), "n")).toBe(expected);
  });
});

describe("itemUpdateBody", () => {
  it("sends numbers as numbers, a bad figure as null (the API refuses it in Korean), empty dates as null", () => {
    const body = itemUpdateBody(
      formOf({
        name: "한우 등심",
        consumerPrice: "30,000",
        salePrice: "abc",
        specialSalePrice: "0",
        deliveryType: "2",
        processDate: "",
        slaughterDate: "2026-11-01",
        displayed: "on",
      }),
    );
    expect(body).toMatchObject({
      name: "한우 등심",
      consumerPrice: 30_000,
      salePrice: null,
      specialSalePrice: 0,
      deliveryType: 2,
      processDate: null,
      slaughterDate: "2026-11-01",
      displayed: true,
    });
    expect(itemUpdateBody(formOf({})).displayed).toBe(false);
  });
});

describe("optionsStockBody", () => {
  it("takes the options the form holds, with the figure each showed", () => {
    const options = [
      { optionId: 1, groupName: "중량", name: "500g", priceDelta: 0, weightGrams: 500, stock: 3, soldOut: false },
      { optionId: 2, groupName: "중량", name: "1kg", priceDelta: 0, weightGrams: 1000, stock: 0, soldOut: true },
    ];
    const body = optionsStockBody(formOf({ "stock-1": "5", "shown-1": "3", "stock-3": "9" }), options);
    expect(body).toEqual({ options: [{ optionId: 1, stock: 5, expectedStock: 3 }] });
  });
});
