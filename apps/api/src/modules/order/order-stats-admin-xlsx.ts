import type {
  AdminDashboard,
  AdminSettlements,
  SalesFigures,
  SettlementLine,
  SettlementRow,
} from "@shop/contracts/admin-stats";
import { koreaDateTime } from "@shop/core/format/korea-date";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import ExcelJS from "exceljs";

// The back office's numbers as .xlsx workbooks (issue 14 item 6), built as the purchase ledger's (order-documents-xlsx):
// a title and the period above Korean column headers, won as numbers with a number format, a total row.

const WON_FORMAT = "#,##0";
const HEADER_FILL = "FFEEF3EE";

interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | null;
  /** A number column (right aligned, won format). */
  number?: boolean;
}

const FIGURE_COLUMNS: Column<SalesFigures>[] = [
  { header: "주문 수", width: 9, value: (row) => row.orderCount, number: true },
  { header: "결제 금액", width: 14, value: (row) => row.paidAmount, number: true },
  { header: "취소 건수", width: 9, value: (row) => row.cancelCount, number: true },
  { header: "취소 금액", width: 13, value: (row) => row.cancelAmount, number: true },
  { header: "반품 건수", width: 9, value: (row) => row.returnCount, number: true },
  { header: "반품 금액", width: 13, value: (row) => row.returnAmount, number: true },
  { header: "순매출", width: 14, value: (row) => row.netAmount, number: true },
];

function addTable<Row>(
  sheet: ExcelJS.Worksheet,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  totalRow?: Row,
): void {
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.alignment = { horizontal: "center", vertical: "middle" };
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: HEADER_FILL } };
    cell.border = { bottom: { style: "thin" } };
  });
  sheet.views = [{ state: "frozen", ySplit: header.number }];
  const added = rows.map((row) => sheet.addRow(columns.map((column) => column.value(row))));
  if (totalRow) {
    const total = sheet.addRow(columns.map((column, index) => (index === 0 ? "합계" : column.value(totalRow))));
    total.font = { bold: true };
    total.eachCell((cell) => {
      cell.border = { top: { style: "thin" } };
    });
    added.push(total);
  }
  for (const row of added) {
    for (const [index, column] of columns.entries()) {
      if (!column.number) continue;
      const cell = row.getCell(index + 1);
      cell.numFmt = WON_FORMAT;
      cell.alignment = { horizontal: "right" };
    }
  }
}

function titled(workbook: ExcelJS.Workbook, name: string, title: string, lines: [string, string][]) {
  const sheet = workbook.addWorksheet(name, {
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.addRow([title]).font = { bold: true, size: 14 };
  for (const line of lines) sheet.addRow(line);
  sheet.addRow([]);
  return sheet;
}

function newWorkbook(madeAt: Date) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "농협 축산물 도매몰";
  workbook.created = madeAt;
  return workbook;
}

/** The dashboard: a sheet per day, per seller and per livestock kind. */
export async function renderDashboardXlsx(numbers: AdminDashboard, madeAt: Date): Promise<Buffer> {
  const workbook = newWorkbook(madeAt);
  const about: [string, string][] = [
    ["조회 기간", `${numbers.from} ~ ${numbers.to}`],
    ["작성일", formatKoreaDate(madeAt)],
  ];
  const withMembers = numbers.total.newMembers !== null;
  const daily = titled(workbook, "일별", "매출 통계 (일별)", about);
  addTable(
    daily,
    [
      { header: "일자", width: 12, value: (row) => row.day },
      ...FIGURE_COLUMNS,
      ...(withMembers
        ? [
            {
              header: "신규 회원",
              width: 10,
              value: (row: { newMembers: number | null }) => row.newMembers,
              number: true,
            },
          ]
        : []),
    ],
    numbers.days,
    { day: "", ...numbers.total },
  );

  const sellers = titled(workbook, "판매사별", "매출 통계 (판매사별)", about);
  addTable(
    sellers,
    [
      { header: "판매사", width: 22, value: (row: AdminDashboard["sellers"][number]) => row.sellerName },
      ...FIGURE_COLUMNS,
    ],
    numbers.sellers,
  );

  const kinds = titled(workbook, "축종별", "매출 통계 (축종별, 상품 금액 기준·배송비 제외)", about);
  addTable(
    kinds,
    [
      { header: "축종", width: 14, value: (row: AdminDashboard["livestock"][number]) => row.livestockName },
      ...FIGURE_COLUMNS,
    ],
    numbers.livestock,
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface SettlementsWorkbook {
  month: string;
  sellers: readonly SettlementRow[];
  total: AdminSettlements["total"];
  lines: readonly SettlementLine[];
}

/** The month's settlements: the per-seller sheet and every line behind it. */
export async function renderSettlementsXlsx(settlement: SettlementsWorkbook, madeAt: Date): Promise<Buffer> {
  const workbook = newWorkbook(madeAt);
  const about: [string, string][] = [
    ["정산 월", settlement.month],
    ["작성일", formatKoreaDate(madeAt)],
  ];
  const summary = titled(workbook, "정산", "판매사 정산", about);
  type Row = Omit<SettlementRow, "sellerId" | "commissionRateBp">;
  const columns: Column<Row>[] = [
    { header: "판매사", width: 22, value: (row) => row.sellerName },
    { header: "수수료율", width: 9, value: (row) => row.commissionRateLabel },
    { header: "주문 수", width: 9, value: (row) => row.orderCount, number: true },
    { header: "결제 금액", width: 14, value: (row) => row.paidAmount, number: true },
    { header: "환불 금액", width: 13, value: (row) => row.refundAmount, number: true },
    { header: "순매출", width: 14, value: (row) => row.netSales, number: true },
    { header: "수수료", width: 12, value: (row) => row.commission, number: true },
    { header: "정산 금액", width: 14, value: (row) => row.payout, number: true },
  ];
  addTable(summary, columns, settlement.sellers, { sellerName: "", commissionRateLabel: "", ...settlement.total });

  const detail = titled(workbook, "정산 내역", "정산 내역 (결제·환불)", about);
  addTable(
    detail,
    [
      { header: "일시", width: 17, value: (row: SettlementLine) => koreaDateTime(row.at) },
      { header: "구분", width: 7, value: (row: SettlementLine) => row.kindLabel },
      { header: "주문번호", width: 20, value: (row: SettlementLine) => row.orderCode },
      { header: "판매사", width: 22, value: (row: SettlementLine) => row.sellerName },
      { header: "금액", width: 14, value: (row: SettlementLine) => row.amount, number: true },
    ],
    settlement.lines,
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
