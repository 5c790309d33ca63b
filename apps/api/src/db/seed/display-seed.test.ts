import { asc, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { type Db, openDb } from "../client.js";
import {
  designatedItems,
  displayBlockItems,
  displayBlockSections,
  displayBlocks,
  eventItems,
  eventReplies,
  events,
  featuredBrands,
  mainBanners,
  outletItems,
  sellerNotices,
  sellerShippingPolicies,
  styleBookItems,
  styleBooks,
} from "../schema/display.js";
import { seedDisplay } from "./display-seed.js";
import {
  BLOCK_SEEDS,
  EVENT_REPLY_SEEDS,
  EVENT_SEEDS,
  MAIN_BANNER_SEEDS,
  SELLER_NOTICE_SEEDS,
  STYLE_BOOK_SEEDS,
} from "./display-seed-content.js";
import { seedDemoData } from "./seed-demo.js";

async function snapshot(db: Db) {
  return {
    blocks: await db.select().from(displayBlocks).orderBy(asc(displayBlocks.code)),
    sections: await db
      .select()
      .from(displayBlockSections)
      .orderBy(asc(displayBlockSections.blockCode), asc(displayBlockSections.sortOrder)),
    blockItems: await db
      .select()
      .from(displayBlockItems)
      .orderBy(asc(displayBlockItems.blockCode), asc(displayBlockItems.sortOrder), asc(displayBlockItems.itemId)),
    banners: await db.select().from(mainBanners).orderBy(asc(mainBanners.id)),
    featured: await db.select().from(featuredBrands).orderBy(asc(featuredBrands.brandId)),
    policies: await db.select().from(sellerShippingPolicies).orderBy(asc(sellerShippingPolicies.sellerId)),
    notices: await db.select().from(sellerNotices).orderBy(asc(sellerNotices.id)),
    outlet: await db.select().from(outletItems).orderBy(asc(outletItems.itemId)),
    designated: await db.select().from(designatedItems).orderBy(asc(designatedItems.itemId)),
    events: await db.select().from(events).orderBy(asc(events.id)),
    eventItems: await db.select().from(eventItems).orderBy(asc(eventItems.eventId), asc(eventItems.itemId)),
    replies: await db.select().from(eventReplies).orderBy(asc(eventReplies.id)),
    styleBooks: await db.select().from(styleBooks).orderBy(asc(styleBooks.id)),
    styleBookItems: await db
      .select()
      .from(styleBookItems)
      .orderBy(asc(styleBookItems.styleBookId), asc(styleBookItems.itemId)),
  };
}

describe("seedDisplay", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("wrote the display content the storefront and tests rely on", async () => {
    const data = await snapshot(t.db);
    expect(data.blocks.map((block) => block.code).sort()).toEqual(BLOCK_SEEDS.map((block) => block.code).sort());
    expect(data.banners).toHaveLength(MAIN_BANNER_SEEDS.length);
    expect(data.featured).toHaveLength(6);
    expect(data.policies).toHaveLength(8);
    expect(data.notices).toHaveLength(SELLER_NOTICE_SEEDS.length);
    expect(data.outlet).toHaveLength(6);
    expect(data.designated).toHaveLength(12);
    expect(data.events.map((event) => event.link)).toEqual(EVENT_SEEDS.map((event) => event.link));
    expect(data.replies).toHaveLength(EVENT_REPLY_SEEDS.length);
    expect(data.styleBooks.map((book) => book.code)).toEqual(STYLE_BOOK_SEEDS.map((book) => book.code));
    // Every event and style book has items, and every curated block is filled.
    expect(new Set(data.eventItems.map((row) => row.eventId)).size).toBe(EVENT_SEEDS.length);
    expect(new Set(data.styleBookItems.map((row) => row.styleBookId)).size).toBe(STYLE_BOOK_SEEDS.length);
    const perBlock = new Map<string, number>();
    for (const row of data.blockItems) perBlock.set(row.blockCode, (perBlock.get(row.blockCode) ?? 0) + 1);
    expect(Object.fromEntries(perBlock)).toEqual({
      "cnts-picks": 4,
      "dry-aging": 8,
      "fresh-food": 8,
      md: 12,
      pb: 8,
      safety: 8,
    });
  });

  it("changes nothing when run again", async () => {
    const before = await snapshot(t.db);
    await seedDisplay(t.db);
    expect(await snapshot(t.db)).toEqual(before);
  });

  // A fresh embedded database migrated and seeded twice: slow, so it gets its own time limit.
  it("picks the same items on a fresh database, and runs on an empty catalog", { timeout: 120_000 }, async () => {
    const handle = await openDb({});
    try {
      await handle.migrate();
      await seedDemoData(handle.db, { items: 0 });
      const [picked] = await handle.db.select({ n: count() }).from(displayBlockItems);
      expect(picked?.n).toBe(0);
      expect(await handle.db.select().from(events)).toHaveLength(EVENT_SEEDS.length);

      // Filling the catalog later adds the picks, the same ones a full first load makes.
      await seedDemoData(handle.db, { items: 360 });
      const filled = await snapshot(handle.db);
      const reference = await snapshot(t.db);
      expect(filled.blockItems).toEqual(reference.blockItems);
      expect(filled.eventItems).toEqual(reference.eventItems);
      expect(filled.designated).toEqual(reference.designated);
      expect(filled.outlet).toEqual(reference.outlet);
    } finally {
      await handle.close();
    }
  });
});
