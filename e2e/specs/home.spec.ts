import { expect, test } from "../fixtures/shop.fixture";
import { HomePage } from "../pages/home-page";

interface ItemCard {
  itemUserCode: string;
  itemName: string;
  brand: string;
  grade: string;
  consumerPrice: number;
  presentPrice: number;
  discountRate: number;
  deliveryType: 1 | 2;
  soldOut: boolean;
}

const won = (value: number) => `${value.toLocaleString("ko-KR")}원`;

test.beforeEach(async ({ context, request, baseURL }) => {
  // Popups have their own spec; here they would only cover the page.
  await HomePage.dismissAllPopups(context, request, baseURL!);
});

test("카테고리 바로가기: 1단계 그룹마다 링크", async ({ page, request }) => {
  const { groups } = (await (await request.get("/api/category")).json()) as {
    groups: { name: string; url: string }[];
  };
  expect(groups.length).toBeGreaterThan(0);
  const home = new HomePage(page);
  await home.goto();
  const links = home.categoryLinks();
  await expect(links).toHaveText(groups.map((group) => group.name));
  for (const [index, group] of groups.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", group.url);
  }
});

// The home page's newest and most bought blocks: /api/display/new and /best, 8 items each.
const ITEM_BLOCKS = { 신상품: "/api/display/new?size=8", 베스트: "/api/display/best?size=8" } as const;

test("신상품과 베스트: 가격이 있는 상품 카드", async ({ page }) => {
  const home = new HomePage(page);
  await home.goto();
  for (const section of Object.keys(ITEM_BLOCKS)) {
    const cards = home.itemCards(section);
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      await expect(card.getByText(/판매가\s*[\d,]+원/)).toBeVisible();
      await expect(card.getByRole("link")).toHaveAttribute("href", /^\/items\/.+/);
    }
  }
});

test("할인 상품은 정상가를 긋고 할인율을 보인다", async ({ page, request }) => {
  const { list } = (await (await request.get(ITEM_BLOCKS.신상품)).json()) as { list: ItemCard[] };
  const discounted = list.find((item) => item.discountRate > 0);
  const regular = list.find((item) => item.discountRate === 0);
  expect(discounted, "the newest items include a discounted one").toBeDefined();
  const home = new HomePage(page);
  await home.goto();

  const card = home.itemCard("신상품", discounted!.itemName);
  await expect(card.locator("del")).toHaveText(`정상가${won(discounted!.consumerPrice)}`);
  await expect(card.getByText(`${discounted!.discountRate}%`)).toBeVisible();
  await expect(card.locator("strong")).toHaveText(`판매가${won(discounted!.presentPrice)}`);
  await expect(card.getByText(discounted!.brand, { exact: true })).toBeVisible();
  await expect(card.getByText(discounted!.deliveryType === 1 ? "신선물류" : "개별배송")).toBeVisible();
  if (discounted!.grade !== "") {
    const label = /^[0-9+]+$/.test(discounted!.grade) ? `${discounted!.grade}등급` : discounted!.grade;
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByRole("link")).toHaveAttribute(
    "href",
    `/items/${encodeURIComponent(discounted!.itemUserCode)}`,
  );

  if (regular) await expect(home.itemCard("신상품", regular.itemName).locator("del")).toHaveCount(0);
});

test("품절 상품에는 품절 표시", async ({ page, request }) => {
  let checked = 0;
  const home = new HomePage(page);
  await home.goto();
  for (const [title, path] of Object.entries(ITEM_BLOCKS)) {
    const { list } = (await (await request.get(path)).json()) as { list: ItemCard[] };
    for (const item of list) {
      const badge = home.itemCard(title, item.itemName).getByText("품절", { exact: true });
      await expect(badge).toHaveCount(item.soldOut ? 1 : 0);
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThan(0);
});

test("상품 그리드: PC 4열, 휴대폰 2열", async ({ page, isMobile }) => {
  const home = new HomePage(page);
  await home.goto();
  expect(await home.gridColumns("신상품")).toBe(isMobile ? 2 : 4);
});

test("상품 그리드: 태블릿 3열", { tag: "@pc" }, async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  const home = new HomePage(page);
  await home.goto();
  expect(await home.gridColumns("신상품")).toBe(3);
});

test("공지사항 블록에서 공지 상세로 간다", async ({ page, request }) => {
  const { list } = (await (await request.get("/api/notice/main")).json()) as { list: { id: number; title: string }[] };
  expect(list.length).toBeGreaterThan(0);
  const home = new HomePage(page);
  await home.goto();
  const links = home.noticeBlock.getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(list.length);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/customer/notice/${list[0]!.id}$`));
});
