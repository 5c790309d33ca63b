import type { AdminDashboard, AdminSettlements } from "@shop/contracts/admin-stats";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer } from "../../test/auth-client.js";
import { demoCatalog } from "../../test/demo-catalog.js";
import { multipartPayload } from "../../test/multipart.js";
import { deliveredOrder, paidOrder, shopOrigin } from "../../test/orders.js";
import { type SignedInStaff, signedInStaff, staffBearer } from "../../test/staff-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The back office's numbers (issue 14 item 6) through the real routes: orders placed and paid through checkout and
// the payment sandbox, a line cancelled through the shopper's cancel, then the dashboard and settlements as operators
// and sellers read them, and their .xlsx files read back.

let t: TestApp;
let admin: SignedInStaff;
const SELLER_A = 10_000_001;

const catalog = demoCatalog();
const ofSellerA = catalog.displayed.filter((item) => item.sellerId === SELLER_A && item.deliveryType === 1);
const itemA = ofSellerA[0]!;
const itemA2 = ofSellerA[1]!;
const itemB = catalog.displayed.find(
  (item) => item.sellerId !== SELLER_A && item.deliveryType === 1 && (item.stock ?? 0) > 10,
)!;
const SELLER_B = itemB.sellerId;

beforeAll(async () => {
  t = await createTestApp();
  await shopOrigin(t.app);
  admin = await signedInStaff(t, { role: "ROLE_ADMIN" });
});
afterAll(async () => {
  await t.close();
});

async function memberToken() {
  const { user } = await createMember(t.db);
  const { token } = await t.app.services.sessions.issueToken(t.db, {
    userId: user.id,
    role: "ROLE_USER",
    loginType: "NORMAL",
  });
  return token;
}

const get = (url: string, staff: { token: string }) =>
  t.app.inject({ method: "GET", url, headers: staffBearer(staff) });

async function dashboard(staff: { token: string }, query = ""): Promise<AdminDashboard> {
  const res = await get(`/api/admin/dashboard${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function settlements(staff: { token: string }, query = ""): Promise<AdminSettlements> {
  const res = await get(`/api/admin/settlements${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The values of a sheet's row whose first cell is `first`. */
function rowStartingWith(sheet: ExcelJS.Worksheet, first: string): unknown[] {
  let found: unknown[] | undefined;
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values[0] === first) found = values;
  });
  if (!found) throw new Error(`no row ${first} in ${sheet.name}`);
  return found;
}

describe("guards", () => {
  const urls = [
    "/api/admin/dashboard",
    "/api/admin/dashboard.xlsx",
    "/api/admin/settlements",
    "/api/admin/settlements.xlsx",
  ];

  it.each(urls)("%s: 401 without a staff session, 403 for customer service", async (url) => {
    const none = await t.app.inject({ method: "GET", url });
    expect(none.statusCode).toBe(401);
    const cs = await signedInStaff(t, { role: "ROLE_CS" });
    const refused = await get(url, cs);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/권한/);
  });

  it.each([
    ["/api/admin/dashboard?from=2026-02-30", "조회 시작일을 다시 선택해 주세요."],
    [
      "/api/admin/dashboard?from=2026-03-05&to=2026-03-01",
      "조회 시작일이 종료일보다 늦습니다. 조회 기간을 다시 선택해 주세요.",
    ],
    ["/api/admin/dashboard?from=2024-01-01&to=2026-01-01", "조회 기간은 최대 1년까지 선택할 수 있습니다."],
    ["/api/admin/settlements?month=2026-13", "정산 월을 다시 선택해 주세요."],
    ["/api/admin/settlements?size=500", undefined],
  ])("%s: 400 in Korean", async (url, message) => {
    const res = await get(url, admin);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it("an operator's filter by a seller that does not exist: 404", async () => {
    expect((await get("/api/admin/dashboard?sellerId=12345", admin)).statusCode).toBe(404);
    expect((await get("/api/admin/settlements?sellerId=12345", admin)).statusCode).toBe(404);
  });
});

describe("the numbers of orders paid and cancelled today", () => {
  const today = formatKoreaDate(new Date());
  let before: AdminDashboard;
  let beforeSettlement: AdminSettlements;
  let paidTotal = 0;
  let paidOfA = 0;
  let refund = 0;
  let codes: string[] = [];

  beforeAll(async () => {
    before = await dashboard(admin);
    beforeSettlement = await settlements(admin, `?sellerId=${SELLER_A}`);
    const token = await memberToken();
    // One order across two sellers (two lines of A, one of B) and one of A alone.
    const mixed = await paidOrder(t, token, [
      { itemId: itemA.id, quantity: 2 },
      { itemId: itemA2.id },
      { itemId: itemB.id },
    ]);
    const single = await paidOrder(t, token, [{ itemId: itemA.id }]);
    codes = [mixed.orderCode, single.orderCode];
    const detail = async (code: string) =>
      (
        await t.app.inject({ method: "GET", url: `/api/order/detail?orderCode=${code}`, headers: bearer(token) })
      ).json();
    for (const code of codes) paidTotal += (await detail(code)).orderPrice.orderPayAmount;
    // A partial cancel: the B line of the mixed order.
    const lineB = mixed.lines.find((line) => line.itemUserCode === itemB.itemUserCode)!;
    const cancelled = await t.app.inject({
      method: "POST",
      url: "/api/order/cancel",
      headers: bearer(token),
      payload: { orderCode: mixed.orderCode, orderItemIds: [lineB.orderItemId], reason: "change_of_mind" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    refund = cancelled.json().claim.refundAmount;
    expect(refund).toBeGreaterThan(0);
    const after = await dashboard(admin);
    paidOfA =
      (after.sellers.find((row) => row.sellerId === SELLER_A)?.paidAmount ?? 0) -
      (before.sellers.find((row) => row.sellerId === SELLER_A)?.paidAmount ?? 0);
  });

  it("today's row and the total count both orders with what they paid, and the partial cancel once", async () => {
    const after = await dashboard(admin);
    const delta = (pick: (day: AdminDashboard["today"]) => number) => pick(after.today) - pick(before.today);
    expect(after.today.day).toBe(today);
    expect(delta((d) => d.orderCount)).toBe(2);
    expect(delta((d) => d.paidAmount)).toBe(paidTotal);
    expect(delta((d) => d.cancelCount)).toBe(1);
    expect(delta((d) => d.cancelAmount)).toBe(refund);
    expect(delta((d) => d.netAmount)).toBe(paidTotal - refund);
    const todayRow = after.days.find((day) => day.day === today)!;
    expect(todayRow).toEqual(after.today);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)?.day).toBe(today);
    // The total is the sum of the days; the sellers add up to it too.
    const sum = (rows: { paidAmount: number }[]) => rows.reduce((total, row) => total + row.paidAmount, 0);
    expect(after.total.paidAmount).toBe(sum(after.days));
    expect(sum(after.sellers)).toBe(after.total.paidAmount);
    expect(after.sellers.reduce((total, row) => total + row.cancelAmount, 0)).toBe(after.total.cancelAmount);
  });

  it("per seller: the cancelled line's refund is its seller's; per livestock kind the lines' own amounts", async () => {
    const after = await dashboard(admin);
    const sellerDelta = (id: number, pick: (row: AdminDashboard["sellers"][number]) => number) =>
      pick(after.sellers.find((row) => row.sellerId === id)!) -
      (before.sellers.find((row) => row.sellerId === id)
        ? pick(before.sellers.find((row) => row.sellerId === id)!)
        : 0);
    expect(sellerDelta(SELLER_A, (row) => row.orderCount)).toBe(2);
    expect(sellerDelta(SELLER_A, (row) => row.cancelCount)).toBe(0);
    expect(sellerDelta(SELLER_B, (row) => row.orderCount)).toBe(1);
    expect(sellerDelta(SELLER_B, (row) => row.cancelCount)).toBe(1);
    expect(sellerDelta(SELLER_B, (row) => row.cancelAmount)).toBe(refund);
    expect(after.sellers.find((row) => row.sellerId === SELLER_A)?.sellerName).toBe("(주)대관령한우");

    const kindOf = (livestock: string) => after.livestock.find((row) => row.livestock === livestock);
    expect(kindOf(itemA.livestock)?.livestockName).toBeTruthy();
    const lineSum = after.livestock.reduce((total, row) => total + row.paidAmount, 0);
    // Shipping belongs to no kind: the kinds add up to at most what was paid.
    expect(lineSum).toBeLessThanOrEqual(after.total.paidAmount);
    expect(kindOf(itemB.livestock)?.cancelCount).toBeGreaterThanOrEqual(1);
  });

  it("a seller's staff see their own seller only; another seller's id answers 404", async () => {
    const seller = await signedInStaff(t, { role: "ROLE_SELLER", sellerId: SELLER_A });
    const own = await dashboard(seller);
    expect(own.sellerId).toBe(SELLER_A);
    expect(own.sellers.map((row) => row.sellerId)).toEqual([SELLER_A]);
    expect(own.total.newMembers).toBeNull();
    expect(own.today.newMembers).toBeNull();
    const operatorView = (await dashboard(admin)).sellers.find((row) => row.sellerId === SELLER_A)!;
    expect(own.total.paidAmount).toBe(operatorView.paidAmount);
    expect(own.total.cancelAmount).toBe(0);
    expect(await dashboard(seller, `?sellerId=${SELLER_A}`)).toEqual(own);
    expect((await get(`/api/admin/dashboard?sellerId=${SELLER_B}`, seller)).statusCode).toBe(404);
    expect((await get(`/api/admin/dashboard.xlsx?sellerId=${SELLER_B}`, seller)).statusCode).toBe(404);
    expect((await get(`/api/admin/settlements?sellerId=${SELLER_B}`, seller)).statusCode).toBe(404);
    expect((await get(`/api/admin/settlements.xlsx?sellerId=${SELLER_B}`, seller)).statusCode).toBe(404);

    const month = await settlements(seller);
    expect(month.sellers.map((row) => row.sellerId)).toEqual([SELLER_A]);
    expect(month.lines.list.every((line) => line.sellerId === SELLER_A)).toBe(true);
  });

  it("new members count on the day they joined (operators)", async () => {
    const start = await dashboard(admin);
    await createMember(t.db);
    await createMember(t.db);
    const after = await dashboard(admin);
    expect((after.today.newMembers ?? 0) - (start.today.newMembers ?? 0)).toBe(2);
    expect((after.total.newMembers ?? 0) - (start.total.newMembers ?? 0)).toBe(2);
  });

  it("the month's settlement: paid − refunds − commission = payout at the seller's rate, with its lines paged", async () => {
    const month = await settlements(admin, `?sellerId=${SELLER_A}&size=1`);
    const row = month.sellers.find((seller) => seller.sellerId === SELLER_A)!;
    const was = beforeSettlement.sellers.find((seller) => seller.sellerId === SELLER_A)!;
    expect(row.commissionRateBp).toBe(1000);
    expect(row.commissionRateLabel).toBe("10%");
    expect(row.paidAmount - was.paidAmount).toBe(paidOfA);
    expect(row.netSales).toBe(row.paidAmount - row.refundAmount);
    expect(row.commission).toBe(Math.floor((row.netSales * 1000 + 5000) / 10_000));
    expect(row.payout).toBe(row.netSales - row.commission);
    expect(month.total.payout).toBe(row.payout);
    // Two orders of A this month at least: one line a page.
    expect(month.lines.list).toHaveLength(1);
    expect(month.lines.pagination.totalCount).toBeGreaterThanOrEqual(2);
    const all = await settlements(admin, `?sellerId=${SELLER_A}&size=100`);
    expect(all.lines.list.reduce((sum, line) => sum + line.amount, 0)).toBe(row.netSales);
    expect(all.lines.list.map((line) => line.orderCode)).toEqual(expect.arrayContaining(codes));

    // Seller B's refund is a negative line of kind 취소; the cooperative's own seller pays no commission.
    const everyone = await settlements(admin, "?size=100");
    const refundLine = everyone.lines.list.find((line) => line.kind === "cancel" && line.orderCode === codes[0]);
    expect(refundLine).toMatchObject({ sellerId: SELLER_B, amount: -refund, kindLabel: "취소" });
    expect(everyone.sellers.find((seller) => seller.sellerId === 90_000_000)?.commissionRateBp).toBe(0);
    expect(everyone.total.payout).toBe(everyone.sellers.reduce((sum, seller) => sum + seller.payout, 0));
  });

  it("the dashboard's .xlsx opens with the same numbers", async () => {
    const numbers = await dashboard(admin);
    const res = await get("/api/admin/dashboard.xlsx", admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(`sales-stats_${numbers.from}_${numbers.to}.xlsx`);
    const workbook = await workbookOf(res.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["일별", "판매사별", "축종별"]);
    const daily = workbook.getWorksheet("일별")!;
    const header = rowStartingWith(daily, "일자");
    expect(header).toEqual([
      "일자",
      "주문 수",
      "결제 금액",
      "취소 건수",
      "취소 금액",
      "반품 건수",
      "반품 금액",
      "순매출",
      "신규 회원",
    ]);
    expect(rowStartingWith(daily, today)).toEqual([
      today,
      numbers.today.orderCount,
      numbers.today.paidAmount,
      numbers.today.cancelCount,
      numbers.today.cancelAmount,
      numbers.today.returnCount,
      numbers.today.returnAmount,
      numbers.today.netAmount,
      numbers.today.newMembers,
    ]);
    const total = rowStartingWith(daily, "합계");
    expect(total[2]).toBe(numbers.total.paidAmount);
    const sellers = workbook.getWorksheet("판매사별")!;
    const rowA = rowStartingWith(sellers, "(주)대관령한우");
    expect(rowA[2]).toBe(numbers.sellers.find((row) => row.sellerId === SELLER_A)!.paidAmount);
    let format = "";
    daily.eachRow((row) => {
      if (row.getCell(1).value === today) format = row.getCell(3).numFmt;
    });
    expect(format).toBe("#,##0");
  });

  it("the settlements' .xlsx opens with the same numbers and every line", async () => {
    const month = await settlements(admin, "?size=100");
    const res = await get("/api/admin/settlements.xlsx", admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`settlements_${month.month}.xlsx`);
    const workbook = await workbookOf(res.rawPayload);
    const summary = workbook.getWorksheet("정산")!;
    const rowA = month.sellers.find((row) => row.sellerId === SELLER_A)!;
    expect(rowStartingWith(summary, "(주)대관령한우")).toEqual([
      "(주)대관령한우",
      "10%",
      rowA.orderCount,
      rowA.paidAmount,
      rowA.refundAmount,
      rowA.netSales,
      rowA.commission,
      rowA.payout,
    ]);
    expect(rowStartingWith(summary, "합계").at(-1)).toBe(month.total.payout);
    const detail = workbook.getWorksheet("정산 내역")!;
    const lines: unknown[][] = [];
    let headerSeen = false;
    detail.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      if (headerSeen) lines.push(values);
      if (values[0] === "일시") headerSeen = true;
    });
    expect(lines).toHaveLength(month.lines.pagination.totalCount);
    expect(lines.map((line) => [line[1], line[2], line[4]])).toEqual(
      month.lines.list.map((line) => [line.kindLabel, line.orderCode, line.amount]),
    );
  });

  it("a return counts on the day its refund completed, with the money given back", async () => {
    const start = await dashboard(admin);
    const token = await memberToken();
    const hanwoo = catalog.displayed.find((item) => item.livestock === "hanwoo" && (item.stock ?? 0) > 20)!;
    const { orderCode, orderItemId } = await deliveredOrder(t, token, hanwoo.id);
    const { payload, headers } = multipartPayload(
      {
        orderCode,
        orderItemIds: String(orderItemId),
        reason: "defective",
        detail: "포장이 부풀어 있었어요",
        pickupName: "김반품",
        pickupPhone: "01098765432",
        pickupPostcode: "06236",
        pickupAddress: "서울특별시 강남구 테헤란로 152",
        pickupAddressDetail: "12층",
      },
      [{ field: "photos", filename: "상한 고기.png", contentType: "image/png", data: drawReviewPhoto(3) }],
    );
    const applied = await t.app.inject({
      method: "POST",
      url: "/api/order/return-apply",
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const claimId = applied.json().claim.claimId as number;
    const refund = applied.json().claim.refundAmount as number;
    const dev = (action: string) =>
      t.app.inject({ method: "POST", url: `/api/dev/order-claims/${claimId}`, payload: { action } });
    // Asked for, not yet refunded: not counted.
    expect((await dashboard(admin)).today.returnCount).toBe(start.today.returnCount);
    expect((await dev("collect")).statusCode).toBe(200);
    expect((await dev("complete")).statusCode).toBe(200);

    const after = await dashboard(admin);
    expect(after.today.orderCount - start.today.orderCount).toBe(1);
    expect(after.today.returnCount - start.today.returnCount).toBe(1);
    expect(after.today.returnAmount - start.today.returnAmount).toBe(refund);
    const kind = (numbers: AdminDashboard) => numbers.livestock.find((row) => row.livestock === "hanwoo");
    expect((kind(after)?.returnCount ?? 0) - (kind(start)?.returnCount ?? 0)).toBe(1);
  });
});
