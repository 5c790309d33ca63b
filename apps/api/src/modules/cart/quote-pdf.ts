import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Quote } from "@shop/contracts/quote";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { TAX_TYPE_LABELS } from "@shop/core/order/sales-ledger";
import PDFDocument from "pdfkit";

// The quote (견적서) as an A4 PDF, drawn with pdfkit in the Pretendard font that ships in the `pretendard` npm package
// (TrueType builds: pdfkit embeds only the glyphs used, so a quote weighs a few tens of KB). No system font is read,
// so a machine with only Node and npm draws the same file.

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "pretendard/dist/public/static/alternative/Pretendard-Regular.ttf",
  bold: "pretendard/dist/public/static/alternative/Pretendard-Bold.ttf",
} as const;

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two faces, read once per process (about 2.7 MB each). */
function quoteFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

const PAGE_MARGIN = 40;
const INK = "#222222";
const MUTED = "#666666";
const RULE = "#999999";
const HEAD_FILL = "#eef3ee";
const CELL_PAD = 4;

interface Column {
  title: string;
  width: number;
  align: "left" | "center" | "right";
}

type Doc = InstanceType<typeof PDFDocument>;

/** Draws one table row at the cursor, its height the tallest cell's; starts a new page first when it would not fit. */
function tableRow(doc: Doc, columns: readonly Column[], cells: readonly string[], options: { head?: boolean } = {}) {
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
function labelRows(
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

/** The quote as a PDF file's bytes. */
export async function renderQuotePdf(quote: Quote): Promise<Buffer> {
  const { orderQuote, lines, shipping, totals, notes } = quote;
  const pricesShown = orderQuote.isPriceDisplayInQuote && totals !== null;
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: {
      Title: `견적서 ${orderQuote.no}`,
      Author: orderQuote.provider.companyName,
      Subject: "견적서",
      Creator: orderQuote.provider.companyName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { regular, bold } = quoteFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const contentWidth = doc.page.width - PAGE_MARGIN * 2;

  // Title.
  doc.font("bold").fontSize(24).fillColor(INK).text("견 적 서", { align: "center", characterSpacing: 6 });
  const titleRule = doc.y + 4;
  doc
    .moveTo(PAGE_MARGIN + contentWidth / 2 - 80, titleRule)
    .lineTo(PAGE_MARGIN + contentWidth / 2 + 80, titleRule)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc.y = titleRule + 18;

  // Left: number, date and the receiver; right: the supplier (공급자).
  const headTop = doc.y;
  const leftWidth = contentWidth * 0.46;
  const receiver = [orderQuote.receiver.companyName, orderQuote.receiver.name].filter(Boolean).join(" ");
  doc.font("regular").fontSize(10).fillColor(INK);
  doc.text(`견적번호  ${orderQuote.no}`, PAGE_MARGIN, headTop, { width: leftWidth });
  const [year, month, day] = orderQuote.date.split("-").map(Number);
  doc.text(`견적일자  ${year}년 ${month}월 ${day}일`, { width: leftWidth });
  doc.moveDown(0.8);
  doc
    .font("bold")
    .fontSize(13)
    .text(receiver ? `${receiver} 귀하` : "귀하", { width: leftWidth });
  const receiverRule = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, receiverRule)
    .lineTo(PAGE_MARGIN + leftWidth, receiverRule)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  doc.y = receiverRule + 8;
  doc.font("regular").fontSize(10).text("아래와 같이 견적합니다.", PAGE_MARGIN, doc.y, { width: leftWidth });
  const leftBottom = doc.y;

  const provider = orderQuote.provider;
  const rightLeft = PAGE_MARGIN + contentWidth * 0.5;
  doc.y = headTop;
  doc
    .font("bold")
    .fontSize(10)
    .text("공급자", rightLeft, headTop, { width: contentWidth * 0.5 });
  doc.y += 2;
  labelRows(doc, rightLeft, contentWidth * 0.5, 56, [
    ["등록번호", provider.businessNumber],
    ["상호", provider.companyName],
    ["대표자", provider.bossName],
    ["주소", provider.address],
    ["연락처", [provider.phone, provider.email].filter(Boolean).join(" · ")],
  ]);
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 14;

  // The total in words and numbers.
  if (pricesShown && totals) {
    labelRows(
      doc,
      PAGE_MARGIN,
      contentWidth,
      90,
      [["합계 금액", `${totals.grandTotalInWords} (₩${formatNumber(totals.grandTotal)})`]],
      { size: 11, strong: true },
    );
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        totals.taxableTotal > 0
          ? `면세 상품 ${formatWon(totals.exemptTotal)} · 과세 상품 ${formatWon(totals.taxableTotal)}(부가세 ${formatWon(totals.vatIncluded)} 포함) · 배송비 ${formatWon(totals.shippingTotal)}`
          : `면세 상품 ${formatWon(totals.exemptTotal)} · 배송비 ${formatWon(totals.shippingTotal)}`,
        PAGE_MARGIN,
        doc.y + 3,
        { width: contentWidth, align: "right" },
      );
    doc.moveDown(0.8);
  }

  // The lines.
  const columns: Column[] = pricesShown
    ? [
        { title: "No", width: 26, align: "center" },
        { title: "품명", width: 170, align: "left" },
        { title: "규격(옵션)", width: 95, align: "left" },
        { title: "수량", width: 38, align: "right" },
        { title: "단가", width: 70, align: "right" },
        { title: "금액", width: 78, align: "right" },
        { title: "과세", width: contentWidth - 477, align: "center" },
      ]
    : [
        { title: "No", width: 26, align: "center" },
        { title: "품명", width: 250, align: "left" },
        { title: "규격(옵션)", width: 140, align: "left" },
        { title: "수량", width: 50, align: "right" },
        { title: "과세", width: contentWidth - 466, align: "center" },
      ];
  doc.x = PAGE_MARGIN;
  tableRow(
    doc,
    columns,
    columns.map((column) => column.title),
    { head: true },
  );
  for (const [index, line] of lines.entries()) {
    const name = `${line.itemName}\n${line.sellerName}`;
    const base = [String(index + 1), name, line.optionName, formatNumber(line.quantity)];
    const money = pricesShown ? [formatNumber(line.unitPrice ?? 0), formatNumber(line.amount ?? 0)] : [];
    tableRow(doc, columns, [...base, ...money, TAX_TYPE_LABELS[line.taxType]]);
  }
  for (const box of shipping) {
    const fee = box.fee === null ? "" : box.fee === 0 ? "무료" : formatNumber(box.fee);
    const label = `배송비 · ${box.title}${box.shippingPaymentType === 2 ? " (착불)" : ""}`;
    const cells = pricesShown
      ? ["", label, "", "", "", box.shippingPaymentType === 2 ? `(${fee})` : fee, ""]
      : ["", label, "", "", ""];
    tableRow(doc, columns, cells);
  }

  if (pricesShown && totals) {
    doc.moveDown(0.6);
    const rows: [string, string][] = [["상품 합계", formatWon(totals.itemTotal)]];
    if (totals.taxableTotal > 0) {
      rows.push(["면세 상품", formatWon(totals.exemptTotal)]);
      rows.push(["과세 상품", `${formatWon(totals.taxableTotal)} (부가세 ${formatWon(totals.vatIncluded)} 포함)`]);
    }
    rows.push(["배송비", formatWon(totals.shippingTotal)]);
    if (totals.onDeliveryShipping > 0)
      rows.push(["착불 배송비", `${formatWon(totals.onDeliveryShipping)} (수령 시 지불)`]);
    rows.push(["합계", formatWon(totals.grandTotal)]);
    const width = contentWidth * 0.5;
    if (doc.y + rows.length * 18 > doc.page.height - PAGE_MARGIN) doc.addPage();
    labelRows(doc, PAGE_MARGIN + contentWidth - width, width, 80, rows);
  }

  // The sellers' business numbers and the notes.
  doc.x = PAGE_MARGIN;
  doc.moveDown(1);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text("판매자 사업자등록번호", PAGE_MARGIN, doc.y, { width: contentWidth });
  doc.font("regular").fontSize(9);
  for (const seller of orderQuote.businessNumbers) {
    doc.text(`${seller.sellerName} (대표 ${seller.bossName})  ${seller.businessNumber}`, { width: contentWidth });
  }
  doc.moveDown(0.8);
  doc.font("bold").fontSize(10).text("안내", { width: contentWidth });
  doc.font("regular").fontSize(9).fillColor(MUTED);
  for (const note of notes) doc.text(`· ${note}`, { width: contentWidth });

  doc.end();
  return finished;
}
