import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

// The shop's printed documents (the cart's quote, an order's statement, the counterparty details) as A4 PDFs, drawn
// with pdfkit in the Pretendard font that ships in the `pretendard` npm package (TrueType builds: pdfkit embeds only
// the glyphs used, so a document weighs a few tens of KB). No system font is read, so a machine with only Node and
// npm draws the same file (decision 020).

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "pretendard/dist/public/static/alternative/Pretendard-Regular.ttf",
  bold: "pretendard/dist/public/static/alternative/Pretendard-Bold.ttf",
} as const;

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces, read once per process (about 2.7 MB each). */
function documentFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

export const PAGE_MARGIN = 40;
export const INK = "#222222";
export const MUTED = "#666666";
export const RULE = "#999999";
export const HEAD_FILL = "#eef3ee";
const CELL_PAD = 4;

export interface Column {
  title: string;
  width: number;
  align: "left" | "center" | "right";
}

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * A new A4 document with the fonts registered as "regular" and "bold", the width inside the margins, and the promise
 * of its bytes once `doc.end()` is called.
 */
export function startPdf(info: { title: string; author: string; subject: string }) {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const { regular, bold } = documentFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  return { doc, finished, contentWidth: doc.page.width - PAGE_MARGIN * 2 };
}

/** The document's spaced title, centred and underlined ("견 적 서"), leaving the cursor below it. */
export function documentTitle(doc: Doc, title: string, contentWidth: number) {
  doc
    .font("bold")
    .fontSize(24)
    .fillColor(INK)
    .text(title, PAGE_MARGIN, doc.y, { align: "center", characterSpacing: 6 });
  const titleRule = doc.y + 4;
  doc
    .moveTo(PAGE_MARGIN + contentWidth / 2 - 80, titleRule)
    .lineTo(PAGE_MARGIN + contentWidth / 2 + 80, titleRule)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc.y = titleRule + 18;
}

/** Draws one table row at the cursor, its height the tallest cell's; starts a new page first when it would not fit. */
export function tableRow(
  doc: Doc,
  columns: readonly Column[],
  cells: readonly string[],
  options: { head?: boolean } = {},
) {
  doc.font(options.head ? "bold" : "regular").fontSize(9);
  const heights = columns.map(
    (column, i) => doc.heightOfString(cells[i] ?? "", { width: column.width - CELL_PAD * 2 }) + CELL_PAD * 2,
  );
  const height = Math.max(18, ...heights);
  if (doc.y + height > doc.page.height - PAGE_MARGIN) doc.addPage();
  const top = doc.y;
  let x = PAGE_MARGIN;
  for (const [i, column] of columns.entries()) {
    if (options.head) doc.rect(x, top, column.width, height).fill(HEAD_FILL);
    doc.rect(x, top, column.width, height).lineWidth(0.5).strokeColor(RULE).stroke();
    doc
      .fillColor(INK)
      .text(cells[i] ?? "", x + CELL_PAD, top + CELL_PAD, { width: column.width - CELL_PAD * 2, align: column.align });
    x += column.width;
  }
  doc.x = PAGE_MARGIN;
  doc.y = top + height;
}

/** A label and value pair table (the 공급자 box, the totals): label cells shaded; `size` 9 unless said. */
export function labelRows(
  doc: Doc,
  left: number,
  width: number,
  labelWidth: number,
  rows: readonly [string, string][],
  { size = 9, strong = false }: { size?: number; strong?: boolean } = {},
) {
  doc.fontSize(size);
  for (const [label, value] of rows) {
    doc.font(strong ? "bold" : "regular");
    const height = Math.max(18, doc.heightOfString(value, { width: width - labelWidth - CELL_PAD * 2 }) + CELL_PAD * 2);
    if (doc.y + height > doc.page.height - PAGE_MARGIN) doc.addPage();
    const top = doc.y;
    doc.rect(left, top, labelWidth, height).fill(HEAD_FILL);
    doc.rect(left, top, labelWidth, height).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.rect(left + labelWidth, top, width - labelWidth, height).stroke();
    doc
      .font("bold")
      .fillColor(INK)
      .text(label, left + CELL_PAD, top + CELL_PAD, { width: labelWidth - CELL_PAD * 2, align: "center" });
    doc
      .font(strong ? "bold" : "regular")
      .text(value, left + labelWidth + CELL_PAD, top + CELL_PAD, { width: width - labelWidth - CELL_PAD * 2 });
    doc.y = top + height;
  }
}
