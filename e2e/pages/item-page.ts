import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** An item card as GET /api/item lists it (the fields the item tests pick items by). */
export interface ListedItem {
  itemId: number;
  itemUserCode: string;
  itemName: string;
  livestock: string;
  grade: string;
  consumerPrice: number;
  presentPrice: number;
  discountRate: number;
  soldOut: boolean;
}

/** The detail answer's fields the tests compare the page with. */
export interface ItemDetailAnswer {
  item: ListedItem & {
    traceNumber: string;
    gradeBadges: { label: string }[];
    hasCertificateImage: boolean;
    weightLabel: string;
  };
  wished: boolean;
}

/**
 * The first in-stock item whose gallery shows at least `count` pictures (its slides, else its images, as the page
 * does), with how many: the demo items have one to three.
 */
export async function itemWithPictures(
  request: APIRequestContext,
  items: ListedItem[],
  count: number,
): Promise<{ item: ListedItem; pictures: number }> {
  for (const item of items.filter((candidate) => !candidate.soldOut)) {
    const code = encodeURIComponent(item.itemUserCode);
    const slides = (await (await request.get(`/api/item/slides/${code}`)).json()) as { list: unknown[] };
    const detail = (await (await request.get(`/api/item/${code}`)).json()) as { item: { images: unknown[] } };
    const pictures = slides.list.length > 0 ? slides.list.length : detail.item.images.length;
    if (pictures >= count) return { item, pictures };
  }
  throw new Error(`the demo catalog has no item with ${count} pictures`);
}

export const won = (value: number) => `${value.toLocaleString("ko-KR")}원`;

/** The name prefix of the items specs create through the back office (specs/admin-item-create.spec.ts). */
export const E2E_ITEM_NAME_PREFIX = "E2E ";

/**
 * Every listed item of the demo catalog (a few pages of 100), to pick test items by what they are rather than by
 * fixed codes. Items another spec created are left out: the listing shows the newest first, so whether a spec's pick
 * was one of them would depend on which spec ran first (CI, session 12: the item page picked a new 한우 whose picture
 * lives at another address).
 */
export async function listItems(request: APIRequestContext): Promise<ListedItem[]> {
  const items: ListedItem[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const response = await request.get(`/api/item?size=100&page=${page}`);
    expect(response.status()).toBe(200);
    const { list, pagination } = (await response.json()) as {
      list: ListedItem[];
      pagination: { totalPages: number };
    };
    items.push(...list.filter((item) => !item.itemName.startsWith(E2E_ITEM_NAME_PREFIX)));
    if (page >= pagination.totalPages) break;
  }
  return items;
}

export async function itemDetail(request: APIRequestContext, itemUserCode: string): Promise<ItemDetailAnswer> {
  const response = await request.get(`/api/item/${itemUserCode}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ItemDetailAnswer;
}

/** The item page (/items/:itemUserCode): gallery, prices, facts, buttons, reviews, Q&A and the grids below. */
export class ItemPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly alertDialog: Locator;
  readonly wishlistButton: Locator;
  readonly shareButton: Locator;
  readonly traceModal: Locator;
  readonly reviews: Locator;
  readonly qna: Locator;
  readonly floatingMenu: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.alertDialog = page.getByRole("alertdialog");
    this.wishlistButton = this.main.getByRole("button", { name: "찜하기" });
    this.shareButton = this.main.getByRole("button", { name: "공유하기" });
    this.traceModal = page.getByRole("dialog", { name: "이력번호 조회" });
    this.reviews = this.main.getByRole("region", { name: /^상품 리뷰/ });
    this.qna = this.main.getByRole("region", { name: /^상품 문의/ });
    this.floatingMenu = page.getByRole("complementary", { name: "퀵메뉴" });
  }

  /**
   * Opens the page and, unless JavaScript is off, waits for hydration: the page records itself in the recently
   * viewed list (localStorage latelyItem) from an effect, so once it is there the buttons are live.
   */
  async goto(itemUserCode: string, { query = "", hydrated = true }: { query?: string; hydrated?: boolean } = {}) {
    await this.page.goto(`/items/${itemUserCode}${query}`);
    await expect(this.heading).toBeVisible();
    if (hydrated) {
      await this.page.waitForFunction(
        (code) => (window.localStorage.getItem("latelyItem") ?? "").includes(`"${code}"`),
        itemUserCode,
      );
    }
  }

  /** Presses the heart and waits for the answer (the heart turns at once, before the server has it). */
  async toggleWishlist() {
    await Promise.all([
      this.page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/items/"),
      ),
      this.wishlistButton.click(),
    ]);
    await expect(this.wishlistButton).toBeEnabled();
  }

  /** The facts list row (중량, 이력번호, 등급 …) by its label. */
  fact(label: string): Locator {
    return this.main.locator("dl > div").filter({ has: this.page.getByRole("term").getByText(label, { exact: true }) });
  }

  price(): Locator {
    return this.main.getByTestId("present-price");
  }

  discountRate(): Locator {
    return this.main.getByTestId("discount-rate");
  }

  async openTraceModal() {
    await this.main.getByRole("link", { name: "이력번호 조회" }).click();
    await expect(this.traceModal).toBeVisible();
  }

  async share(target: "카카오톡" | "페이스북" | "링크 복사") {
    await this.shareButton.click();
    await this.main.getByRole("button", { name: target, exact: true }).click();
  }

  /** Closes the alert modal after checking its message. */
  async acceptAlert(message: string | RegExp) {
    await expect(this.alertDialog).toContainText(message);
    await this.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(this.alertDialog).toBeHidden();
  }

  recentItemLinks(): Locator {
    return this.floatingMenu.getByRole("region", { name: /최근 본 상품/ }).getByRole("link");
  }
}
