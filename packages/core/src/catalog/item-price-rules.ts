// What staff may set as an item's prices and an option's stock (issue 14 item 2), and the figures the back office's
// form shows live while they type. The same functions run in the API (every write is checked with them) and in the
// browser (the form's discount rate), so the two can never disagree. Money is integer won.

import { discountRate, preCartDiscountRate, presentPrice } from "./pricing.js";

/** The highest price the shop takes (a typing slip of a few extra zeros is refused, not sold). */
export const MAX_ITEM_PRICE = 100_000_000;
/** The most pieces one option can hold. */
export const MAX_OPTION_STOCK = 1_000_000;

export interface ItemPrices {
  /** 정상가, shown struck through. */
  consumerPrice: number;
  /** 판매가. */
  salePrice: number;
  /** 특가; 0 means none. */
  specialSalePrice: number;
}

export type ItemPriceField = keyof ItemPrices;

/** The shop's sentences for a price or stock refused. */
export const ITEM_PRICE_MESSAGES = {
  notWhole: "가격은 0 이상의 정수로 입력해 주세요.",
  tooHigh: "가격은 1억 원을 넘을 수 없습니다.",
  saleZero: "판매가는 1원 이상이어야 합니다.",
  saleAboveConsumer: "판매가는 정상가보다 높을 수 없습니다.",
  specialNotBelowSale: "특가는 판매가보다 낮아야 합니다. 특가가 없으면 0을 입력해 주세요.",
  stockNotWhole: "재고는 0 이상의 정수로 입력해 주세요.",
  stockTooHigh: "재고는 1,000,000개를 넘을 수 없습니다.",
} as const;

export interface PriceRuleError {
  field: ItemPriceField;
  message: string;
}

const isWholeWon = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * Every rule the three prices break, in the order of the form's fields (empty when they make sense):
 * whole won from 0 to 1억; a sale price of at least 1 won and not above the list price; a special price of 0 (none)
 * or below the sale price (a special price at or above it would never be what the shopper pays).
 */
export function checkItemPrices(prices: ItemPrices): PriceRuleError[] {
  const errors: PriceRuleError[] = [];
  const fields: ItemPriceField[] = ["consumerPrice", "salePrice", "specialSalePrice"];
  for (const field of fields) {
    const value = prices[field];
    if (!isWholeWon(value)) errors.push({ field, message: ITEM_PRICE_MESSAGES.notWhole });
    else if (value > MAX_ITEM_PRICE) errors.push({ field, message: ITEM_PRICE_MESSAGES.tooHigh });
  }
  if (errors.length > 0) return errors;
  const { consumerPrice, salePrice, specialSalePrice } = prices;
  if (salePrice === 0) errors.push({ field: "salePrice", message: ITEM_PRICE_MESSAGES.saleZero });
  else if (salePrice > consumerPrice) {
    errors.push({ field: "salePrice", message: ITEM_PRICE_MESSAGES.saleAboveConsumer });
  }
  if (specialSalePrice > 0 && specialSalePrice >= salePrice) {
    errors.push({ field: "specialSalePrice", message: ITEM_PRICE_MESSAGES.specialNotBelowSale });
  }
  return errors;
}

/** The figures the edit form shows beside the prices: what the shopper pays and the rates the shop displays. */
export interface ItemPriceSummary {
  presentPrice: number;
  /** 정상가 against what the shopper pays: the rate on the item card and page. */
  discountRate: number;
  /** 판매가 against 특가: the pre-cart's rate; 0 without a special price. */
  specialDiscountRate: number;
}

/** The summary of three prices as the shop will show them (core pricing's rules, so the same as the item page). */
export function itemPriceSummary(prices: ItemPrices): ItemPriceSummary {
  const present = presentPrice(prices.salePrice, prices.specialSalePrice);
  return {
    presentPrice: present,
    discountRate: discountRate(prices.consumerPrice, present),
    specialDiscountRate: preCartDiscountRate(prices),
  };
}

/** Why a stock figure is refused, or null when it is a whole number of pieces from 0 to MAX_OPTION_STOCK. */
export function stockError(stock: number): string | null {
  if (!Number.isSafeInteger(stock) || stock < 0) return ITEM_PRICE_MESSAGES.stockNotWhole;
  if (stock > MAX_OPTION_STOCK) return ITEM_PRICE_MESSAGES.stockTooHigh;
  return null;
}

/**
 * A number as staff type it in a form or a spreadsheet cell: digits with optional thousands commas, spaces and a
 * trailing 원 or 개 allowed ("12,300원", " 15 "); null for anything else (a word, a decimal, a sign, an empty cell).
 * A negative figure ("-5") answers `negative` so the caller can say so rather than "not a number".
 */
export function parseWholeNumber(text: string): number | "negative" | null {
  const trimmed = text.trim().replace(/\s*(원|개)$/, "");
  if (/^-\s*\d[\d,]*$/.test(trimmed)) return "negative";
  if (!/^\d{1,3}(,\d{3})+$|^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed.replaceAll(",", ""));
  return Number.isSafeInteger(value) ? value : null;
}
