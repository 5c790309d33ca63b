import type { OrderStatement } from "@shop/contracts/order-documents";
import { formatNumber, formatWon } from "@shop/core/format/number";
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

// An order's papers as A4 PDFs, with the shop's document pieces (lib/pdf-document.ts, shared with the cart's quote).

/** "2026-03-10" → "2026년 3월 10일". */
function dayText(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** The transaction statement (거래명세서) of an order as a PDF file's bytes. */
export async function renderStatementPdf(statement: OrderStatement): Promise<Buffer> {
  const { supplier, buyer, rows, totals } = statement;
  const { doc, finished, contentWidth } = startPdf({
    title: `거래명세서 ${statement.statementNo}`,
    author: supplier.companyName,
    subject: "거래명세서",
  });
  documentTitle(doc, "거 래 명 세 서", contentWidth);

  // Left: number, dates and the buyer; right: the supplier (공급자).
  const headTop = doc.y;
  const leftWidth = contentWidth * 0.46;
  doc.font("regular").fontSize(10).fillColor(INK);
  doc.text(`명세서번호  ${statement.statementNo}`, PAGE_MARGIN, headTop, { width: leftWidth });
  doc.text(`주문번호  ${statement.orderCode}`, { width: leftWidth });
  doc.text(`거래일자  ${dayText(statement.tradeDate)}`, { width: leftWidth });
  doc.text(`발행일자  ${dayText(statement.issuedDate)}`, { width: leftWidth });
  doc.moveDown(0.8);
  const receiver = [buyer.companyName, buyer.name].filter(Boolean).join(" ");
  doc.font("bold").fontSize(13).text(`${receiver} 귀하`, { width: leftWidth });
  if (buyer.businessNumber) {
    doc.font("regular").fontSize(9).text(`사업자등록번호 ${buyer.businessNumber}`, { width: leftWidth });
  }
  doc.font("regular").fontSize(10).text("아래와 같이 거래하였음을 확인합니다.", { width: leftWidth });
  const leftBottom = doc.y;

  const rightLeft = PAGE_MARGIN + contentWidth * 0.5;
  doc
    .font("bold")
    .fontSize(10)
    .text("공급자", rightLeft, headTop, { width: contentWidth * 0.5 });
  doc.y += 2;
  labelRows(doc, rightLeft, contentWidth * 0.5, 56, [
    ["등록번호", supplier.businessNumber],
    ["상호", supplier.companyName],
    ["대표자", supplier.bossName],
    ["주소", supplier.address],
    ["연락처", [supplier.phone, supplier.email].filter(Boolean).join(" · ")],
  ]);
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(leftBottom, doc.y) + 14;

  labelRows(
    doc,
    PAGE_MARGIN,
    contentWidth,
    90,
    [["합계 금액", `${statement.totalInWords} (₩${formatNumber(totals.totalAmount)})`]],
    { size: 11, strong: true },
  );
  doc.moveDown(0.8);

  const columns: Column[] = [
    { title: "No", width: 24, align: "center" },
    { title: "품목", width: 160, align: "left" },
    { title: "규격", width: 70, align: "left" },
    { title: "수량", width: 32, align: "right" },
    { title: "단가", width: 58, align: "right" },
    { title: "공급가액", width: 64, align: "right" },
    { title: "세액", width: 50, align: "right" },
    { title: "구분", width: contentWidth - 458, align: "center" },
  ];
  tableRow(
    doc,
    columns,
    columns.map((column) => column.title),
    { head: true },
  );
  for (const [index, row] of rows.entries()) {
    tableRow(doc, columns, [
      String(index + 1),
      `${row.itemName}\n${row.sellerName}`,
      row.optionName,
      formatNumber(row.quantity),
      formatNumber(row.unitPrice),
      formatNumber(row.supplyAmount),
      formatNumber(row.vatAmount),
      row.taxTypeLabel,
    ]);
  }

  doc.moveDown(0.6);
  const sums: [string, string][] = [["주문 금액", formatWon(totals.amount)]];
  if (totals.couponDiscount > 0) sums.push(["쿠폰 할인", `-${formatWon(totals.couponDiscount)}`]);
  if (totals.pointAmount > 0) sums.push(["적립금 사용", `-${formatWon(totals.pointAmount)}`]);
  sums.push(
    ["과세 공급가액", formatWon(totals.taxableSupplyAmount)],
    ["부가세", formatWon(totals.vatAmount)],
    ["면세 공급가액", formatWon(totals.taxFreeAmount)],
    ["합계", formatWon(totals.totalAmount)],
  );
  const width = contentWidth * 0.5;
  if (doc.y + sums.length * 18 > doc.page.height - PAGE_MARGIN) doc.addPage();
  labelRows(doc, PAGE_MARGIN + contentWidth - width, width, 90, sums);

  doc.x = PAGE_MARGIN;
  doc.moveDown(1);
  doc.font("bold").fontSize(10).fillColor(INK).text("판매자 사업자 정보", PAGE_MARGIN, doc.y, { width: contentWidth });
  doc.font("regular").fontSize(9);
  for (const seller of statement.sellers) {
    doc.text(`${seller.companyName} (대표 ${seller.bossName})  ${seller.businessNumber}  ${seller.address}`, {
      width: contentWidth,
    });
  }
  doc.moveDown(0.8);
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      "금액은 쿠폰과 적립금을 뺀 결제 금액입니다. 미가공 축산물·농산물은 부가가치세 면세, 가공식품은 과세(부가세 포함)입니다. " +
        "이 명세서는 세금계산서가 아니며, 사업자 회원은 주문 상세의 세금계산서에서 판매자별 (세금)계산서를 확인하실 수 있습니다.",
      { width: contentWidth },
    );

  doc.end();
  return finished;
}

/** The counterparty sheet (거래처 등록 정보) a company buyer registers the cooperative with. */
export interface ConverseBusinessSheet {
  issuedDate: string;
  cooperative: {
    companyName: string;
    bossName: string;
    businessNumber: string;
    address: string;
    mailOrderNumber: string;
    adminName: string;
    phone: string;
    hours: string;
    email: string;
  };
  buyer: { companyName: string; businessNumber: string; bossName: string; email: string; phone: string };
}

/** The counterparty sheet as a PDF file's bytes. */
export async function renderConverseBusinessPdf(sheet: ConverseBusinessSheet): Promise<Buffer> {
  const { cooperative, buyer } = sheet;
  const { doc, finished, contentWidth } = startPdf({
    title: "거래처 등록 정보",
    author: cooperative.companyName,
    subject: "거래처 등록 정보",
  });
  documentTitle(doc, "거래처 등록 정보", contentWidth);
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(INK)
    .text(`발행일자  ${dayText(sheet.issuedDate)}`, PAGE_MARGIN, doc.y, { width: contentWidth, align: "right" });
  doc.moveDown(0.8);

  const section = (title: string) => {
    doc.x = PAGE_MARGIN;
    doc.font("bold").fontSize(12).fillColor(INK).text(title, PAGE_MARGIN, doc.y, { width: contentWidth });
    doc.moveDown(0.3);
  };

  section("1. 공급자 사업자 정보");
  labelRows(doc, PAGE_MARGIN, contentWidth, 110, [
    ["상호", cooperative.companyName],
    ["대표자", cooperative.bossName],
    ["사업자등록번호", cooperative.businessNumber],
    ["사업장 주소", cooperative.address],
    ["통신판매업 신고번호", cooperative.mailOrderNumber],
  ]);
  doc.moveDown(1);

  section("2. 거래 담당 및 연락처");
  labelRows(doc, PAGE_MARGIN, contentWidth, 110, [
    ["담당자", cooperative.adminName],
    ["고객센터", [cooperative.phone, cooperative.hours].filter(Boolean).join(" · ")],
    ["이메일 (세금계산서 문의)", cooperative.email],
  ]);
  doc.moveDown(1);

  section("3. 결제 및 정산");
  labelRows(doc, PAGE_MARGIN, contentWidth, 110, [
    [
      "결제 방법",
      "주문마다 신용카드(법인카드), 실시간 계좌이체 또는 주문별로 발급되는 가상계좌로 결제합니다. 가상계좌는 주문마다 번호가 달라 따로 등록하실 입금 계좌가 없습니다.",
    ],
    [
      "증빙",
      "결제가 끝난 주문은 마이페이지 주문 상세에서 판매자별 전자세금계산서(과세)·전자계산서(면세)와 거래명세서를 내려받으실 수 있습니다.",
    ],
    ["거래 원장", "마이페이지 거래 원장에서 기간별 매입 내역을 엑셀(.xlsx)로 내려받으실 수 있습니다."],
  ]);
  doc.moveDown(1);

  section("4. 귀사 등록 정보 (회원 정보)");
  labelRows(doc, PAGE_MARGIN, contentWidth, 110, [
    ["상호", buyer.companyName],
    ["사업자등록번호", buyer.businessNumber],
    ["담당자", buyer.bossName],
    ["연락처", [buyer.phone, buyer.email].filter(Boolean).join(" · ")],
  ]);
  doc.moveDown(1);
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      "회원 정보가 바뀌었다면 마이페이지 회원정보 수정에서 고쳐 주세요. 사업자등록증 사본이 필요하시면 고객센터로 문의해 주세요.",
      PAGE_MARGIN,
      doc.y,
      { width: contentWidth },
    );

  doc.end();
  return finished;
}
