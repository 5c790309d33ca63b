import type { OrderDetail } from "@shop/contracts/order";
import type { TaxBills } from "@shop/contracts/order-documents";
import { describe, expect, it } from "vitest";
import { apiError, type FakeRoutes, fakeApi } from "../../test/fake-api";
import { ORDER_DETAIL } from "../../test/order-fixtures";
import { TEST_ORIGIN, testShopper } from "../../test/shopper-requests";
import { loadOrderDocuments, loadSalesLedgerPage } from "./documents.server";

// The order page's documents and the ledger page on a fake API: which calls each makes for a company buyer, a
// personal member and an unpaid order, and how a refusal becomes the page's explanation.

const PAID: OrderDetail = {
  ...ORDER_DETAIL,
  status: "paid",
  statusLabel: "결제완료",
  payment: { ...ORDER_DETAIL.payment, method: "card", paidAt: "2026-11-15T01:05:00.000Z", virtualAccount: null },
};
const PATH = `/mypage/order/42/${PAID.orderCode}`;

const BILLS: TaxBills = { orderCode: PAID.orderCode, list: [], supplyAmount: 0, vatAmount: 0, totalAmount: 0 };

async function memberRequest(path: string) {
  const shopper = await testShopper({ member: true });
  return new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie: shopper.cookie } });
}

async function documentsOf(order: OrderDetail, path: string, routes: FakeRoutes) {
  const { context, calls } = fakeApi(routes);
  const documents = await loadOrderDocuments(await memberRequest(path), context, order);
  return { documents, calls: calls.map((call) => call.path) };
}

describe("loadOrderDocuments", () => {
  const count = { body: { orderCode: PAID.orderCode, count: 2, taxableCount: 1, taxFreeCount: 1 } };

  it("a company buyer's paid order: the statement and the number of tax bills, the bills only when asked", async () => {
    const closed = await documentsOf(PAID, PATH, { "GET /api/taxissue/count/26111512345678": count });
    expect(closed.documents).toEqual({
      orderCode: PAID.orderCode,
      statement: true,
      taxBillCount: 2,
      taxBills: null,
      cashReceipt: null,
    });
    expect(closed.calls).toEqual([`/api/taxissue/count/${PAID.orderCode}`]);

    const open = await documentsOf(PAID, `${PATH}?taxbill=1`, {
      "GET /api/taxissue/count/26111512345678": count,
      "GET /api/taxissue/26111512345678": { body: BILLS },
    });
    expect(open.documents.taxBills).toEqual(BILLS);
  });

  it("a personal member (403): the statement without a tax bill button, and no bills even when asked", async () => {
    const { documents, calls } = await documentsOf(PAID, `${PATH}?taxbill=1`, {
      "GET /api/taxissue/count/26111512345678": apiError(403, "세금계산서는 사업자 회원만 조회할 수 있습니다."),
    });
    expect(documents).toEqual({
      orderCode: PAID.orderCode,
      statement: true,
      taxBillCount: null,
      taxBills: null,
      cashReceipt: null,
    });
    expect(calls).toHaveLength(1);
  });

  it("a bank transfer with a receipt asked for: its cash receipt too", async () => {
    const bank: OrderDetail = {
      ...PAID,
      payment: { ...PAID.payment, method: "bank", cashReceipt: { type: "individual", number: "01012345678" } },
    };
    const receipt = {
      receiptType: "individual",
      receiptTypeLabel: "소득공제용",
      maskedReceiptNo: "*******5678",
      amount: 61_000,
      cancelledAmount: 0,
      balanceAmount: 61_000,
      supplyAmount: 10_000,
      vatAmount: 1_000,
      taxFreeAmount: 50_000,
      status: "issued",
      statusLabel: "발급 완료",
      approveNo: "123456789",
      issuedAt: "2026-11-15T01:06:00.000Z",
    };
    const { documents, calls } = await documentsOf(bank, PATH, {
      "GET /api/order/cash-receipt/26111512345678": { body: { receipt } },
      "GET /api/taxissue/count/26111512345678": count,
    });
    expect(documents.cashReceipt).toEqual(receipt);
    expect(calls).toEqual([`/api/order/cash-receipt/${PAID.orderCode}`, `/api/taxissue/count/${PAID.orderCode}`]);
  });

  it("an unpaid or cancelled order has no documents and asks nothing", async () => {
    for (const order of [ORDER_DETAIL, { ...PAID, status: "cancelled" as const }]) {
      const { documents, calls } = await documentsOf(order, PATH, {});
      expect(documents).toMatchObject({ statement: false, taxBillCount: null, taxBills: null });
      expect(calls).toEqual([]);
    }
  });
});

describe("loadSalesLedgerPage", () => {
  it("explains a personal member's refusal and a period the API will not read", async () => {
    const personal = fakeApi({
      "GET /api/order/sales-ledger": apiError(403, "거래 원장은 사업자 회원만 조회할 수 있습니다."),
    });
    const refused = await loadSalesLedgerPage(await memberRequest("/mypage/sales-ledger"), personal.context);
    expect(refused).toMatchObject({
      ledger: null,
      companyOnly: true,
      problem: "거래 원장은 사업자 회원만 조회할 수 있습니다.",
    });

    const badPeriod = fakeApi({
      "GET /api/order/sales-ledger": apiError(400, "조회 기간은 최대 1년까지 선택할 수 있습니다."),
    });
    const page = await loadSalesLedgerPage(
      await memberRequest("/mypage/sales-ledger?from=2025-01-01&to=2026-03-01&page=2"),
      badPeriod.context,
    );
    expect(page).toMatchObject({
      ledger: null,
      companyOnly: false,
      problem: "조회 기간은 최대 1년까지 선택할 수 있습니다.",
      filters: { from: "2025-01-01", to: "2026-03-01", page: 2, period: null },
    });
    expect(badPeriod.calls.map((call) => call.path)).toEqual([
      "/api/order/sales-ledger?from=2025-01-01&to=2026-03-01&page=2&size=20",
    ]);
  });
});
