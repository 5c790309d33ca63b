import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { CatalogPage } from "../pages/catalog-page";
import { HomePage } from "../pages/home-page";
import { LayoutPage } from "../pages/layout-page";

// The catalog lists (SPEC §2 /category/:id?, /category/blank/:id?, /items, /search; SPEC §9
// load-more at 80 % scroll, 200 ms minimum fetch, 4/3/2 grid), checked against what the API serves.

interface ItemCard {
  itemId: number;
  itemUserCode: string;
  itemName: string;
  presentPrice: number;
  grade: string;
  soldOut: boolean;
}
interface ItemPage {
  list: ItemCard[];
  pagination: { page: number; size: number; totalCount: number; totalPages: number };
}
interface SearchPage extends ItemPage {
  query: string;
  correctedQuery: string | null;
  correctionMessage: string | null;
}
interface Livestock {
  code: string;
  name: string;
  sellerBrands: { sellerId: number; brandName: string }[];
}

const PAGE_SIZE = 24;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const items = (request: APIRequestContext, query: string) =>
  getJson<ItemPage>(request, `/api/item?size=${PAGE_SIZE}&${query}`);
const searchApi = (request: APIRequestContext, query: string, extra = "") =>
  getJson<SearchPage>(request, `/api/search/result?size=${PAGE_SIZE}&query=${encodeURIComponent(query)}${extra}`);

test.beforeEach(async ({ page, baseURL }) => {
  // The home page's layer popups would cover the header the tests use.
  await new LayoutPage(page).hidePopupsForToday(baseURL!);
});

test.describe("category pages", () => {
  test("카테고리 → 세부 카테고리 → 상품", async ({ page, request }) => {
    const catalog = new CatalogPage(page);
    await catalog.goto("/category/5");
    await expect(catalog.heading).toHaveText("가공육");
    await expect(catalog.tabs.getByRole("link", { name: "전체" })).toHaveAttribute("aria-current", "page");

    await catalog.tabs.getByRole("link", { name: "햄·소시지", exact: true }).click();
    await expect(page).toHaveURL("/category/51");
    await expect(catalog.heading).toHaveText("햄·소시지");
    await expect(catalog.breadcrumb.getByRole("link")).toHaveText(["홈", "가공육", "햄·소시지"]);
    await expect(catalog.subCategories.getByRole("link")).toHaveText(["전체", "햄", "소시지", "베이컨"]);

    await catalog.subCategories.getByRole("link", { name: "소시지", exact: true }).click();
    await expect(page).toHaveURL("/category/512");
    await expect(catalog.heading).toHaveText("소시지");
    await expect(catalog.subCategories.getByRole("link", { name: "소시지", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const api = await items(request, "categoryId=512");
    expect(api.pagination.totalCount).toBeGreaterThan(0);
    expect(await catalog.totalCount()).toBe(api.pagination.totalCount);
    await expect(catalog.cards).toHaveCount(Math.min(PAGE_SIZE, api.pagination.totalCount));
    expect(await catalog.cardNames()).toEqual(api.list.map((item) => item.itemName));

    const first = api.list[0]!;
    await catalog.card(first.itemName).getByRole("link").click();
    await expect(page).toHaveURL(`/items/${first.itemUserCode}`);
    await expect(page.getByRole("heading", { level: 1, name: first.itemName })).toBeVisible();
  });

  test("제목과 설명은 카테고리마다", { tag: "@pc" }, async ({ page, baseURL }) => {
    await page.goto("/category/111");
    await expect(page).toHaveTitle("한우 등심 | 농협 축산물 도매몰");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^한우 > 구이용 > 등심 상품을/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/category/111`);
    // Filters and sorts keep the unfiltered list as the canonical address.
    await page.goto("/category/111?sort=popular&grade=1");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/category/111`);
  });

  test("blank 페이지는 머리글 없이 같은 목록", { tag: "@pc" }, async ({ page, request }) => {
    const catalog = new CatalogPage(page);
    await catalog.goto("/category/blank/11");
    await expect(catalog.heading).toHaveText("구이용");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(catalog.subCategories.getByRole("link", { name: "등심", exact: true })).toHaveAttribute(
      "href",
      "/category/blank/111",
    );
    const api = await items(request, "categoryId=11");
    expect(await catalog.totalCount()).toBe(api.pagination.totalCount);
  });

  test("없는 카테고리와 축종은 404", { tag: "@api" }, async ({ request }) => {
    for (const path of ["/category/99999", "/category/abc", "/items?livestock=unicorn", "/category/blank/99999"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("/items", () => {
  test("홈의 축종 → 브랜드 칩 → 브랜드 상품", async ({ page, request }) => {
    const { list } = await getJson<{ list: Livestock[] }>(request, "/api/common/livestock");
    const hanwoo = list.find((kind) => kind.code === "hanwoo")!;
    const home = new HomePage(page);
    await home.goto();
    await home.categoryNav.getByRole("link", { name: hanwoo.name, exact: true }).click();
    await expect(page).toHaveURL("/items?livestock=hanwoo");

    const catalog = new CatalogPage(page);
    await expect(catalog.heading).toHaveText(hanwoo.name);
    await expect(catalog.brands.getByRole("link")).toHaveText([
      "전체",
      ...hanwoo.sellerBrands.map((brand) => brand.brandName),
    ]);
    const all = await items(request, "livestock=hanwoo");
    expect(await catalog.totalCount()).toBe(all.pagination.totalCount);

    const brand = hanwoo.sellerBrands[1]!;
    await catalog.brands.getByRole("link", { name: brand.brandName }).click();
    await expect(page).toHaveURL(`/items?livestock=hanwoo&sellerId=${brand.sellerId}`);
    await expect(catalog.heading).toHaveText(brand.brandName);
    await expect(catalog.brands.getByRole("link", { name: brand.brandName })).toHaveAttribute("aria-current", "page");
    const ofBrand = await items(request, `livestock=hanwoo&sellerId=${brand.sellerId}`);
    expect(ofBrand.pagination.totalCount).toBeLessThan(all.pagination.totalCount);
    expect(await catalog.totalCount()).toBe(ofBrand.pagination.totalCount);
    expect(await catalog.cardNames()).toEqual(ofBrand.list.map((item) => item.itemName));
  });

  test("필터와 정렬은 URL과 결과를 바꾸고 뒤로 가기로 돌아온다", async ({ page, request }) => {
    const catalog = new CatalogPage(page);
    await catalog.goto("/items?livestock=hanwoo");
    const unfiltered = await catalog.totalCount();

    await catalog.sort("낮은가격순").click();
    await expect(page).toHaveURL("/items?livestock=hanwoo&sort=priceLow");
    await expect(catalog.sort("낮은가격순")).toHaveAttribute("aria-current", "true");
    const byPrice = await items(request, "livestock=hanwoo&sort=priceLow");
    await expect.poll(() => catalog.cardNames()).toEqual(byPrice.list.map((item) => item.itemName));

    await catalog.openFilters();
    await catalog.filterOption("등급", "1++등급").click();
    await expect(page).toHaveURL("/items?livestock=hanwoo&grade=1%2B%2B&sort=priceLow");
    const graded = await items(request, "livestock=hanwoo&grade=1%2B%2B&sort=priceLow");
    expect(graded.pagination.totalCount).toBeLessThan(unfiltered);
    await expect.poll(() => catalog.totalCount()).toBe(graded.pagination.totalCount);
    await expect.poll(() => catalog.cardNames()).toEqual(graded.list.map((item) => item.itemName));
    for (const card of await catalog.cards.all())
      await expect(card.getByText("1++등급", { exact: true })).toBeVisible();
    await expect(catalog.appliedFilters.getByRole("link")).toHaveText(["1++등급×"]);

    await catalog.soldOutSwitch.click();
    await expect(page).toHaveURL("/items?livestock=hanwoo&grade=1%2B%2B&soldOut=hide&sort=priceLow");
    await expect(catalog.soldOutSwitch).toHaveAttribute("aria-checked", "true");
    const inStock = await items(request, "livestock=hanwoo&grade=1%2B%2B&soldOut=hide&sort=priceLow");
    await expect.poll(() => catalog.totalCount()).toBe(inStock.pagination.totalCount);
    await expect(catalog.cards.getByText("품절", { exact: true })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL("/items?livestock=hanwoo&grade=1%2B%2B&sort=priceLow");
    await expect.poll(() => catalog.totalCount()).toBe(graded.pagination.totalCount);

    await catalog.appliedFilters.getByRole("link", { name: "1++등급 필터 해제" }).click();
    await expect(page).toHaveURL("/items?livestock=hanwoo&sort=priceLow");
    await expect.poll(() => catalog.totalCount()).toBe(unfiltered);
  });

  test("가격 직접 입력은 GET 폼", async ({ page, request }) => {
    const catalog = new CatalogPage(page);
    await catalog.goto("/items?livestock=handon&sort=popular");
    await catalog.openFilters();
    const form = page.getByRole("form", { name: "가격 직접 입력" });
    await form.getByRole("spinbutton", { name: "최소 금액(원)" }).fill("20000");
    await form.getByRole("spinbutton", { name: "최대 금액(원)" }).fill("40000");
    await form.getByRole("button", { name: "적용" }).click();
    await expect(page).toHaveURL(/\/items\?livestock=handon&sort=popular&minPrice=20000&maxPrice=40000$/);
    const ranged = await items(request, "livestock=handon&sort=popular&minPrice=20000&maxPrice=40000");
    await expect.poll(() => catalog.totalCount()).toBe(ranged.pagination.totalCount);
    for (const item of ranged.list) {
      expect(item.presentPrice).toBeGreaterThanOrEqual(20000);
      expect(item.presentPrice).toBeLessThanOrEqual(40000);
    }
    await expect(catalog.appliedFilters.getByRole("link")).toHaveText(["20,000원~40,000원×"]);
  });

  test("80 % 스크롤과 더보기로 다음 페이지가 붙고, 뒤로 가기에도 남는다", async ({ page, request }) => {
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((pageNo) => items(request, `livestock=hanwoo&page=${pageNo}`)),
    );
    expect(first!.pagination.totalPages).toBeGreaterThan(3);
    const catalog = new CatalogPage(page);
    await catalog.goto("/items?livestock=hanwoo");
    await expect(catalog.cards).toHaveCount(PAGE_SIZE);
    await expect(catalog.moreLink).toHaveAttribute("href", "/items?livestock=hanwoo&page=2");
    await catalog.waitForLoadMore();

    await catalog.scrollToBottom();
    await expect(catalog.cards).toHaveCount(PAGE_SIZE * 2);
    expect(await catalog.cardNames()).toEqual([...first!.list, ...second!.list].map((item) => item.itemName));
    // Appended in place: the address stays the list's.
    expect(new URL(page.url()).search).toBe("?livestock=hanwoo");

    await catalog.pressMore();
    await expect(catalog.cards).toHaveCount(PAGE_SIZE * 3);
    expect((await catalog.cardNames()).slice(PAGE_SIZE * 2)).toEqual(third!.list.map((item) => item.itemName));
    await expect(catalog.moreLink).toHaveAttribute("href", "/items?livestock=hanwoo&page=4");

    // An appended item's page and back: the appended pages are still there, and no more.
    const appended = second!.list[6]!;
    await catalog.card(appended.itemName).getByRole("link").click();
    await expect(page).toHaveURL(`/items/${appended.itemUserCode}`);
    await page.goBack();
    await expect(page).toHaveURL("/items?livestock=hanwoo");
    await expect(catalog.cards).toHaveCount(PAGE_SIZE * 3);
    await expect(catalog.card(appended.itemName)).toBeInViewport();
  });

  test("다음 페이지는 빨리 와도 200 ms 뒤에 붙는다", async ({ page, request }) => {
    const second = await getJson<ItemPage>(request, "/listing/more/items?livestock=handon&page=2");
    // The resource route answers at once, so what remains is the page's own minimum delay.
    await page.route(
      (url) => url.pathname === "/listing/more/items" && url.searchParams.get("page") === "2",
      (route) => route.fulfill({ json: second }),
    );
    const catalog = new CatalogPage(page);
    await catalog.goto("/items?livestock=handon");
    await expect(catalog.cards).toHaveCount(PAGE_SIZE);
    await catalog.waitForLoadMore();
    // Timed inside the page: from the press to the appended cards, and whether the spinner showed.
    const { elapsed, spinnerShown } = await page.evaluate(async (expected) => {
      const main = document.querySelector("main")!;
      const more = Array.from(main.querySelectorAll("a")).find((link) => link.textContent?.startsWith("더보기"))!;
      let shown = false;
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          shown ||= main.textContent?.includes("상품을 더 불러오는 중입니다.") ?? false;
          if (main.querySelectorAll("article").length >= expected) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(main, { childList: true, subtree: true, characterData: true });
        more.click();
      });
      return { elapsed: performance.now() - started, spinnerShown: shown };
    }, PAGE_SIZE + second.list.length);
    expect(elapsed).toBeGreaterThanOrEqual(200);
    expect(spinnerShown).toBe(true);
    await expect(catalog.cards).toHaveCount(PAGE_SIZE + second.list.length);
    await expect(catalog.loadingMore).toBeHidden();
  });

  test("실패한 더보기는 다시 시도할 수 있다", { tag: "@pc" }, async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === "/listing/more/items" && url.searchParams.get("page") === "2",
      (route) => (fail ? route.fulfill({ status: 503, json: { status: 503, message: "x" } }) : route.fallback()),
    );
    const catalog = new CatalogPage(page);
    await catalog.goto("/items");
    await catalog.waitForLoadMore();
    await catalog.pressMore();
    await expect(page.getByRole("alert").filter({ hasText: "상품을 불러오지 못했습니다." })).toBeVisible();
    await expect(catalog.moreLink).toHaveText(/^다시 시도/);
    fail = false;
    await catalog.pressMore();
    await expect(catalog.cards).toHaveCount(PAGE_SIZE * 2);
  });

  test("다음 페이지의 JSON", { tag: "@api" }, async ({ request }) => {
    const page2 = await items(request, "livestock=hanwoo&sort=popular&page=2");
    const more = await getJson<ItemPage>(request, "/listing/more/items?livestock=hanwoo&sort=popular&page=2");
    expect(more.pagination).toEqual(page2.pagination);
    expect(more.list.map((item) => item.itemId)).toEqual(page2.list.map((item) => item.itemId));
    const category = await getJson<ItemPage>(request, "/listing/more/category/11?page=2");
    expect(category.pagination.page).toBe(2);
    expect((await request.get("/listing/more/unknown?page=2")).status()).toBe(404);
    expect((await request.get("/listing/more/search?page=2")).status()).toBe(400);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("더보기는 다음 페이지로, 정렬과 필터는 링크로", { tag: "@pc" }, async ({ page, request }) => {
    test.slow(); // four full page loads
    const catalog = new CatalogPage(page);
    await catalog.goto("/items?livestock=hanwoo");
    await catalog.moreLink.click();
    await expect(page).toHaveURL("/items?livestock=hanwoo&page=2");
    const second = await items(request, "livestock=hanwoo&page=2");
    expect(await catalog.cardNames()).toEqual(second.list.map((item) => item.itemName));
    await expect(page.getByRole("link", { name: "이전 상품 보기" })).toHaveAttribute("href", "/items?livestock=hanwoo");

    await catalog.sort("리뷰많은순").click();
    await expect(page).toHaveURL("/items?livestock=hanwoo&sort=reviews");
    const byReviews = await items(request, "livestock=hanwoo&sort=reviews");
    expect(await catalog.cardNames()).toEqual(byReviews.list.map((item) => item.itemName));

    await catalog.filterOption("배송", "개별배송").click();
    await expect(page).toHaveURL("/items?livestock=hanwoo&deliveryType=2&sort=reviews");
    const own = await items(request, "livestock=hanwoo&deliveryType=2&sort=reviews");
    expect(await catalog.totalCount()).toBe(own.pagination.totalCount);
  });
});

test.describe("/search", () => {
  test("헤더 검색 → 결과 → 상품", async ({ page, request }) => {
    const api = await searchApi(request, "한우등심");
    expect(api.pagination.totalCount).toBeGreaterThan(0);
    const layout = new LayoutPage(page);
    // Typed into the header before hydration, the keyword would be lost: start from a live list.
    await layout.goto("/items");
    await new CatalogPage(page).waitForLoadMore();
    await layout.search("한우등심");
    await expect(page).toHaveURL(`/search?query=${encodeURIComponent("한우등심")}`);

    const catalog = new CatalogPage(page);
    await expect(catalog.heading).toHaveText("‘한우등심’ 검색 결과");
    expect(await catalog.totalCount()).toBe(api.pagination.totalCount);
    await expect(catalog.sort("정확도순")).toHaveAttribute("aria-current", "true");
    const names = await catalog.cardNames();
    expect(names).toEqual(api.list.map((item) => item.itemName));
    // Written apart in the names (한우 등심): found with no space.
    for (const name of names) expect(name.replaceAll(" ", "")).toContain("한우등심");
    await expect(catalog.recentSearches.first()).toHaveText("한우등심");

    const first = api.list[0]!;
    await catalog.card(first.itemName).getByRole("link").click();
    await expect(page).toHaveURL(`/items/${first.itemUserCode}`);
    await expect(page.getByRole("heading", { level: 1, name: first.itemName })).toBeVisible();
  });

  test("초성 ㅎㅇ 검색과 더보기", async ({ page, request }) => {
    const [first, second] = await Promise.all([searchApi(request, "ㅎㅇ"), searchApi(request, "ㅎㅇ", "&page=2")]);
    expect(first.pagination.totalPages).toBeGreaterThan(1);
    const catalog = new CatalogPage(page);
    await catalog.goto(`/search?query=${encodeURIComponent("ㅎㅇ")}`);
    await expect(catalog.heading).toHaveText("‘ㅎㅇ’ 검색 결과");
    expect(await catalog.totalCount()).toBe(first.pagination.totalCount);
    expect(await catalog.cardNames()).toEqual(first.list.map((item) => item.itemName));
    await catalog.waitForLoadMore();
    await catalog.scrollToBottom();
    await expect(catalog.cards).toHaveCount(PAGE_SIZE * 2);
    expect((await catalog.cardNames()).slice(PAGE_SIZE)).toEqual(second.list.map((item) => item.itemName));
  });

  test("검색 결과의 축종 필터와 정렬", { tag: "@pc" }, async ({ page, request }) => {
    const catalog = new CatalogPage(page);
    await catalog.goto(`/search?query=${encodeURIComponent("등심")}`);
    await catalog.filterOption("축종", "한돈").click();
    await expect(page).toHaveURL(`/search?query=${encodeURIComponent("등심")}&livestock=handon`);
    await catalog.sort("높은가격순").click();
    await expect(page).toHaveURL(`/search?query=${encodeURIComponent("등심")}&livestock=handon&sort=priceHigh`);
    const api = await searchApi(request, "등심", "&livestock=handon&sort=priceHigh");
    await expect.poll(() => catalog.totalCount()).toBe(api.pagination.totalCount);
    await expect.poll(() => catalog.cardNames()).toEqual(api.list.map((item) => item.itemName));
  });

  test("오타는 고친 검색어의 결과를 알린다", async ({ page, request }) => {
    const api = await searchApi(request, "등섬");
    expect(api.correctedQuery).toBe("등심");
    const catalog = new CatalogPage(page);
    await catalog.goto(`/search?query=${encodeURIComponent("등섬")}`);
    await expect(catalog.heading).toHaveText("‘등심’ 검색 결과");
    await expect(catalog.correctionNotice).toHaveText(api.correctionMessage!);
    expect(await catalog.totalCount()).toBe(api.pagination.totalCount);
  });

  test("결과 없음: 안내, 인기 검색어, 최근 검색어 삭제", async ({ page, request }) => {
    const best = await getJson<{ data: { list: { keyword: string }[] } }>(request, "/api/search/best-keyword");
    const layout = new LayoutPage(page);
    const catalog = new CatalogPage(page);
    await catalog.goto(`/search?query=${encodeURIComponent("한우")}`);
    // Shown once the page is live, so the header search below is live too.
    await expect(catalog.recentSearches).toHaveText(["한우"]);
    await layout.search("qqqzzzxx");
    await expect(catalog.main.getByText("‘qqqzzzxx’에 대한 검색 결과가 없습니다.")).toBeVisible();
    await expect(catalog.cards).toHaveCount(0);
    if (best.data.list.length > 0) await expect(catalog.popularKeywords).not.toHaveCount(0);
    else await expect(catalog.main.getByText("인기 검색어가 없습니다.")).toBeVisible();

    await expect(catalog.recentSearches).toHaveText(["qqqzzzxx", "한우"]);
    await catalog.recentSearches.getByRole("button", { name: "한우 삭제" }).click();
    await expect(catalog.recentSearches).toHaveText(["qqqzzzxx"]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("latelySearch") ?? "[]"))).toEqual(["qqqzzzxx"]);
    // The header's panel reads the same store.
    await layout.openSearchPanel();
    await expect(layout.recentSearches()).toHaveText(["qqqzzzxx"]);
  });

  test("최근 검색어는 다섯 개까지, 같은 검색어는 앞으로", { tag: "@pc" }, async ({ page }) => {
    test.slow(); // seven page loads
    const catalog = new CatalogPage(page);
    for (const keyword of ["한우", "한돈", "목살", "갈비", "햄", "베이컨", "한돈"]) {
      await catalog.goto(`/search?query=${encodeURIComponent(keyword)}`);
      await expect(catalog.recentSearches.first()).toHaveText(keyword);
    }
    await expect(catalog.recentSearches).toHaveText(["한돈", "베이컨", "햄", "갈비", "목살"]);
    await catalog.main.getByRole("button", { name: "전체 삭제" }).click();
    await expect(catalog.main.getByText("최근 검색 내역이 없습니다.")).toBeVisible();
  });

  test("검색어 없이 열면 입력 안내", async ({ page }) => {
    const catalog = new CatalogPage(page);
    await catalog.goto("/search");
    await expect(catalog.heading).toHaveText("상품 검색");
    await expect(catalog.main.getByText("검색어를 입력해 주세요.")).toBeVisible();
    await catalog.goto("/search?query=%20%20");
    await expect(catalog.main.getByText("검색어를 입력해 주세요.")).toBeVisible();
  });
});
