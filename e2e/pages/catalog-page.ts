/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";

/** The catalog lists: /category/:id?, /category/blank/:id?, /items and /search. */
export class CatalogPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly tabs: Locator;
  readonly subCategories: Locator;
  readonly brands: Locator;
  readonly count: Locator;
  readonly soldOutSwitch: Locator;
  readonly sorts: Locator;
  readonly filterPanel: Locator;
  readonly appliedFilters: Locator;
  readonly cards: Locator;
  readonly moreLink: Locator;
  readonly loadingMore: Locator;
  readonly correctionNotice: Locator;
  readonly recentSearches: Locator;
  readonly popularKeywords: Locator;

  constructor(readonly page: Page) {
    // The blank pages have no <main>: the body is the page.
    this.main = page.locator("main, body:not(:has(main))").first();
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.breadcrumb = page.getByRole("navigation", { name: "현재 위치" });
    this.tabs = page.getByRole("navigation", { name: /^(카테고리|축종) 목록$/ });
    this.subCategories = page.getByRole("navigation", { name: "세부 카테고리 목록" });
    this.brands = page.getByRole("navigation", { name: "브랜드 목록" });
    this.count = this.main.getByText(/^총 [\d,]+개$/);
    this.soldOutSwitch = page.getByRole("switch", { name: "품절상품 제외" });
    this.sorts = page.getByRole("navigation", { name: "정렬" });
    this.filterPanel = this.main.locator("details").filter({ has: page.locator("summary", { hasText: "필터" }) });
    this.appliedFilters = page.getByRole("list", { name: "적용된 필터" });
    this.cards = this.main.getByRole("article");
    this.moreLink = this.main.getByRole("link", { name: /^(더보기|다시 시도)/ });
    this.loadingMore = page.getByRole("status").filter({ hasText: "상품을 더 불러오는 중입니다." });
    this.correctionNotice = this.main.getByRole("status").filter({ hasText: "검색 결과를 보여드립니다" });
    this.recentSearches = this.main.getByRole("list", { name: "최근 검색어 목록" }).getByRole("listitem");
    this.popularKeywords = this.main.getByRole("list", { name: "인기 검색어 목록" }).getByRole("listitem");
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  /** The number in 총 N개. */
  async totalCount(): Promise<number> {
    const text = (await this.count.textContent()) ?? "";
    return Number(text.replace(/[^\d]/g, ""));
  }

  card(itemName: string): Locator {
    return this.cards.filter({ has: this.page.getByRole("heading", { name: itemName, exact: true }) }).first();
  }

  /** Names of the cards in order (their headings). */
  async cardNames(): Promise<string[]> {
    return this.cards.getByRole("heading").allTextContents();
  }

  sort(label: string): Locator {
    return this.sorts.getByRole("link", { name: label, exact: true });
  }

  /** On a phone the filter panel is folded under 필터; on a PC it is always open. */
  async openFilters() {
    const summary = this.filterPanel.locator("summary");
    if ((await summary.isVisible()) && (await this.filterPanel.getAttribute("open")) === null) await summary.click();
  }

  filterGroup(title: string): Locator {
    return this.main.getByRole("group", { name: title, exact: true });
  }

  /** An option of a filter group, by its label (its count follows in the name). */
  filterOption(title: string, label: string): Locator {
    return this.filterGroup(title).getByRole("link", { name: new RegExp(`^${escapeRegExp(label)}(\\s*,|$)`) });
  }

  /** Waits until the list is live: before hydration 더보기 is a plain link to the next page. */
  async waitForLoadMore() {
    await this.main.locator('[data-load-more="append"]').waitFor();
  }

  /**
   * Presses 더보기 where it is, without scrolling to it first: scrolling that far down is itself
   * the 80 % trigger, which would load the page before the press.
   */
  async pressMore() {
    await this.moreLink.dispatchEvent("click");
  }

  async scrollToBottom() {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
