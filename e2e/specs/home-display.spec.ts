import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/shop.fixture";
import { BrandPage, DisplayPage, HomeBlocks } from "../pages/display-page";
import { HomePage } from "../pages/home-page";

interface ItemCard {
  itemId: number;
  itemUserCode: string;
  itemName: string;
}
interface VisibleBlock {
  code: string;
  title: string;
  subTitle: string;
  link: string;
  sortOrder: number;
}
interface Slide {
  id: number;
  title: string;
  imageSrc: string;
  mobileImageSrc: string;
  link: string;
}
interface DisplayBlock {
  title: string;
  subTitle: string;
  description: string;
  sections: { title: string; body: string }[];
}
interface BrandSummary {
  id: number;
  brandName: string;
  livestock: string;
  livestockName: string;
  itemCount: number;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The initial consonant of a name's first syllable (double consonants as their single one). */
function initialOf(name: string): string {
  const code = name.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return "";
  const initial = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"[Math.floor(code / 588)]!;
  return ({ ㄲ: "ㄱ", ㄸ: "ㄷ", ㅃ: "ㅂ", ㅆ: "ㅅ", ㅉ: "ㅈ" } as Record<string, string>)[initial] ?? initial;
}

const itemHref = (item: ItemCard) => `/items/${encodeURIComponent(item.itemUserCode)}`;
const notFoundHeading = "요청하신 페이지를 찾을 수 없습니다.";

test.beforeEach(async ({ context, request, baseURL }) => {
  // Popups have their own spec; here they would only cover the page.
  await HomePage.dismissAllPopups(context, request, baseURL!);
});

test.describe("홈 화면 진열", () => {
  test("진열 블록이 운영자 순서대로 나온다", async ({ page, request }) => {
    const { list } = await api<{ list: VisibleBlock[] }>(request, "/api/display/visible");
    expect(list.length).toBeGreaterThan(5);
    const home = new HomeBlocks(page);
    await home.goto();

    // Blocks with their own heading (the main visual is named by its label, display pages are tiles).
    const tileCodes = new Set(["dry-aging", "pb", "fresh-food", "safety", "shop-info", "delivery", "designated"]);
    const headed = [...list]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .filter((block) => block.code !== "promotion" && !tileCodes.has(block.code))
      .map((block) => block.title);
    const headings = await home.blockHeadings();
    expect(headings.filter((heading) => headed.includes(heading))).toEqual(headed);

    for (const block of list.filter((entry) => tileCodes.has(entry.code))) {
      await expect(home.displayTiles.getByRole("link", { name: new RegExp(block.title) })).toHaveAttribute(
        "href",
        block.link,
      );
    }
  });

  test("메인 비주얼: 배너마다 링크, 첫 배너만 먼저 불러온다", async ({ page, request, isMobile }) => {
    const { list } = await api<{ list: Slide[] }>(request, "/api/display/promotion");
    expect(list.length).toBeGreaterThan(1);
    const home = new HomeBlocks(page);
    await home.goto();
    // The banners move on every 5 s by themselves: the first shows first, and they are stopped before the checks below,
    // which on a busy machine take longer than that.
    await expect(home.slideCounter()).toHaveText(`1 / 전체 ${list.length}`);
    await home.stopBanners();
    await expect(home.visual.getByRole("button", { name: "자동 넘김 시작" })).toHaveAttribute("aria-pressed", "true");

    await expect(home.slides()).toHaveCount(list.length);
    for (const [index, slide] of list.entries()) {
      const item = home.slides().nth(index);
      if (slide.link) await expect(item.getByRole("link")).toHaveAttribute("href", slide.link);
      await expect(item.locator("source")).toHaveAttribute("srcset", slide.mobileImageSrc);
      const image = item.getByRole("img");
      await expect(image).toHaveAttribute("src", slide.imageSrc);
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "480");
      await expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
    }
    await expect(home.slides().first().getByRole("img")).toHaveAttribute("fetchpriority", "high");
    // The first banner's request starts from the head, ahead of the stylesheets: a preload for each layout's picture.
    const preloads = page.locator('head link[rel="preload"][as="image"]');
    await expect(preloads.and(page.locator(`[href="${list[0]!.mobileImageSrc}"]`))).toHaveAttribute(
      "media",
      "(max-width: 768px)",
    );
    await expect(preloads.and(page.locator(`[href="${list[0]!.imageSrc}"]`))).toHaveAttribute(
      "media",
      "(min-width: 769px)",
    );
    // The shown picture fits the viewport's layout: the phone picture is square.
    const box = await home.slides().first().getByRole("img").boundingBox();
    expect(box).not.toBeNull();
    if (isMobile) expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);
    else expect(box!.width / box!.height).toBeCloseTo(2.5, 1);
  });

  test("메인 비주얼: 화살표로 넘기고 처음으로 돌아온다", { tag: "@pc" }, async ({ page, request }) => {
    const { list } = await api<{ list: Slide[] }>(request, "/api/display/promotion");
    const home = new HomeBlocks(page);
    await home.goto();
    await home.stopBanners();
    await home.visual.getByRole("button", { name: "다음 배너" }).click();
    await expect(home.slideCounter()).toHaveText(`2 / 전체 ${list.length}`);
    await home.visual.getByRole("button", { name: "이전 배너" }).click();
    await expect(home.slideCounter()).toHaveText(`1 / 전체 ${list.length}`);
    await home.visual.getByRole("button", { name: "이전 배너" }).click();
    await expect(home.slideCounter()).toHaveText(`${list.length} / 전체 ${list.length}`);
  });

  test("메인 비주얼: 밀어서 넘긴다", { tag: "@phone" }, async ({ page, request }) => {
    const { list } = await api<{ list: Slide[] }>(request, "/api/display/promotion");
    const home = new HomeBlocks(page);
    await home.goto();
    await home.stopBanners();
    await home.visual.getByRole("list").evaluate((track) => track.scrollTo({ left: track.clientWidth * 2 }));
    await expect(home.slideCounter()).toHaveText(`3 / 전체 ${list.length}`);
  });

  for (const [code, size] of [
    ["best", 8],
    ["new", 8],
  ] as const) {
    test(`${code}: API의 상품이 같은 순서로, 상품 페이지로 연결`, async ({ page, request }) => {
      const { list, block } = await api<{ list: ItemCard[]; block: DisplayBlock }>(
        request,
        `/api/display/${code}?size=${size}`,
      );
      const { list: visible } = await api<{ list: VisibleBlock[] }>(request, "/api/display/visible");
      const title = visible.find((entry) => entry.code === code)!.title;
      expect(list.length).toBeGreaterThan(0);
      const home = new HomeBlocks(page);
      await home.goto();

      const cards = home.itemCards(title);
      await expect(cards).toHaveCount(list.length);
      for (const [index, item] of list.entries()) {
        await expect(cards.nth(index)).toHaveAccessibleName(item.itemName);
        await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", itemHref(item));
      }
      const more = visible.find((entry) => entry.code === code)!.link;
      if (more) {
        await expect(home.block(title).getByRole("link", { name: `${title} 더보기` })).toHaveAttribute("href", more);
      }
      expect(block.title).toBe(title);

      // Below the fold: pictures wait until they are scrolled to, and keep their place while loading.
      const image = cards.first().getByRole("img");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", "400");

      await cards.first().getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${itemHref(list[0]!).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await expect(page.getByRole("heading", { name: notFoundHeading })).toHaveCount(0);
    });
  }

  test("이달의 PICK: MD 한마디와 상품", async ({ page, request }) => {
    const { list, block } = await api<{ list: { comment: string; item: ItemCard }[]; block: DisplayBlock }>(
      request,
      "/api/display/cnts-picks/main",
    );
    const home = new HomeBlocks(page);
    await home.goto();
    const shown = list.slice(0, 4);
    const picks = home
      .block(block.title)
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") });
    await expect(picks).toHaveCount(shown.length);
    for (const [index, pick] of shown.entries()) {
      await expect(picks.nth(index)).toContainText(pick.comment);
      await expect(picks.nth(index).getByRole("article")).toHaveAccessibleName(pick.item.itemName);
    }
  });

  test("축종별 베스트: 탭마다 그 축종의 상품, 전체보기 링크", async ({ page, request }) => {
    const { block, groups } = await api<{
      block: DisplayBlock;
      groups: { livestock: string; name: string; link: string; list: ItemCard[] }[];
    }>(request, "/api/display/group-best?size=4");
    expect(groups.length).toBeGreaterThan(1);
    const home = new HomeBlocks(page);
    await home.goto();

    const tabs = home.tabs(block.title);
    await expect(tabs).toHaveText(groups.map((group) => group.name));
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

    for (const index of [1, groups.length - 1, 0]) {
      const group = groups[index]!;
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
      const panel = home.tabPanel(block.title);
      await expect(panel).toHaveAccessibleName(group.name);
      await expect(panel.getByRole("article")).toHaveCount(group.list.length);
      for (const [position, item] of group.list.entries()) {
        await expect(panel.getByRole("article").nth(position)).toHaveAccessibleName(item.itemName);
      }
      await expect(panel.getByRole("link", { name: `${group.name} 전체보기` })).toHaveAttribute("href", group.link);
    }

    // Arrow keys move between tabs.
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");

    await tabs.nth(0).click();
    await home
      .tabPanel(block.title)
      .getByRole("link", { name: `${groups[0]!.name} 전체보기` })
      .click();
    await expect(page).toHaveURL(new RegExp(`${groups[0]!.link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });

  test("MD 추천: 탭을 고르면 그 상품", async ({ page, request }) => {
    const { block, groups } = await api<{
      block: DisplayBlock;
      groups: { key: string; name: string; list: ItemCard[] }[];
    }>(request, "/api/display/md");
    const home = new HomeBlocks(page);
    await home.goto();
    const tabs = home.tabs(block.title);
    await expect(tabs).toHaveText(groups.map((group) => group.name));
    const last = groups.at(-1)!;
    await tabs.last().click();
    const cards = home.tabPanel(block.title).getByRole("article");
    await expect(cards).toHaveCount(Math.min(4, last.list.length));
    await expect(cards.first()).toHaveAccessibleName(last.list[0]!.itemName);
  });

  test("스타일북과 브랜드관 블록: 카드가 각 페이지로 연결", async ({ page, request }) => {
    const styleBooks = await api<{ block: DisplayBlock; list: { id: number; title: string }[] }>(
      request,
      "/api/display/style-book",
    );
    const brands = await api<{ block: DisplayBlock & { link: string }; list: BrandSummary[] }>(
      request,
      "/api/display/brand",
    );
    const home = new HomeBlocks(page);
    await home.goto();

    const books = home.block(styleBooks.block.title).getByRole("article");
    await expect(books).toHaveCount(Math.min(4, styleBooks.list.length));
    for (const [index, book] of styleBooks.list.slice(0, 4).entries()) {
      await expect(books.nth(index)).toHaveAccessibleName(book.title);
      await expect(books.nth(index).getByRole("link")).toHaveAttribute("href", `/event/stylebook/${book.id}`);
    }

    const brandBlock = home.block(brands.block.title);
    const shown = brands.list.slice(0, 6);
    const brandLinks = brandBlock.getByRole("listitem").getByRole("link");
    await expect(brandLinks).toHaveCount(shown.length);
    for (const [index, brand] of shown.entries()) {
      await expect(brandLinks.nth(index)).toContainText(brand.brandName);
      await expect(brandLinks.nth(index)).toHaveAttribute("href", `/brand?brandId=${brand.id}`);
    }
    await brandLinks.first().click();
    await expect(page).toHaveURL(new RegExp(`/brand\\?brandId=${shown[0]!.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: shown[0]!.brandName })).toBeVisible();
  });

  test("전문관 바로가기에서 진열 페이지로 간다", async ({ page, request }) => {
    const dryAging = await api<{ block: DisplayBlock }>(request, "/api/display/dry-aging");
    const home = new HomeBlocks(page);
    await home.goto();
    await home.displayTiles.getByRole("link", { name: new RegExp(dryAging.block.title) }).click();
    await expect(page).toHaveURL(/\/display\/dry-aging$/);
    await expect(new DisplayPage(page).heading()).toHaveText(dryAging.block.title);
  });
});

test.describe("브랜드관", () => {
  test("추천 브랜드와 축종별 전체 브랜드", async ({ page, request }) => {
    const main = await api<{ featured: (BrandSummary & { items: ItemCard[] })[]; list: BrandSummary[] }>(
      request,
      "/api/brand/main?itemsPerBrand=4",
    );
    const brand = new BrandPage(page);
    await brand.gotoHall();
    await expect(page).toHaveTitle(/브랜드관/);
    await expect(page.getByRole("heading", { level: 1, name: "브랜드관" })).toBeVisible();

    const featured = brand.section("추천 브랜드");
    for (const entry of main.featured) {
      const row = featured
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: entry.brandName, exact: true }) });
      await expect(row.getByRole("article")).toHaveCount(entry.items.length);
      await expect(
        row.getByRole("link", { name: `${entry.brandName} 상품 ${entry.itemCount}개 보기` }),
      ).toHaveAttribute("href", `/brand?brandId=${entry.id}`);
    }

    const all = brand.section("전체 브랜드");
    const livestockNames = [...new Set(main.list.map((entry) => entry.livestockName))];
    for (const name of livestockNames) {
      const group = all.getByRole("region", { name, exact: true });
      const expected = main.list.filter((entry) => entry.livestockName === name);
      await expect(group.getByRole("link")).toHaveCount(expected.length);
      for (const entry of expected) {
        await expect(brand.brandLink(group, entry.brandName)).toHaveAttribute("href", `/brand?brandId=${entry.id}`);
      }
    }
  });

  test("브랜드를 고르면 그 브랜드의 상품, 정렬과 페이지", async ({ page, request }) => {
    const { list } = await api<{ list: BrandSummary[] }>(request, "/api/brand/main");
    const target = [...list].sort((a, b) => b.itemCount - a.itemCount)[0]!;
    expect(target.itemCount).toBeGreaterThan(20);
    const brand = new BrandPage(page);
    await brand.gotoHall();
    await brand.brandLink(brand.section("전체 브랜드"), target.brandName).click();

    await expect(page).toHaveURL(new RegExp(`/brand\\?brandId=${target.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: target.brandName })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${target.brandName} - 브랜드관`));
    await expect(page.getByText(`전체 ${target.itemCount.toLocaleString("ko-KR")}개`)).toBeVisible();
    const popular = await api<{ list: ItemCard[] }>(request, `/api/brand/${target.id}/items?size=20`);
    await expect(brand.itemCards()).toHaveCount(popular.list.length);
    await expect(brand.itemCards().first()).toHaveAccessibleName(popular.list[0]!.itemName);

    await brand.sortLinks().filter({ hasText: "낮은가격순" }).click();
    await expect(page).toHaveURL(/sort=priceLow/);
    const cheap = await api<{ list: ItemCard[] }>(request, `/api/brand/${target.id}/items?size=20&sort=priceLow`);
    await expect(brand.itemCards().first()).toHaveAccessibleName(cheap.list[0]!.itemName);
    await expect(brand.sortLinks().filter({ hasText: "낮은가격순" })).toHaveAttribute("aria-current", "true");

    await page.getByRole("navigation", { name: "페이지 이동" }).getByRole("link", { name: "2 페이지" }).click();
    await expect(page).toHaveURL(/page=2/);
    const second = await api<{ list: ItemCard[] }>(
      request,
      `/api/brand/${target.id}/items?size=20&sort=priceLow&page=2`,
    );
    await expect(brand.itemCards()).toHaveCount(second.list.length);
    await expect(brand.itemCards().first()).toHaveAccessibleName(second.list[0]!.itemName);

    await page.getByRole("navigation", { name: "현재 위치" }).getByRole("link", { name: "브랜드관" }).click();
    await expect(page).toHaveURL(/\/brand$/);
  });

  test("가나다순: 색인으로 찾아 브랜드로 간다", async ({ page, request }) => {
    const { list } = await api<{ list: BrandSummary[] }>(request, "/api/brand/main");
    const brand = new BrandPage(page);
    await brand.gotoIndex();
    await expect(brand.viewSwitch().getByRole("link", { name: "가나다순" })).toHaveAttribute("aria-current", "page");

    // Every brand once, each linking to its items.
    const tiles = page.getByRole("main").getByRole("region").getByRole("link");
    await expect(tiles).toHaveCount(list.length);
    const target = list.find((entry) => initialOf(entry.brandName) === "ㄴ")!;
    await brand.indexBar().getByRole("link", { name: "나", exact: true }).click();
    await expect(page).toHaveURL(/#brand-index-1$/);
    const section = page.getByRole("region", { name: "나", exact: true });
    await expect(section).toBeInViewport();
    await expect(section.getByRole("link")).toHaveCount(
      list.filter((entry) => initialOf(entry.brandName) === "ㄴ").length,
    );
    // Keys without a brand are not links (the bar names ㄱ … ㅎ by 가 … 하).
    const used = new Set(list.map((entry) => initialOf(entry.brandName)));
    const empty = [..."ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ"].findIndex((key) => !used.has(key));
    expect(empty).toBeGreaterThanOrEqual(0);
    const emptyLabel = "가나다라마바사아자차카타파하"[empty]!;
    await expect(brand.indexBar().getByRole("link", { name: emptyLabel, exact: true })).toHaveCount(0);
    await expect(brand.indexBar().getByText(emptyLabel, { exact: true })).toBeVisible();

    await brand.brandLink(section, target.brandName).click();
    await expect(page).toHaveURL(new RegExp(`/brand\\?brandId=${target.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: target.brandName })).toBeVisible();
  });

  test("없는 브랜드는 찾을 수 없는 페이지", async ({ page }) => {
    for (const query of ["brandId=99999", "brandId=abc"]) {
      const response = await page.goto(`/brand?${query}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: notFoundHeading })).toBeVisible();
    }
  });
});

test.describe("진열 페이지", () => {
  for (const code of ["dry-aging", "fresh-food", "pb", "safety"] as const) {
    test(`/display/${code}: 제목, 안내, 상품`, async ({ page, request }) => {
      const { block, list } = await api<{ block: DisplayBlock; list: ItemCard[] }>(request, `/api/display/${code}`);
      const display = new DisplayPage(page);
      await display.goto(`/display/${code}`);
      await expect(display.heading()).toHaveText(block.title);
      await expect(page).toHaveTitle(new RegExp(block.title));
      if (block.description) await expect(page.getByText(block.description)).toBeVisible();
      for (const section of block.sections) await expect(display.sectionHeading(section.title)).toBeVisible();
      const cards = display.itemCards(block.title);
      await expect(cards).toHaveCount(list.length);
      for (const [index, item] of list.entries()) {
        await expect(cards.nth(index).getByRole("link")).toHaveAttribute("href", itemHref(item));
      }
    });
  }

  test("/display/shipping-way: 배송 안내와 판매자별 배송비", async ({ page, request }) => {
    const { block, sellers } = await api<{
      block: DisplayBlock;
      sellers: { sellerName: string; shippingFee: number; shippingCondition: string; courier: string }[];
    }>(request, "/api/display/delivery");
    const display = new DisplayPage(page);
    await display.goto("/display/shipping-way");
    await expect(display.heading()).toHaveText(block.title);
    for (const section of block.sections) await expect(display.sectionHeading(section.title)).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(sellers.length + 1);
    for (const seller of sellers) {
      const row = rows.filter({ has: page.getByRole("rowheader", { name: seller.sellerName, exact: true }) });
      await expect(row).toContainText(seller.shippingCondition);
      await expect(row).toContainText(seller.courier);
      await expect(row).toContainText(`${seller.shippingFee.toLocaleString("ko-KR")}원`);
    }
  });

  test("/display/shop-info: 쇼핑몰 소개와 다음 안내", async ({ page, request }) => {
    const { block } = await api<{ block: DisplayBlock }>(request, "/api/display/shop-info");
    const display = new DisplayPage(page);
    await display.goto("/display/shop-info");
    await expect(display.heading()).toHaveText(block.title);
    for (const section of block.sections) await expect(display.sectionHeading(section.title)).toBeVisible();
    const next = page.getByRole("navigation", { name: "더 알아보기" });
    await next.getByRole("link", { name: /배송 안내/ }).click();
    await expect(page).toHaveURL(/\/display\/shipping-way$/);
    await expect(display.heading()).toBeVisible();
  });
});
