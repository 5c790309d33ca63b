import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** /mypage/recent-view (최근 본 상품): the cards of this browser's recently viewed items, 삭제 and 전체 삭제. */
export class RecentViewPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { name: "최근 본 상품", level: 1 });
    this.alertDialog = page.getByRole("alertdialog");
  }

  async goto() {
    await this.page.goto("/mypage/recent-view");
    await expect(this.heading).toBeVisible();
    await waitForHydration(this.page);
  }

  /** The cards, in the order shown. */
  cards(): Locator {
    return this.main.getByRole("listitem");
  }

  card(itemName: string): Locator {
    return this.main.getByRole("listitem", { name: itemName, exact: true });
  }

  async remove(itemName: string) {
    await this.card(itemName)
      .getByRole("button", { name: `${itemName} 삭제` })
      .click();
    await expect(this.card(itemName)).toHaveCount(0);
  }

  /** 전체 삭제, confirmed in the shop's dialog. */
  async removeAll() {
    await this.main.getByRole("button", { name: "전체 삭제" }).click();
    await expect(this.alertDialog).toContainText("최근 본 상품을 모두 삭제하시겠습니까?");
    await this.alertDialog.getByRole("button", { name: "삭제" }).click();
    await expect(this.alertDialog).toBeHidden();
  }
}

/** /mypage/suggest (제안하기): the member's suggestions and the form. */
export class SuggestionPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly form: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { name: "제안하기", level: 1 });
    this.form = this.main.getByRole("form", { name: "제안하기" });
    this.alertDialog = page.getByRole("alertdialog");
  }

  /** The suggestion's card in the list by its title. */
  entry(title: string): Locator {
    return this.main.getByRole("listitem", { name: title, exact: true });
  }

  async write(title: string, content: string) {
    await this.form.getByRole("textbox", { name: "제목" }).fill(title);
    await this.form.getByRole("textbox", { name: "제안 내용" }).fill(content);
    await this.form.getByRole("button", { name: "제안하기" }).click();
  }

  /** Closes the shop's alert after checking its message. */
  async acceptAlert(message: string | RegExp) {
    await expect(this.alertDialog).toContainText(message);
    await this.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(this.alertDialog).toBeHidden();
  }
}
