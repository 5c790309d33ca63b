import { apiEndpoints } from "@shop/contracts/api-endpoints";
import type { OrderDetail } from "@shop/contracts/order";
import type { OrderCashReceipt, OrderStatement, TaxBills } from "@shop/contracts/order-documents";
import type { SalesLedger } from "@shop/contracts/order-info";
import { orderCodeParamsSchema } from "@shop/contracts/order-info";
import type { AppLoadContext } from "react-router";
import { ApiResponseError, callApi } from "../../lib/api-client.server";
import { requireUser } from "../../lib/auth.server";
import { SALES_LEDGER_PATH, STATEMENT_PATH, TAX_BILL_PARAM } from "../../lib/document-links";
import { notFound, orNotFound } from "../../lib/not-found.server";
import { apiFileResponse } from "./document-file.server";
import { type LedgerFilters, ledgerFilters } from "./ledger-period";

export const LEDGER_PAGE_SIZE = 20;

/** A refusal the page explains (a personal member, an order not paid yet, a period the API will not read). */
function refusalOf(error: unknown, statuses: readonly number[]): string {
  if (error instanceof ApiResponseError && statuses.includes(error.status)) return error.message;
  throw error;
}

/** The order code of the address (`?orderCode=`), or the page's 404. */
function orderCodeOf(request: Request): string {
  const parsed = orderCodeParamsSchema.safeParse({ orderCode: new URL(request.url).searchParams.get("orderCode") });
  return parsed.success ? parsed.data.orderCode : notFound();
}

/** The order page's documents: how many tax bills a company buyer's paid order has, and the bills while asked. */
export interface OrderDocumentsData {
  orderCode: string;
  /** The statement exists once the order is paid. */
  statement: boolean;
  /** null for a personal member or an unpaid order: no tax bill button. */
  taxBillCount: number | null;
  /** The bills while the modal is open (`?taxbill=1`). */
  taxBills: TaxBills | null;
  /** The cash receipt of an order paid in cash with one asked for (null otherwise, or before it is issued). */
  cashReceipt: OrderCashReceipt | null;
}

/** Payment methods whose money comes in cash: they get a cash receipt (현금영수증). */
const CASH_METHODS: readonly string[] = ["vbank", "bank", "bulkVbank"];

/**
 * The documents of the member's order page: GET /api/taxissue/count/{orderCode} for a paid order (403, a personal
 * member, is no button), and with `?taxbill=1` the bills (GET /api/taxissue/{orderCode}) for the modal.
 */
export async function loadOrderDocuments(
  request: Request,
  context: AppLoadContext,
  order: OrderDetail,
): Promise<OrderDocumentsData> {
  const none = { orderCode: order.orderCode, statement: false, taxBillCount: null, taxBills: null, cashReceipt: null };
  if (order.payment.paidAt === null || order.status === "cancelled") return none;
  const params = { orderCode: order.orderCode };
  const cash = CASH_METHODS.includes(order.payment.method ?? "") && order.payment.cashReceipt.type !== "none";
  const cashReceipt = cash
    ? (await callApi(context, apiEndpoints.orderCashReceipt, { request, params })).receipt
    : null;
  let count: number | null;
  try {
    count = (await callApi(context, apiEndpoints.taxBillCount, { request, params })).count;
  } catch (error) {
    refusalOf(error, [403]);
    count = null;
  }
  const wanted = new URL(request.url).searchParams.get(TAX_BILL_PARAM) === "1";
  const taxBills =
    wanted && count !== null && count > 0 ? await callApi(context, apiEndpoints.taxBills, { request, params }) : null;
  return { orderCode: order.orderCode, statement: true, taxBillCount: count, taxBills, cashReceipt };
}

export type StatementPageData = { statement: OrderStatement; problem: null } | { statement: null; problem: string };

/** /mypage/order/invoice?orderCode=…: the member's statement (거래명세서); another's order or a bad code is a 404. */
export async function loadStatementPage(request: Request, context: AppLoadContext): Promise<StatementPageData> {
  await requireUser(request);
  const orderCode = orderCodeOf(request);
  try {
    const statement = await orNotFound(
      callApi(context, apiEndpoints.orderStatement, { request, params: { orderCode } }),
    );
    return { statement, problem: null };
  } catch (error) {
    return { statement: null, problem: refusalOf(error, [409]) };
  }
}

/** The statement's PDF (a resource route): the API's file, or back to the statement page, which says why not. */
export async function statementPdfResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const orderCode = orderCodeOf(request);
  const back = `${STATEMENT_PATH}?${new URLSearchParams({ orderCode })}`;
  return apiFileResponse(context, request, apiEndpoints.orderStatementPdf, { params: { orderCode } }, back);
}

export interface SalesLedgerPageData {
  filters: LedgerFilters;
  ledger: SalesLedger | null;
  /** Why there is no ledger: a personal member, or a period the API will not read. */
  problem: string | null;
  companyOnly: boolean;
  /** When the page was made (ISO): the quick periods' days, the same on the server and in the browser. */
  now: string;
}

/** /mypage/sales-ledger: the company buyer's ledger of the period in the address (GET /api/order/sales-ledger). */
export async function loadSalesLedgerPage(request: Request, context: AppLoadContext): Promise<SalesLedgerPageData> {
  await requireUser(request);
  const now = new Date();
  const filters = ledgerFilters(new URL(request.url).searchParams, now);
  try {
    const ledger = await callApi(context, apiEndpoints.orderSalesLedger, {
      request,
      query: { from: filters.from, to: filters.to, page: filters.page, size: LEDGER_PAGE_SIZE },
    });
    return { filters, ledger, problem: null, companyOnly: false, now: now.toISOString() };
  } catch (error) {
    const problem = refusalOf(error, [400, 403]);
    const companyOnly = error instanceof ApiResponseError && error.status === 403;
    return { filters, ledger: null, problem, companyOnly, now: now.toISOString() };
  }
}

/** The ledger's .xlsx (a resource route), or back to the ledger page of the same period. */
export async function salesLedgerXlsxResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  const query = { from: url.searchParams.get("from") ?? undefined, to: url.searchParams.get("to") ?? undefined };
  return apiFileResponse(
    context,
    request,
    apiEndpoints.salesLedgerXlsx,
    { query },
    `${SALES_LEDGER_PATH}${url.search}`,
  );
}

/** The counterparty sheet's PDF (a resource route), or back to my page. */
export async function converseBusinessResponse(request: Request, context: AppLoadContext): Promise<Response> {
  return apiFileResponse(context, request, apiEndpoints.converseBusinessDownload, {}, "/mypage");
}
