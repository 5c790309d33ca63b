import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember, type TestMember } from "../pages/account-page";
import { OrderDocumentsPanel, SalesLedgerPage, StatementPage } from "../pages/documents-page";
import { type MemberOrder, MyOrderDetailPage, orderPath, placeMemberOrder } from "../pages/order-cancel-page";
import { pickOrderItems, won } from "../pages/order-page";
import { DEMO_COMPANY_BUYER } from "../pages/private-order-page";

// SPEC §2 /mypage/order/invoice and the tax bill modal, §7 taxissue and sales-ledger; issue 13 item 3;
// docs/decisions/032: the demo company buyer pays an order, opens its tax bills and its transaction statement from
// the order page, downloads the statement's PDF, then finds the order in the ledger and downloads it as .xlsx.
// A personal member is told the ledger is for company buyers.

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A screenshot for review when E2E_SHOTS_DIR is set (e.g. /tmp/shots-documents). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
}

test.describe("증빙 서류", () => {
  // An order through the sandbox's payment window, a login, the order page, the statement and the ledger.
  test.slow();

  let items: Awaited<ReturnType<typeof pickOrderItems>>;
  test.beforeAll(async ({ request }) => {
    items = await pickOrderItems(request);
  });

  test("the demo company buyer opens an order's tax bill and statement and downloads the ledger .xlsx", async ({
    page,
    request,
  }, testInfo) => {
    const buyer: TestMember = {
      ...newMember("biz"),
      loginId: DEMO_COMPANY_BUYER.loginId,
      password: DEMO_COMPANY_BUYER.password,
    };
    const order: MemberOrder = await placeMemberOrder(request, buyer, [items.dear, items.other]);
    await browseAs(page, buyer);
    const account = new AccountPage(page);
    await account.gotoLogin(orderPath(order));
    await account.login(buyer.loginId, buyer.password);
    await expect(page).toHaveURL(new RegExp(`${orderPath(order)}$`));
    await new MyOrderDetailPage(page).goto(order);

    // 세금계산서: the bills of the two sellers, made out to the company, adding up to what was paid.
    const documents = new OrderDocumentsPanel(page);
    await expect(documents.section).toBeVisible();
    await documents.taxBillLink().click();
    await expect(documents.taxBillDialog).toBeVisible();
    expect(await documents.bills().count()).toBeGreaterThanOrEqual(2);
    for (const bill of await documents.bills().all()) {
      await expect(bill.getByRole("heading", { level: 3 })).toContainText(/전자(세금)?계산서/);
      await expect(bill).toContainText(DEMO_COMPANY_BUYER.companyName);
      await expect(bill).toContainText(/\d{3}-\d{2}-\d{5}/);
    }
    await expect(documents.summary("총 합계")).toContainText(won(order.total));
    await shot(page, testInfo, "1-tax-bill");
    await documents.taxBillDialog.getByRole("link", { name: "닫기" }).click();
    await expect(documents.taxBillDialog).toBeHidden();

    // 거래명세서: the statement page, and its PDF under the Korean name.
    await documents.statementLink().click();
    const statement = new StatementPage(page);
    await statement.expectShown(order.orderCode);
    await expect(statement.sheet.getByTestId("statement-total")).toContainText(order.total.toLocaleString("ko-KR"));
    await expect(statement.sheet).toContainText(`${DEMO_COMPANY_BUYER.companyName}`);
    await shot(page, testInfo, "2-statement");
    const [pdf] = await Promise.all([page.waitForEvent("download"), statement.pdfLink.click()]);
    expect(pdf.suggestedFilename()).toBe(`거래명세서_${order.orderCode}.pdf`);
    const pdfBytes = await readFile((await pdf.path()) ?? "");
    expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // 거래 원장: reached from my page (company buyers only), the order's rows, the .xlsx of the period.
    await page.goto("/mypage");
    await page.getByRole("main").getByRole("link", { name: "거래 원장 ›" }).click();
    const ledger = new SalesLedgerPage(page);
    await ledger.expectShown();
    await expect(ledger.rowsOf(order.orderCode).first()).toBeVisible();
    await shot(page, testInfo, "3-ledger");
    const [xlsx] = await Promise.all([page.waitForEvent("download"), ledger.xlsxLink.click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^거래원장_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const xlsxBytes = await readFile((await xlsx.path()) ?? "");
    // An .xlsx is a zip of the workbook's parts (the API tests read its cells back with exceljs).
    expect(xlsxBytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  test("a personal member is told the ledger is for company buyers", async ({ page, request }, testInfo) => {
    const member = newMember("led");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/mypage/sales-ledger");
    await account.login(member.loginId, member.password);
    const ledger = new SalesLedgerPage(page);
    await ledger.expectShown();
    await expect(ledger.main.getByRole("alert")).toHaveText("거래 원장은 사업자 회원만 조회할 수 있습니다.");
    await expect(ledger.xlsxLink).toHaveCount(0);
    await shot(page, testInfo, "4-ledger-personal");
  });
});
