import type { Locator, Page } from "@playwright/test";

/** The customer centre: notice list and detail, and the FAQ. */
export class CustomerPage {
  constructor(readonly page: Page) {}

  // Notices

  async gotoNotices(path: "/customer/notice" | "/notice" = "/customer/notice") {
    await this.page.goto(path);
  }

  noticeList(): Locator {
    return this.page.getByRole("list", { name: "공지사항 목록" });
  }

  noticeLinks(): Locator {
    return this.noticeList().getByRole("link");
  }

  noticeSearchBox(): Locator {
    return this.page.getByRole("search", { name: "공지사항 검색" }).getByRole("searchbox", { name: "검색어" });
  }

  async searchNotices(keyword: string) {
    await this.noticeSearchBox().fill(keyword);
    await this.page.getByRole("search", { name: "공지사항 검색" }).getByRole("button", { name: "검색" }).click();
  }

  noticeArticle(): Locator {
    return this.page.getByRole("article");
  }

  async backToList() {
    await this.page.getByRole("link", { name: "목록으로" }).click();
  }

  pageLink(number: number): Locator {
    return this.page.getByRole("navigation", { name: "페이지 이동" }).getByRole("link", { name: `${number} 페이지` });
  }

  // FAQ

  async gotoFaq(path: "/customer/faq" | "/faq" = "/customer/faq") {
    await this.page.goto(path);
  }

  faqTabs(): Locator {
    return this.page.getByRole("navigation", { name: "FAQ 분류" }).getByRole("link");
  }

  faqTab(name: string): Locator {
    return this.page.getByRole("navigation", { name: "FAQ 분류" }).getByRole("link", { name, exact: true });
  }

  faqItems(): Locator {
    return this.page.getByRole("list", { name: "자주 묻는 질문 목록" }).getByRole("group");
  }

  /** The question's row; clicking it opens or closes the answer. */
  faqQuestion(question: string): Locator {
    return this.faqItems().filter({ hasText: question }).locator("summary");
  }

  async searchFaq(keyword: string) {
    const search = this.page.getByRole("search", { name: "FAQ 검색" });
    await search.getByRole("searchbox", { name: "검색어" }).fill(keyword);
    await search.getByRole("button", { name: "검색" }).click();
  }
}
