import type { Quote } from "@shop/contracts/quote";
import { formatNumber, formatWon } from "@shop/core/format/number";
import { TAX_TYPE_LABELS } from "@shop/core/order/sales-ledger";
import {
  type Column,
  documentTitle,
  INK,
  labelRows,
  MUTED,
  PAGE_MARGIN,
  startPdf,
  tableRow,
} from "../../lib/pdf-document.js";

// The quote (견적서) as an A4 PDF, with the shop's document pieces (lib/pdf-document.ts: Pretendard, tables).

/** The quote as a PDF file's bytes. */
export async function renderQuotePdf(quote: Quote): Promise<Buffer> {
  const { orderQuote, lines, shipping, totals, notes } = quote;
  const pricesShown = orderQuote.isPriceDisplayInQuote && totals !== null;
  const { doc, finished, contentWidth } = startPdf({
    title: `견적서 ${orderQuote.no}`,
    author: orderQuote.provider.companyName,
    subject: "견적서",
  });
  documentTitle(doc, "견 적 서", contentWidth);

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
