import type { ApiEndpoint } from "../api-endpoints.js";
import {
  orderCashReceiptAnswerSchema,
  orderStatementSchema,
  salesLedgerFileQuerySchema,
  taxBillCountSchema,
  taxBillsSchema,
} from "../order-documents.js";
import { orderCodeParamsSchema } from "../order-info.js";

/**
 * An order's documents (decision 032): a company buyer's tax bills (SPEC §7 taxissue), the transaction statement and
 * its PDF, the purchase ledger as .xlsx and the cooperative's counterparty details (SPEC §7 My page
 * converse-business/download); spread into apiEndpoints. The files answer bytes: no JSON answer to describe.
 */
export const orderDocumentsEndpoints = {
  taxBills: { method: "GET", path: "/taxissue/:orderCode", params: orderCodeParamsSchema, response: taxBillsSchema },
  taxBillCount: {
    method: "GET",
    path: "/taxissue/count/:orderCode",
    params: orderCodeParamsSchema,
    response: taxBillCountSchema,
  },
  orderStatement: {
    method: "GET",
    path: "/order/statement/:orderCode",
    params: orderCodeParamsSchema,
    response: orderStatementSchema,
  },
  orderStatementPdf: { method: "GET", path: "/order/statement/:orderCode/pdf", params: orderCodeParamsSchema },
  salesLedgerXlsx: { method: "GET", path: "/order/sales-ledger/xlsx", querystring: salesLedgerFileQuerySchema },
  converseBusinessDownload: { method: "GET", path: "/mypage/converse-business/download" },
  orderCashReceipt: {
    method: "GET",
    path: "/order/cash-receipt/:orderCode",
    params: orderCodeParamsSchema,
    response: orderCashReceiptAnswerSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
