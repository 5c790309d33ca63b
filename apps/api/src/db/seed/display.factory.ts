import type { Db, Tx } from "../client.js";
import {
  eventItems,
  events,
  mainBanners,
  outletItems,
  sellerNotices,
  styleBookItems,
  styleBooks,
} from "../schema/display.js";

// Display, event and style-book rows for the seed and for tests (STYLE rule 9): build* fill in
// what a real row would have, create* insert one for a test and return it.

type Executor = Db | Tx;
export type NewEvent = typeof events.$inferInsert;
export type NewStyleBook = typeof styleBooks.$inferInsert;
export type NewMainBanner = typeof mainBanners.$inferInsert;

/** Kinds of drawn banner pictures: /images/banners/{kind}/{key}.svg (media module). */
export type BannerImageKind = "main" | "main-mobile" | "event" | "style-book" | "display";

export function bannerImageUrl(kind: BannerImageKind, key: string | number): string {
  return `/images/banners/${kind}/${encodeURIComponent(String(key))}.svg`;
}

export function buildMainBanner(overrides: Partial<NewMainBanner> & { code: string }): NewMainBanner {
  return {
    title: "메인 배너",
    imageUrl: bannerImageUrl("main", overrides.code),
    mobileImageUrl: bannerImageUrl("main-mobile", overrides.code),
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<NewEvent> & { link: string }): NewEvent {
  return {
    kind: "plan",
    title: "테스트 기획전",
    summary: "기획전 요약",
    content: "<p>기획전 내용입니다.</p>",
    imageUrl: bannerImageUrl("event", overrides.link),
    startAt: new Date("2026-01-01T00:00:00+09:00"),
    endAt: new Date("2099-12-31T23:59:59+09:00"),
    ...overrides,
  };
}

export function buildStyleBook(overrides: Partial<NewStyleBook> & { code: string }): NewStyleBook {
  return {
    title: "테스트 레시피",
    summary: "레시피 요약",
    imageUrl: bannerImageUrl("style-book", overrides.code),
    cookingMinutes: 30,
    servings: 2,
    difficulty: "보통",
    tags: [],
    ingredients: [],
    steps: [],
    ...overrides,
  };
}

export async function createMainBanner(db: Executor, overrides: Partial<NewMainBanner> & { code: string }) {
  const [row] = await db.insert(mainBanners).values(buildMainBanner(overrides)).returning();
  return row!;
}

/** An event with its items in the given order (all in one group unless `groupName` is given). */
export async function createEvent(
  db: Executor,
  overrides: Partial<NewEvent> & { link: string },
  itemIds: readonly number[] = [],
  groupName = "",
) {
  const [row] = await db.insert(events).values(buildEvent(overrides)).returning();
  if (itemIds.length > 0) {
    await db
      .insert(eventItems)
      .values(itemIds.map((itemId, sortOrder) => ({ eventId: row!.id, itemId, groupName, sortOrder })));
  }
  return row!;
}

export async function createStyleBook(
  db: Executor,
  overrides: Partial<NewStyleBook> & { code: string },
  itemIds: readonly number[] = [],
) {
  const [row] = await db.insert(styleBooks).values(buildStyleBook(overrides)).returning();
  if (itemIds.length > 0) {
    await db
      .insert(styleBookItems)
      .values(itemIds.map((itemId, sortOrder) => ({ styleBookId: row!.id, itemId, sortOrder })));
  }
  return row!;
}

export async function createSellerNotice(db: Executor, values: typeof sellerNotices.$inferInsert) {
  const [row] = await db.insert(sellerNotices).values(values).returning();
  return row!;
}

export async function createOutletItem(db: Executor, values: typeof outletItems.$inferInsert) {
  const [row] = await db.insert(outletItems).values(values).returning();
  return row!;
}
