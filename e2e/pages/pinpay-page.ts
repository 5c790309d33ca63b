import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// Quick pay (간편결제, docs/decisions/031): enrolment (/pinpay/payu/member), a card (/pinpay/payu/nicepay-pinpay), the
// cards (/pinpay/payu/pay-method, /mypage/pinpay), and the secure keypad of checkout's step 2.

/** A Visa test number (Luhn-valid); the shop's NICEPAY sandbox issues a billing key for it. */
export const TEST_CARD = { number: "4111 1111 1111 1111", month: "12", year: "35", birthDate: "850314", cardPw: "12" };
/** A payment password the rules accept (not one digit, not consecutive, not the birth date). */
export const PAYMENT_PASSWORD = "482915";

export class PinPayPage {
  readonly main: Locator;
  readonly alertDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.alertDialog = page.getByRole("alertdialog");
  }

  /** The alert the page shows after a form went through, closed. */
  async confirmAlert(text: string | RegExp) {
    await expect(this.alertDialog).toContainText(text);
    await this.alertDialog.getByRole("button", { name: "확인" }).click();
    await expect(this.alertDialog).toBeHidden();
  }

  /** /pinpay/payu/member: agree, the birth date and the payment password twice; lands on the card form. */
  async enrol(password = PAYMENT_PASSWORD) {
    await this.page.goto("/pinpay/payu/member");
    await expect(this.main.getByRole("heading", { name: "간편결제 가입", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
    await this.main.getByRole("checkbox", { name: /간편결제 이용약관과/ }).check();
    await this.main.getByRole("textbox", { name: "생년월일" }).fill(TEST_CARD.birthDate);
    await this.main.getByRole("textbox", { name: "결제 비밀번호", exact: true }).fill(password);
    await this.main.getByRole("textbox", { name: "결제 비밀번호 확인", exact: true }).fill(password);
    await this.main.getByRole("button", { name: "동의하고 가입하기" }).click();
  }

  /** /pinpay/payu/nicepay-pinpay: the test card; lands on where the form came back to. */
  async registerCard() {
    await expect(this.main.getByRole("heading", { name: "결제 카드 등록", level: 1 })).toBeVisible();
    await this.main.getByRole("textbox", { name: "카드번호" }).fill(TEST_CARD.number);
    await this.main.getByRole("textbox", { name: "유효기간 (월)" }).fill(TEST_CARD.month);
    await this.main.getByRole("textbox", { name: "유효기간 (년)" }).fill(TEST_CARD.year);
    await expect(this.main.getByRole("textbox", { name: /생년월일/ })).toHaveValue(TEST_CARD.birthDate);
    await this.main.getByRole("textbox", { name: "카드 비밀번호 앞 2자리" }).fill(TEST_CARD.cardPw);
    await this.main.getByRole("button", { name: "카드 등록" }).click();
  }

  /** The registered cards' list. */
  cards(): Locator {
    return this.main.getByRole("list", { name: "등록된 카드" }).getByRole("listitem");
  }

  /** /mypage/pinpay, hydrated (its proof choices switch forms in the page). */
  async gotoManage() {
    await this.page.goto("/mypage/pinpay");
    await expect(this.main.getByRole("heading", { name: "간편결제 관리", level: 1 })).toBeVisible();
    await waitForHydration(this.page);
  }

  /** 간편결제 관리's form with the current payment password: a new one twice, proven by `current`. */
  async changePassword(current: string, next: string) {
    const form = this.main.getByRole("form", { name: "결제 비밀번호 변경" });
    await form.getByRole("textbox", { name: "현재 결제 비밀번호" }).fill(current);
    await this.fillNewPassword(form, next);
    await form.getByRole("button", { name: /결제 비밀번호 (변경|재설정)/ }).click();
  }

  /** The new payment password and its confirmation of a change or reset form. */
  async fillNewPassword(form: Locator, password: string) {
    await form.getByRole("textbox", { name: "새 결제 비밀번호", exact: true }).fill(password);
    await form.getByRole("textbox", { name: "새 결제 비밀번호 확인", exact: true }).fill(password);
  }
}

/** Step 2's 간편결제: the card list, the button and the secure keypad. */
export class QuickPayCheckout {
  readonly main: Locator;
  readonly keypad: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.keypad = page.getByRole("dialog", { name: "간편결제 비밀번호" });
  }

  payButton(): Locator {
    return this.main.getByRole("button", { name: /원 간편결제$/ });
  }

  /** Taps the password's digits on the keypad, wherever the scrambled layout put them. */
  async typeOnKeypad(password: string) {
    await expect(this.keypad).toBeVisible();
    for (const digit of password) {
      await this.keypad.getByRole("button", { name: digit, exact: true }).click();
    }
  }
}
