import { describe, expect, it } from "vitest";
import {
  CART_LINE_MAX_QUANTITY,
  checkAddQuantity,
  checkLineQuantity,
  outOfStockMessage,
  QUANTITY_INVALID_MESSAGE,
  quantityOverMaxMessage,
  SOLD_OUT_MESSAGE,
} from "./cart-quantity.js";

describe("checkAddQuantity", () => {
  it.each([
    // requested, in cart, stock, sold out → answer
    [1, 0, 10, false, { ok: true, quantity: 1 }],
    [3, 2, 10, false, { ok: true, quantity: 5 }],
    [8, 2, 10, false, { ok: true, quantity: 10 }], // exactly the stock
    [999, 0, null, false, { ok: true, quantity: 999 }], // stock not tracked
    [998, 1, 5_000, false, { ok: true, quantity: 999 }], // exactly the maximum
    [0, 0, 10, false, { ok: false, reason: "invalid_quantity", message: QUANTITY_INVALID_MESSAGE }],
    [-1, 0, 10, false, { ok: false, reason: "invalid_quantity", message: QUANTITY_INVALID_MESSAGE }],
    [1.5, 0, 10, false, { ok: false, reason: "invalid_quantity", message: QUANTITY_INVALID_MESSAGE }],
    [Number.NaN, 0, 10, false, { ok: false, reason: "invalid_quantity", message: QUANTITY_INVALID_MESSAGE }],
    [1, 0, 10, true, { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE }],
    [1, 0, 0, false, { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE }],
    [1, 0, null, true, { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE }],
    [1_000, 0, null, false, { ok: false, reason: "over_max", message: quantityOverMaxMessage(0) }],
    [2, 998, 5_000, false, { ok: false, reason: "over_max", message: quantityOverMaxMessage(998) }],
    [11, 0, 10, false, { ok: false, reason: "over_stock", message: "재고가 부족합니다. (남은 수량: 10개)" }],
    [9, 2, 10, false, { ok: false, reason: "over_stock", message: outOfStockMessage(10) }],
  ])("add %d to %d (stock %s, sold out %s) → %o", (requested, inCart, stock, soldOut, expected) => {
    expect(checkAddQuantity({ requested, inCart, stock, soldOut })).toEqual(expected);
  });
});

describe("quantityOverMaxMessage", () => {
  it.each([
    [0, `한 상품은 최대 ${CART_LINE_MAX_QUANTITY}개까지 담을 수 있습니다.`],
    [998, "한 상품은 최대 999개까지 담을 수 있습니다. (장바구니에 998개 담겨 있습니다.)"],
  ])("%d in the cart → %s", (inCart, message) => {
    expect(quantityOverMaxMessage(inCart)).toBe(message);
  });
});

describe("checkLineQuantity", () => {
  it.each([
    [5, 10, false, { ok: true, quantity: 5 }],
    [10, 10, false, { ok: true, quantity: 10 }],
    [11, 10, false, { ok: false, reason: "over_stock", message: outOfStockMessage(10) }],
    [0, 10, false, { ok: false, reason: "invalid_quantity", message: QUANTITY_INVALID_MESSAGE }],
    [1, 10, true, { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE }],
  ])("set %d (stock %d, sold out %s) → %o", (quantity, stock, soldOut, expected) => {
    expect(checkLineQuantity({ quantity, stock, soldOut })).toEqual(expected);
  });
});
