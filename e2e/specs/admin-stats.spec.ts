import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, test } from "../fixtures/shop.fixture";
import { joinViaApi, newMember } from "../pages/account-page";
import { signInAsNewStaff } from "../pages/admin-page";
import { placeMemberOrder } from "../pages/order-cancel-page";
import { pickOrderItems } from "../pages/order-page";

// The back office's numbers (issue 14 item 6) at 1280 px: an operator opens 매출 통계, a shopper pays for an order
// meanwhile, and today's paid amount on the page and in its .xlsx download has grown by at least that order's total;
// the chart's library is fetched on this page only, never by a shop page.

/** "1,234,500원" → 1234500. */
const wonValue = (text: string | null) => Number((text ?? "").replace(/[^\d-]/g, ""));

test.describe("매출 통계", { tag: "@pc" }, () => {
  // Join, an order through the sandbox's payment window, a sign-in.
  test.slow();

  test("운영자가 매출 통계에서 방금 결제된 주문이 오늘 결제 금액에 더해진 것을 보고 엑셀로 받는다", async ({
    page,
    request,
  }) => {
    const shopRequests: string[] = [];
    const recordShop = (req: { url(): string }) => shopRequests.push(new URL(req.url()).pathname);
    page.on("request", recordShop);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    page.off("request", recordShop);

    await signInAsNewStaff(page, "ROLE_ADMIN");
    const adminRequests: string[] = [];
    page.on("request", (req) => adminRequests.push(new URL(req.url()).pathname));
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "매출 통계" }).click();
    await expect(page.getByRole("heading", { name: "매출 통계", level: 1 })).toBeVisible();
    const paid = page.getByTestId("today-paid");
    const before = wonValue(await paid.textContent());

    const { dear } = await pickOrderItems(request);
    const member = newMember("sts");
    await joinViaApi(request, member);
    const order = await placeMemberOrder(request, member, [dear]);
    expect(order.total).toBeGreaterThan(0);

    await page.reload();
    const after = wonValue(await paid.textContent());
    expect(after).toBeGreaterThanOrEqual(before + order.total);
    await expect(page.getByTestId("today-orders")).not.toHaveText("0건");

    // The chart draws in the browser, from a chunk only this page fetches.
    await expect(page.locator(".recharts-surface").first()).toBeVisible();
    const chartChunks = adminRequests.filter((path) => /daily-chart/.test(path));
    expect(chartChunks.length).toBeGreaterThan(0);
    expect(shopRequests.length).toBeGreaterThan(3);
    expect(shopRequests.filter((path) => /daily-chart|recharts/.test(path))).toEqual([]);

    // The per-seller and per-kind tables list today's sales with a total row.
    await expect(page.getByRole("table", { name: "판매사별 매출" }).getByRole("row", { name: /합계/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "축종별 매출" }).getByRole("row")).not.toHaveCount(1);

    // The .xlsx: today's row of the 일별 sheet carries at least the order's amount, as a number.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "엑셀 다운로드" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^매출통계_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const daily = workbook.getWorksheet("일별");
    if (!daily) throw new Error("no 일별 sheet");
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date()),
    );
    let paidInFile = -1;
    daily.eachRow((row) => {
      if (row.getCell(1).value === today) paidInFile = Number(row.getCell(3).value);
    });
    expect(paidInFile).toBeGreaterThanOrEqual(after);
  });

  test("정산 관리에서 판매사별 정산 금액을 보고 엑셀로 받는다", async ({ page }) => {
    await signInAsNewStaff(page, "ROLE_ADMIN");
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "정산 관리" }).click();
    await expect(page.getByRole("heading", { name: "정산 관리", level: 1 })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "정산 금액" })).toBeVisible();
    // The per-seller row (the lines below also name sellers, once an earlier test's order was paid this month).
    const sellerRow = page.getByRole("row").filter({ hasText: "(주)대관령한우" }).filter({ hasText: "%" });
    await expect(sellerRow).toHaveCount(1);
    await expect(sellerRow).toContainText("10%");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "엑셀 다운로드" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^정산_\d{4}-\d{2}\.xlsx$/);
  });
});
