import { subDays, subMinutes } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recommendKeywords, searchLogs } from "../../db/schema/content.js";
import { createRecommendKeyword, createSearchLogs } from "../../db/seed/content.factory.js";
import { SEEDED_RECOMMEND_KEYWORD } from "../../db/seed/content-seed.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

describe("search routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("answers the seeded recommended keyword", async () => {
    const res = await get("/api/search/recommend-keyword");
    expect(res.statusCode).toBe(200);
    const link = `/search?query=${encodeURIComponent(SEEDED_RECOMMEND_KEYWORD)}`;
    expect(res.json()).toEqual({
      data: {
        searchContents: SEEDED_RECOMMEND_KEYWORD,
        searchLink: link,
        searchLinkTargetFlag: "N",
        searchMobileLink: link,
        searchMobileLinkTargetFlag: "N",
      },
    });
  });

  it("answers the newest active keyword, or null when none is active", async () => {
    const other = await createTestApp();
    try {
      await createRecommendKeyword(other.db, "돼지 앞다리", false);
      const inject = () => other.app.inject({ method: "GET", url: "/api/search/recommend-keyword" });
      expect((await inject()).json().data.searchContents).toBe(SEEDED_RECOMMEND_KEYWORD);
      await createRecommendKeyword(other.db, "한돈 삼겹살");
      expect((await inject()).json().data.searchContents).toBe("한돈 삼겹살");
      await other.db.update(recommendKeywords).set({ active: false });
      expect((await inject()).json()).toEqual({ data: null });
    } finally {
      await other.close();
    }
  });

  it("answers an empty ranking when nobody searched", async () => {
    await t.db.delete(searchLogs);
    const res = await get("/api/search/best-keyword");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { list: [] } });
  });

  it("ranks the last 7 days of searches, merging spellings of one keyword", async () => {
    await t.db.delete(searchLogs);
    const now = new Date();
    const at = (minutesAgo: number) => subMinutes(now, minutesAgo);
    const repeat = (keyword: string, times: number, minutesAgo: number) =>
      Array.from({ length: times }, () => ({ keyword, createdAt: at(minutesAgo) }));
    await createSearchLogs(t.db, [
      // 4 × "한우 선물세트", typed four ways.
      { keyword: "한우 선물세트", createdAt: at(50) },
      { keyword: "  한우   선물세트 ", createdAt: at(40) },
      { keyword: "한우\u3000선물세트", createdAt: at(30) },
      { keyword: "한우\t선물세트", createdAt: subDays(now, 6) },
      // 3 × "la갈비" in mixed case.
      { keyword: "LA갈비", createdAt: at(20) },
      { keyword: "la갈비", createdAt: at(25) },
      { keyword: "La갈비", createdAt: at(26) },
      // 2 each: the tie goes to the one searched most recently.
      ...repeat("삼겹살", 2, 120),
      ...repeat("목살", 2, 10),
      // Older than 7 days: would be first if counted.
      ...Array.from({ length: 9 }, () => ({ keyword: "차돌박이", createdAt: subDays(now, 8) })),
      { keyword: "차돌박이", createdAt: subMinutes(subDays(now, 7), 1) },
      // Blank searches never rank.
      { keyword: "   ", createdAt: at(5) },
      { keyword: "", createdAt: at(5) },
    ]);

    const res = await get("/api/search/best-keyword");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        list: [
          { rank: 1, keyword: "한우 선물세트", count: 4 },
          { rank: 2, keyword: "la갈비", count: 3 },
          { rank: 3, keyword: "목살", count: 2 },
          { rank: 4, keyword: "삼겹살", count: 2 },
        ],
      },
    });
  });

  it("answers at most the top 10", async () => {
    await t.db.delete(searchLogs);
    const now = new Date();
    const keywords = [
      "한우",
      "한돈",
      "등심",
      "안심",
      "채끝",
      "갈비",
      "불고기",
      "사골",
      "닭가슴살",
      "오리",
      "양지",
      "우둔",
    ];
    // keyword i is searched 12 - i times, so the order is the list's own.
    await createSearchLogs(
      t.db,
      keywords.flatMap((keyword, i) =>
        Array.from({ length: keywords.length - i }, () => ({ keyword, createdAt: subMinutes(now, i + 1) })),
      ),
    );
    const { list } = (await get("/api/search/best-keyword")).json().data;
    expect(list).toHaveLength(10);
    expect(list.map((row: { keyword: string }) => row.keyword)).toEqual(keywords.slice(0, 10));
    expect(list.map((row: { rank: number }) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(list[0].count).toBe(12);
  });
});
