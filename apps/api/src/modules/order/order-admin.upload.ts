import { Readable } from "node:stream";
import {
  ADMIN_ORDER_MESSAGES,
  TRACKING_UPLOAD_HEADERS,
  TRACKING_UPLOAD_MAX_BYTES,
  TRACKING_UPLOAD_MAX_ROWS,
} from "@shop/contracts/admin-order";
import ExcelJS from "exceljs";
import { ApiError } from "../../lib/api-error.js";
import { fileFieldError } from "../../lib/multipart-form.js";

/** One row of a tracking file: its row number (1 = the header) and the three values as typed. */
export interface TrackingRow {
  row: number;
  orderCode: string;
  carrier: string;
  trackingNumber: string;
}

/** The multipart rules of the upload: one file under `file`. */
export const TRACKING_UPLOAD_RULES = {
  field: "file",
  maxFiles: 1,
  maxFileBytes: TRACKING_UPLOAD_MAX_BYTES,
  tooManyMessage: ADMIN_ORDER_MESSAGES.uploadMissing,
  tooLargeMessage: ADMIN_ORDER_MESSAGES.uploadTooLarge,
};

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function unreadable(description: string) {
  return fileFieldError("file", ADMIN_ORDER_MESSAGES.uploadUnreadable, description);
}

/** A cell as text: numbers (Excel keeps typed waybill numbers as numbers) without exponent or decimals. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === "string") return value.trim();
  if (value instanceof Date) return "";
  if (typeof value === "object" && "richText" in value)
    return value.richText
      .map((part) => part.text)
      .join("")
      .trim();
  if (typeof value === "object" && "text" in value) return String(value.text).trim();
  if (typeof value === "object" && "result" in value) return cellText(value.result as ExcelJS.CellValue);
  return String(value).trim();
}

async function readSheet(fileName: string, data: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  const isZip = data.subarray(0, 4).equals(ZIP);
  const name = fileName.toLowerCase();
  try {
    if (isZip && (name.endsWith(".xlsx") || name === "")) {
      await workbook.xlsx.load(data as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw unreadable("no worksheet");
      return sheet;
    }
    if (!isZip && (name.endsWith(".csv") || name === "")) {
      // UTF-8 (an Excel "CSV UTF-8" file starts with a BOM); every value is kept as the text typed.
      const text = data.toString("utf8").replace(/^\uFEFF/, "");
      if (text.includes("\uFFFD")) throw unreadable("not UTF-8");
      return await workbook.csv.read(Readable.from([text]), { map: (value: string) => value } as never);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable(error instanceof Error ? error.message : String(error));
  }
  throw fileFieldError("file", ADMIN_ORDER_MESSAGES.uploadType, `file ${fileName} is neither .csv nor .xlsx`);
}

/**
 * The rows of a tracking file (.csv in UTF-8 or .xlsx, its first sheet): a header row naming 주문번호, 택배사 and
 * 운송장번호 (in any order, other columns ignored), then one row per order. Blank rows are skipped.
 */
export async function readTrackingFile(fileName: string, data: Buffer): Promise<TrackingRow[]> {
  const sheet = await readSheet(fileName, data);
  const header = sheet.getRow(1);
  const columns = new Map<string, number>();
  header.eachCell((cell, column) => {
    columns.set(cellText(cell.value).replace(/\s+/g, ""), column);
  });
  const orderCodeColumn = columns.get(TRACKING_UPLOAD_HEADERS.orderCode);
  const carrierColumn = columns.get(TRACKING_UPLOAD_HEADERS.carrier);
  const trackingColumn = columns.get(TRACKING_UPLOAD_HEADERS.trackingNumber);
  if (!orderCodeColumn || !carrierColumn || !trackingColumn) {
    throw fileFieldError("file", ADMIN_ORDER_MESSAGES.uploadHeaders, "missing header columns");
  }
  const rows: TrackingRow[] = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    const values = {
      row: index,
      orderCode: cellText(row.getCell(orderCodeColumn).value),
      carrier: cellText(row.getCell(carrierColumn).value),
      trackingNumber: cellText(row.getCell(trackingColumn).value),
    };
    if (values.orderCode === "" && values.carrier === "" && values.trackingNumber === "") continue;
    if (`${values.orderCode}${values.carrier}${values.trackingNumber}`.includes("\u0000")) {
      throw unreadable(`NUL in row ${index}`);
    }
    rows.push(values);
    if (rows.length > TRACKING_UPLOAD_MAX_ROWS) {
      throw fileFieldError("file", ADMIN_ORDER_MESSAGES.uploadTooManyRows, `over ${TRACKING_UPLOAD_MAX_ROWS} rows`);
    }
  }
  if (rows.length === 0) throw fileFieldError("file", ADMIN_ORDER_MESSAGES.uploadMissing, "no rows");
  return rows;
}
