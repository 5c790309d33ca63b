import { SEARCH_DOCUMENT_VERSION } from "@shop/core/search/search-tokens";
import { vocabularyTerms } from "@shop/core/search/typo-tolerance";
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalog } from "../test/demo-catalog.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { items, searchVocabulary } from "./schema/catalog.js";
import { itemSearchColumns, refreshSearchIndex } from "./search-index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("search index upkeep", () => {
  it("the seed wrote every item's search columns and the vocabulary of the displayed items", async () => {
    const { all, displayed } = demoCatalog();
    const rows = await t.db
      .select({
        id: items.id,
        searchText: items.searchText,
        searchChoseong: items.searchChoseong,
        searchTokens: items.searchTokens,
        searchVersion: items.searchVersion,
      })
      .from(items)
      .where(
        inArray(
          items.id,
          all.map((item) => item.id),
        ),
      )
      .orderBy(asc(items.id));
    expect(rows).toEqual(all.map((item) => ({ id: item.id, ...itemSearchColumns(item.name, item.brandName) })));
    const expectedTerms = new Map<string, number>();
    for (const item of displayed) {
      for (const term of vocabularyTerms([item.name, item.brandName]))
        expectedTerms.set(term, (expectedTerms.get(term) ?? 0) + 1);
    }
    const vocabulary = await t.db
      .select({ term: searchVocabulary.term, docCount: searchVocabulary.docCount })
      .from(searchVocabulary);
    expect(new Map(vocabulary.map((row) => [row.term, row.docCount]))).toEqual(expectedTerms);
    expect(expectedTerms.get("한우등심")).toBeGreaterThan(0);
  });

  it("rebuilds rows of another document version at boot, then the vocabulary; a second run does nothing", async () => {
    const app = await createTestApp();
    try {
      const stale = [1, 2, 3, 50];
      await app.db
        .update(items)
        .set({ searchText: "", searchChoseong: "", searchTokens: [], searchVersion: 0 })
        .where(inArray(items.id, stale));
      await app.db.delete(searchVocabulary);
      const search = () =>
        app.app.inject({ method: "GET", url: `/api/search/result?query=${encodeURIComponent("양념 목살")}` });
      const before = (await search()).json().pagination.totalCount;

      const result = await refreshSearchIndex(app.db);
      expect(result.documents).toBe(stale.length);
      expect(result.vocabulary).toBeGreaterThan(100);
      const { byCode } = demoCatalog();
      const first = byCode.get("G0000001")!;
      const [row] = await app.db.select().from(items).where(eq(items.id, 1));
      expect(row).toMatchObject({
        ...itemSearchColumns(first.name, first.brandName),
        searchVersion: SEARCH_DOCUMENT_VERSION,
      });
      // A new query (no cached ranking) finds the rebuilt item again.
      const after = await app.app.inject({
        method: "GET",
        url: `/api/search/result?query=${encodeURIComponent("양념목살")}`,
      });
      expect(after.json().pagination.totalCount).toBeGreaterThan(before);

      expect(await refreshSearchIndex(app.db)).toEqual({ documents: 0, vocabulary: null });
      const [terms] = await app.db.select({ n: count() }).from(searchVocabulary);
      expect(terms!.n).toBe(result.vocabulary);
    } finally {
      await app.close();
    }
  });
});
