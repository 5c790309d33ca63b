/// <reference lib="dom" />
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";

/** The home page (/): category shortcuts, item blocks (신상품, 베스트 …), notices and popups. */
export class HomePage {
  readonly categoryNav: Locator;
  readonly noticeBlock: Locator;

  constructor(readonly page: Page) {
    this.categoryNav = page.getByRole("navigation", { name: "카테고리 바로가기" });
    this.noticeBlock = page.getByRole("region", { name: "공지사항" });
  }

  async goto() {
    await this.page.goto("/");
  }

  /** Marks every popup the shop shows today as dismissed (see dismissPopups), for specs about something else. */
  static async dismissAllPopups(context: BrowserContext, request: APIRequestContext, baseURL: string) {
    const { list } = (await (await request.get("/api/popup/list")).json()) as { list: { popupId: number }[] };
    await HomePage.dismissPopups(
      context,
      baseURL,
      list.map((popup) => popup.popupId),
    );
  }

  /** Marks popups as dismissed today, as the popup's own button would, so they stay out of the way. */
  static async dismissPopups(context: BrowserContext, baseURL: string, popupIds: number[]) {
    await context.addCookies(popupIds.map((id) => ({ name: `popup_check_${id}`, value: "1", url: baseURL })));
  }

  categoryLinks(): Locator {
    return this.categoryNav.getByRole("link");
  }

  /** A titled block of item cards, by the title /api/display/visible gives it ("신상품", "베스트" …). */
  section(title: string): Locator {
    return this.page.getByRole("region", { name: title, exact: true });
  }

  itemCards(title: string): Locator {
    return this.section(title).getByRole("article");
  }

  itemCard(title: string, itemName: string): Locator {
    return this.section(title).getByRole("article", { name: itemName, exact: true });
  }

  /** How many columns the section's grid lays out at the current width. */
  async gridColumns(title: string): Promise<number> {
    return this.section(title)
      .getByRole("list")
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
  }

  /** A layer popup, named by its title. */
  layerPopup(title: string): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  async dismissForToday(popup: Locator) {
    await popup.getByRole("button", { name: "오늘 하루 보지 않기" }).click();
  }

  async close(popup: Locator) {
    await popup.getByRole("button", { name: "닫기" }).click();
  }
}
