/** The quote page (SPEC §2 /cart/invoice): the 견적서 of cart lines, printable and as a PDF. */
export const QUOTE_PATH = "/cart/invoice";

/** The quote's PDF, served by the storefront on the shopper's behalf (routes/cart/invoice-pdf.ts). */
export const QUOTE_PDF_PATH = "/cart/invoice/pdf";

/** What a quote link carries: the cart lines (the cart's selection when absent) and whether prices show. */
export interface QuoteLinkOptions {
  cartIds?: readonly number[];
  isPriceDisplayInQuote?: boolean;
}

function quoteSearch({ cartIds, isPriceDisplayInQuote = true }: QuoteLinkOptions): string {
  const params = new URLSearchParams();
  if (cartIds && cartIds.length > 0) params.set("cartIds", cartIds.join(","));
  if (!isPriceDisplayInQuote) params.set("isPriceDisplayInQuote", "false");
  const search = params.toString().replaceAll("%2C", ",");
  return search ? `?${search}` : "";
}

/** /cart/invoice?cartIds=3,7 (prices shown) or …&isPriceDisplayInQuote=false. */
export function quoteHref(options: QuoteLinkOptions = {}): string {
  return `${QUOTE_PATH}${quoteSearch(options)}`;
}

/** /cart/invoice/pdf with the same query as the page. */
export function quotePdfHref(options: QuoteLinkOptions = {}): string {
  return `${QUOTE_PDF_PATH}${quoteSearch(options)}`;
}
