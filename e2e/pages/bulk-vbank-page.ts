import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { ItemPage } from "./item-page";
import { CheckoutPage } from "./order-page";

// 일괄 가상계좌 (/mypage/bulk-vbank, decision 033): a company buyer's orders saved with the method 일괄 가상계좌 wait
// unpaid; one account (the NICEPAY sandbox's window, method vbank) pays several at once.

/** /mypage/bulk-vbank. */
export class BulkVbankPage {
  readonly main: Locator;
  readonly waiting: Locator;
  readonly accounts: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.waiting = this.main.getByRole("region", { name: /^입금 대기 주문/ });
    this.accounts = this.main.getByRole("region", { name: "발급한 가상계좌" });
  }

  async goto() {
    await this.page.goto("/mypage/bulk-vbank");
    await expect(this.main.getByRole("heading", { name: "일괄 가상계좌", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }

  /** A waiting order's row, by its order number. */
  waitingOrder(orderCode: string): Locator {
    return this.waiting.getByRole("listitem").filter({ hasText: `주문번호 ${orderCode}` });
  }

  /** An account's card, by its code. */
  account(code: string): Locator {
    return this.accounts.getByRole("article", { name: `가상계좌 ${code}` });
  }

  /** Ticks the orders, 가상계좌 발급, then 결제하기 in the sandbox window (a bank as it comes): back on this page. */
  async issueFor(orderCodes: readonly string[]): Promise<string> {
    for (const orderCode of orderCodes) await this.waitingOrder(orderCode).getByRole("checkbox").check();
    await this.waiting.getByRole("button", { name: "가상계좌 발급" }).click();
    await expect(this.page.getByRole("note")).toHaveText("테스트 결제창 · 실제 결제되지 않습니다");
    await this.page.getByRole("button", { name: "결제하기", exact: true }).click();
    await this.page.waitForURL(/\/mypage\/bulk-vbank\?payment=ready&code=BV[A-Z0-9]+$/);
    const code = new URL(this.page.url()).searchParams.get("code");
    if (!code) throw new Error(`no account code in ${this.page.url()}`);
    return code;
  }
}

/**
 * One order of an item saved with 일괄 가상계좌 by 바로구매 (the line alone, so a cart shared with another test's
 * checkout stays out of it): answers its order number from the order-complete page.
 */
export async function orderByBulkVbank(page: Page, itemUserCode: string): Promise<string> {
  const item = new ItemPage(page);
  await item.goto(itemUserCode);
  await item.main.getByRole("button", { name: "바로구매", exact: true }).click();
  const checkout = new CheckoutPage(page);
  // The first checkout of the run: the cart write, the order form's route and its calls, on a cold shop while two other
  // workers' browsers load (CI once took over 5 s here, twice in a row).
  await expect(checkout.main.getByRole("heading", { name: "주문서 작성", level: 1 })).toBeVisible({ timeout: 15_000 });
  await waitForHydration(page);
  await checkout.pickAddress("테헤란로 152", "3층");
  await checkout.main.getByRole("radio", { name: "일괄 가상계좌" }).check({ force: true });
  await checkout.agreeAndConfirm();
  await checkout.main.getByRole("button", { name: /결제하기$|주문하기$/ }).click();
  await page.waitForURL(/\/order\/invoice\/\d+$/);
  // No account yet: the order-complete page leads to the bulk account page instead of showing one.
  await expect(page.getByRole("main")).toContainText("일괄 가상계좌 메뉴에서 다른 주문과 함께 계좌를 발급받아");
  await expect(page.getByRole("main").getByRole("link", { name: "일괄 가상계좌 발급" })).toBeVisible();
  const code = /\/order\/invoice\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!code) throw new Error(`not an order-complete page: ${page.url()}`);
  return code;
}
