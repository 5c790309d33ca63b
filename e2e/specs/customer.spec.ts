import { expect, test } from "../fixtures/shop.fixture";
import { CustomerPage } from "../pages/customer-page";

interface NoticeSummary {
  id: number;
  label: string;
  title: string;
  pinned: boolean;
  date: string;
}

test.describe("공지사항", () => {
  test("목록 → 상세 → 목록으로", async ({ page }) => {
    const customer = new CustomerPage(page);
    await customer.gotoNotices();
    await expect(page).toHaveTitle(/공지사항/);
    await expect(customer.noticeLinks()).toHaveCount(10);

    const firstLink = customer.noticeLinks().first();
    const title = (await firstLink.textContent())?.trim() ?? "";
    expect(title).not.toBe("");
    await firstLink.click();

    await expect(page).toHaveURL(/\/customer\/notice\/\d+$/);
    const article = customer.noticeArticle();
    await expect(article.getByRole("heading", { name: title })).toBeVisible();
    await expect(article.getByText("조회수")).toBeVisible();
    await expect(article.getByText(/^\d{4}\.\d{2}\.\d{2}$/)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

    await customer.backToList();
    await expect(page).toHaveURL(/\/customer\/notice$/);
    await expect(customer.noticeLinks().first()).toHaveText(title);
  });

  test("고정 공지가 먼저 나오고 날짜는 YYYY.MM.DD", async ({ page, request }) => {
    const api = (await (await request.get("/api/notice?size=10")).json()) as { list: NoticeSummary[] };
    const pinned = api.list.filter((notice) => notice.pinned);
    expect(pinned.length).toBeGreaterThan(0);
    const customer = new CustomerPage(page);
    await customer.gotoNotices("/notice");
    const items = customer.noticeList().getByRole("listitem");
    for (const [index, notice] of pinned.entries()) {
      await expect(items.nth(index)).toContainText(notice.title);
      await expect(items.nth(index)).toContainText(notice.label);
    }
    await expect(items.first().locator("time")).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
  });

  test("검색어로 찾고, 페이지를 넘긴다", async ({ page, request }) => {
    const api = (await (await request.get("/api/notice?size=100")).json()) as {
      list: NoticeSummary[];
      pagination: { totalPages: number };
    };
    const target = api.list.at(-1)!;
    const customer = new CustomerPage(page);
    await customer.gotoNotices();

    await customer.pageLink(2).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(customer.pageLink(2)).toHaveAttribute("aria-current", "page");

    await customer.searchNotices(target.title);
    await expect(page).toHaveURL(/keyword=/);
    await expect(customer.noticeLinks().filter({ hasText: target.title })).toBeVisible();
    await expect(customer.noticeSearchBox()).toHaveValue(target.title);

    await customer.searchNotices("존재하지않는검색어없음");
    await expect(page.getByText("'존재하지않는검색어없음'에 대한 검색 결과가 없습니다.")).toBeVisible();
  });

  test("없는 공지는 404", async ({ page }) => {
    const response = await page.goto("/customer/notice/987654");
    expect(response?.status()).toBe(404);
  });
});

test.describe("자주 묻는 질문", () => {
  test("아코디언을 열고 닫는다", async ({ page }) => {
    const customer = new CustomerPage(page);
    await customer.gotoFaq();
    await expect(page).toHaveTitle(/자주 묻는 질문/);
    const first = customer.faqItems().first();
    const answer = first.locator("summary + *");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();
    await expect(answer).not.toHaveText("");
    await first.locator("summary").click();
    await expect(answer).toBeHidden();
  });

  test("분류 탭이 질문을 거르고, 전체가 맨 앞이다", async ({ page }) => {
    const customer = new CustomerPage(page);
    await customer.gotoFaq("/faq");
    const tabs = customer.faqTabs();
    await expect(tabs.first()).toHaveText("전체");
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    expect(await tabs.count()).toBeGreaterThan(2);

    const category = ((await tabs.nth(2).textContent()) ?? "").trim();
    await customer.faqTab(category).click();
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category)}`));
    await expect(customer.faqTab(category)).toHaveAttribute("aria-current", "page");
    const items = customer.faqItems();
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) {
      await expect(item.locator("summary")).toContainText(category);
    }

    await customer.faqTab("전체").click();
    await expect(page).not.toHaveURL(/category=/);
  });

  test("검색어로 질문을 찾는다", async ({ page, request }) => {
    const api = (await (await request.get("/api/faq?size=1")).json()) as { list: { question: string }[] };
    const question = api.list[0]!.question;
    const customer = new CustomerPage(page);
    await customer.gotoFaq();
    await customer.searchFaq(question);
    await expect(customer.faqItems().filter({ hasText: question })).toHaveCount(1);
  });
});

test.describe("약관과 회사소개", () => {
  test("이용약관과 개인정보처리방침: 버전 선택이 있다", async ({ page }) => {
    for (const [path, title] of [
      ["/policy/terms", "이용약관"],
      ["/policy/privacy", "개인정보처리방침"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByRole("combobox", { name: "이전 버전 보기" })).toBeVisible();
      await expect(page.getByText("시행일자")).toBeVisible();
    }
  });

  test("이전 버전을 고르면 그 버전이 보인다", async ({ page, request }) => {
    const api = (await (await request.get("/api/policy/clause")).json()) as {
      policy: { id: number };
      versions: { id: number; version: string }[];
    };
    const older = api.versions.find((version) => version.id !== api.policy.id);
    expect(older, "the demo terms have an earlier version").toBeDefined();
    await page.goto("/policy/terms");
    await page.getByRole("combobox", { name: "이전 버전 보기" }).selectOption(String(older!.id));
    await expect(page).toHaveURL(new RegExp(`[?&]id=${older!.id}`));
    await expect(page.getByRole("combobox", { name: "이전 버전 보기" })).toHaveValue(String(older!.id));
  });

  test("회사소개에 회사 정보가 있다", async ({ page, request }) => {
    const { about } = (await (await request.get("/api/common/about-us")).json()) as {
      about: { companyName: string; companyNumber: string };
    };
    await page.goto("/company/about");
    await expect(page).toHaveTitle(/회사소개/);
    const info = page.getByRole("region", { name: "회사 정보" });
    await expect(info.getByText(about.companyNumber)).toBeVisible();
    await expect(page.getByRole("heading", { name: about.companyName })).toBeVisible();
  });
});

test("JS 없이도 검색, 분류 탭, 아코디언이 동작한다", { tag: "@pc" }, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const customer = new CustomerPage(await context.newPage());
    await customer.gotoNotices();
    await customer.searchNotices("배송");
    await expect(customer.page).toHaveURL(/keyword=%EB%B0%B0%EC%86%A1/);
    await expect(customer.noticeLinks().first()).toBeVisible();

    await customer.gotoFaq();
    const first = customer.faqItems().first();
    await first.locator("summary").click();
    await expect(first.locator("summary + *")).toBeVisible();
    const category = ((await customer.faqTabs().nth(1).textContent()) ?? "").trim();
    await customer.faqTab(category).click();
    await expect(customer.faqTab(category)).toHaveAttribute("aria-current", "page");
  } finally {
    await context.close();
  }
});
