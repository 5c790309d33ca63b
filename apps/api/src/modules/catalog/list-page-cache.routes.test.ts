import { itemDetailResponseSchema } from "@shop/contracts/item";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { createMember } from "../../db/seed/account.factory.js";
import { announceShopChange } from "../../lib/shop-changes.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// LIST_PAGE_CACHE: the 2 s page cache of GET /api/item and GET /api/search/result, and the item's own answer of
// GET /api/item/{itemUserCode}, are on by default; switched off (the benchmark's uncached rows) every request builds
// its answer from the database.

const ITEM_PAGE = "/api/item?livestock=hanwoo&sort=popular&page=1&size=5";
const SEARCH_PAGE = `/api/search/result?query=${encodeURIComponent("한우")}&page=1&size=5`;

const clock = stillClockAt("2026-11-20T03:00:00Z");
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

describe("the item's answer (GET /api/item/{itemUserCode})", () => {
  const url = "/api/item/G0000014";
  const detailOf = async (t: TestApp, token?: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return itemDetailResponseSchema.parse(res.json());
  };
  /** Sets the item's price straight in the database, as an order's stock or a price job would, unannounced. */
  const setPrice = async (t: TestApp, itemId: number, price: number) => {
    await t.db.update(items).set({ salePrice: price, specialSalePrice: 0 }).where(eq(items.id, itemId));
  };

  it("is kept 2 s for guests, while a member reads it fresh with their own wished flag", async () => {
    clock.reset();
    const before = await detailOf(cached);
    const newPrice = before.item.presentPrice + 1_230;
    await setPrice(cached, before.item.itemId, newPrice);
    expect((await detailOf(cached)).item.presentPrice).toBe(before.item.presentPrice);

    const member = await createMember(cached.db);
    const token = await loginToken(cached.app, member.user.loginId, member.password);
    const wish = await cached.app.inject({
      method: "POST",
      url: "/api/item/wishlist",
      headers: bearer(token),
      payload: { itemId: before.item.itemId },
    });
    expect(wish.statusCode, wish.body).toBe(200);
    const mine = await detailOf(cached, token);
    expect(mine.item.presentPrice).toBe(newPrice);
    expect(mine.wished).toBe(true);
    const guests = await detailOf(cached);
    expect(guests.item.presentPrice).toBe(before.item.presentPrice);
    expect(guests.wished).toBe(false);

    clock.set(clock.start.getTime() + 2_000);
    expect((await detailOf(cached)).item.presentPrice).toBe(newPrice);
    clock.reset();
  });

  it("is forgotten at once when staff change the catalog", async () => {
    clock.reset();
    const before = await detailOf(cached);
    const newPrice = before.item.presentPrice + 770;
    await setPrice(cached, before.item.itemId, newPrice);
    expect((await detailOf(cached)).item.presentPrice).toBe(before.item.presentPrice);
    announceShopChange({ kind: "catalog", itemIds: [before.item.itemId], itemUserCodes: [before.item.itemUserCode] });
    expect((await detailOf(cached)).item.presentPrice).toBe(newPrice);
  });

  it("is read for every request with LIST_PAGE_CACHE=false", async () => {
    const before = await detailOf(uncached);
    const newPrice = before.item.presentPrice + 1_230;
    await setPrice(uncached, before.item.itemId, newPrice);
    expect((await detailOf(uncached)).item.presentPrice).toBe(newPrice);
  });
});
