import type { Db, Tx } from "../client.js";
import { notices, popups, recommendKeywords, searchLogs, stripeBanners } from "../schema/content.js";

// Content rows for the seed and for tests (STYLE rule 9): build* fill in the defaults a real row
// would have, create* insert one for a test and return it.

type Executor = Db | Tx;
export type NewNotice = typeof notices.$inferInsert;
export type NewPopup = typeof popups.$inferInsert;
export type NewStripeBanner = typeof stripeBanners.$inferInsert;

export function buildNotice(overrides: Partial<NewNotice> = {}): NewNotice {
  return {
    label: "공지",
    title: "테스트 공지사항",
    content: "<p>공지 내용입니다.</p>",
    pinned: false,
    showOnMain: false,
    ...overrides,
  };
}

export function buildPopup(overrides: Partial<NewPopup> = {}): NewPopup {
  return {
    title: "안내 팝업",
    popupType: "2",
    width: 400,
    height: 400,
    content: "<p>안내 내용입니다.</p>",
    ...overrides,
  };
}

export function buildStripeBanner(overrides: Partial<NewStripeBanner> = {}): NewStripeBanner {
  return { contents: "띠배너 안내", link: "", linkTargetFlag: "N", ...overrides };
}

export async function createNotice(db: Executor, overrides: Partial<NewNotice> = {}) {
  const [row] = await db.insert(notices).values(buildNotice(overrides)).returning();
  return row!;
}

export async function createPopup(db: Executor, overrides: Partial<NewPopup> = {}) {
  const [row] = await db.insert(popups).values(buildPopup(overrides)).returning();
  return row!;
}

export async function createStripeBanner(db: Executor, overrides: Partial<NewStripeBanner> = {}) {
  const [row] = await db.insert(stripeBanners).values(buildStripeBanner(overrides)).returning();
  return row!;
}

export async function createRecommendKeyword(db: Executor, searchContents: string, active = true) {
  const link = `/search?query=${encodeURIComponent(searchContents)}`;
  const [row] = await db
    .insert(recommendKeywords)
    .values({ searchContents, searchLink: link, searchMobileLink: link, active })
    .returning();
  return row!;
}

/** Logged searches as the search endpoint writes them, at the given instants (1 hit each unless told). */
export async function createSearchLogs(
  db: Executor,
  logs: { keyword: string; createdAt: Date; resultCount?: number }[],
) {
  if (logs.length > 0) await db.insert(searchLogs).values(logs.map((log) => ({ resultCount: 1, ...log })));
}
