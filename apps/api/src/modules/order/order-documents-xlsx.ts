import type { DocumentParty } from "@shop/contracts/order-documents";
import type { LedgerTotals } from "@shop/core/order/sales-ledger";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import ExcelJS from "exceljs";
import type { SellerLedgerRow } from "./order-ledger-rows.js";

// The company buyer's purchase ledger (거래 원장, decision 021) as an .xlsx workbook for their accountant: one sheet,
// the period and the buyer above Korean column headers, a row per ledger row with won formats, a total row of
// formulas (with their values stored, so a reader that does not calculate sees them) and the tax summary.

const WON_FORMAT = "#,##0";

/** The columns in order: Korean header, width, the row's value and whether it is money (summed in the total row). */
const COLUMNS: readonly {
  header: string;
  width: number;
  value: (row: SellerLedgerRow) => string | number;
  money?: boolean;
}[] = [
  { header: "결제일", width: 12, value: (row) => row.date },
  { header: "주문번호", width: 20, value: (row) => row.orderCode },
  { header: "구분", width: 8, value: (row) => (row.kind === "item" ? "상품" : "배송비") },
  { header: "판매자", width: 16, value: (row) => row.sellerName },
  { header: "상품코드", width: 12, value: (row) => row.itemUserCode ?? "" },
  { header: "상품명", width: 36, value: (row) => row.itemName },
  { header: "옵션", width: 16, value: (row) => row.optionName },
  { header: "수량", width: 7, value: (row) => row.quantity },
  { header: "단가", width: 11, value: (row) => row.unitPrice },
  { header: "금액", width: 12, value: (row) => row.amount, money: true },
  { header: "쿠폰 할인", width: 11, value: (row) => row.couponDiscount, money: true },
  { header: "적립금 사용", width: 11, value: (row) => row.pointAmount, money: true },
  { header: "결제 금액", width: 12, value: (row) => row.paidAmount, money: true },
  { header: "과세 구분", width: 9, value: (row) => row.taxTypeLabel },
  { header: "공급가액", width: 12, value: (row) => row.supplyAmount, money: true },
  { header: "부가세", width: 10, value: (row) => row.vatAmount, money: true },
];

/** Columns of numbers (right aligned, won format). */
const NUMBER_HEADERS = new Set(["수량", "단가", "금액", "쿠폰 할인", "적립금 사용", "결제 금액", "공급가액", "부가세"]);

export interface SalesLedgerWorkbook {
  period: { from: string; to: string };
  buyer: DocumentParty;
  rows: readonly SellerLedgerRow[];
  totals: LedgerTotals;
  madeAt: Date;
}

/** Excel's column letter of a 1-based column number (1 → A, 16 → P). */
function columnLetter(index: number): string {
  let letters = "";
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The ledger as the bytes of an .xlsx file. */
export async function renderSalesLedgerXlsx(ledger: SalesLedgerWorkbook): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "농협 축산물 도매몰";
  workbook.created = ledger.madeAt;
  const sheet = workbook.addWorksheet("거래원장", {
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = COLUMNS.map((column) => ({ width: column.width }));

  sheet.addRow(["거래 원장 (매입 내역)"]).font = { bold: true, size: 14 };
  sheet.addRow(["조회 기간", `${ledger.period.from} ~ ${ledger.period.to}`]);
  sheet.addRow(["상호", ledger.buyer.companyName, "", "사업자등록번호", ledger.buyer.businessNumber]);
  sheet.addRow(["작성일", formatKoreaDate(ledger.madeAt)]);
  sheet.addRow([]);

  const header = sheet.addRow(COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  header.alignment = { horizontal: "center", vertical: "middle" };
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEEF3EE" } };
    cell.border = { bottom: { style: "thin" } };
  });
  const headerRow = header.number;
  sheet.views = [{ state: "frozen", ySplit: headerRow }];
  sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow, column: COLUMNS.length } };

  for (const row of ledger.rows) sheet.addRow(COLUMNS.map((column) => column.value(row)));
  const firstData = headerRow + 1;
  const lastData = headerRow + ledger.rows.length;

  // The total row: a SUM per money column, its value stored beside the formula.
  const totalValues: Record<string, number> = {
    금액: ledger.totals.amount,
    "쿠폰 할인": ledger.totals.couponDiscount,
    "적립금 사용": ledger.totals.pointAmount,
    "결제 금액": ledger.totals.paidAmount,
    공급가액: ledger.totals.taxableSupplyAmount + ledger.totals.taxFreeAmount,
    부가세: ledger.totals.vatAmount,
  };
  const total = sheet.addRow(
    COLUMNS.map((column, index) => {
      if (index === 0) return "합계";
      if (!column.money) return "";
      const letter = columnLetter(index + 1);
      const result = totalValues[column.header] ?? 0;
      return ledger.rows.length === 0 ? result : { formula: `SUM(${letter}${firstData}:${letter}${lastData})`, result };
    }),
  );
  total.font = { bold: true };
  total.eachCell((cell) => {
    cell.border = { top: { style: "thin" } };
  });

  sheet.addRow([]);
  const summary: [string, number][] = [
    ["과세 공급가액", ledger.totals.taxableSupplyAmount],
    ["부가세", ledger.totals.vatAmount],
    ["면세 공급가액", ledger.totals.taxFreeAmount],
    ["합계 (결제 금액)", ledger.totals.totalAmount],
  ];
  for (const [label, value] of summary) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).numFmt = WON_FORMAT;
  }

  // Number formats and alignment of the data and total rows.
  for (const [index, column] of COLUMNS.entries()) {
    if (!NUMBER_HEADERS.has(column.header)) continue;
    for (let r = firstData; r <= lastData + 1; r++) {
      const cell = sheet.getRow(r).getCell(index + 1);
      cell.numFmt = WON_FORMAT;
      cell.alignment = { horizontal: "right" };
    }
  }

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
