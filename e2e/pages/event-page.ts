import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

interface EventSummary {
  id: number;
  link: string;
  kind: "plan" | "spot" | "reply";
  title: string;
  status: "active" | "ended";
  replyEnabled: boolean;
}

/** Live events from the API, in the operator's order (the demo events are dated; which are live depends on the day). */
export async function liveEvents(request: APIRequestContext, kind?: EventSummary["kind"]): Promise<EventSummary[]> {
  const response = await request.get(`/api/event?status=active&size=100${kind ? `&kind=${kind}` : ""}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { list: EventSummary[] }).list;
}

/**
 * The demo events these tests need, made live from yesterday for 30 days (DEV_TOOLS route): the demo's events are dated
 * around 2026-11-15 (docs/decisions/009), and a test must not depend on the day it runs.
 */
export async function openDemoEvents(request: APIRequestContext) {
  for (const link of ["hanwoo-holiday-gift", "time-sale", "winter-recipe-reply"]) {
    const response = await request.post(`/api/dev/events/${link}/open`, { data: { days: 30 } });
    expect(response.status()).toBe(200);
  }
}

/** The events, 기획전, style-book and designated-trade pages. */
export class EventPages {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
  }

  /** Opens a page and waits until React has hydrated it. */
  async goto(path: string) {
    await this.page.goto(path);
    await this.hydrated();
  }

  async hydrated() {
    await waitForHydration(this.page);
  }

  heading(): Locator {
    return this.main.getByRole("heading", { level: 1 });
  }

  /** Item cards, event cards and recipe cards are all articles named by their title. */
  cards(): Locator {
    return this.main.getByRole("article");
  }

  card(name: string): Locator {
    return this.main.getByRole("article", { name, exact: true });
  }

  tab(navigation: string, name: string): Locator {
    return this.main.getByRole("navigation", { name: navigation }).getByRole("link", { name, exact: true });
  }

  /** How many columns a list lays out at the current width. */
  async gridColumns(list: Locator): Promise<number> {
    return list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
  }

  // Event page replies

  replyBox(): Locator {
    return this.main.getByRole("textbox", { name: "댓글 내용" });
  }

  replyButton(): Locator {
    return this.main.getByRole("form", { name: "댓글 작성" }).getByRole("button", { name: "등록" });
  }

  replies(): Locator {
    return this.main.getByRole("list", { name: "댓글 목록" }).getByRole("listitem");
  }

  replyHeading(): Locator {
    return this.main.getByRole("heading", { name: /^댓글 \d+$/ });
  }

  async replyCount(): Promise<number> {
    return Number((await this.replyHeading().textContent())?.replace(/\D/g, ""));
  }

  async postReply(text: string) {
    await this.replyBox().fill(text);
    await this.replyButton().click();
  }
}
