import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { ItemPage, type ListedItem, listItems } from "./item-page";

/** A listed item with the fields the cart tests pick by. */
export interface CartTestItem extends ListedItem {
  sellerId: number;
  deliveryType: 1 | 2;
  brand: string;
}

/** What the demo catalog guarantees the cart tests: fresh-logistics items of two sellers and one individual delivery. */
export interface CartPicks {
  freshA: CartTestItem;
  freshB: CartTestItem;
  individual: CartTestItem;
}

/** In-stock items of two fresh-logistics sellers (neither the cooperative itself) and one individually delivered. */
export async function pickCartItems(request: APIRequestContext): Promise<CartPicks> {
  const items = (await listItems(request)) as CartTestItem[];
  const inStock = items.filter((item) => !item.soldOut && item.sellerId !== 90_000_000);
  const freshA = inStock.find((item) => item.deliveryType === 1);
  const freshB = inStock.find((item) => item.deliveryType === 1 && item.sellerId !== freshA?.sellerId);
  const individual = inStock.find((item) => item.deliveryType === 2);
  if (!freshA || !freshB || !individual) throw new Error("the demo catalog lacks the sellers the cart tests need");
  return { freshA, freshB, individual };
}

/** Adds an item's first option to the cart from its page with 장바구니 and stays on the page. */
export async function addFromItemPage(page: Page, itemUserCode: string): Promise<void> {
  const item = new ItemPage(page);
  await item.goto(itemUserCode);
  await item.main.getByRole("button", { name: "장바구니", exact: true }).click();
  await expect(item.alertDialog).toContainText("장바구니에 담았습니다.");
  await item.alertDialog.getByRole("button", { name: "계속 쇼핑하기" }).click();
  await expect(item.alertDialog).toBeHidden();
}

/** The header's cart link, which names the count when there is one ("장바구니 3개"). */
export function headerCartLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^장바구니/ });
}

/** The cart page (/cart): delivery groups, seller boxes, lines, the selection and the summary. */
export class CartPage {
  readonly main: Locator;
  readonly alertDialog: Locator;
  readonly payAmount: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.alertDialog = page.getByRole("alertdialog");
    this.payAmount = this.main.getByTestId("order-pay-amount");
  }

  async goto(query = "") {
    await this.page.goto(`/cart${query}`);
    await expect(this.main.getByRole("heading", { name: "장바구니", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }

  /** A delivery group: "신선물류 배송" or "{seller} 개별배송". */
  group(title: string | RegExp): Locator {
    return this.main.getByRole("region", { name: title });
  }

  /** One line, by its item name. */
  line(itemName: string): Locator {
    return this.main
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("link", { name: itemName, exact: true }) });
  }

  checkbox(name: string): Locator {
    return this.main.getByRole("checkbox", { name, exact: true });
  }

  /** Waits until no cart form is on its way (the page reads the cart again after each). */
  async settled() {
    await expect(this.main.locator("[aria-busy='true']")).toHaveCount(0);
    await this.page.waitForLoadState("networkidle");
  }

  async stepUp(itemName: string) {
    await this.line(itemName).getByRole("button", { name: "수량 늘리기" }).click();
  }

  async deleteLine(itemName: string) {
    await this.line(itemName)
      .getByRole("button", { name: `${itemName} 삭제` })
      .click();
    await expect(this.alertDialog).toContainText("삭제하시겠습니까?");
    await this.alertDialog.getByRole("button", { name: "삭제" }).click();
    await expect(this.line(itemName)).toHaveCount(0);
  }
}
