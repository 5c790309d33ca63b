import { describe, expect, it } from "vitest";
import { outOfStockMessage, SOLD_OUT_MESSAGE } from "./cart-quantity.js";
import {
  checkDesignatedBuyer,
  checkDesignatedOrder,
  checkDesignatedQuantity,
  DESIGNATED_BUSINESS_ONLY_MESSAGE,
  DESIGNATED_MIXED_MESSAGE,
  DESIGNATED_NO_PRICE_MESSAGE,
  type DesignatedOrderLine,
  type DesignatedTerms,
  designatedBelowMinimumMessage,
  designatedOptionPrice,
  designatedOverMaxMessage,
  designatedPriceInForce,
  designatedQuantityInvalidMessage,
} from "./designated-order.js";

describe("designated messages", () => {
  it.each([
    [designatedBelowMinimumMessage(10, "박스"), "최소 주문 수량은 10박스입니다. 10박스 이상 주문해 주세요."],
    [designatedQuantityInvalidMessage("팩"), "주문 수량은 팩 단위의 숫자로 입력해 주세요."],
    [designatedOverMaxMessage("박스"), "한 번에 최대 999박스까지 주문할 수 있습니다."],
  ])("%s", (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe("checkDesignatedQuantity", () => {
  const below = (min: number, unit: string) => ({
    ok: false,
    reason: "below_minimum",
    message: designatedBelowMinimumMessage(min, unit),
  });
  const invalid = { ok: false, reason: "invalid_quantity", message: designatedQuantityInvalidMessage("박스") };
  it.each([
    // quantity, minimum, stock, sold out → answer
    [10, 10, 100, false, { ok: true, quantity: 10 }], // exactly the minimum
    [37, 10, 100, false, { ok: true, quantity: 37 }], // any whole number above it
    [100, 10, 100, false, { ok: true, quantity: 100 }], // exactly the stock
    [999, 5, null, false, { ok: true, quantity: 999 }], // stock not tracked, the line maximum
    [1, 1, 1, false, { ok: true, quantity: 1 }],
    [9, 10, 100, false, below(10, "박스")],
    [1, 10, 100, false, below(10, "박스")],
    [10.5, 10, 100, false, invalid], // a part of a box
    [0.5, 1, 100, false, invalid],
    [0, 10, 100, false, invalid],
    [-10, 10, 100, false, invalid],
    [Number.NaN, 10, 100, false, invalid],
    [Number.POSITIVE_INFINITY, 10, 100, false, invalid],
    [10, 10, 100, true, { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE }],
    [10, 10, 0, false, { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE }],
    [1_000, 10, null, false, { ok: false, reason: "over_max", message: designatedOverMaxMessage("박스") }],
    [11, 10, 10, false, { ok: false, reason: "over_stock", message: outOfStockMessage(10) }],
  ])("%d units (minimum %d, stock %s, sold out %s) → %o", (quantity, minOrderQuantity, stock, soldOut, expected) => {
    expect(checkDesignatedQuantity({ quantity, minOrderQuantity, unit: "박스", stock, soldOut })).toEqual(expected);
  });

  it("says the item's own unit", () => {
    expect(
      checkDesignatedQuantity({ quantity: 4, minOrderQuantity: 5, unit: "팩", stock: 50, soldOut: false }),
    ).toEqual(below(5, "팩"));
  });
});

describe("checkDesignatedBuyer", () => {
  it.each([
    ["BUSINESS", { ok: true }],
    ["PERSONAL", { ok: false, reason: "business_only", message: DESIGNATED_BUSINESS_ONLY_MESSAGE }],
    [null, { ok: false, reason: "business_only", message: DESIGNATED_BUSINESS_ONLY_MESSAGE }],
  ] as const)("%s → %o", (buyerType, expected) => {
    expect(checkDesignatedBuyer(buyerType)).toEqual(expected);
  });
});

describe("checkDesignatedOrder", () => {
  const terms: DesignatedTerms = { minOrderQuantity: 10, unit: "박스", designatedPrice: 50_000 };
  const designated = (quantity: number, extra: Partial<DesignatedOrderLine> = {}): DesignatedOrderLine => ({
    kind: "designated",
    quantity,
    stock: 100,
    soldOut: false,
    terms,
    ...extra,
  });
  const normal = (quantity: number): DesignatedOrderLine => ({
    kind: "normal",
    quantity,
    stock: 100,
    soldOut: false,
    terms: null,
  });

  it.each([
    // buyer, lines → answer
    ["PERSONAL", [normal(1), normal(3)], { ok: true, kind: "normal" }], // nothing designated: a normal order
    [null, [normal(1)], { ok: true, kind: "normal" }],
    ["BUSINESS", [normal(1)], { ok: true, kind: "normal" }],
    ["BUSINESS", [designated(10)], { ok: true, kind: "designated" }],
    ["BUSINESS", [designated(10), designated(25)], { ok: true, kind: "designated" }],
    [
      "BUSINESS",
      [designated(10), normal(1)],
      { ok: false, reason: "mixed", message: DESIGNATED_MIXED_MESSAGE, index: 1 },
    ],
    [
      "BUSINESS",
      [normal(1), designated(10)],
      { ok: false, reason: "mixed", message: DESIGNATED_MIXED_MESSAGE, index: 0 },
    ],
    [
      "PERSONAL",
      [designated(10)],
      { ok: false, reason: "business_only", message: DESIGNATED_BUSINESS_ONLY_MESSAGE, index: 0 },
    ],
    [
      null,
      [designated(10)],
      { ok: false, reason: "business_only", message: DESIGNATED_BUSINESS_ONLY_MESSAGE, index: 0 },
    ],
    [
      "BUSINESS",
      [designated(10), designated(10, { terms: null })],
      { ok: false, reason: "no_price", message: DESIGNATED_NO_PRICE_MESSAGE, index: 1 },
    ],
    [
      "BUSINESS",
      [designated(10), designated(9)],
      { ok: false, reason: "below_minimum", message: designatedBelowMinimumMessage(10, "박스"), index: 1 },
    ],
    [
      "BUSINESS",
      [designated(12, { stock: 11 })],
      { ok: false, reason: "over_stock", message: outOfStockMessage(11), index: 0 },
    ],
    [
      "BUSINESS",
      [designated(10, { soldOut: true })],
      { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE, index: 0 },
    ],
  ] as const)("%s buyer, %o → %o", (buyerType, lines, expected) => {
    expect(checkDesignatedOrder({ buyerType, lines })).toEqual(expected);
  });

  it("refuses mixing before it looks at the buyer, so a personal member's cart still says why", () => {
    expect(checkDesignatedOrder({ buyerType: "PERSONAL", lines: [designated(10), normal(1)] })).toMatchObject({
      reason: "mixed",
    });
  });
});

describe("designatedOptionPrice", () => {
  it.each([
    // designated, item price, option price → designated option price
    [50_000, 60_000, 60_000, 50_000], // the item as listed: exactly the designated price
    [50_000, 60_000, 117_000, 97_500], // a double pack: the same share off (50/60)
    [50_000, 60_000, 65_000, 54_170], // gift wrapping +5,000: rounded to 10원 (54,166.7)
    [50_000, 0, 5_000, 50_000], // no shop price to scale by
    [0, 60_000, 117_000, 0],
  ])("%d for an item of %d, option at %d → %d", (designatedPrice, itemPrice, optionPrice, expected) => {
    expect(designatedOptionPrice({ designatedPrice, itemPrice, optionPrice })).toBe(expected);
  });
});

describe("designatedPriceInForce", () => {
  const at = (iso: string) => new Date(iso);
  const now = at("2026-11-25T00:00:00Z");
  it.each([
    [null, null, true],
    [at("2026-11-01T00:00:00Z"), null, true],
    [now, null, true], // from is inclusive
    [at("2026-11-25T00:00:01Z"), null, false], // not yet
    [null, at("2026-12-01T00:00:00Z"), true],
    [null, now, false], // until is exclusive
    [at("2026-10-01T00:00:00Z"), at("2026-11-01T00:00:00Z"), false], // ended
  ])("from %s until %s → %s", (validFrom, validUntil, expected) => {
    expect(designatedPriceInForce({ validFrom, validUntil }, now)).toBe(expected);
  });
});
