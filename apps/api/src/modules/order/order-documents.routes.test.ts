import ExcelJS from "exceljs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, type MemberOverrides } from "../../db/seed/account.factory.js";
import { seededCompany } from "../../db/seed/content-seed.js";
import { bearer, signedPost } from "../../test/auth-client.js";
import { type DemoItem, demoCatalog } from "../../test/demo-catalog.js";
import { paidOrder } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// An order's documents (decision 032) through the real routes, on orders placed and paid through the sandbox window
// as a shopper does: the tax bills of a company buyer's order, the transaction statement and its PDF, the ledger as
// .xlsx (read back with exceljs) and the counterparty sheet; owners only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalog = demoCatalog();
const inStock = (item: DemoItem) => (item.stock ?? 0) > 20;
const RAW_MEAT = ["hanwoo", "handon", "imported"];
const PROCESSED = ["meat-processing", "meat-processing-private", "pb"];

/** A raw-meat item and a processed one of another seller, both displayed and in stock. */
function pickItems() {
  const meat = catalog.displayed.find((item) => inStock(item) && RAW_MEAT.includes(item.livestock));
  const ham = catalog.displayed.find(
    (item) => inStock(item) && PROCESSED.includes(item.livestock) && item.sellerId !== meat?.sellerId,
  );
  if (!meat || !ham) throw new Error("the demo catalog has no such items");
  return { meat, ham };
}

const BUSINESS: MemberOverrides = { userType: "BUSINESS", businessNumber: "1248100998", companyName: "한우마을식당" };

async function memberToken(overrides: MemberOverrides = {}) {
  const { user: member } = await createMember(t.db, overrides);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: member.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return { member, token };
}

function get(url: string, token?: string) {
  return t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}

function expectKoreanError(res: { statusCode: number; json(): { message: string } }, status: number, message?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  if (message) expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(/[가-힣]/);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  await pdf.destroy();
  return pages.join("\n");
}

/** A company buyer's paid order of raw meat and a processed item of two sellers. */
async function companyOrder() {
  const buyer = await memberToken(BUSINESS);
  const { meat, ham } = pickItems();
  const order = await paidOrder(t, buyer.token, [
    { itemId: meat.id, quantity: 2 },
    { itemId: ham.id, quantity: 1 },
  ]);
  const detail = (await get(`/api/order/detail?orderCode=${order.orderCode}`, buyer.token)).json();
  return {
    ...buyer,
    meat,
    ham,
    orderCode: order.orderCode,
    orderPayAmount: detail.orderPrice.orderPayAmount as number,
  };
}

describe("GET /api/taxissue/{orderCode} and /api/taxissue/count/{orderCode}", () => {
  it("bills each seller's supply: a 계산서 for raw meat, a 세금계산서 with VAT for processed goods", async () => {
    const { token, meat, ham, orderCode, orderPayAmount } = await companyOrder();
    const res = await get(`/api/taxissue/${orderCode}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const bills = res.json();
    expect(bills.orderCode).toBe(orderCode);

    const meatBill = bills.list.find(
      (bill: { supplier: { sellerId: number } }) => bill.supplier.sellerId === meat.sellerId,
    );
    const hamBill = bills.list.find(
      (bill: { supplier: { sellerId: number } }) => bill.supplier.sellerId === ham.sellerId,
    );
    expect(meatBill).toMatchObject({ title: "전자계산서", taxType: "taxFree", vatAmount: 0, receiptKind: "영수" });
    expect(meatBill.supplyAmount).toBe(meatBill.totalAmount);
    expect(hamBill).toMatchObject({ title: "전자세금계산서", taxType: "taxable" });
    expect(hamBill.vatAmount).toBeGreaterThan(0);
    expect(hamBill.supplyAmount + hamBill.vatAmount).toBe(hamBill.totalAmount);

    for (const bill of bills.list) {
      expect(bill.billNo).toMatch(new RegExp(`^${orderCode}-\\d$`));
      expect(bill.supplier.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
      expect(bill.buyer).toMatchObject({ companyName: "한우마을식당", businessNumber: "124-81-00998" });
      expect(bill.rows.every((row: { sellerId: number }) => row.sellerId === bill.supplier.sellerId)).toBe(true);
      expect(bill.rows.reduce((sum: number, row: { paidAmount: number }) => sum + row.paidAmount, 0)).toBe(
        bill.totalAmount,
      );
    }
    // Every won paid is on exactly one bill.
    expect(bills.totalAmount).toBe(orderPayAmount);
    expect(bills.supplyAmount + bills.vatAmount).toBe(bills.totalAmount);

    const count = (await get(`/api/taxissue/count/${orderCode}`, token)).json();
    expect(count).toEqual({
      orderCode,
      count: bills.list.length,
      taxableCount: bills.list.filter((bill: { taxType: string }) => bill.taxType === "taxable").length,
      taxFreeCount: bills.list.filter((bill: { taxType: string }) => bill.taxType === "taxFree").length,
    });
  });

  it("is the owner's: 404 for another company buyer, 403 for a personal member, 401 for a guest; 400 for a bad code", async () => {
    const { orderCode } = await companyOrder();
    const stranger = await memberToken({ ...BUSINESS, businessNumber: "2208162517" });
    expectKoreanError(await get(`/api/taxissue/${orderCode}`, stranger.token), 404, "주문 내역을 찾을 수 없습니다.");
    expectKoreanError(await get(`/api/taxissue/count/${orderCode}`, stranger.token), 404);
    const personal = await memberToken();
    const refusal = "세금계산서는 사업자 회원만 조회할 수 있습니다.";
    expectKoreanError(await get(`/api/taxissue/${orderCode}`, personal.token), 403, refusal);
    expectKoreanError(await get(`/api/taxissue/count/${orderCode}`, personal.token), 403, refusal);
    expectKoreanError(await get(`/api/taxissue/${orderCode}`), 401);
    expectKoreanError(await get("/api/taxissue/not-a-code", stranger.token), 400);
  });
});

describe("GET /api/order/statement/{orderCode} and its PDF", () => {
  it("states the paid order with the cooperative as supplier; the PDF says the same", async () => {
    const { token, orderCode, orderPayAmount, meat } = await companyOrder();
    const res = await get(`/api/order/statement/${orderCode}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json();
    expect(statement).toMatchObject({
      statementNo: `S${orderCode}`,
      orderCode,
      supplier: { companyName: seededCompany.companyName, businessNumber: seededCompany.companyNumber },
      buyer: { companyName: "한우마을식당", businessNumber: "124-81-00998" },
    });
    expect(statement.totals.totalAmount).toBe(orderPayAmount);
    expect(statement.totalInWords).toMatch(/^일금 .+원정$/);
    expect(statement.sellers.map((seller: { sellerId: number }) => seller.sellerId)).toContain(meat.sellerId);

    const pdf = await get(`/api/order/statement/${orderCode}/pdf`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(encodeURIComponent(`거래명세서_${orderCode}.pdf`));
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, "");
    expect(text).toContain("거래명세서");
    expect(text).toContain(orderCode);
    expect(text).toContain(seededCompany.companyNumber);
    expect(text).toContain(orderPayAmount.toLocaleString("ko-KR"));
  });

  it("is any member's for their own order, 404 for anyone else's, 401 for a guest", async () => {
    const personal = await memberToken();
    const { meat } = pickItems();
    const { orderCode } = await paidOrder(t, personal.token, [{ itemId: meat.id }]);
    expect((await get(`/api/order/statement/${orderCode}`, personal.token)).statusCode).toBe(200);
    const stranger = await memberToken();
    expectKoreanError(await get(`/api/order/statement/${orderCode}`, stranger.token), 404);
    expectKoreanError(await get(`/api/order/statement/${orderCode}/pdf`, stranger.token), 404);
    expectKoreanError(await get(`/api/order/statement/${orderCode}`), 401);
  });
});

describe("GET /api/order/sales-ledger/xlsx", () => {
  it("writes the ledger's rows under Korean headers with won formats and totals that a workbook reader reads back", async () => {
    const { token, orderCode } = await companyOrder();
    const ledger = (await get("/api/order/sales-ledger?size=100", token)).json();
    const res = await get("/api/order/sales-ledger/xlsx", token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const { from, to } = ledger.period;
    expect(res.headers["content-disposition"]).toContain(encodeURIComponent(`거래원장_${from}_${to}.xlsx`));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("거래원장")!;
    expect(sheet).toBeDefined();
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    let headerRow = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value === "결제일") headerRow = n;
    });
    expect(values(headerRow)).toEqual([
      "결제일",
      "주문번호",
      "구분",
      "판매자",
      "상품코드",
      "상품명",
      "옵션",
      "수량",
      "단가",
      "금액",
      "쿠폰 할인",
      "적립금 사용",
      "결제 금액",
      "과세 구분",
      "공급가액",
      "부가세",
    ]);
    expect(values(2)).toEqual(["조회 기간", `${from} ~ ${to}`]);

    const dataRows = ledger.list.length as number;
    for (const [index, row] of (ledger.list as Array<Record<string, string | number>>).entries()) {
      const cells = sheet.getRow(headerRow + 1 + index);
      expect(cells.getCell(2).value).toBe(row.orderCode);
      expect(cells.getCell(13).value).toBe(row.paidAmount);
      expect(cells.getCell(13).numFmt).toBe("#,##0");
      expect(cells.getCell(14).value).toBe(row.taxTypeLabel);
      expect(cells.getCell(16).value).toBe(row.vatAmount);
    }
    expect(ledger.list.some((row: { orderCode: string }) => row.orderCode === orderCode)).toBe(true);

    const total = sheet.getRow(headerRow + 1 + dataRows);
    expect(total.getCell(1).value).toBe("합계");
    expect(total.getCell(13).value).toEqual({
      formula: `SUM(M${headerRow + 1}:M${headerRow + dataRows})`,
      result: ledger.totals.paidAmount,
    });
    expect(total.getCell(16).value).toMatchObject({ result: ledger.totals.vatAmount });
    const summary = new Map<unknown, unknown>();
    sheet.eachRow((row) => summary.set(row.getCell(1).value, row.getCell(2).value));
    expect(summary.get("과세 공급가액")).toBe(ledger.totals.taxableSupplyAmount);
    expect(summary.get("부가세")).toBe(ledger.totals.vatAmount);
    expect(summary.get("면세 공급가액")).toBe(ledger.totals.taxFreeAmount);
    expect(summary.get("합계 (결제 금액)")).toBe(ledger.totals.totalAmount);
  });

  it("is for company buyers with a readable period: 403 personal, 400 bad period, 401 guest", async () => {
    const personal = await memberToken();
    expectKoreanError(
      await get("/api/order/sales-ledger/xlsx", personal.token),
      403,
      "거래 원장은 사업자 회원만 조회할 수 있습니다.",
    );
    const company = await memberToken(BUSINESS);
    expectKoreanError(
      await get("/api/order/sales-ledger/xlsx?from=2025-03-01&to=2026-03-01", company.token),
      400,
      "조회 기간은 최대 1년까지 선택할 수 있습니다.",
    );
    expectKoreanError(await get("/api/order/sales-ledger/xlsx?from=2026/01/01", company.token), 400);
    expectKoreanError(await get("/api/order/sales-ledger/xlsx"), 401);
  });
});

describe("GET /api/mypage/converse-business/download", () => {
  it("gives a company buyer the cooperative's registration details and the member's own as a PDF", async () => {
    const { token } = await memberToken(BUSINESS);
    const res = await get("/api/mypage/converse-business/download", token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="counterparty\.pdf"; filename\*=UTF-8''/);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, "");
    for (const expected of [
      "거래처등록정보",
      seededCompany.companyNumber,
      seededCompany.companyName,
      seededCompany.mailOrderNumber.replace(/\s+/g, ""),
      "124-81-00998",
      "한우마을식당",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("refuses a personal member (403) and a guest token (401)", async () => {
    const personal = await memberToken();
    expectKoreanError(
      await get("/api/mypage/converse-business/download", personal.token),
      403,
      "거래처 등록 서류는 사업자 회원만 내려받을 수 있습니다.",
    );
    const guest = await signedPost(t.app, "/api/auth/guest-token", {});
    expectKoreanError(await get("/api/mypage/converse-business/download", guest.json().token), 401);
  });
});
