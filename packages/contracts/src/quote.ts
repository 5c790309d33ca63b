import { QUOTE_NUMBER_PATTERN } from "@shop/core/checkout/quote";
import { z } from "zod";
import "./zod-setup.js";

// The quote (견적서, SPEC §3 order quote) of cart lines: what a company buyer prints for their purchasing department.
// It is computed from the cart as it is now and never stored; GET /api/cart's orderQuote carries its header.

export const QUOTE_NOTHING_SELECTED_MESSAGE = "견적서를 만들 상품을 선택해 주세요.";
export const QUOTE_NOT_BUYABLE_MESSAGE = "품절되었거나 판매하지 않는 상품은 견적서에 넣을 수 없습니다.";
const CART_IDS_MESSAGE = "장바구니 번호가 올바르지 않습니다.";
const PRICE_FLAG_MESSAGE = "가격 표시 여부를 확인해 주세요.";
const MAX_QUOTE_LINES = 100;

// cart.ts carries the quote's header in its answer, so this file does not import it (no import cycle).
const deliveryTypeSchema = z.union([z.literal(1), z.literal(2)]);
const shippingPaymentTypeSchema = z.union([z.literal(1), z.literal(2)]);

/** The cooperative as the quote's 공급자 (company_info). */
export const quoteProviderSchema = z.object({
  companyName: z.string(),
  bossName: z.string(),
  /** 3-2-5 with hyphens. */
  businessNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type QuoteProvider = z.infer<typeof quoteProviderSchema>;

/** A seller of the quoted lines, with its business registration number. */
export const quoteSellerSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string(),
  bossName: z.string(),
  /** 3-2-5 with hyphens. */
  businessNumber: z.string(),
});

/** SPEC §3 order quote: the header of a quote. */
export const orderQuoteSchema = z
  .object({
    /** The Korea day the quote is made, YYYY-MM-DD. */
    date: z.string(),
    /** Q + yyyyMMdd + '-' + 8 hex digits (see the description). */
    no: z.string().regex(QUOTE_NUMBER_PATTERN),
    provider: quoteProviderSchema,
    /** The shopper's choice: false hides every price of the quote (an item list for the purchasing department). */
    isPriceDisplayInQuote: z.boolean(),
    /** The sellers of the quoted lines, each once, in the order their boxes are listed. */
    businessNumbers: z.array(quoteSellerSchema),
    /** The member the quote is made out to; a guest's is empty ('' and ''). */
    receiver: z.object({
      name: z.string(),
      /** A company buyer's company ('' for a personal member or a guest). */
      companyName: z.string(),
    }),
  })
  .describe(
    "The quote (견적서) of the selected cart lines. It is not stored: `no` is Q + the Korea day (yyyyMMdd) + '-' + the first 8 hex digits (upper case) of the SHA-256 of the member (or guest token) and each line's option, quantity, unit price and shipping payment type in option order, so the same cart asked again the same day has the same number and any change of lines, quantities or prices gives another. Showing or hiding prices keeps the number.",
  );
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** `true`/`false` (or Y/N, 1/0) in a query string; absent means true. */
const priceFlag = z
  .enum(["true", "false", "Y", "N", "1", "0"], { error: PRICE_FLAG_MESSAGE })
  .default("true")
  .transform((value) => value === "true" || value === "Y" || value === "1");

/** GET /api/cart/quote and /api/cart/quote/pdf. */
export const quoteQuerySchema = z.object({
  /** Comma-separated cart ids ("3,7"); absent: the cart's selected lines. */
  cartIds: z
    .string()
    .max(MAX_QUOTE_LINES * 11)
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, CART_IDS_MESSAGE)
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .pipe(z.array(z.number().int().max(2_147_483_647, CART_IDS_MESSAGE)).max(MAX_QUOTE_LINES, CART_IDS_MESSAGE))
    .optional(),
  /** Show the prices (default true). */
  isPriceDisplayInQuote: priceFlag,
});
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

/** 면세 (taxFree: no VAT) or 과세 (taxable: VAT inside the price), as the purchase ledger says it. */
export const quoteTaxTypeSchema = z.enum(["taxable", "taxFree"]);

/** One quoted line. Prices are null when the quote hides them. */
export const quoteLineSchema = z.object({
  cartId: z.number().int(),
  itemUserCode: z.string(),
  itemName: z.string(),
  optionName: z.string(),
  sellerName: z.string(),
  brandName: z.string(),
  quantity: z.number().int(),
  /** 면세 (VAT-exempt) or 과세 (VAT inside the price). */
  taxType: quoteTaxTypeSchema,
  unitPrice: z.number().int().nullable(),
  /** unitPrice × quantity. */
  amount: z.number().int().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** One box's shipping (a seller under one delivery type). */
export const quoteShippingSchema = z.object({
  boxKey: z.string(),
  /** "신선물류 · {seller}" or "{seller} 개별배송". */
  title: z.string(),
  deliveryType: deliveryTypeSchema,
  /** 1 선결제 (in the total), 2 착불 (paid to the courier). */
  shippingPaymentType: shippingPaymentTypeSchema,
  /** The box's fee (0 once free); null when prices are hidden. */
  fee: z.number().int().nullable(),
});
export type QuoteShipping = z.infer<typeof quoteShippingSchema>;

/** The quote's money; every amount in won, VAT included where it applies. */
export const quoteTotalsSchema = z.object({
  itemTotal: z.number().int(),
  exemptTotal: z.number().int(),
  taxableTotal: z.number().int(),
  /** The VAT inside taxableTotal. */
  vatIncluded: z.number().int(),
  /** Prepaid shipping, in grandTotal. */
  shippingTotal: z.number().int(),
  /** 착불 shipping, not in grandTotal. */
  onDeliveryShipping: z.number().int(),
  /** itemTotal + shippingTotal, before coupons and points (the cart's 결제예정금액). */
  grandTotal: z.number().int(),
  /** grandTotal in Korean words as a quote writes it: "일금 일십이만삼천원정". */
  grandTotalInWords: z.string(),
});
export type QuoteTotalsView = z.infer<typeof quoteTotalsSchema>;

/** GET /api/cart/quote — the quote with its lines, shipping per box, totals and notes. */
export const quoteSchema = z.object({
  orderQuote: orderQuoteSchema,
  lines: z.array(quoteLineSchema),
  shipping: z.array(quoteShippingSchema),
  /** null when prices are hidden. */
  totals: quoteTotalsSchema.nullable(),
  /** When prices are fixed and the VAT standing of the goods (면세/과세). */
  notes: z.array(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The PDF's file name, as the download offers it: "견적서_Q20260115-3F9A2C1B.pdf". */
export function quotePdfFileName(no: string): string {
  return `견적서_${no}.pdf`;
}
