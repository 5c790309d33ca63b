import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// Designated trade (지정거래): the demo company buyer (apps/api/src/db/seed/designated-seed.ts, README "Demo
// accounts") and /order/private-order, where a company buyer orders designated items at the prices designated to them.

/** The demo company buyer, loaded in demo mode with prices designated to them for the first designated items. */
export const DEMO_COMPANY_BUYER = { loginId: "bizdemo", password: "Hanwoo!2026", companyName: "(주)한우마을식자재" };

/** /order/private-order. */
export class PrivateOrderPage {
  readonly main: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.form = this.main.getByRole("form", { name: "지정거래 주문서" });
  }

  async goto(query = "") {
    await this.page.goto(`/order/private-order${query}`);
    await expect(this.main.getByRole("heading", { name: "지정거래 주문", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }

  /** One designated item's row, by its name. */
  item(itemName: string): Locator {
    return this.form
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("link", { name: itemName, exact: true }) });
  }

  /** The designated items on the page: name and item code, in the page's order. */
  async items(): Promise<{ itemName: string; itemUserCode: string }[]> {
    const links = this.form.getByRole("listitem").locator("a[href^='/items/']:not([aria-hidden])");
    const found: { itemName: string; itemUserCode: string }[] = [];
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href")) ?? "";
      found.push({ itemName: (await link.textContent()) ?? "", itemUserCode: decodeURIComponent(href.slice(7)) });
    }
    return found;
  }

  quantity(itemName: string): Locator {
    return this.item(itemName).getByRole("spinbutton", { name: `${itemName} 수량`, exact: false });
  }

  async order() {
    await this.form
      .getByRole("region", { name: "주문 예정 금액" })
      .getByRole("button", { name: "지정거래 주문하기" })
      .click();
  }
}
