import type { Locator, Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** The roulette page (/roulette/:id?): the wheel, its hub button, the shopper's chance and the result. */
export class RoulettePage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
  }

  async goto(path = "/roulette") {
    await this.page.goto(path);
    await waitForHydration(this.page);
  }

  heading(): Locator {
    return this.main.getByRole("heading", { level: 1 });
  }

  wheel(): Locator {
    return this.main.getByRole("img", { name: /^룰렛 경품:/ });
  }

  spinButton(): Locator {
    return this.main.getByRole("button", { name: "룰렛 돌리기" });
  }

  loginLink(): Locator {
    return this.main.getByRole("link", { name: "로그인하고 참여하기" });
  }

  remaining(): Locator {
    return this.main.getByText(/오늘 남은 기회/);
  }

  /** The result card under the wheel (it stays after the result dialog is closed). */
  result(): Locator {
    return this.main.getByRole("region", { name: "당첨 결과" });
  }

  resultDialog(): Locator {
    return this.page.getByRole("dialog", { name: "룰렛 결과" });
  }
}
