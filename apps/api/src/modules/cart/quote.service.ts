import { createHash } from "node:crypto";
import {
  type OrderQuote,
  QUOTE_NOT_BUYABLE_MESSAGE,
  QUOTE_NOTHING_SELECTED_MESSAGE,
  type Quote,
  type QuoteLine,
  quotePdfFileName,
} from "@shop/contracts/quote";
import { boxesOf, boxTitle, groupCartByShipping, selectedLinesOf } from "@shop/core/checkout/delivery-groups";
import {
  type QuoteParty,
  quoteContentKey,
  quoteDay,
  quoteNotes,
  quoteNumber,
  quoteTotals,
} from "@shop/core/checkout/quote";
import { taxTypeOf } from "@shop/core/order/sales-ledger";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { formatBusinessNumber } from "@shop/core/validation/business-number";
import { amountToHangul } from "es-hangul";
import { ApiError } from "../../lib/api-error.js";
import type { CatalogService } from "../catalog/catalog.service.js";
import type { SellerService } from "../seller/seller.service.js";
import type { SiteService } from "../site/site.service.js";
import { CART_LINE_NOT_FOUND_MESSAGE, type CartOwner, type CartService, type CheckoutLines } from "./cart.service.js";
import { renderQuotePdf } from "./quote-pdf.js";

/** A quote's total as a Korean quote writes it: "일금 일십이만삼천원정" (es-hangul's amount reading, 일 kept before 십/백/천). */
export function amountInWords(amount: number): string {
  return `일금 ${amountToHangul(amount)}원정`;
}

/** What the quote asks for: which lines (the selection when absent) and whether prices show. */
export interface QuoteRequest {
  cartIds?: readonly number[] | undefined;
  isPriceDisplayInQuote: boolean;
}

export interface QuoteServiceDeps {
  cart: Pick<CartService, "selectedLines" | "checkoutLines">;
  /** The items' livestock kinds, which (with their names) decide 면세 or 과세. */
  catalog: Pick<CatalogService, "listItemCardsByIds">;
  /** The cooperative's company details: the quote's 공급자. */
  site: Pick<SiteService, "getAboutUs" | "getOperator">;
  /** The sellers' business numbers (3-2-5). */
  sellers: Pick<SellerService, "listBusinessNumbers">;
  /** Whom a member's quote is made out to. */
  members: { getAddressee(userId: number): Promise<{ name: string; companyName: string }> };
}

const nothingSelected = () =>
  new ApiError(400, "NOTHING_SELECTED", QUOTE_NOTHING_SELECTED_MESSAGE, "no cart line to quote", [
    { field: "cartIds", message: QUOTE_NOTHING_SELECTED_MESSAGE },
  ]);

/**
 * The quote (견적서) of cart lines: the header GET /api/cart carries, and the whole quote (lines, shipping per box,
 * totals, notes) as JSON and as a PDF. Nothing is stored: the number is derived from what the quote shows (core's
 * quoteContentKey, hashed here).
 */
export function createQuoteService({ cart, catalog, site, sellers, members }: QuoteServiceDeps) {
  /** The boxes of the lines (every one counted as selected) and the lines in box order. */
  function grouped({ lines, sellerTerms }: CheckoutLines) {
    const groups = groupCartByShipping(
      lines.map((line) => ({ ...line, selected: true })),
      sellerTerms,
    );
    return { boxes: boxesOf(groups), ordered: selectedLinesOf(groups) };
  }

  async function headerOf(
    owner: CartOwner,
    selected: CheckoutLines,
    isPriceDisplayInQuote: boolean,
    now: Date,
  ): Promise<OrderQuote> {
    const party: QuoteParty = "userId" in owner ? { userId: owner.userId } : { guestTokenId: owner.guestTokenId };
    const key = quoteContentKey(
      party,
      selected.lines.map((line) => ({
        optionId: line.optionId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        shippingPaymentType: line.shippingPaymentType,
      })),
    );
    const sellerIds = [...new Set(grouped(selected).boxes.map((box) => box.sellerId))];
    const [about, operator, businessNumbers, receiver] = await Promise.all([
      site.getAboutUs(),
      site.getOperator(),
      sellers.listBusinessNumbers(sellerIds),
      "userId" in owner ? members.getAddressee(owner.userId) : { name: "", companyName: "" },
    ]);
    return {
      date: formatKoreaDate(now),
      no: quoteNumber(quoteDay(now), createHash("sha256").update(key).digest("hex")),
      provider: {
        companyName: about.companyName,
        bossName: about.bossName,
        businessNumber: formatBusinessNumber(about.companyNumber),
        address: about.address,
        phone: operator.phone,
        email: operator.email,
      },
      isPriceDisplayInQuote,
      businessNumbers: businessNumbers.list,
      receiver,
    };
  }

  /** The lines asked for: exactly `cartIds` (each buyable and the caller's), else the selection; never none. */
  async function linesOf(owner: CartOwner, cartIds: readonly number[] | undefined): Promise<CheckoutLines> {
    if (cartIds === undefined) {
      const selected = await cart.selectedLines(owner);
      if (selected.lines.length === 0) throw nothingSelected();
      return selected;
    }
    if (cartIds.length === 0) throw nothingSelected();
    const found = await cart.checkoutLines(owner, cartIds);
    // Designated-trade lines are priced by checkout alone and never shown in the cart: not a cart line to quote.
    const designated = found.lines.filter((line) => line.kind !== "normal");
    if (designated.length > 0) {
      throw new ApiError(404, "NOT_FOUND", CART_LINE_NOT_FOUND_MESSAGE, "designated-trade line asked for a quote");
    }
    const unbuyable = found.lines.filter((line) => !line.displayed || line.soldOut);
    if (unbuyable.length > 0) {
      throw new ApiError(
        400,
        "NOT_BUYABLE",
        QUOTE_NOT_BUYABLE_MESSAGE,
        `cart lines ${unbuyable.map((line) => line.cartId).join(", ")} cannot be bought`,
        [{ field: "cartIds", message: QUOTE_NOT_BUYABLE_MESSAGE }],
      );
    }
    return found;
  }

  async function getQuote(owner: CartOwner, request: QuoteRequest, now = new Date()): Promise<Quote> {
    const found = await linesOf(owner, request.cartIds);
    const shown = request.isPriceDisplayInQuote;
    const { boxes, ordered } = grouped(found);
    const byId = new Map(found.lines.map((line) => [line.cartId, line]));
    const itemIds = [...new Set(found.lines.map((line) => line.itemId))];
    const [orderQuote, cards] = await Promise.all([
      headerOf(owner, found, shown, now),
      catalog.listItemCardsByIds(itemIds),
    ]);
    const livestockOf = new Map(cards.map((card) => [card.itemId, card.livestock]));

    const lines: QuoteLine[] = ordered.map((boxLine) => {
      const line = byId.get(boxLine.cartId)!;
      return {
        cartId: line.cartId,
        itemUserCode: line.itemUserCode,
        itemName: line.itemName,
        optionName: line.optionName,
        sellerName: line.sellerName,
        brandName: line.brandName,
        quantity: line.quantity,
        taxType: taxTypeOf({ livestock: livestockOf.get(line.itemId) ?? null, itemName: line.itemName }),
        unitPrice: shown ? line.unitPrice : null,
        amount: shown ? line.unitPrice * line.quantity : null,
      };
    });
    const totals = quoteTotals(
      lines.map((line) => ({ amount: byId.get(line.cartId)!.unitPrice * line.quantity, taxType: line.taxType })),
      boxes,
    );
    return {
      orderQuote,
      lines,
      shipping: boxes.map((box) => ({
        boxKey: box.boxKey,
        title: boxTitle(box.deliveryType, box.sellerName),
        deliveryType: box.deliveryType,
        shippingPaymentType: box.shippingPaymentType,
        fee: shown ? box.realShipping : null,
      })),
      totals: shown ? { ...totals, grandTotalInWords: amountInWords(totals.grandTotal) } : null,
      notes: quoteNotes({ hasTaxable: lines.some((line) => line.taxType === "taxable"), pricesShown: shown }),
    };
  }

  return {
    /** SPEC §3 order quote of the cart's selected lines, prices shown: the header GET /api/cart answers. */
    headerOf: (owner: CartOwner, selected: CheckoutLines, now = new Date()) => headerOf(owner, selected, true, now),

    /**
     * The quote of `cartIds` (the caller's, each buyable) or of the cart's selection: 400 NOTHING_SELECTED with no
     * line, 404 for a line that is not the caller's, 400 NOT_BUYABLE for one sold out or off the shop.
     */
    get: getQuote,

    /** The same quote as an A4 PDF, with its Korean file name. */
    async pdf(owner: CartOwner, request: QuoteRequest, now = new Date()) {
      const quote = await getQuote(owner, request, now);
      const { no } = quote.orderQuote;
      return { no, fileName: quotePdfFileName(no), bytes: await renderQuotePdf(quote) };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
