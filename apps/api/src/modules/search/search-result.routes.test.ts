import { errorBodySchema } from "@shop/contracts/common";
import { type SearchResult, searchResultSchema } from "@shop/contracts/search";
import { planSearchQuery } from "@shop/core/search/search-query";
import { compareSearchHits, type SearchTier, searchRelevance } from "@shop/core/search/search-relevance";
import { buildSearchDocument } from "@shop/core/search/search-tokens";
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchLogs } from "../../db/schema/content.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { type DemoItem, demoCatalog, listComparators } from "../../test/demo-catalog.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The search against core's reference rules (searchRelevance, compareSearchHits) applied to every
// demo item: the SQL must find the same items in the same order.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { displayed } = demoCatalog();
const documents = new Map(displayed.map((item) => [item.id, buildSearchDocument([item.name, item.brandName])]));
const codes = (list: readonly { itemUserCode: string }[]) => list.map((item) => item.itemUserCode);

async function search(query: string): Promise<{ status: number; body: unknown }> {
  const res = await t.app.inject({ method: "GET", url: `/api/search/result?${query}` });
  return { status: res.statusCode, body: res.json() };
}

/** Every page of a search (size 100). */
async function searchAll(query: string): Promise<SearchResult> {
  let first: SearchResult | undefined;
  const list: SearchResult["list"] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await search(`${query}&size=100&page=${page}`);
    expect(status, query).toBe(200);
    const result = searchResultSchema.parse(body);
    first ??= result;
    list.push(...result.list);
    if (page >= result.pagination.totalPages) return { ...first, list };
  }
}

/** What core says a query finds among the demo items, in relevance order. */
function expectedHits(query: string, matches: (item: DemoItem) => boolean = () => true): DemoItem[] {
  const plan = planSearchQuery(query);
  const tiers = new Map<number, SearchTier>();
  for (const item of displayed) {
    const tier = searchRelevance(plan, documents.get(item.id)!);
    if (tier !== null && matches(item)) tiers.set(item.id, tier);
  }
  return displayed
    .filter((item) => tiers.has(item.id))
    .sort((a, b) =>
      compareSearchHits(
        { tier: tiers.get(a.id)!, salesCount: a.salesCount!, id: a.id },
        { tier: tiers.get(b.id)!, salesCount: b.salesCount!, id: b.id },
      ),
    );
}

describe("GET /api/search/result", () => {
  it.each([
    ["한우", "a two-syllable word"],
    ["등심", "a two-syllable cut"],
    ["한우등심", "no space: finds 한우 등심"],
    ["한우 등심", "two words"],
    ["등심 한우", "words in any order"],
    ["삼겹살", "a three-syllable word, re-checked by LIKE"],
    ["ㅎㅇ", "initial consonants"],
    ["ㅎㅇ ㄷㅅ", "two initial-consonant words"],
    ["배", "one syllable"],
    ["1++ 한우", "a grade"],
    ["대관령", "a brand"],
    ["구이용 목살", "usage and cut"],
    ["HANWOO", "latin (no hit)"],
  ])("%s (%s) finds what core's rules find, in relevance order", async (query) => {
    const expected = expectedHits(query);
    const result = await searchAll(`query=${encodeURIComponent(query)}`);
    expect(codes(result.list)).toEqual(codes(expected));
    expect(result.pagination.totalCount).toBe(expected.length);
    expect(result.correctedQuery).toBeNull();
  });

  it("the literal cases of the issue", async () => {
    const noSpace = await searchAll("query=한우등심");
    expect(noSpace.list.length).toBeGreaterThan(0);
    expect(noSpace.list.every((card) => card.itemName.includes("한우 등심"))).toBe(true);
    expect(noSpace.query).toBe("한우등심");

    const substring = await searchAll(`query=${encodeURIComponent("겹살")}`);
    expect(substring.list.length).toBeGreaterThan(0);
    expect(substring.list.every((card) => card.itemName.includes("삼겹살"))).toBe(true);

    const choseong = await searchAll(`query=${encodeURIComponent("ㅎㅇ")}`);
    const hanwoo = displayed.filter((item) => item.name.includes("한우"));
    expect(codes(choseong.list)).toEqual(expect.arrayContaining(codes(hanwoo)));

    // Exact and prefix hits come before phrase and scattered ones.
    const ranked = await searchAll(`query=${encodeURIComponent("한우 등심")}`);
    const firstScattered = ranked.list.findIndex((card) => !card.itemName.includes("한우 등심"));
    if (firstScattered !== -1) {
      expect(ranked.list.slice(firstScattered).every((card) => !card.itemName.includes("한우 등심"))).toBe(true);
    }
  });

  it.each([
    ["등섬", "등심"],
    ["한우등섬", "한우등심"],
    ["목쌀", "목살"],
    ["등섬 한우", "등심 한우"],
  ])("a typo: %s shows the results of %s and says so", async (typo, corrected) => {
    const result = await searchAll(`query=${encodeURIComponent(typo)}`);
    expect(result.correctedQuery).toBe(corrected);
    expect(result.correctionMessage).toBe(`${typo} 검색 결과가 없어 ${corrected} 검색 결과를 보여드립니다.`);
    expect(result.query).toBe(typo);
    const expected = expectedHits(corrected);
    expect(expected.length).toBeGreaterThan(0);
    expect(codes(result.list)).toEqual(codes(expected));
  });

  it("no hit and nothing close: an empty page without a correction", async () => {
    for (const query of ["쀍뛟", "ㅎ", "a", "7", "등섬등섬등섬"]) {
      const result = await searchAll(`query=${encodeURIComponent(query)}`);
      expect(result.list, query).toEqual([]);
      expect(result.pagination.totalCount).toBe(0);
      expect(result.correctedQuery).toBeNull();
    }
  });

  it.each([
    [
      "한우",
      "livestock=hanwoo&soldOut=hide&sort=priceLow",
      (item: DemoItem) => item.livestock === "hanwoo" && item.stock! > 0,
      "priceLow",
    ],
    ["등심", "priceArea=50000-&sort=newest", (item: DemoItem) => item.presentPrice >= 50_000, "newest"],
    ["ㅎㅇ", "brandId=1&sort=popular", (item: DemoItem) => item.brandId === 1, "popular"],
    ["한우", "categoryId=11&sort=reviews", (item: DemoItem) => Math.floor(item.categoryId / 10) === 11, "reviews"],
    ["목살", "sellerId=90000000&sort=priceHigh", (item: DemoItem) => item.sellerId === 90000000, "priceHigh"],
    [
      "한돈",
      "grade=1%2B&deliveryType=1",
      (item: DemoItem) => item.grade === "1+" && item.deliveryType === 1,
      "relevance",
    ],
  ] as const)("%s with %s: the item list's filters and sorts", async (query, filters, matches, sort) => {
    const hits = expectedHits(query, matches);
    const expected = sort === "relevance" ? hits : [...hits].sort(listComparators[sort]);
    expect(expected.length).toBeGreaterThan(0);
    const result = await searchAll(`query=${encodeURIComponent(query)}&${filters}`);
    expect(codes(result.list)).toEqual(codes(expected));
  });

  it("pages of 7 agree with one page of 100", async () => {
    const big = await searchAll("query=한우");
    const small: string[] = [];
    for (let page = 1; page <= big.pagination.totalCount / 7 + 1; page++) {
      const result = searchResultSchema.parse((await search(`query=한우&size=7&page=${page}`)).body);
      small.push(...codes(result.list));
    }
    expect(small).toEqual(codes(big.list));
  });

  it("bad queries are 400s in Korean", async () => {
    for (const query of ["", "query=", "query=%20%20", "query=!!!"]) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(errorBodySchema.parse(body)).toMatchObject({ code: "VALIDATION", message: "검색어를 입력해 주세요." });
    }
    for (const query of [
      `query=${"가".repeat(101)}`,
      "query=한우&sort=best",
      "query=한우&size=0",
      "query=한우&priceArea=9-1",
    ]) {
      expect((await search(query)).status, query).toBe(400);
    }
    expect((await search("query=한우&categoryId=99999")).status).toBe(404);
  });
});

describe("search logs → best keywords", () => {
  it("logs each search once, normalized, and best keywords rank only searches that found something", async () => {
    const app = await createTestApp();
    try {
      const inject = (url: string) => app.app.inject({ method: "GET", url });
      const since = new Date(Date.now() - 60_000);
      for (const query of ["한우  등심", "한우 등심", "HANWOO", "등섬", "목살"]) {
        expect((await inject(`/api/search/result?query=${encodeURIComponent(query)}`)).statusCode).toBe(200);
      }
      // Load-more pages are the same search: not logged again.
      await inject(`/api/search/result?query=${encodeURIComponent("한우 등심")}&page=2`);
      const best = (await inject("/api/search/best-keyword")).json().data.list;
      expect(best).toEqual([
        { rank: 1, keyword: "한우 등심", count: 2 },
        { rank: 2, keyword: "목살", count: 1 },
      ]);
      const logged = await app.db
        .select({ keyword: searchLogs.keyword, resultCount: searchLogs.resultCount })
        .from(searchLogs)
        .where(gte(searchLogs.createdAt, since));
      expect(logged.map((log) => log.keyword).sort()).toEqual(
        ["hanwoo", "목살", "등섬", "한우 등심", "한우 등심"].sort(),
      );
      // The typo is logged with its strict count (0), which keeps it out of the ranking.
      expect(logged.find((log) => log.keyword === "등섬")?.resultCount).toBe(0);
      expect(logged.find((log) => log.keyword === "목살")?.resultCount).toBe(expectedHits("목살").length);
    } finally {
      await app.close();
    }
  });

  it("writes pending searches when the app closes", async () => {
    const app = await createTestApp();
    const db = app.db;
    await app.app.inject({ method: "GET", url: `/api/search/result?query=${encodeURIComponent("갈비살")}` });
    // Closing the API flushes before the database handle goes.
    await app.app.close();
    const rows = await db
      .select()
      .from(searchLogs)
      .where(and(eq(searchLogs.keyword, "갈비살")));
    expect(rows).toHaveLength(1);
    await app.close();
  });

  it("a newly created item is found at once under a new query", async () => {
    const created = await createItem(t.db, { name: "특선 흑마늘 숙성 한우 채끝 500g", brandId: 1 });
    const result = await searchAll(`query=${encodeURIComponent("흑마늘")}`);
    expect(codes(result.list)).toEqual([created.itemUserCode]);
  });
});
