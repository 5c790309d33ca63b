import { describe, expect, it } from "vitest";
import {
  allSelected,
  boxShipping,
  buyableIdsOf,
  linePrices,
  lineUnavailableLabel,
  paymentReturnMessage,
  selectionWith,
} from "./cart-view";

describe("selectionWith", () => {
  const buyable = [5, 4, 3, 2];
  it.each([
    ["ticks a line", [5, 4], [3], true, [5, 4, 3]],
    ["unticks a line", [5, 4, 3], [4], false, [5, 3]],
    ["ticks a whole box, keeping the others", [2], [5, 4], true, [5, 4, 2]],
    ["unticks a whole box", [5, 4, 3, 2], [5, 4], false, [3, 2]],
    ["never selects a line that cannot be bought", [5], [9, 4], true, [5, 4]],
    ["drops a selected line that is no longer buyable", [9, 5], [4], true, [5, 4]],
    ["unticks everything", [5, 4, 3, 2], buyable, false, []],
  ])("%s", (_case, current, ids, on, expected) => {
    expect(selectionWith(current, ids, on, buyable)).toEqual(expected);
  });
});

describe("allSelected and buyableIdsOf", () => {
  const buyable = new Set([1, 2, 3]);
  it.each([
    ["every buyable line ticked", [1, 2, 9], new Set([1, 2]), true],
    ["one buyable line unticked", [1, 2], new Set([1]), false],
    ["nothing buyable among them", [9], new Set<number>(), false],
    ["no lines", [], new Set([1]), false],
  ])("%s", (_case, ids, selected, expected) => {
    expect(allSelected(ids, selected, buyable)).toBe(expected);
  });

  it("keeps the cart's order", () => {
    const lines = [
      { cartId: 7, buyable: true },
      { cartId: 6, buyable: false },
      { cartId: 5, buyable: true },
    ];
    expect(buyableIdsOf(lines)).toEqual([7, 5]);
  });
});

describe("paymentReturnMessage", () => {
  it.each([
    ["cancelled", /^결제가 취소되었습니다\. /],
    ["failed", /^결제가 완료되지 않았습니다\. /],
  ])("%s", (value, expected) => {
    expect(paymentReturnMessage(value)).toMatch(expected);
  });

  it.each([[null], [""], ["done"]])("says nothing for %s", (value) => {
    expect(paymentReturnMessage(value)).toBeNull();
  });
});

describe("boxShipping", () => {
  const box = {
    price: 30_000,
    shippingFee: 3_000,
    freeShippingThreshold: 50_000,
    realShipping: 3_000,
    shipping: 3_000,
    onDeliveryShipping: 0,
    amountToFreeShipping: 20_000,
    shippingPaymentType: 1 as const,
  };
  it.each([
    ["prepaid, below the threshold", box, { label: "배송비 3,000원", hint: "20,000원 더 담으면 무료배송" }],
    [
      "prepaid without a threshold",
      { ...box, freeShippingThreshold: 0, amountToFreeShipping: 0 },
      { label: "배송비 3,000원", hint: null },
    ],
    [
      "free once over the threshold",
      { ...box, price: 52_000, realShipping: 0, shipping: 0, amountToFreeShipping: 0 },
      { label: "무료배송", hint: null },
    ],
    [
      "착불: paid to the courier",
      { ...box, shippingPaymentType: 2 as const, shipping: 0, onDeliveryShipping: 3_000 },
      { label: "배송비 3,000원 (착불)", hint: "배송비는 상품을 받으실 때 결제합니다." },
    ],
    [
      "nothing selected: the seller's terms",
      { ...box, price: 0, realShipping: 0, shipping: 0 },
      { label: "배송비 3,000원 (50,000원 이상 무료)", hint: null },
    ],
    [
      "nothing selected from a free seller",
      { ...box, price: 0, shippingFee: 0, realShipping: 0 },
      { label: "무료배송", hint: null },
    ],
  ])("%s", (_case, input, expected) => {
    expect(boxShipping(input)).toEqual(expected);
  });
});

describe("linePrices and lineUnavailableLabel", () => {
  it.each([
    [
      "a special price strikes the sale price",
      { unitPrice: 9_600, salePrice: 11_600, quantity: 2 },
      { unit: 9_600, struckUnit: 11_600, amount: 19_200, struckAmount: 23_200 },
    ],
    [
      "no special price",
      { unitPrice: 6_700, salePrice: 6_700, quantity: 3 },
      { unit: 6_700, struckUnit: null, amount: 20_100, struckAmount: null },
    ],
  ])("%s", (_case, line, expected) => {
    expect(linePrices(line)).toEqual(expected);
  });

  it.each([
    [{ displayed: true, soldOut: false, buyable: true }, null],
    [{ displayed: true, soldOut: true, buyable: false }, "품절"],
    [{ displayed: false, soldOut: false, buyable: false }, "판매종료"],
    [{ displayed: false, soldOut: true, buyable: false }, "판매종료"],
  ])("%o → %s", (line, expected) => {
    expect(lineUnavailableLabel(line)).toBe(expected);
  });
});
