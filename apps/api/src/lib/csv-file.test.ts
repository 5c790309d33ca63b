import { parseString } from "@fast-csv/parse";
import { describe, expect, it } from "vitest";
import { csvFile, spreadsheetSafe } from "./csv-file.js";

describe("spreadsheetSafe", () => {
  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["한우 등심 1++ (500g)", "한우 등심 1++ (500g)"],
    ["A-001", "A-001"],
    ["", ""],
  ])("%j → %j", (value, expected) => {
    expect(spreadsheetSafe(value)).toBe(expected);
  });

  it("leaves numbers as numbers, negative ones too", () => {
    expect(spreadsheetSafe(-3)).toBe(-3);
    expect(spreadsheetSafe(12_300)).toBe(12_300);
  });
});

describe("csvFile", () => {
  it("writes a BOM, CRLF lines and quotes what needs it, and reads back as written", async () => {
    const file = await csvFile([
      ["상품코드", "상품명", "판매가"],
      ["G0000001", '한우 "특선", 1++', 45_000],
      ["G0000002", "=cmd|' /C calc'!A0", 9_900],
    ]);
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = file.toString("utf8").slice(1);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows: string[][] = await new Promise((resolve, reject) => {
      const read: string[][] = [];
      parseString(text)
        .on("data", (row: string[]) => read.push(row))
        .on("end", () => resolve(read))
        .on("error", reject);
    });
    expect(rows).toEqual([
      ["상품코드", "상품명", "판매가"],
      ["G0000001", '한우 "특선", 1++', "45000"],
      ["G0000002", "'=cmd|' /C calc'!A0", "9900"],
    ]);
  });
});
