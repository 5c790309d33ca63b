import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// 적립금 소멸 (docs/decisions/035): points expire at the end of the Korea day 12 months after they were earned; the
// dev route moves a member's points into the past and expires what that made due.

/** /mypage/point: the balance, the 30일 이내 소멸 예정 line and the history. */
export class PointPage {
  readonly main: Locator;
  readonly balance: Locator;
  readonly expiring: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.balance = this.main.getByRole("region", { name: "사용 가능한 적립금" });
    this.expiring = this.balance.getByTestId("point-expiring");
  }

  async goto() {
    await this.page.goto("/mypage/point");
    await waitForHydration(this.page);
  }

  /** A line of the history by its reason (the newest such line). */
  entry(reason: string): Locator {
    return this.main.getByRole("listitem").filter({ hasText: reason }).first();
  }
}

/** Moves the member's points `days` into the past (dev route); answers the won that expired with it. */
export async function agePoints(request: APIRequestContext, loginId: string, days: number): Promise<number> {
  const response = await request.post("/api/dev/points/age", { data: { loginId, days } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { expired: number }).expired;
}

/**
 * The last day ("YYYY.MM.DD") of points earned today in Korea after they were moved `agedDays` into the past: the same
 * Korea day 12 months on, less the days.
 */
export function lastValidDayAfterAging(agedDays: number, now = new Date()): string {
  const korea = new Date(now.getTime() + 9 * 60 * 60_000);
  const lastDay = new Date(
    Date.UTC(korea.getUTCFullYear() + 1, korea.getUTCMonth(), korea.getUTCDate()) - agedDays * 86_400_000,
  );
  return lastDay.toISOString().slice(0, 10).replaceAll("-", ".");
}
