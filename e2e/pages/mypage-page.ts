import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** My page's own pages: the home (/mypage), 적립금, the coupon box (both kinds) and the wishlist. */
export class MypagePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly sideMenu: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.sideMenu = page.getByRole("navigation", { name: "마이페이지 메뉴" });
    this.alertDialog = page.getByRole("alertdialog");
  }

  /**
   * Opens 마이페이지 the way a shopper does: the header's shortcut on PC, the bottom bar on phones (the phone header
   * has no room for it). Waits for the page to be live.
   */
  async openFromHeader(isMobile: boolean) {
    const link = isMobile
      ? this.page.getByRole("navigation", { name: "하단 메뉴" }).getByRole("link", { name: "마이페이지" })
      : this.page
          .getByRole("banner")
          .getByRole("navigation", { name: "바로가기" })
          .getByRole("link", { name: "마이페이지" });
    await link.click();
    await expect(this.page).toHaveURL(/\/mypage$/);
    await expect(this.heading).toHaveText("마이페이지");
    await waitForHydration(this.page);
  }

  async goto(path: string) {
    await this.page.goto(path);
    await waitForHydration(this.page);
  }

  /** One of the home's benefit tiles (적립금, 쿠폰, 배송비 쿠폰, 찜한 상품), by its label. */
  benefit(label: string): Locator {
    return this.main.getByRole("list", { name: "나의 혜택" }).getByRole("link", { name: new RegExp(`^${label} `) });
  }

  /** One of the home's order steps (입금대기 … 배송완료). */
  orderStep(label: string): Locator {
    return this.main.getByRole("link", { name: new RegExp(`^${label} \\d+건$`) });
  }

  /** A coupon ticket by its name. */
  coupon(name: string): Locator {
    return this.main.getByRole("listitem", { name, exact: true });
  }

  couponTab(label: "사용 가능" | "사용완료·만료"): Locator {
    return this.main
      .getByRole("navigation", { name: "쿠폰 상태" })
      .getByRole("link", { name: new RegExp(`^${label} `) });
  }

  /** 쿠폰 등록: types the code and presses 등록. */
  async registerCoupon(code: string) {
    const form = this.main.getByRole("form", { name: "쿠폰 등록" });
    await form.getByRole("textbox", { name: "쿠폰 번호" }).fill(code);
    await form.getByRole("button", { name: "등록" }).click();
  }

  codeField(): Locator {
    return this.main.getByRole("textbox", { name: "쿠폰 번호" });
  }

  /** A wished item's card by the item's name. */
  wishedCard(itemName: string): Locator {
    return this.main.getByRole("listitem", { name: itemName, exact: true });
  }

  /** Closes the shop's alert after checking its message. */
  async acceptAlert(message: string | RegExp, button = "확인") {
    await expect(this.alertDialog).toContainText(message);
    await this.alertDialog.getByRole("button", { name: button }).click();
    await expect(this.alertDialog).toBeHidden();
  }
}
