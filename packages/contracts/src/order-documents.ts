import { z } from "zod";
import { salesLedgerRowSchema, salesLedgerTotalsSchema, taxTypeSchema } from "./order-info.js";
import "./zod-setup.js";

// An order's documents for the buyer's books (decision 032): the tax bills of a company buyer's order (세금계산서 for
// taxed goods, 계산서 for VAT-exempt ones, one per seller and tax type), the transaction statement (거래명세서) of any
// member's order, the purchase ledger as an .xlsx workbook, and the cooperative's counterparty details for a company
// buyer (거래처 등록 정보). Money is integer won; days are Korea time.

export const TAX_BILL_COMPANY_ONLY_MESSAGE = "세금계산서는 사업자 회원만 조회할 수 있습니다.";
export const TAX_BILL_NOT_PAID_MESSAGE = "결제가 완료된 주문만 세금계산서를 조회할 수 있습니다.";
export const STATEMENT_NOT_PAID_MESSAGE = "결제가 완료된 주문만 거래명세서를 발급할 수 있습니다.";
export const CONVERSE_BUSINESS_COMPANY_ONLY_MESSAGE = "거래처 등록 서류는 사업자 회원만 내려받을 수 있습니다.";

const wonField = z.number().int().min(0);
const dayField = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** A business as a document names it: 등록번호 (3-2-5 with hyphens), 상호, 대표자, and the address where known. */
export const documentPartySchema = z.object({
  businessNumber: z.string(),
  companyName: z.string(),
  bossName: z.string(),
  address: z.string(),
});
export type DocumentParty = z.infer<typeof documentPartySchema>;

/** One line of a bill or a statement: a ledger row of the order with the seller whose box it is in. */
export const documentRowSchema = salesLedgerRowSchema.extend({ sellerId: z.number().int(), sellerName: z.string() });
export type DocumentRow = z.infer<typeof documentRowSchema>;

// GET /api/taxissue/{orderCode}, /api/taxissue/count/{orderCode}

export const taxBillSchema = z.object({
  /** {orderCode}-{n}, n counting the order's bills from 1. */
  billNo: z.string(),
  /** 전자세금계산서 (taxable) or 전자계산서 (taxFree). */
  title: z.string(),
  taxType: taxTypeSchema,
  /** 작성일자: the day the order was paid (yyyy-MM-dd, Korea time), when the supply is made. */
  writtenDate: z.string(),
  supplier: documentPartySchema.extend({ sellerId: z.number().int() }),
  buyer: documentPartySchema,
  rows: z.array(documentRowSchema),
  supplyAmount: wonField,
  /** 0 on a 계산서. */
  vatAmount: wonField,
  totalAmount: wonField,
  /** 영수: paid before the bill (every bill of the shop is for a paid order). */
  receiptKind: z.literal("영수"),
});
export type TaxBill = z.infer<typeof taxBillSchema>;

export const taxBillsSchema = z.object({
  orderCode: z.string(),
  list: z.array(taxBillSchema),
  /** The bills' sums: what the order paid for the goods and shipping it still holds. */
  supplyAmount: wonField,
  vatAmount: wonField,
  totalAmount: wonField,
});
export type TaxBills = z.infer<typeof taxBillsSchema>;

export const taxBillCountSchema = z.object({
  orderCode: z.string(),
  /** Bills of the order: one per seller and tax type that was paid something. */
  count: z.number().int().min(0),
  taxableCount: z.number().int().min(0),
  taxFreeCount: z.number().int().min(0),
});
export type TaxBillCount = z.infer<typeof taxBillCountSchema>;

// GET /api/order/statement/{orderCode} and its PDF

export const orderStatementSchema = z.object({
  /** S + the order code: one statement per order. */
  statementNo: z.string(),
  orderCode: z.string(),
  /** 거래일자: the day the order was paid, yyyy-MM-dd (Korea time). */
  tradeDate: z.string(),
  /** The day the statement is made, yyyy-MM-dd (Korea time). */
  issuedDate: z.string(),
  /** The cooperative, which runs the shop and takes the payment. */
  supplier: documentPartySchema.extend({ phone: z.string(), email: z.string() }),
  /** The sellers of the lines, each once, with their business numbers. */
  sellers: z.array(documentPartySchema.extend({ sellerId: z.number().int() })),
  /** The member (a company buyer's company and business number; a personal member's name). */
  buyer: z.object({ name: z.string(), companyName: z.string(), businessNumber: z.string() }),
  rows: z.array(documentRowSchema),
  totals: salesLedgerTotalsSchema,
  /** The total in words: "일금 오만삼천원정". */
  totalInWords: z.string(),
});
export type OrderStatement = z.infer<typeof orderStatementSchema>;

// GET /api/order/sales-ledger/xlsx

export const salesLedgerFileQuerySchema = z.object({
  /** yyyy-MM-dd, Korea time, both ends included; default this month so far; at most a year. */
  from: dayField("조회 시작일을 다시 선택해 주세요.").optional(),
  to: dayField("조회 종료일을 다시 선택해 주세요.").optional(),
});
export type SalesLedgerFileQuery = z.infer<typeof salesLedgerFileQuerySchema>;

/** The downloaded files' names (the Korean one in Content-Disposition's filename*). */
export const documentFileNames = {
  statementPdf: (orderCode: string) => `거래명세서_${orderCode}.pdf`,
  salesLedgerXlsx: (from: string, to: string) => `거래원장_${from}_${to}.xlsx`,
  converseBusinessPdf: () => "거래처등록정보_농협축산물도매몰.pdf",
} as const;

// GET /api/order/cash-receipt/{orderCode}

/** An order's cash receipt (현금영수증) as its page shows it. */
export const orderCashReceiptSchema = z.object({
  receiptType: z.enum(["individual", "company"]),
  /** 소득공제용 or 지출증빙용. */
  receiptTypeLabel: z.string(),
  /** The phone or business number, all but its last 4 digits masked. */
  maskedReceiptNo: z.string(),
  /** As issued, what cancels took off, and what it states now (split into supply, VAT and tax-free). */
  amount: wonField,
  cancelledAmount: wonField,
  balanceAmount: wonField,
  supplyAmount: wonField,
  vatAmount: wonField,
  taxFreeAmount: wonField,
  status: z.enum(["requested", "issued", "partialCancelled", "cancelled", "cancelling", "failed", "cancelFailed"]),
  /**
   * 발급 요청 중, 발급 완료, 부분 취소, 발급 취소, 취소 요청 중, or for failed and cancelFailed a sentence saying what
   * the shopper can do (ask the customer centre).
   */
  statusLabel: z.string(),
  /** The tax office's approval number (국세청 승인번호). */
  approveNo: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type OrderCashReceipt = z.infer<typeof orderCashReceiptSchema>;

export const orderCashReceiptAnswerSchema = z.object({ receipt: orderCashReceiptSchema.nullable() });
