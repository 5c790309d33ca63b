import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** An address as the form takes it: the postcode search keyword and the postcode of the result to pick. */
export interface TestAddress {
  title: string;
  receiverName: string;
  receiverPhone: string;
  keyword: string;
  postcode: string;
  detail: string;
}

/** The address book /mypage/delivery: its list, the add/edit form and the postcode search (modal or inline). */
export class DeliveryPage {
  readonly main: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.alertDialog = page.getByRole("alertdialog");
  }

  field(label: string | RegExp): Locator {
    return this.main.getByRole("textbox", { name: label });
  }

  /** One entry of the list, by its title. */
  entry(title: string): Locator {
    return this.main
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { name: title, exact: true }) });
  }

  entries(): Locator {
    return this.main.getByRole("listitem").filter({ has: this.page.getByRole("heading", { level: 2 }) });
  }

  async goto({ hydrated = true } = {}) {
    await this.page.goto("/mypage/delivery");
    if (hydrated) await waitForHydration(this.page);
  }

  /** Closes the shop's alert after checking its message. */
  async acceptAlert(message: string | RegExp) {
    await expect(this.alertDialog).toContainText(message);
    await this.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(this.alertDialog).toBeHidden();
  }

  async fillReceiver(address: TestAddress) {
    await this.field(/배송지명/).fill(address.title);
    await this.field(/받는 분/).fill(address.receiverName);
    await this.field(/휴대폰번호/).fill(address.receiverPhone);
  }

  /** 우편번호 찾기 → keyword → 검색 → the result with the postcode, in the modal (JavaScript on). */
  async pickAddress(address: TestAddress) {
    await this.main.getByRole("button", { name: "우편번호 찾기" }).click();
    const modal = this.page.getByRole("dialog", { name: "우편번호 찾기" });
    await expect(modal).toBeVisible();
    await modal.getByRole("searchbox", { name: "주소 검색어" }).fill(address.keyword);
    await modal.getByRole("button", { name: "검색", exact: true }).click();
    await modal.getByRole("button", { name: new RegExp(`^${address.postcode}`) }).click();
    await expect(modal).toBeHidden();
    await expect(this.field(/우편번호/)).toHaveValue(address.postcode);
  }

  /** The same without JavaScript: each button posts the form and the page comes back with the panel. */
  async pickAddressWithoutScript(address: TestAddress) {
    await this.main.getByRole("button", { name: "우편번호 찾기" }).click();
    const panel = this.main.getByRole("region", { name: "우편번호 검색" });
    await panel.getByRole("searchbox", { name: "주소 검색어" }).fill(address.keyword);
    await panel.getByRole("button", { name: "검색", exact: true }).click();
    await this.main
      .getByRole("region", { name: "우편번호 검색" })
      .getByRole("button", { name: new RegExp(`^${address.postcode}`) })
      .click();
    await expect(this.field(/우편번호/)).toHaveValue(address.postcode);
  }

  async save(label: "저장하기" | "수정하기" = "저장하기") {
    await this.main.getByRole("button", { name: label }).click();
  }
}
