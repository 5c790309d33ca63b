import { describe, expect, it } from "vitest";
import { planSearchQuery } from "./search-query.js";
import { compareSearchHits, SEARCH_TIER, type SearchTier, searchRelevance } from "./search-relevance.js";
import { buildSearchDocument } from "./search-tokens.js";

const doc = (name: string, brand = "한결한우") => buildSearchDocument([name, brand]);

describe("searchRelevance", () => {
  it.each<[string, string, SearchTier | null]>([
    ["한우 등심", "한우등심", SEARCH_TIER.exact],
    ["한우등심", "한우 등심", SEARCH_TIER.exact],
    ["한우등심", "한우 등심 (구이용) 500g", SEARCH_TIER.prefix],
    ["한우등심", "1++ 한우 등심 500g", SEARCH_TIER.phrase],
    ["등심", "1++ 한우 등심 500g", SEARCH_TIER.phrase],
    ["등심 한우", "1++ 한우 등심 500g", SEARCH_TIER.allWords],
    ["등심 구이용", "1++ 한우 등심 (구이용)", SEARCH_TIER.phrase],
    ["구이용 1++", "1++ 한우 등심 (구이용)", SEARCH_TIER.allWords],
    ["ㅎㅇ", "1++ 한우 등심 500g", SEARCH_TIER.choseong],
    ["ㅎㅇㄷㅅ", "1++ 한우 등심 500g", SEARCH_TIER.choseong],
    ["한우 ㄷㅅ", "1++ 한우 등심 500g", SEARCH_TIER.choseong],
    ["배", "나주 배 5kg", SEARCH_TIER.phrase],
    // the brand is searched too
    ["대관령", "1++ 한우 등심 500g", null],
    ["한결한우", "1++ 한우 등심 500g", SEARCH_TIER.phrase],
    // misses
    ["목살", "1++ 한우 등심 500g", null],
    ["ㅁㅅ", "1++ 한우 등심 500g", null],
    ["ㄷㅅㅎㅇ", "1++ 한우 등심 500g", null],
    // both bigrams are in 한우 우한, but 한우한 is not
    ["한우한", "한우 우한", null],
    ["a", "a", null],
  ])("%j in %j → %s", (query, name, tier) => {
    expect(searchRelevance(planSearchQuery(query), doc(name))).toBe(tier);
  });

  it("finds a brand-only match", () => {
    expect(searchRelevance(planSearchQuery("대관령"), doc("1++ 한우 등심", "대관령한우"))).toBe(SEARCH_TIER.phrase);
  });
});

describe("compareSearchHits", () => {
  it("orders by tier, then sales, then newest", () => {
    const hits = [
      { id: 1, tier: SEARCH_TIER.phrase, salesCount: 900 },
      { id: 2, tier: SEARCH_TIER.exact, salesCount: 1 },
      { id: 3, tier: SEARCH_TIER.phrase, salesCount: 900 },
      { id: 4, tier: SEARCH_TIER.prefix, salesCount: 5 },
      { id: 5, tier: SEARCH_TIER.phrase, salesCount: 1000 },
      { id: 6, tier: SEARCH_TIER.allWords, salesCount: 5000 },
    ] as const;
    expect([...hits].sort(compareSearchHits).map((hit) => hit.id)).toEqual([2, 4, 5, 3, 1, 6]);
  });
});
