import { expect, type Locator, type Page } from "@playwright/test";

/** The bar every page with a header shows in demo mode (which the e2e shop runs in). */
export function demoBar(page: Page): Locator {
  return page.getByRole("complementary", { name: "데모 모드 안내" });
}

/** /demo/inbox: the SMS sandbox's messages, where a newcomer reads a verification code instead of the API. */
export class DemoInboxPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
  }

  async goto(phoneNumber?: string) {
    await this.page.goto(phoneNumber ? `/demo/inbox?phone=${phoneNumber}` : "/demo/inbox");
  }

  /** Filters the list by a number with the page's own form. */
  async filterBy(phoneNumber: string) {
    await this.main.getByLabel("휴대폰번호").fill(phoneNumber);
    await this.main.getByRole("button", { name: "조회" }).click();
  }

  /** The messages to a number, newest first. */
  messagesTo(phoneNumber: string): Locator {
    return this.main.getByRole("listitem").filter({ hasText: phoneNumber });
  }

  /** The six-digit code shown large in the newest message to the number, once it has arrived. */
  async latestCode(phoneNumber: string): Promise<string> {
    const code = this.messagesTo(phoneNumber).first().getByRole("strong");
    await expect(code).toHaveText(/^\d{6}$/, { timeout: 10_000 });
    return (await code.textContent()) ?? "";
  }
}
