/// <reference lib="dom" />
import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** The home page's display blocks: main visual, item blocks, tabs, display-page tiles, style books, brands. */
export class HomeBlocks {
  readonly visual: Locator;
  readonly displayTiles: Locator;

  constructor(readonly page: Page) {
    this.visual = page.getByRole("region", { name: "메인 비주얼" });
    this.displayTiles = page.getByRole("navigation", { name: "전문관 바로가기" });
  }

  async goto() {
    await this.page.goto("/");
  }

  /** Stops the banners' 5 s turn with the visual's own button, once React has hydrated the page (else the tap is lost). */
  async stopBanners() {
    await waitForHydration(this.page);
    await this.visual.getByRole("button", { name: "자동 넘김 멈춤" }).click();
  }

  /** A titled block, named by its heading (the title /api/display/visible gives it). */
  block(title: string): Locator {
    return this.page.getByRole("region", { name: title, exact: true });
  }

  itemCards(title: string): Locator {
    return this.block(title).getByRole("article");
  }

  slides(): Locator {
    return this.visual.locator('[aria-roledescription="slide"]');
  }

  /** "2 / 전체 5": the slide shown and how many there are. */
  slideCounter(): Locator {
    return this.visual.locator('[aria-live="polite"]');
  }

  tabs(title: string): Locator {
    return this.block(title).getByRole("tab");
  }

  tabPanel(title: string): Locator {
    return this.block(title).getByRole("tabpanel");
  }

  /** Headings of the home page's blocks (h2) in page order. */
  async blockHeadings(): Promise<string[]> {
    return this.page
      .locator("main h2")
      .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ""));
  }
}

/** The brand hall (/brand), one brand's items (/brand?brandId=) and the 가나다 index (/brand/index2). */
export class BrandPage {
  constructor(readonly page: Page) {}

  async gotoHall() {
    await this.page.goto("/brand");
  }

  async gotoIndex() {
    await this.page.goto("/brand/index2");
  }

  viewSwitch(): Locator {
    return this.page.getByRole("navigation", { name: "브랜드 보기 방식" });
  }

  section(title: string): Locator {
    return this.page.getByRole("region", { name: title, exact: true });
  }

  /** A brand's link in a brand list, by the brand's name. */
  brandLink(scope: Locator, brandName: string): Locator {
    return scope.getByRole("link").filter({ has: this.page.getByText(brandName, { exact: true }) });
  }

  indexBar(): Locator {
    return this.page.getByRole("navigation", { name: "브랜드 색인" });
  }

  sortLinks(): Locator {
    return this.page.getByRole("navigation", { name: "정렬" }).getByRole("link");
  }

  itemCards(): Locator {
    return this.page.getByRole("main").getByRole("article");
  }
}

/** A /display page: its heading, text sections and content. */
export class DisplayPage {
  constructor(readonly page: Page) {}

  async goto(path: string) {
    return this.page.goto(path);
  }

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  sectionHeading(title: string): Locator {
    return this.page.getByRole("main").getByRole("heading", { level: 2, name: title, exact: true });
  }

  /** The cards under "{title} 상품 N". */
  itemCards(title: string): Locator {
    return this.page.getByRole("region", { name: `${title} 상품`, exact: false }).getByRole("article");
  }
}
