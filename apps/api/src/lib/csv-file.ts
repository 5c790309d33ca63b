import { writeToBuffer } from "@fast-csv/format";

// The CSV files staff download (the item bulk template, coupon codes): written by @fast-csv/format, UTF-8 with a BOM
// so Excel opens the Korean right, CRLF lines.

// A text cell Excel would read as a formula (OWASP "CSV injection"): an item name typed as `=HYPERLINK(…)` must open as
// text in the operator's spreadsheet, so it gets a leading apostrophe, which Excel shows as nothing.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as it is safe to open in a spreadsheet; numbers stay numbers. */
export function spreadsheetSafe(value: string | number): string | number {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The rows (the header first) as a CSV file. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  return writeToBuffer(
    rows.map((row) => row.map(spreadsheetSafe)),
    { writeBOM: true, rowDelimiter: "\r\n", includeEndRowDelimiter: true },
  );
}
