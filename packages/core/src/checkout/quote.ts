import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { type TaxType, taxSplit } from "../order/sales-ledger.js";
import { KOREA_TIME_ZONE } from "../site/korea-time.js";
import type { ShippingPaymentType } from "./delivery-groups.js";

// The quote (견적서) of cart lines (SPEC §3 order quote): its number and its totals. Whether a line is 면세 or 과세
// is the ledger's rule (order/sales-ledger.ts taxTypeOf: livestock kind, and processed words in the name).
// The quote is a document a company buyer prints for their purchasing department: it promises nothing (prices and
// stock are fixed when the order is placed), so it is never stored; its number is derived from what it shows.

/** Whose cart the quote is of: a member's, or a guest token's. */
export type QuoteParty = { userId: number } | { guestTokenId: number };

/** What a quote line is made of, for its number. */
export interface QuoteKeyLine {
  optionId: number;
  quantity: number;
  unitPrice: number;
  shippingPaymentType: ShippingPaymentType;
}

/**
 * The content a quote number stands for: the party, then each line's option, quantity, unit price and shipping
 * payment type, in option order, so the same lines in another order, or asked again the same day, give the same key;
 * another quantity, price or party gives another: "m12|o3x2@15000/1,o9x1@8900/2".
 */
export function quoteContentKey(party: QuoteParty, lines: readonly QuoteKeyLine[]): string {
  const who = "userId" in party ? `m${party.userId}` : `g${party.guestTokenId}`;
  const parts = [...lines]
    .sort((a, b) => a.optionId - b.optionId || a.quantity - b.quantity)
    .map((line) => `o${line.optionId}x${line.quantity}@${line.unitPrice}/${line.shippingPaymentType}`);
  return `${who}|${parts.join(",")}`;
}

/** The Korea calendar day of an instant as the quote number writes it: 'yyyyMMdd'. */
export function quoteDay(instant: Date): string {
  return format(instant, "yyyyMMdd", { in: tz(KOREA_TIME_ZONE) });
}

/** How many hex digits of the content's digest the number keeps. */
export const QUOTE_DIGEST_LENGTH = 8;

export const QUOTE_NUMBER_PATTERN = /^Q\d{8}-[0-9A-F]{8}$/;

/**
 * The quote number: Q, the Korea day (yyyyMMdd), a hyphen and the first 8 hex digits of the digest of
 * quoteContentKey, upper case: "Q20260115-3F9A2C1B". The caller hashes (core does no I/O nor crypto).
 */
export function quoteNumber(day: string, digestHex: string): string {
  if (!/^\d{8}$/.test(day)) throw new Error(`quoteNumber: the day must be yyyyMMdd, got "${day}"`);
  const digest = digestHex.slice(0, QUOTE_DIGEST_LENGTH).toUpperCase();
  if (!/^[0-9A-F]{8}$/.test(digest)) throw new Error(`quoteNumber: needs 8 hex digits, got "${digestHex}"`);
  return `Q${day}-${digest}`;
}

/** The amounts a quote line adds up. */
export interface QuoteTotalsLine {
  amount: number;
  taxType: TaxType;
}

/** A box's shipping fee as the quote counts it. */
export interface QuoteTotalsBox {
  /** The fee the order collects (선결제). */
  shipping: number;
  /** The fee paid to the courier on delivery (착불): shown, not in the total. */
  onDeliveryShipping: number;
}

export interface QuoteTotals {
  /** Every line's amount. */
  itemTotal: number;
  /** Of which VAT-exempt goods. */
  exemptTotal: number;
  /** Of which taxable goods, VAT included. */
  taxableTotal: number;
  /** The VAT inside taxableTotal. */
  vatIncluded: number;
  /** Prepaid shipping (선결제), in the total. */
  shippingTotal: number;
  /** 착불 shipping, paid to the courier and not in the total. */
  onDeliveryShipping: number;
  /** itemTotal + shippingTotal: what the order would cost before coupons and points (the cart's 결제예정금액). */
  grandTotal: number;
}

/** The quote's totals: goods split by VAT standing, the VAT inside the taxable ones, shipping and the sum. */
export function quoteTotals(lines: readonly QuoteTotalsLine[], boxes: readonly QuoteTotalsBox[]): QuoteTotals {
  let exemptTotal = 0;
  let taxableTotal = 0;
  for (const line of lines) {
    if (line.taxType === "taxable") taxableTotal += line.amount;
    else exemptTotal += line.amount;
  }
  const shippingTotal = boxes.reduce((sum, box) => sum + box.shipping, 0);
  const onDeliveryShipping = boxes.reduce((sum, box) => sum + box.onDeliveryShipping, 0);
  const itemTotal = exemptTotal + taxableTotal;
  return {
    itemTotal,
    exemptTotal,
    taxableTotal,
    vatIncluded: taxSplit(taxableTotal, "taxable").vatAmount,
    shippingTotal,
    onDeliveryShipping,
    grandTotal: itemTotal + shippingTotal,
  };
}

/** The quote's notes under its table: when prices are fixed, and the VAT standing of what it lists. */
export function quoteNotes({ hasTaxable, pricesShown }: { hasTaxable: boolean; pricesShown: boolean }): string[] {
  const notes = [
    "견적일 당일 기준 판매가로 작성된 견적서이며, 가격과 재고는 주문 시점에 확정됩니다.",
    "축산물(식육)·계란·농산물 등 가공하지 않은 식료품은 부가가치세 면세 상품입니다.",
  ];
  if (hasTaxable)
    notes.push("햄·소시지·양념육·간편식 등 가공식품은 과세 상품으로, 표시 금액에 부가가치세가 포함되어 있습니다.");
  if (pricesShown) notes.push("쿠폰·적립금 할인은 주문서에서 적용되며 이 견적서의 금액에는 포함되지 않습니다.");
  return notes;
}
