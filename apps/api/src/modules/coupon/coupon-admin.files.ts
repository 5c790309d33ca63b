import { formatKoreaMinute } from "@shop/core/site/korea-time";
import ExcelJS from "exceljs";
import { csvFile } from "../../lib/csv-file.js";

// A coupon's offline codes as a file to print or hand to a partner (issue 14 item 5): .csv (UTF-8 with a BOM, so
// Excel reads the Korean headers) or .xlsx, one code a row with whether it was exchanged.

export interface CodeLine {
  code: string;
  createdAt: Date;
  usedAt: Date | null;
}

const HEADERS = ["쿠폰 번호", "생성 일시", "사용 여부", "사용 일시"] as const;

function cellsOf(line: CodeLine): string[] {
  return [
    line.code,
    formatKoreaMinute(line.createdAt),
    line.usedAt ? "사용" : "미사용",
    line.usedAt ? formatKoreaMinute(line.usedAt) : "",
  ];
}

export function codesCsv(lines: readonly CodeLine[]): Promise<Buffer> {
  return csvFile([HEADERS, ...lines.map(cellsOf)]);
}

export async function codesXlsx(couponName: string, lines: readonly CodeLine[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("쿠폰 번호");
  sheet.columns = [
    { header: HEADERS[0], width: 24 },
    { header: HEADERS[1], width: 18 },
    { header: HEADERS[2], width: 10 },
    { header: HEADERS[3], width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) sheet.addRow(cellsOf(line));
  book.title = couponName;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** "쿠폰번호_12.csv" and its ASCII fallback. */
export function codesFileName(couponId: number, format: "csv" | "xlsx") {
  return { fileName: `쿠폰번호_${couponId}.${format}`, asciiName: `coupon-codes-${couponId}.${format}` };
}
