import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PDF_TYPE, sendDownload } from "../../lib/download.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { authOf, requireUser } from "../../plugins/auth.js";
import { cartOwnerOf } from "./cart.service.js";

/** The PDF's answer: its bytes, not JSON (the endpoint map has no schema for it). */
const pdfBytesSchema = z.instanceof(Buffer).meta({ description: "application/pdf bytes" });

/** The quote (견적서) of the caller's cart lines: JSON for the page, and the PDF (SPEC §2 /cart/invoice, §3 order quote). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app.services;
  const tags = ["cart"];
  const errors = { ...errorResponses, 401: errorBodySchema };
  const security = [{ bearer: [] }];
  const description =
    "Guest (ROLE_GUEST) or member token. `cartIds` (comma-separated) quotes exactly those lines of the caller's cart; without it, the cart's selected lines. 400 NOTHING_SELECTED (견적서를 만들 상품을 선택해 주세요.) with no line, 404 for a line that is not the caller's, 400 NOT_BUYABLE for a line sold out or off the shop. `isPriceDisplayInQuote=false` hides every price (the number stays). Unprocessed meat, eggs and produce are VAT-exempt (taxFree, 면세); processed goods (가공육, 자체가공육, PB, or a processed word such as 훈제 or 양념 in the name) are taxable with the VAT inside the price (the purchase ledger's rule).";

  app.route({
    ...endpointRoute(apiEndpoints.cartQuote, {
      tags,
      summary: "The quote (견적서) of cart lines: header, lines, shipping per box, totals and notes",
      description,
      security,
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => {
      const { cartIds, isPriceDisplayInQuote } = request.query;
      return quotes.get(cartOwnerOf(authOf(request)), { cartIds, isPriceDisplayInQuote });
    },
  });

  const pdfRoute = endpointRoute(apiEndpoints.cartQuotePdf, {
    tags,
    summary: "The same quote as an A4 PDF (application/pdf, Korean file name 견적서_{no}.pdf)",
    description,
    security,
    errors,
  });
  app.route({
    ...pdfRoute,
    schema: { ...pdfRoute.schema, produces: ["application/pdf"], response: { 200: pdfBytesSchema, ...errors } },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const { cartIds, isPriceDisplayInQuote } = request.query;
      const pdf = await quotes.pdf(cartOwnerOf(authOf(request)), { cartIds, isPriceDisplayInQuote });
      return sendDownload(reply, { ...pdf, asciiName: `quote-${pdf.no}.pdf` }, PDF_TYPE);
    },
  });
};
