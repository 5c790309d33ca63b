import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, newMember } from "../pages/account-page";
import { BulkVbankPage, orderByBulkVbank } from "../pages/bulk-vbank-page";
import { waitForHydration } from "../pages/hydration";
import { listItems } from "../pages/item-page";
import { MyOrderDetailPage } from "../pages/order-cancel-page";
import { depositVirtualAccount, MyOrdersPage } from "../pages/order-page";
import { DEMO_COMPANY_BUYER } from "../pages/private-order-page";

// SPEC §7 Bulk virtual bank; decision 033: the demo company buyer saves two orders with 일괄 가상계좌, opens one
// account for both at /mypage/bulk-vbank through the NICEPAY sandbox's window, pays it in (the sandbox's deposit dev
// route, as the bank would) and finds both orders 결제완료; then cancels one of them from its page, its part of the
// deposit refunded from the account to the bank account the buyer gives (decisions 028, 033).

const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
}

async function loginAsCompanyBuyer(page: Page) {
  await browseAs(page, newMember("bulk"));
  const account = new AccountPage(page);
  await account.gotoLogin();
  await account.login(DEMO_COMPANY_BUYER.loginId, DEMO_COMPANY_BUYER.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));
}

test.describe("일괄 가상계좌", () => {
  // Two checkouts, the window and my page: a long journey on a cold shop.
  test.slow();

  test("the demo company buyer pays two orders with one account and both turn 결제완료", async ({
    page,
    request,
  }, testInfo) => {
    await loginAsCompanyBuyer(page);

    // The phone and PC runs are the same buyer at once: each orders items of its own.
    const inStock = (await listItems(request)).filter((item) => !item.soldOut);
    const offset = testInfo.project.name === "phone" ? 0 : 2;
    const picks = inStock.slice(offset, offset + 2);
    expect(picks).toHaveLength(2);
    const orderCodes: string[] = [];
    for (const item of picks) orderCodes.push(await orderByBulkVbank(page, item.itemUserCode));
    await shot(page, testInfo, "1-invoice");

    const bulk = new BulkVbankPage(page);
    await bulk.goto();
    for (const orderCode of orderCodes) await expect(bulk.waitingOrder(orderCode)).toContainText("원");
    await shot(page, testInfo, "2-waiting");
    const code = await bulk.issueFor(orderCodes);

    const card = bulk.account(code);
    await expect(bulk.main.getByRole("status")).toContainText("가상계좌가 발급되었습니다");
    await expect(card).toContainText("입금대기");
    await expect(card.getByRole("button", { name: "복사" })).toBeVisible();
    await expect(card).toContainText(/입금기한\s*\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지/);
    for (const orderCode of orderCodes) {
      await expect(card).toContainText(orderCode);
      await expect(bulk.waitingOrder(orderCode)).toHaveCount(0);
    }
    await shot(page, testInfo, "3-account");

    const myOrders = new MyOrdersPage(page);
    await myOrders.goto();
    for (const orderCode of orderCodes) await expect(myOrders.order(orderCode)).toContainText("입금대기");

    // The buyer pays the account in: NICEPAY's deposit webhook pays both orders at once.
    await depositVirtualAccount(request, code);
    await expect(async () => {
      await myOrders.goto();
      for (const orderCode of orderCodes) {
        await expect(myOrders.order(orderCode)).toContainText("결제완료", { timeout: 1_000 });
      }
    }).toPass({ timeout: 15_000 });
    await bulk.goto();
    await expect(bulk.account(code)).toContainText("입금완료");
    await shot(page, testInfo, "4-paid");

    // One of the two is cancelled: a partial cancel of the account's transaction, to the refund account given.
    const [cancelled, kept] = orderCodes as [string, string];
    await myOrders.goto();
    await myOrders.main.getByRole("link", { name: `주문번호 ${cancelled} 상세보기` }).click();
    const detail = new MyOrderDetailPage(page);
    await expect(detail.main.getByRole("heading", { name: "주문 상세", level: 1 })).toBeVisible();
    await waitForHydration(page);
    await detail.openCancel();
    await detail.refundSettled();
    await expect(detail.refundRow("환불 예정 금액")).toContainText("입력한 환불 계좌로 입금");
    await detail.cancelForm.getByRole("combobox", { name: "취소 사유" }).selectOption({ label: "단순 변심" });
    await detail.cancelForm.getByRole("combobox", { name: "은행" }).selectOption({ label: "NH농협은행" });
    await detail.cancelForm.getByRole("textbox", { name: /^계좌번호/ }).fill("3020000012345");
    await detail.cancelForm.getByRole("textbox", { name: /^예금주/ }).fill("김대표");
    await shot(page, testInfo, "5-cancel");
    await detail.confirmCancel();
    await expect(detail.alertDialog).toContainText("주문이 취소되었습니다.");
    await detail.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(detail.orderStatus()).toContainText("주문취소");
    await expect(detail.history()).toContainText("단순 변심");
    await shot(page, testInfo, "6-cancelled");
    await myOrders.goto();
    await expect(myOrders.order(cancelled)).toContainText("주문취소");
    await expect(myOrders.order(kept)).toContainText("결제완료");
    await bulk.goto();
    await expect(bulk.account(code)).toContainText("부분 환불");
    await shot(page, testInfo, "7-partly-refunded");
  });
});

test.describe("외부 포인트 전환", () => {
  test("the company buyer exchanges Cafe24 mall points into shop points on /mypage/point", async ({
    page,
  }, testInfo) => {
    await loginAsCompanyBuyer(page);
    await page.goto("/mypage/point");
    const box = page.getByRole("region", { name: "외부 포인트 전환" });
    await expect(box).toContainText(/전환 가능 포인트\s*[\d,]+P/);
    await waitForHydration(page);
    await shot(page, testInfo, "5-point-exchange");
    const mallPoints = Number(((await box.locator("strong").first().textContent()) ?? "").replace(/[^\d]/g, ""));
    expect(mallPoints).toBeGreaterThanOrEqual(1_000);

    // Too little is refused in Korean, then 1,000P goes through.
    await box.getByRole("textbox", { name: "전환할 포인트" }).fill("150");
    await box.getByRole("button", { name: "전환하기" }).click();
    await expect(box).toContainText("포인트는 1,000점부터 전환할 수 있습니다.");
    await box.getByRole("textbox", { name: "전환할 포인트" }).fill("1000");
    await box.getByRole("button", { name: "전환하기" }).click();
    await expect(box.getByRole("status")).toHaveText("1,000P를 적립금 1,000원으로 전환했습니다.");
    await expect(page.getByRole("main")).toContainText("카페24 포인트 전환");
    await shot(page, testInfo, "6-point-exchanged");
  });
});
