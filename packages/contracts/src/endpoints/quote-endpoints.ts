import type { ApiEndpoint } from "../api-endpoints.js";
import { quoteQuerySchema, quoteSchema } from "../quote.js";

/** The quote (견적서) of cart lines: as JSON for the page, and as a PDF; spread into apiEndpoints. */
export const quoteEndpoints = {
  cartQuote: { method: "GET", path: "/cart/quote", querystring: quoteQuerySchema, response: quoteSchema },
  // The PDF's bytes (application/pdf, a Korean file name in Content-Disposition): no JSON answer to describe.
  cartQuotePdf: { method: "GET", path: "/cart/quote/pdf", querystring: quoteQuerySchema },
} as const satisfies Record<string, ApiEndpoint>;
