import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { waitForHydration } from "../pages/hydration";
import { LayoutPage, WIDE_PC_VIEWPORT } from "../pages/layout-page";

// The chrome around every page (SPEC §2 Header, Search panel, Footer, Floating side menu, Mobile
// bottom bar, Not-found page, Maintenance), checked against what the API really serves.

interface CategoryNode {
  id: number;
  name: string;
  url: string;
  livestock: string;
  childCategories: CategoryNode[];
}
interface CategoryGroup extends Omit<CategoryNode, "childCategories"> {
  categories: CategoryNode[];
}
interface Livestock {
  code: string;
  name: string;
  sellerBrands: { id: number; sellerId: number; brandName: string; livestock: string }[];
}
interface RecommendKeyword {
  searchContents: string;
  searchLink: string;
  searchMobileLink: string;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function categoryData(request: APIRequestContext) {
  const { groups } = await getJson<{ groups: CategoryGroup[] }>(request, "/api/category");
  const { list } = await getJson<{ list: Livestock[] }>(request, "/api/common/livestock");
  // A category-route group (meat-processing or plain) for the three levels, and a livestock group
  // with brands; distinct, so pointing at one hides the other.
  const hasChildren = (group: CategoryGroup) => group.categories.some((c) => c.childCategories.length > 0);
  const threeLevel =
    groups.find((group) => group.url.startsWith("/category/") && hasChildren(group)) ?? groups.find(hasChildren);
  const livestockGroup = groups.find(
    (group) =>
      group !== threeLevel &&
      group.url.startsWith("/items?") &&
      (list.find((kind) => kind.code === group.livestock)?.sellerBrands.length ?? 0) > 0,
  );
  if (!threeLevel || !livestockGroup)
    throw new Error("the demo catalog needs a 3-level group and a livestock group with brands");
  const brands = list.find((kind) => kind.code === livestockGroup.livestock)?.sellerBrands ?? [];
  return { groups, threeLevel, livestockGroup, brands };
}

// The home page's layer popups would cover the header; their own behaviour is popup.spec.ts's.
test.beforeEach(async ({ page, baseURL }) => {
  await new LayoutPage(page).hidePopupsForToday(baseURL!);
});

test.describe("header category menu", { tag: "@pc" }, () => {
  test("opens with three levels, livestock brands and the all-items link", async ({ page, request }) => {
    const { groups, threeLevel, livestockGroup, brands } = await categoryData(request);
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await expect(layout.categoryMenu).toBeHidden();
    await layout.openCategoryMenu();
    await expect(layout.categoryToggle).toHaveAttribute("aria-expanded", "true");
    await expect(layout.categoryMenu).toBeVisible();

    for (const group of groups) {
      await expect(layout.categoryGroupLink(group.name)).toHaveAttribute("href", group.url);
    }
    await expect(layout.categoryMenu.getByRole("link", { name: "전체상품", exact: true })).toHaveAttribute(
      "href",
      "/items",
    );

    // Level 1 → 2 → 3, each link as the API names it.
    await layout.categoryGroupLink(threeLevel.name).hover();
    const detail = layout.categoryDetail(threeLevel.name);
    await expect(detail).toBeVisible();
    const category = threeLevel.categories.find((c) => c.childCategories.length > 0)!;
    const child = category.childCategories[0]!;
    await expect(detail.getByRole("link", { name: category.name, exact: true })).toHaveAttribute("href", category.url);
    await expect(detail.getByRole("link", { name: child.name, exact: true })).toHaveAttribute("href", child.url);

    // A livestock group lists the brands selling it, linked to their items of that livestock.
    await layout.categoryGroupLink(livestockGroup.name).hover();
    const livestockDetail = layout.categoryDetail(livestockGroup.name);
    await expect(livestockDetail).toBeVisible();
    await expect(detail).toBeHidden();
    for (const brand of brands) {
      await expect(livestockDetail.getByRole("link", { name: brand.brandName, exact: true })).toHaveAttribute(
        "href",
        `/items?livestock=${encodeURIComponent(brand.livestock)}&sellerId=${brand.sellerId}`,
      );
    }
    expect(livestockGroup.url).toBe(`/items?livestock=${encodeURIComponent(livestockGroup.livestock)}`);

    // Following a link navigates and closes the menu.
    await layout.categoryGroupLink(threeLevel.name).hover();
    await detail.getByRole("link", { name: child.name, exact: true }).click();
    await expect(page).toHaveURL(child.url);
    await expect(layout.categoryMenu).toBeHidden();
  });

  test("meat-processing groups go to the category route, the others to /items", async ({ request }) => {
    const { groups } = await categoryData(request);
    for (const group of groups) {
      if (group.livestock === "meat-processing" || group.livestock === "meat-processing-private") {
        expect(group.url, group.name).toBe(`/category/${group.id}`);
      } else if (group.livestock !== "") {
        expect(group.url, group.name).toBe(`/items?livestock=${encodeURIComponent(group.livestock)}`);
      }
    }
  });

  test("closes on Escape and on a click outside", async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await layout.openCategoryMenu();
    await expect(layout.categoryMenu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(layout.categoryMenu).toBeHidden();
    await layout.openCategoryMenu();
    await layout.footer.click({ position: { x: 5, y: 5 } });
    await expect(layout.categoryMenu).toBeHidden();
  });
});

test.describe("search panel", () => {
  test("shows the empty texts, then the recent searches, newest first and at most 5", async ({ page, request }) => {
    const best = await getJson<{ data: { list: { keyword: string }[] } }>(request, "/api/search/best-keyword");
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await layout.openSearchPanel();
    await expect(layout.searchPanel).toBeVisible();
    await expect(layout.searchPanel.getByText("최근 검색 내역이 없습니다.")).toBeVisible();
    if (best.data.list.length === 0) {
      await expect(layout.searchPanel.getByText("인기 검색어가 없습니다.")).toBeVisible();
    } else {
      await expect(layout.popularSearches()).toHaveText(best.data.list.map((entry, i) => `${i + 1}${entry.keyword}`));
    }

    const keywords = ["한우 등심", "한돈 목살", "삼겹살", "양념갈비", "사골", "등심 100%"];
    for (const keyword of keywords) {
      await layout.search(keyword);
      await expect(page).toHaveURL(`/search?query=${encodeURIComponent(keyword)}`);
    }
    await layout.goto("/");
    await layout.openSearchPanel();
    await expect(layout.recentSearches()).toHaveText([...keywords].reverse().slice(0, 5));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("latelySearch") ?? "[]"));
    expect(stored).toEqual([...keywords].reverse().slice(0, 5));

    // Searching an older keyword again moves it to the front instead of repeating it.
    await layout.search("한돈 목살");
    await layout.goto("/");
    await layout.openSearchPanel();
    await expect(layout.recentSearches().first()).toHaveText("한돈 목살");
    await expect(layout.recentSearches()).toHaveCount(5);

    await layout.recentSearches().first().getByRole("button", { name: "한돈 목살 삭제" }).click();
    await expect(layout.recentSearches()).toHaveCount(4);
    await layout.closeSearchPanel();
    await expect(layout.searchPanel).toBeHidden();
  });

  test("clicking a keyword closes the panel and searches it, encoded once", async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto("/");
    // Typed already percent-encoded: it is decoded, then encoded exactly once.
    await layout.search("%ED%95%9C%EC%9A%B0");
    await expect(page).toHaveURL("/search?query=%ED%95%9C%EC%9A%B0");
    await layout.goto("/");
    await layout.openSearchPanel();
    await layout.recentSearches().getByRole("button", { name: "한우", exact: true }).click();
    await expect(page).toHaveURL("/search?query=%ED%95%9C%EC%9A%B0");
    await expect(layout.searchPanel).toBeHidden();
  });

  test("an empty box follows the recommended keyword", async ({ page, request, isMobile }) => {
    const { data } = await getJson<{ data: RecommendKeyword | null }>(request, "/api/search/recommend-keyword");
    expect(data, "the demo data seeds a recommended keyword (한우 선물세트)").not.toBeNull();
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await expect(layout.searchBox).toHaveAttribute("placeholder", data!.searchContents);
    await layout.searchButton.click();
    const link = (isMobile && data!.searchMobileLink) || data!.searchLink;
    await expect(page).toHaveURL(link || `/search?query=${encodeURIComponent(data!.searchContents)}`);
    await expect(layout.alertDialog).toBeHidden();
  });

  test("an empty box without a recommended keyword alerts 검색어를 입력해 주세요.", async ({ page, request }) => {
    const { data } = await getJson<{ data: RecommendKeyword | null }>(request, "/api/search/recommend-keyword");
    const layout = new LayoutPage(page);
    if (data) {
      // The header's data reaches the browser in the loader answer of a client-side navigation;
      // blanking the keyword there is the state "no recommended keyword" without changing the shop.
      await page.route("**/*.data*", async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll(JSON.stringify(data.searchContents), '""');
        await route.fulfill({ response, body });
      });
    }
    await layout.goto("/");
    await layout.footer.getByRole("link", { name: "고객센터" }).click();
    await expect(page).toHaveURL("/customer/notice");
    await expect(layout.searchBox).toHaveAttribute("placeholder", "검색어를 입력해 주세요");
    await layout.searchBox.fill("   ");
    await layout.searchButton.click();
    await expect(layout.alertDialog).toBeVisible();
    await expect(layout.alertDialog).toContainText("검색어를 입력해 주세요.");
    await layout.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(layout.alertDialog).toBeHidden();
    await expect(page).toHaveURL("/customer/notice");
  });
});

test.describe("stripe banner", () => {
  test("shows on the main page only, and closing hides it for a day, across reloads", async ({ page, request }) => {
    const { stripeBanner } = await getJson<{ stripeBanner: { contents: string } | null }>(
      request,
      "/api/display/stripe-banner",
    );
    expect(stripeBanner, "the demo data seeds a stripe banner live since 2026-01-01").not.toBeNull();
    const layout = new LayoutPage(page);
    await layout.goto("/customer/notice");
    await expect(layout.stripeBanner).toBeHidden();

    await layout.goto("/");
    await expect(layout.stripeBanner).toBeVisible();
    await expect(layout.stripeBanner).toContainText(stripeBanner!.contents);
    await layout.stripeBanner.getByRole("button", { name: "띠배너 닫기" }).click();
    await expect(layout.stripeBanner).toBeHidden();

    const cookie = (await page.context().cookies()).find((c) => c.name === "stripe_banner_closed");
    expect(cookie?.value).toBe("1");
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(86_400 - 60);
    expect(secondsLeft).toBeLessThanOrEqual(86_400);

    // Read on the server: the reloaded page never contains the banner, not even for a moment.
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain('aria-label="띠배너"');
    expect(html).not.toContain(stripeBanner!.contents);
    await page.reload();
    await expect(layout.stripeBanner).toBeHidden();
  });
});

test.describe("not-found page", () => {
  test("answers 404 with the apology and its two buttons", async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto("/");
    const response = await layout.goto("/this-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(layout.notFoundHeading()).toBeVisible();
    await expect(page.getByText("이용에 불편을 드려 죄송합니다.")).toBeVisible();
    await expect(page.getByText("새로고침 하시거나 잠시 후 다시 시도해 주세요.")).toBeVisible();
    await expect(layout.header).toBeVisible();

    await page.getByRole("button", { name: "이전 화면" }).click();
    await expect(page).toHaveURL("/");

    await layout.goto("/no/such/page?x=1");
    await page.getByRole("link", { name: "메인 화면" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("connection status", () => {
  test("offline, a notice stays on screen; back online, it goes", async ({ page, context }) => {
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await waitForHydration(page);
    const notice = page.getByRole("status").filter({ hasText: "인터넷 연결이 끊겼습니다." });
    await expect(notice).toBeHidden();

    await context.setOffline(true);
    await expect(notice).toHaveText("인터넷 연결이 끊겼습니다. 연결 상태를 확인해 주세요.");
    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });
});

test.describe("phone chrome", { tag: "@phone" }, () => {
  test("the bottom bar is shown and its category panel toggles", async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await expect(layout.bottomBar).toBeVisible();
    for (const name of ["홈", "장바구니", "마이페이지"] as const)
      await expect(layout.bottomBarItem(name)).toBeVisible();
    await expect(layout.bottomBarItem("설정")).toHaveCount(0);
    await expect(layout.floatingMenu).toBeHidden();

    await layout.toggleCategoryPanel();
    await expect(layout.categoryPanel).toBeVisible();
    await expect(layout.categoryPanel.getByRole("link", { name: "로그인" })).toBeVisible();
    await expect(layout.categoryPanel.getByRole("link", { name: "회원가입" })).toBeVisible();
    await layout.toggleCategoryPanel();
    await expect(layout.categoryPanel).toBeHidden();

    // It closes by itself when the route changes.
    await layout.toggleCategoryPanel();
    await layout.categoryPanel.getByRole("link", { name: "전체상품" }).click();
    await expect(page).toHaveURL("/items");
    await expect(layout.categoryPanel).toBeHidden();
  });

  test("the category panel lists each group's levels and brands", async ({ page, request }) => {
    const { threeLevel, livestockGroup, brands } = await categoryData(request);
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await layout.toggleCategoryPanel();
    await layout.categoryPanel.getByRole("button", { name: threeLevel.name, exact: true }).click();
    const category = threeLevel.categories.find((c) => c.childCategories.length > 0)!;
    await expect(layout.categoryPanel.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "href",
      category.url,
    );
    const child = category.childCategories[0]!;
    await expect(layout.categoryPanel.getByRole("link", { name: child.name, exact: true })).toBeVisible();
    await layout.categoryPanel.getByRole("button", { name: livestockGroup.name, exact: true }).click();
    await expect(layout.categoryPanel.getByRole("link", { name: brands[0]!.brandName, exact: true })).toBeVisible();
    await layout.categoryPanel.getByRole("button", { name: "카테고리 닫기" }).click();
    await expect(layout.categoryPanel).toBeHidden();
  });

  test("settings appear only inside the app", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      userAgent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 NHMeatApp/2.4.1",
    });
    const layout = new LayoutPage(await context.newPage());
    await layout.goto("/");
    await expect(layout.bottomBarItem("설정")).toHaveAttribute("href", "/app/setting");
    await context.close();
  });
});

test.describe("PC chrome", { tag: "@pc" }, () => {
  test("the floating menu sits in the margin beside the content, and is left out where no margin holds it", async ({
    page,
  }) => {
    const layout = new LayoutPage(page);
    await page.setViewportSize(WIDE_PC_VIEWPORT);
    await layout.goto("/items?livestock=hanwoo");
    await expect(layout.floatingMenu).toBeVisible();
    const menu = (await layout.floatingMenu.boundingBox())!;
    const content = (await page.getByRole("main").locator(":scope > div").first().boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(content.x + content.width);

    // 1280 px: the margin is narrower than the menu, which would cover prices and sort links.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(layout.floatingMenu).toBeHidden();
  });

  test("the floating menu shows shortcuts, the last 5 viewed items, the app QR and TOP", async ({ page, request }) => {
    await page.setViewportSize(WIDE_PC_VIEWPORT);
    // Eight stored views, newest first, with names and pictures from an older visit; one item no longer exists.
    const codes = ["G0000007", "G0000006", "E2E-GONE", "G0000005", "G0000004", "G0000003", "G0000002", "G0000001"];
    const viewed = codes.map((itemUserCode) => ({
      itemUserCode,
      itemName: `지난번 이름 ${itemUserCode}`,
      imageSrc: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#c44"/></svg>`)}`,
    }));
    await page.addInitScript((items) => localStorage.setItem("latelyItem", JSON.stringify(items)), viewed);
    // The menu shows what /api/display/lately says of the first five stored views: current names, the gone one left out.
    const lately = await request.get(`/api/display/lately?ids=${codes.slice(0, 5).join(",")}&limit=5`);
    expect(lately.status()).toBe(200);
    const names: string[] = (await lately.json()).list.map((item: { itemName: string }) => item.itemName);
    expect(names).toHaveLength(4);
    const layout = new LayoutPage(page);
    await layout.goto("/");
    await expect(layout.floatingMenu).toBeVisible();
    await expect(layout.bottomBar).toBeHidden();
    for (const [name, href] of [
      ["마이페이지", "/mypage"],
      ["장바구니", "/cart"],
      ["1:1 문의", "/mypage/inquiry-item"],
      ["지정거래", "/designated"],
    ]) {
      await expect(layout.floatingMenu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(layout.floatingMenu.getByRole("heading", { name: "최근 본 상품 4" })).toBeVisible();
    const recent = layout.floatingMenu.getByRole("region", { name: /^최근 본 상품/ }).locator("img");
    await expect
      .poll(() => recent.evaluateAll((images) => images.map((image) => image.getAttribute("alt"))))
      .toEqual(names);
    // Two at a time in the slider: the third shows after one step down, and the newest scrolls away.
    await expect(recent.nth(0)).toBeVisible();
    await expect(recent.nth(2)).toBeHidden();
    await layout.floatingMenu.getByRole("button", { name: "다음 상품" }).click();
    await expect(recent.nth(2)).toBeVisible();
    await expect(recent.nth(0)).toBeHidden();

    const qr = layout.floatingMenu.getByRole("img", { name: /^앱 다운로드 QR 코드/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute("aria-label", /\/app\/update\)$/);

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await layout.floatingMenu.getByRole("button", { name: "맨 위로" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer carries the policy links, the customer centre and the seller notice", async ({ page, request }) => {
    const { about } = await getJson<{ about: { companyNumber: string; bossName: string } }>(
      request,
      "/api/common/about-us",
    );
    const operator = await getJson<{ phone: string }>(request, "/api/common/operator");
    const layout = new LayoutPage(page);
    await layout.goto("/");
    for (const [name, href] of [
      ["회사소개", "/company/about"],
      ["이용약관", "/policy/terms"],
      ["개인정보처리방침", "/policy/privacy"],
      ["입점문의", "/customer/store-inquiry"],
      ["고객센터", "/customer/notice"],
    ]) {
      await expect(layout.footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(layout.footer.getByRole("link", { name: operator.phone })).toBeVisible();
    await expect(layout.footer).toContainText(about.companyNumber);
    await expect(layout.footer).toContainText(about.bossName);
    await expect(layout.footer).toContainText("주문·품질·교환·환불 책임은 해당 판매자에게 있습니다.");
  });
});
