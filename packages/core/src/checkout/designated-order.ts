// Designated trade (지정거래, docs/decisions/019): a company buyer orders designated items at the prices designated to
// them, at least each item's minimum and in whole units. A designated order is an order of its own: its lines are
// never mixed with normal cart lines, and item coupons do not apply to them (the price is already the buyer's own).

import { CART_LINE_MAX_QUANTITY, outOfStockMessage, SOLD_OUT_MESSAGE } from "./cart-quantity.js";

/** A member's type (users.userType): company buyers are BUSINESS. */
export type BuyerType = "PERSONAL" | "BUSINESS";

/** How a cart line (and the order made of it) is priced: the shop's price, or the buyer's designated price. */
export type LineKind = "normal" | "designated";

export const DESIGNATED_BUSINESS_ONLY_MESSAGE = "지정거래는 사업자 회원만 이용할 수 있습니다.";
export const DESIGNATED_NO_PRICE_MESSAGE = "회원님께 지정된 거래 가격이 없는 상품은 지정거래로 주문할 수 없습니다.";
export const DESIGNATED_MIXED_MESSAGE = "지정거래 상품은 일반 상품과 함께 주문할 수 없습니다. 따로 주문해 주세요.";
export const DESIGNATED_NO_ITEM_COUPON_MESSAGE = "지정거래 상품에는 상품 쿠폰을 사용할 수 없습니다.";

/** "주문 수량은 박스 단위의 숫자로 입력해 주세요." */
export function designatedQuantityInvalidMessage(unit: string): string {
  return `주문 수량은 ${unit} 단위의 숫자로 입력해 주세요.`;
}

/** "최소 주문 수량은 10박스입니다. 10박스 이상 주문해 주세요." */
export function designatedBelowMinimumMessage(minOrderQuantity: number, unit: string): string {
  return `최소 주문 수량은 ${minOrderQuantity}${unit}입니다. ${minOrderQuantity}${unit} 이상 주문해 주세요.`;
}

/** "한 번에 최대 999박스까지 주문할 수 있습니다." */
export function designatedOverMaxMessage(unit: string): string {
  return `한 번에 최대 ${CART_LINE_MAX_QUANTITY}${unit}까지 주문할 수 있습니다.`;
}

/** An item's designated-trade terms for one buyer: the least an order takes, its unit, and the buyer's price. */
export interface DesignatedTerms {
  minOrderQuantity: number;
  /** What the quantity counts: 박스, 팩, 개 … */
  unit: string;
  /** Integer won for one unit of the item as listed (its first option), designated to this buyer. */
  designatedPrice: number;
}

export type DesignatedRefusalReason =
  | "business_only"
  | "no_price"
  | "mixed"
  | "invalid_quantity"
  | "below_minimum"
  | "over_max"
  | "sold_out"
  | "over_stock";

export type DesignatedRefusal = { ok: false; reason: DesignatedRefusalReason; message: string };

export type DesignatedQuantityCheck = { ok: true; quantity: number } | DesignatedRefusal;

/**
 * Whether a designated line may take `quantity` units. Checked in this order: a whole number of units (≥ 1), sold
 * out, the item's minimum, the line maximum of the cart, the stock (null: not tracked).
 */
export function checkDesignatedQuantity(input: {
  quantity: number;
  minOrderQuantity: number;
  unit: string;
  stock: number | null;
  soldOut: boolean;
}): DesignatedQuantityCheck {
  const { quantity, minOrderQuantity, unit, stock, soldOut } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    return { ok: false, reason: "invalid_quantity", message: designatedQuantityInvalidMessage(unit) };
  }
  if (soldOut || (stock !== null && stock <= 0)) return { ok: false, reason: "sold_out", message: SOLD_OUT_MESSAGE };
  if (quantity < minOrderQuantity) {
    return { ok: false, reason: "below_minimum", message: designatedBelowMinimumMessage(minOrderQuantity, unit) };
  }
  if (quantity > CART_LINE_MAX_QUANTITY) {
    return { ok: false, reason: "over_max", message: designatedOverMaxMessage(unit) };
  }
  if (stock !== null && quantity > stock) {
    return { ok: false, reason: "over_stock", message: outOfStockMessage(stock) };
  }
  return { ok: true, quantity };
}

/** Only company buyers (BUSINESS members) may order by designated trade; null is a guest or an unknown member. */
export function checkDesignatedBuyer(buyerType: BuyerType | null): { ok: true } | DesignatedRefusal {
  return buyerType === "BUSINESS"
    ? { ok: true }
    : { ok: false, reason: "business_only", message: DESIGNATED_BUSINESS_ONLY_MESSAGE };
}

/** One line of an order about to be priced, with the buyer's terms for its item (null: none designated to them). */
export interface DesignatedOrderLine {
  kind: LineKind;
  quantity: number;
  stock: number | null;
  soldOut: boolean;
  terms: DesignatedTerms | null;
}

export type DesignatedOrderCheck = { ok: true; kind: LineKind } | (DesignatedRefusal & { index: number });

/**
 * Which kind of order the lines make, or why they cannot be ordered together: lines without a designated line are a
 * normal order (nothing else is checked here); otherwise every line must be designated (never mixed), the buyer a
 * company buyer, every item designated to this buyer, and every quantity within its terms. `index` names the line.
 */
export function checkDesignatedOrder(input: {
  buyerType: BuyerType | null;
  lines: readonly DesignatedOrderLine[];
}): DesignatedOrderCheck {
  const designated = input.lines.some((line) => line.kind === "designated");
  if (!designated) return { ok: true, kind: "normal" };
  const normal = input.lines.findIndex((line) => line.kind !== "designated");
  if (normal >= 0) return { ok: false, reason: "mixed", message: DESIGNATED_MIXED_MESSAGE, index: normal };
  const buyer = checkDesignatedBuyer(input.buyerType);
  if (!buyer.ok) return { ...buyer, index: 0 };
  for (const [index, line] of input.lines.entries()) {
    if (!line.terms) return { ok: false, reason: "no_price", message: DESIGNATED_NO_PRICE_MESSAGE, index };
    const quantity = checkDesignatedQuantity({
      quantity: line.quantity,
      minOrderQuantity: line.terms.minOrderQuantity,
      unit: line.terms.unit,
      stock: line.stock,
      soldOut: line.soldOut,
    });
    if (!quantity.ok) return { ...quantity, index };
  }
  return { ok: true, kind: "designated" };
}

/**
 * The designated price of one option: the item's designated price takes the same share off every option as off the
 * item itself (an option priced at the item's price costs exactly the designated price), rounded to 10원.
 */
export function designatedOptionPrice(input: {
  designatedPrice: number;
  /** The shop's price of the item as listed (its first option). */
  itemPrice: number;
  /** The shop's price of the option ordered. */
  optionPrice: number;
}): number {
  const { designatedPrice, itemPrice, optionPrice } = input;
  if (itemPrice <= 0 || optionPrice === itemPrice) return designatedPrice;
  return Math.max(0, Math.round((designatedPrice * optionPrice) / itemPrice / 10) * 10);
}

/** Whether a designated price is in force at `now`: from `validFrom` (inclusive) until `validUntil` (exclusive). */
export function designatedPriceInForce(
  window: { validFrom: Date | null; validUntil: Date | null },
  now: Date,
): boolean {
  if (window.validFrom !== null && now.getTime() < window.validFrom.getTime()) return false;
  if (window.validUntil !== null && now.getTime() >= window.validUntil.getTime()) return false;
  return true;
}
