// Where an order's documents are (decision 032): the transaction statement and its PDF, the order page's tax bill
// modal, the company buyer's ledger with its .xlsx and the counterparty sheet. Shared by my page and the documents.

export const STATEMENT_PATH = "/mypage/order/invoice";
export const SALES_LEDGER_PATH = "/mypage/sales-ledger";
export const CONVERSE_BUSINESS_PATH = "/mypage/converse-business";
/** The order page's query that opens the tax bill modal (a link, so it works without script). */
export const TAX_BILL_PARAM = "taxbill";

/** /mypage/order/invoice?orderCode=…: the statement (거래명세서) of an order. */
export function statementHref(orderCode: string): string {
  return `${STATEMENT_PATH}?${new URLSearchParams({ orderCode })}`;
}

/** The statement's PDF download. */
export function statementPdfHref(orderCode: string): string {
  return `${STATEMENT_PATH}/pdf?${new URLSearchParams({ orderCode })}`;
}

/** The ledger of a period, or its .xlsx (`file`). */
export function salesLedgerHref(period: { from: string; to: string }, options: { file?: boolean; page?: number } = {}) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (options.page && options.page > 1) query.set("page", String(options.page));
  return `${SALES_LEDGER_PATH}${options.file ? "/xlsx" : ""}?${query}`;
}
