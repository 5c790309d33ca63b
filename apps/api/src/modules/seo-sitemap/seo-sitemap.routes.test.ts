import { sitemapItemsSchema, sitemapSchema } from "@shop/contracts/sitemap";
import { formatKoreaDate } from "@shop/core/site/korea-time";
import { addMinutes } from "date-fns";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, items } from "../../db/schema/catalog.js";
import { events } from "../../db/schema/display.js";
import { createCategory, createItem, createSeller, createSellerBrand } from "../../db/seed/catalog.factory.js";
import { createEvent } from "../../db/seed/display.factory.js";
import { DISPLAY_DEMO_NOW } from "../../db/seed/display-seed-content.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { SITEMAP_CACHE_TTL_MS } from "./seo-sitemap.service.js";

const clock = stillClockAt(DISPLAY_DEMO_NOW);
let t: TestApp;
beforeAll(async () => {
  // The seeded events are dated around this moment (live, ended and not yet started ones).
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const outline = async (url = "/api/sitemap") => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return sitemapSchema.parse(res.json());
};
/** Moves the clock past the outline's cache, so the next call reads the database again. */
const expireOutline = () => clock.set(addMinutes(new Date(), SITEMAP_CACHE_TTL_MS / 60_000 + 1));

async function displayedItems() {
  return t.db
    .select({ id: items.id, itemUserCode: items.itemUserCode, createdAt: items.createdAt })
    .from(items)
    .where(eq(items.displayed, true))
    .orderBy(asc(items.id));
}

describe("GET /api/sitemap", () => {
  it("puts every displayed item in one file of up to 50,000 ids, with its newest day", async () => {
    const body = await outline();
    const displayed = await displayedItems();
    expect(displayed.length).toBeGreaterThan(300);
    expect(body.itemsPerFile).toBe(50_000);
    const newest = Math.max(...displayed.map((row) => row.createdAt.getTime()));
    expect(body.itemFiles).toEqual([
      { file: 1, itemCount: displayed.length, lastmod: formatKoreaDate(new Date(newest)) },
    ]);
  });

  it("splits the items into files by id range and leaves out a file with nothing displayed", async () => {
    const displayed = await displayedItems();
    const body = await outline("/api/sitemap?size=100");
    expect(body.itemsPerFile).toBe(100);
    const expected = new Map<number, number>();
    for (const row of displayed) {
      const file = Math.floor((row.id - 1) / 100) + 1;
      expected.set(file, (expected.get(file) ?? 0) + 1);
    }
    expect(body.itemFiles.map(({ file, itemCount }) => [file, itemCount])).toEqual([...expected.entries()]);
    expect(body.itemFiles.map((file) => file.file)).toEqual([1, 2, 3, 4]);
    expect(body.itemFiles.every((file) => file.itemCount <= 100)).toBe(true);
    expect(body.itemFiles.reduce((sum, file) => sum + file.itemCount, 0)).toBe(displayed.length);
  });

  it("lists displayed categories under displayed parents only, with their change day", async () => {
    const hiddenGroup = await createCategory(t.db, { displayed: false });
    const underHidden = await createCategory(t.db, { parentId: hiddenGroup.id, depth: 2 });
    const underUnder = await createCategory(t.db, { parentId: underHidden.id, depth: 3 });
    const shown = await createCategory(t.db, { updatedAt: new Date("2026-03-01T23:30:00Z") });
    expireOutline();
    const body = await outline();
    const ids = body.categories.map((category) => category.id);
    expect(ids).not.toContain(hiddenGroup.id);
    expect(ids).not.toContain(underHidden.id);
    expect(ids).not.toContain(underUnder.id);
    // 23:30 UTC is the next morning in Korea.
    expect(body.categories.find((category) => category.id === shown.id)).toEqual({
      id: shown.id,
      depth: 1,
      livestock: "",
      lastmod: "2026-03-02",
    });
    const seeded = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.displayed, true));
    expect(ids).toHaveLength(seeded.length - 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("lists each (seller, livestock) of brands with displayed items once", async () => {
    const seller = await createSeller(t.db);
    await createSellerBrand(t.db, { sellerId: seller.id, livestock: "hanwoo" });
    const withItem = await createSellerBrand(t.db, { sellerId: seller.id, livestock: "hanwoo" });
    const hiddenOnly = await createSellerBrand(t.db, { sellerId: seller.id, livestock: "handon" });
    await createItem(t.db, { brandId: withItem.id, sellerId: seller.id, livestock: "hanwoo" });
    await createItem(t.db, { brandId: hiddenOnly.id, sellerId: seller.id, livestock: "handon", displayed: false });
    expireOutline();
    const body = await outline();
    expect(body.brands.filter((brand) => brand.sellerId === seller.id)).toEqual([
      { sellerId: seller.id, livestock: "hanwoo" },
    ]);
    const keys = body.brands.map((brand) => `${brand.sellerId}/${brand.livestock}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(body.brands.length).toBeGreaterThan(5);
  });

  it("lists the displayed events live now, not the ended, future or hidden ones", async () => {
    const now = new Date();
    await createEvent(t.db, { link: "sitemap-live", createdAt: new Date("2026-01-10T03:00:00Z") });
    await createEvent(t.db, { link: "sitemap-future", startAt: addMinutes(now, 60) });
    await createEvent(t.db, { link: "sitemap-ended", startAt: new Date("2025-01-01"), endAt: addMinutes(now, -1) });
    await createEvent(t.db, { link: "sitemap-hidden", displayed: false });
    expireOutline();
    const body = await outline();
    const links = body.events.map((event) => event.link);
    expect(links).toContain("sitemap-live");
    expect(body.events.find((event) => event.link === "sitemap-live")?.lastmod).toBe("2026-01-10");
    for (const link of ["sitemap-future", "sitemap-ended", "sitemap-hidden"]) expect(links).not.toContain(link);
    const live = await t.db
      .select({ link: events.link })
      .from(events)
      .where(and(eq(events.displayed, true), lte(events.startAt, new Date()), gt(events.endAt, new Date())));
    expect([...links].sort()).toEqual(live.map((event) => event.link).sort());
  });

  it("serves the outline from memory until the cache time has passed", async () => {
    expireOutline();
    const before = await outline();
    const added = await createItem(t.db, { createdAt: new Date() });
    const cached = await outline();
    expect(cached.itemFiles).toEqual(before.itemFiles);
    clock.set(addMinutes(new Date(), SITEMAP_CACHE_TTL_MS / 60_000 + 1));
    const fresh = await outline();
    const file = Math.floor((added.id - 1) / 50_000) + 1;
    const count = (body: typeof before) => body.itemFiles.find((entry) => entry.file === file)?.itemCount ?? 0;
    expect(count(fresh)).toBe(count(before) + 1);
  });

  it.each([
    ["a size under 100", "/api/sitemap?size=99"],
    ["a size over 50,000", "/api/sitemap?size=50001"],
    ["a size that is not a number", "/api/sitemap?size=abc"],
  ])("refuses %s with 400", async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});

describe("GET /api/sitemap/items/{file}", () => {
  it("answers the displayed items of the file's id range in id order", async () => {
    const [hidden] = await t.db
      .update(items)
      .set({ displayed: false })
      .where(eq(items.id, 150))
      .returning({ itemUserCode: items.itemUserCode });
    const res = await get("/api/sitemap/items/2?size=100");
    expect(res.statusCode).toBe(200);
    const body = sitemapItemsSchema.parse(res.json());
    const expected = (await displayedItems()).filter((row) => row.id > 100 && row.id <= 200);
    expect(body.file).toBe(2);
    expect(body.list).toEqual(
      expected.map((row) => ({ itemUserCode: row.itemUserCode, lastmod: formatKoreaDate(row.createdAt) })),
    );
    expect(body.list.map((entry) => entry.itemUserCode)).not.toContain(hidden!.itemUserCode);
    expect(body.list.length).toBeGreaterThan(90);
  });

  it("answers every displayed item in file 1 at the default size", async () => {
    const res = await get("/api/sitemap/items/1");
    expect(res.statusCode).toBe(200);
    const codes = sitemapItemsSchema.parse(res.json()).list.map((entry) => entry.itemUserCode);
    expect(codes).toEqual((await displayedItems()).map((row) => row.itemUserCode));
    expect(codes).toContain("G0000001");
  });

  it("answers 404 for a file without displayed items", async () => {
    const res = await get("/api/sitemap/items/2");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "요청하신 정보를 찾을 수 없습니다." });
  });

  it.each([
    ["file 0", "/api/sitemap/items/0"],
    ["a file that is not a number", "/api/sitemap/items/abc"],
    ["a size under 100", "/api/sitemap/items/1?size=10"],
  ])("refuses %s with 400", async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});
