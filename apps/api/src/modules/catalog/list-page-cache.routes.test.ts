import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// LIST_PAGE_CACHE: the 2 s page cache of GET /api/item and GET /api/search/result is on by default;
// switched off (the benchmark's uncached rows) every request builds its page from the database.

const ITEM_PAGE = "/api/item?livestock=hanwoo&sort=popular&page=1&size=5";
const SEARCH_PAGE = `/api/search/result?query=${encodeURIComponent("한우")}&page=1&size=5`;

const _clock = stillClockAt("2026-11-20T03:00:00Z");
let cached: TestApp;
let uncached: TestApp;
beforeAll(async () => {
  // The clock stands still: a page cached at the first request is still within its 2 s at the second.
  [cached, uncached] = await Promise.all([createTestApp(), createTestApp({ env: { LIST_PAGE_CACHE: "false" } })]);
});
afterAll(async () => {
  await Promise.all([cached.close(), uncached.close()]);
});

interface Page {
  list: { itemId: number; presentPrice: number }[];
}

/** Reads the page, changes the price of its first item, reads it again. */
async function priceSeenAfterChange(t: TestApp, url: string) {
  const first = (await t.app.inject({ method: "GET", url })).json<Page>();
  const top = first.list[0]!;
  const newPrice = top.presentPrice + 1_230;
  await t.db.update(items).set({ salePrice: newPrice, specialSalePrice: 0 }).where(eq(items.id, top.itemId));
  const second = (await t.app.inject({ method: "GET", url })).json<Page>();
  return {
    before: top.presentPrice,
    newPrice,
    after: second.list.find((card) => card.itemId === top.itemId)?.presentPrice,
  };
}

describe.each([
  ["the item list", ITEM_PAGE],
  ["the search", SEARCH_PAGE],
])("%s page", (_name, url) => {
  it("is served from the cache by default", async () => {
    const seen = await priceSeenAfterChange(cached, url);
    expect(seen.after).toBe(seen.before);
  });

  it("is built for every request with LIST_PAGE_CACHE=false", async () => {
    const seen = await priceSeenAfterChange(uncached, url);
    expect(seen.after).toBe(seen.newPrice);
  });
});
