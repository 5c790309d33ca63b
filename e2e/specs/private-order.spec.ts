import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { AccountPage, browseAs, joinViaApi, newMember } from "../pages/account-page";
import { CheckoutPage, MyOrdersPage, PaymentFlow, won } from "../pages/order-page";
import { DEMO_COMPANY_BUYER, PrivateOrderPage } from "../pages/private-order-page";

// SPEC §2 /order/private-order (designated trade), /designated/:id; issue 11 item 6; docs/decisions/019: the demo
// company buyer opens a designated item, orders it by 지정거래 at the price designated to them, pays by the NICEPAY
// sandbox's card window and finds the order, marked 지정거래, in my page. A personal member is told it is for company
// buyers.

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A screenshot for review when E2E_SHOTS_DIR is set (e.g. /tmp/shots-designated). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-${name}.png`, fullPage: true });
}

/** "52,800원" read off the page as a number. */
function wonOf(text: string | null): number {
  return Number((text ?? "").replace(/[^\d]/g, ""));
}

test.describe("지정거래 주문", () => {
  // Login, the designated page, checkout, the payment window and my page: a long journey on a cold shop.
  test.slow();

  async function loginAsCompanyBuyer(page: Page) {
    await browseAs(page, newMember("biz"));
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.login(DEMO_COMPANY_BUYER.loginId, DEMO_COMPANY_BUYER.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/user/login"));
  }

  test("the demo company buyer orders a designated item at their price and finds it in my page", async ({
    page,
  }, testInfo) => {
    await loginAsCompanyBuyer(page);
    const privateOrder = new PrivateOrderPage(page);
    await privateOrder.goto();
    await expect(privateOrder.main).toContainText(DEMO_COMPANY_BUYER.companyName);
    // The phone and PC runs log in as the same buyer at once: each orders its own item, so neither's checkout line
    // is the other's (one buyer's two checkouts of one item share it, as two tabs of one cart do).
    const item = (await privateOrder.items())[testInfo.project.name === "phone" ? 0 : 1];
    if (!item) throw new Error("the demo company buyer has fewer than two designated items");

    // The designated item's page: 지정거래 주문하기 opens the private order with it chosen at its minimum.
    await page.goto(`/designated/${encodeURIComponent(item.itemUserCode)}`);
    await expect(page.getByRole("heading", { name: item.itemName, level: 1 })).toBeVisible();
    await shot(page, testInfo, "1-designated-detail");
    await page.getByRole("link", { name: "지정거래 주문하기" }).click();
    await expect(page).toHaveURL(/\/order\/private-order\?itemUserCode=[^&]+&quantity=\d+$/);
    await expect(privateOrder.main.getByRole("heading", { name: "지정거래 주문", level: 1 })).toBeVisible();
    await page.waitForFunction(() => document.querySelector("main") !== null);
    const row = privateOrder.item(item.itemName);
    await expect(row.getByRole("checkbox", { name: `${item.itemName} 선택` })).toBeChecked();
    const minimum = Number(new URL(page.url()).searchParams.get("quantity"));
    const quantity = privateOrder.quantity(item.itemName);
    await expect(quantity).toHaveValue(String(minimum));

    // The shop's price struck through beside the buyer's own, lower one.
    const shopPrice = wonOf(await row.locator("del").first().textContent());
    const designatedPrice = wonOf(
      await row
        .getByText(/^지정가/)
        .locator("strong")
        .textContent(),
    );
    expect(designatedPrice).toBeGreaterThan(0);
    expect(designatedPrice).toBeLessThan(shopPrice);
    await shot(page, testInfo, "2-private-order");

    // Below the minimum the page says so at once; − stops at the minimum and + adds a unit.
    await quantity.fill(String(minimum - 1));
    await expect(row.getByRole("alert")).toContainText(`최소 주문 수량은 ${minimum}`);
    await row.getByRole("button", { name: `${item.itemName} 수량 늘리기` }).click();
    await expect(quantity).toHaveValue(String(minimum));
    await expect(row.getByRole("alert")).toHaveCount(0);
    await expect(row.getByRole("button", { name: `${item.itemName} 수량 줄이기` })).toBeDisabled();
    await row.getByRole("button", { name: `${item.itemName} 수량 늘리기` }).click();
    const units = minimum + 1;
    await expect(quantity).toHaveValue(String(units));
    const summary = privateOrder.form.getByRole("region", { name: "주문 예정 금액" });
    await expect(summary).toContainText(won(designatedPrice * units));

    // Step 1 prices the lines at the designated price, from the database.
    await privateOrder.order();
    await expect(page).toHaveURL(/\/order\/step1\?cartIds=\d+$/);
    const checkout = new CheckoutPage(page);
    await expect(checkout.main.getByRole("heading", { name: "지정거래 주문서 작성", level: 1 })).toBeVisible();
    await expect(checkout.main.getByRole("link", { name: item.itemName, exact: true })).toBeVisible();
    await expect(checkout.main).toContainText(`${won(designatedPrice)} · ${units}개`);
    await expect(checkout.row("총 상품금액")).toContainText(won(designatedPrice * units));
    await checkout.pickAddress("테헤란로 152", "12층");
    await checkout.payBy("신용카드");
    await shot(page, testInfo, "3-step1");
    await checkout.agreeAndConfirm();

    const payment = new PaymentFlow(page);
    await payment.payInSandbox();
    const orderCode = payment.orderCode();

    const myOrders = new MyOrdersPage(page);
    await myOrders.goto();
    await expect(myOrders.order(orderCode)).toContainText("지정거래");
    await expect(myOrders.order(orderCode)).toContainText("결제완료");
    await shot(page, testInfo, "4-mypage-orders");
    await myOrders
      .order(orderCode)
      .getByRole("link", { name: /상세보기/ })
      .click();
    await expect(page.getByRole("heading", { name: "주문 상세", level: 1 })).toBeVisible();
    const detail = page.getByRole("main");
    await expect(detail).toContainText(`주문번호 ${orderCode} 지정거래`);
    await expect(detail).toContainText(`${won(designatedPrice)} · ${units}개`);
    await shot(page, testInfo, "5-mypage-order-detail");
  });

  test("a personal member is told designated trade is for company buyers", async ({ page, request }, testInfo) => {
    const member = newMember("prv");
    await joinViaApi(request, member);
    await browseAs(page, member);
    const account = new AccountPage(page);
    await account.gotoLogin("/order/private-order?itemUserCode=G0000014&quantity=10");
    await account.login(member.loginId, member.password);
    await expect(page).toHaveURL(/\/order\/private-order\?itemUserCode=G0000014&quantity=10$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toContainText("지정거래는 사업자 회원만 이용할 수 있습니다.");
    await expect(main.getByRole("link", { name: "지정거래 안내 보기" })).toHaveAttribute("href", "/designated");
    await expect(main.getByRole("form", { name: "지정거래 주문서" })).toHaveCount(0);
    await shot(page, testInfo, "6-personal-refused");
  });

  test("an anonymous shopper is asked to log in first", async ({ page }) => {
    await page.goto("/order/private-order?itemUserCode=G0000014&quantity=10");
    await expect(page).toHaveURL(
      `/user/login?target=${encodeURIComponent("/order/private-order?itemUserCode=G0000014&quantity=10")}`,
    );
  });
});
