import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * A PC window whose margin holds the floating menu beside the 119.4rem content (it is left out below 1400 px); the PC
 * project's 1280 px is narrower.
 */
export const WIDE_PC_VIEWPORT = { width: 1440, height: 900 };

/** The chrome around every page: header, search panel, category menus, footer, floating menu, bottom bar. */
export class LayoutPage {
  readonly header: Locator;
  readonly stripeBanner: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly searchPanel: Locator;
  readonly categoryToggle: Locator;
  readonly categoryMenu: Locator;
  readonly bottomBar: Locator;
  readonly categoryPanel: Locator;
  readonly floatingMenu: Locator;
  readonly footer: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner");
    this.stripeBanner = page.getByRole("complementary", { name: "띠배너" });
    const search = page.getByRole("search", { name: "상품 검색" });
    this.searchBox = search.getByRole("searchbox", { name: "검색어 입력" });
    this.searchButton = search.getByRole("button", { name: "검색", exact: true });
    this.searchPanel = page.getByRole("region", { name: "검색어 패널" });
    this.categoryToggle = this.header.getByRole("button", { name: "전체 카테고리" });
    this.categoryMenu = page.getByRole("navigation", { name: "카테고리", exact: true });
    this.bottomBar = page.getByRole("navigation", { name: "하단 메뉴" });
    this.categoryPanel = page.getByRole("dialog", { name: "카테고리" });
    this.floatingMenu = page.getByRole("complementary", { name: "퀵메뉴" });
    this.footer = page.getByRole("contentinfo");
    this.alertDialog = page.getByRole("alertdialog");
  }

  async goto(path = "/") {
    return this.page.goto(path);
  }

  /**
   * Marks every active popup 오늘 하루 보지 않기 (cookie popup_check_{popupId}=1, SPEC §4), so the
   * home page's layer popups do not cover the header a test is using.
   */
  async hidePopupsForToday(baseURL: string) {
    const response = await this.page.request.get("/api/popup/list");
    const { list } = (await response.json()) as { list: { popupId: number }[] };
    await this.page
      .context()
      .addCookies(list.map((popup) => ({ name: `popup_check_${popup.popupId}`, value: "1", url: baseURL })));
  }

  // Search

  async openSearchPanel() {
    await this.searchBox.click();
  }

  async search(keyword: string) {
    await this.searchBox.fill(keyword);
    await this.searchBox.press("Enter");
  }

  recentSearches(): Locator {
    return this.searchPanel.getByRole("list", { name: "최근 검색어 목록" }).getByRole("listitem");
  }

  popularSearches(): Locator {
    return this.searchPanel.getByRole("list", { name: "인기 검색어 목록" }).getByRole("listitem");
  }

  async closeSearchPanel() {
    await this.searchPanel.getByRole("button", { name: "닫기" }).click();
  }

  // PC category menu

  /** Opens the PC category menu; waits for hydration first, as a click before it is lost (flaky on a cold server). */
  async openCategoryMenu() {
    await waitForHydration(this.page);
    await this.categoryToggle.click();
  }

  categoryGroupLink(name: string): Locator {
    return this.categoryMenu.getByRole("listitem").getByRole("link", { name, exact: true });
  }

  /** The lower levels (or brands) of one top category, shown while it is pointed at. */
  categoryDetail(groupName: string): Locator {
    return this.categoryMenu.getByRole("region", { name: `${groupName} 하위 메뉴` });
  }

  // Phone bottom bar

  bottomBarItem(name: "홈" | "카테고리" | "장바구니" | "마이페이지" | "설정"): Locator {
    return name === "카테고리"
      ? this.bottomBar.getByRole("button", { name })
      : this.bottomBar.getByRole("link", { name, exact: true });
  }

  async toggleCategoryPanel() {
    // The panel opens by script: a tap before hydration does nothing (seen as a flaky category-panel test in CI).
    await waitForHydration(this.page);
    await this.bottomBarItem("카테고리").click();
  }

  // Not-found page

  notFoundHeading(): Locator {
    return this.page.getByRole("heading", { name: "요청하신 페이지를 찾을 수 없습니다." });
  }
}
