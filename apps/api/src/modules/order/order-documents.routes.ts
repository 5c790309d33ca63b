import { apiEndpoints } from "@shop/contracts/api-endpoints";
import { errorBodySchema, errorResponses } from "@shop/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PDF_TYPE, sendDownload, XLSX_TYPE } from "../../lib/download.js";
import { endpointRoute } from "../../lib/endpoint-route.js";
import { authOf, memberOf, requireMember, requireUser } from "../../plugins/auth.js";

const tags = ["order"];
const errors = { ...errorResponses, 401: errorBodySchema };

/** A file's answer: its bytes, not JSON (the endpoint map has no schema for it). */
const fileBytesSchema = (type: string) => z.instanceof(Buffer).meta({ description: `${type} bytes` });

/**
 * An order's documents for the buyer's books (decision 032): tax bills (SPEC §7 taxissue), the transaction statement
 * (SPEC §2 /mypage/order/invoice) and its PDF, the ledger as .xlsx and the counterparty sheet (converse-business).
 */
export const orderDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderDocuments, orderCashReceipts } = app.services;

  app.route({
    ...endpointRoute(apiEndpoints.orderCashReceipt, {
      tags,
      summary: "The cash receipt (현금영수증) of my order: type, masked number, amounts, status, approval number",
      description:
        "Issued through NICEPAY's receipt API (POST /v1/receipt) once an order paid by virtual account or bank " +
        "transfer is paid, with the type and number chosen at checkout (소득공제용 to a phone number, 지출증빙용 to a " +
        "business number; 100,000원 or more without a choice goes to the tax office's self-issue number), and " +
        "cancelled as the order is refunded: the refunded part with its supply, VAT and tax-free split, the rest " +
        "when the whole order is. `receipt` is null when none was asked for (or the order was not paid in cash) or " +
        "before it is issued. The caller's own order only (a member's, or the guest token's): 404 for anyone else.",
      errors,
    }),
    onRequest: requireUser,
    handler: async (request) => orderCashReceipts.ofOrder(authOf(request), request.params.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.taxBills, {
      tags,
      summary: "Company buyers: the tax bills (세금계산서 / 계산서) of my paid order, one per seller and tax type",
      description:
        "Each seller of the order bills its own supply: taxed goods on an 전자세금계산서 (supply amount and 10 % VAT), " +
        "VAT-exempt goods (unprocessed meat, eggs, produce) on an 전자계산서 (no VAT). A bill names its seller as 공급자 " +
        "(business number, name, representative, address), the member's company as 공급받는자, the day the order was " +
        "paid as 작성일자, and its rows (lines and box shipping) with what was paid after coupons and points, split as " +
        "the purchase ledger splits it (decision 021). 403 for a personal member, 404 for an order that is not the " +
        "caller's, 409 before it is paid, 401 for a guest.",
      errors: { ...errors, 403: errorBodySchema, 409: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => orderDocuments.taxBills(memberOf(request), request.params.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.taxBillCount, {
      tags,
      summary: "Company buyers: how many tax bills my order has (one per seller and tax type; 0 before it is paid)",
      description: "403 for a personal member, 404 for an order that is not the caller's, 401 for a guest.",
      errors: { ...errors, 403: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => orderDocuments.taxBillCount(memberOf(request), request.params.orderCode),
  });

  app.route({
    ...endpointRoute(apiEndpoints.orderStatement, {
      tags,
      summary: "Members: the transaction statement (거래명세서) of my paid order",
      description:
        "The cooperative as 공급자, the member (and company) as the receiver, each bought line and box shipping with " +
        "unit price, supply amount, VAT and 과세/면세, the sellers' business numbers and the totals (in words too). " +
        "404 for an order that is not the caller's, 409 before it is paid, 401 for a guest.",
      errors: { ...errors, 409: errorBodySchema },
    }),
    onRequest: requireMember,
    handler: async (request) => orderDocuments.statement(memberOf(request), request.params.orderCode),
  });

  const pdfRoute = endpointRoute(apiEndpoints.orderStatementPdf, {
    tags,
    summary: "Members: the same statement as an A4 PDF (application/pdf, 거래명세서_{orderCode}.pdf)",
    description: "404 for an order that is not the caller's, 409 before it is paid, 401 for a guest.",
    errors: { ...errors, 409: errorBodySchema },
  });
  app.route({
    ...pdfRoute,
    schema: {
      ...pdfRoute.schema,
      produces: [PDF_TYPE],
      response: { 200: fileBytesSchema(PDF_TYPE), ...errors, 409: errorBodySchema },
    },
    onRequest: requireMember,
    handler: async (request, reply) => {
      const file = await orderDocuments.statementPdf(memberOf(request), request.params.orderCode);
      return sendDownload(reply, file, PDF_TYPE);
    },
  });

  const xlsxRoute = endpointRoute(apiEndpoints.salesLedgerXlsx, {
    tags,
    summary: "Company buyers: the purchase ledger of a period as an .xlsx workbook (거래원장_{from}_{to}.xlsx)",
    description:
      "The rows of GET /api/order/sales-ledger for `from`–`to` (the same period rules), all of them, under Korean " +
      "headers with the seller of each row, won number formats, a total row and the 과세/부가세/면세 summary. 403 for a " +
      "personal member, 400 for an unreadable or too long period, 401 for a guest.",
    errors: { ...errors, 403: errorBodySchema },
  });
  app.route({
    ...xlsxRoute,
    schema: {
      ...xlsxRoute.schema,
      produces: [XLSX_TYPE],
      response: { 200: fileBytesSchema(XLSX_TYPE), ...errors, 403: errorBodySchema },
    },
    onRequest: requireMember,
    handler: async (request, reply) => {
      const file = await orderDocuments.salesLedgerXlsx(memberOf(request), request.query);
      return sendDownload(reply, file, XLSX_TYPE);
    },
  });

  const converseRoute = endpointRoute(apiEndpoints.converseBusinessDownload, {
    tags: ["mypage"],
    summary: "Company buyers: the cooperative's counterparty details (거래처 등록 정보) as a PDF",
    description:
      "What a company's accounts department needs to register the cooperative as a supplier: its business " +
      "registration details (상호, 대표자, 사업자등록번호, 주소, 통신판매업 신고번호), contact, how payment and " +
      "settlement work (per order by card, transfer or a per-order virtual account: there is no standing account to " +
      "register) and where the bills are, with the member's own company details. 403 for a personal member, 401 " +
      "for a guest.",
    errors: { ...errors, 403: errorBodySchema },
  });
  app.route({
    ...converseRoute,
    schema: {
      ...converseRoute.schema,
      produces: [PDF_TYPE],
      response: { 200: fileBytesSchema(PDF_TYPE), ...errors, 403: errorBodySchema },
    },
    onRequest: requireMember,
    handler: async (request, reply) => {
      const file = await orderDocuments.converseBusiness(memberOf(request));
      return sendDownload(reply, file, PDF_TYPE);
    },
  });
};
