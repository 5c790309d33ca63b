import { parseString } from "@fast-csv/parse";
import { ADMIN_ITEM_MESSAGES, BULK_COLUMNS, BULK_MAX_ROWS } from "@shop/contracts/admin-item";
import ExcelJS from "exceljs";
import { ApiError } from "../../lib/api-error.js";
import { csvFile } from "../../lib/csv-file.js";

// Reading and writing the bulk update's file (docs/decisions/038): .xlsx (exceljs) or .csv (@fast-csv/parse), the
// first row naming the columns. Cells are read as text; core's parseWholeNumber judges the figures.

/** One data row of the file as text, with its line number in the sheet (the header is row 1). */
export interface BulkRow {
  row: number;
  itemCode: string;
  optionId: string;
  optionName: string;
  salePrice: string;
  stock: string;
}

type Column = Exclude<keyof typeof BULK_COLUMNS, "itemName">;

/** Header spellings taken for each column: the template's Korean names, and the English keys. */
const HEADER_NAMES: Record<Column, readonly string[]> = {
  itemCode: [BULK_COLUMNS.itemCode, "itemcode", "itemusercode", "상품번호"],
  optionId: [BULK_COLUMNS.optionId, "optionid", "optioncode", "옵션코드"],
  optionName: [BULK_COLUMNS.optionName, "optionname", "옵션"],
  salePrice: [BULK_COLUMNS.salePrice, "saleprice"],
  stock: [BULK_COLUMNS.stock, "stock", "재고수량"],
};

const unreadable = (description: string) =>
  new ApiError(400, "VALIDATION", ADMIN_ITEM_MESSAGES.fileUnreadable, description, [
    { field: "file", message: ADMIN_ITEM_MESSAGES.fileUnreadable },
  ]);

const normalizeHeader = (text: string) => text.replace(/\s|\(.*\)/g, "").toLowerCase();

/** A cell's text whatever exceljs made of it (number, rich text, formula result, hyperlink, date). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return value.result === undefined ? "" : cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return "";
}

async function xlsxLines(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable(`xlsx: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable("xlsx without a sheet");
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cellText(cell.value);
    });
    lines[rowNumber - 1] = Array.from(values, (value) => value ?? "");
  });
  return Array.from(lines, (line) => line ?? []);
}

/** UTF-8 (with or without a BOM), or the CP949 Korean Excel saves CSV in. */
function decodeCsv(data: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder("euc-kr").decode(data);
  }
}

function csvLines(data: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const lines: string[][] = [];
    parseString<string[], string[]>(decodeCsv(data), { headers: false, ignoreEmpty: false, trim: true })
      .on("error", (error) => reject(unreadable(`csv: ${error.message}`)))
      .on("data", (line: string[]) => {
        lines.push(line);
        if (lines.length > BULK_MAX_ROWS + 1) reject(tooManyRows());
      })
      .on("end", () => resolve(lines));
  });
}

const tooManyRows = () =>
  new ApiError(400, "VALIDATION", ADMIN_ITEM_MESSAGES.tooManyRows, `more than ${BULK_MAX_ROWS} rows`, [
    { field: "file", message: ADMIN_ITEM_MESSAGES.tooManyRows },
  ]);

/** The data rows of a bulk file (blank rows skipped); 400 in Korean for a file that is neither, or has no header. */
export async function readBulkFile(data: Buffer): Promise<BulkRow[]> {
  // .xlsx is a zip: PK\x03\x04.
  const isXlsx = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
  const lines = isXlsx ? await xlsxLines(data) : await csvLines(data);
  const header = (lines[0] ?? []).map(normalizeHeader);
  const at = (column: Column) => {
    const names = new Set(HEADER_NAMES[column].map(normalizeHeader));
    return header.findIndex((name) => names.has(name));
  };
  const index = {
    itemCode: at("itemCode"),
    optionId: at("optionId"),
    optionName: at("optionName"),
    salePrice: at("salePrice"),
    stock: at("stock"),
  };
  if (index.itemCode === -1 || (index.salePrice === -1 && index.stock === -1)) {
    throw new ApiError(400, "VALIDATION", ADMIN_ITEM_MESSAGES.headerMissing, `header: ${header.join(",")}`, [
      { field: "file", message: ADMIN_ITEM_MESSAGES.headerMissing },
    ]);
  }
  const rows: BulkRow[] = [];
  lines.slice(1).forEach((line, i) => {
    const cell = (column: number) => (column === -1 ? "" : (line[column] ?? "").trim());
    const row: BulkRow = {
      row: i + 2,
      itemCode: cell(index.itemCode),
      optionId: cell(index.optionId),
      optionName: cell(index.optionName),
      salePrice: cell(index.salePrice),
      stock: cell(index.stock),
    };
    if (Object.values(row).some((value) => typeof value === "string" && value !== "")) rows.push(row);
  });
  if (rows.length > BULK_MAX_ROWS) throw tooManyRows();
  return rows;
}

/** One template row: an option of an item with its current sale price and stock. */
export interface TemplateRow {
  itemUserCode: string;
  itemName: string;
  optionId: number;
  optionName: string;
  salePrice: number;
  stock: number;
}

const TEMPLATE_HEADER = [
  BULK_COLUMNS.itemCode,
  BULK_COLUMNS.itemName,
  BULK_COLUMNS.optionId,
  BULK_COLUMNS.optionName,
  BULK_COLUMNS.salePrice,
  BULK_COLUMNS.stock,
];
const templateLine = (row: TemplateRow) => [
  row.itemUserCode,
  row.itemName,
  row.optionId,
  row.optionName,
  row.salePrice,
  row.stock,
];

/** The template as .xlsx: the header, then the given rows (staff change the last two columns). */
export async function templateXlsx(rows: readonly TemplateRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("상품 일괄 수정");
  sheet.addRow(TEMPLATE_HEADER).font = { bold: true };
  for (const row of rows) sheet.addRow(templateLine(row));
  sheet.columns.forEach((column, i) => {
    column.width = [14, 36, 10, 24, 12, 10][i] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template as CSV (lib/csv-file.ts: a BOM for Excel, names that look like formulas kept as text). */
export function templateCsv(rows: readonly TemplateRow[]): Promise<Buffer> {
  return csvFile([TEMPLATE_HEADER, ...rows.map(templateLine)]);
}
