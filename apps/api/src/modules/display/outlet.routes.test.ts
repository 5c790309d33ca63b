import { outletListSchema } from "@shop/contracts/display";
import { discountRate, presentPrice } from "@shop/core/catalog/pricing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { outletItems } from "../../db/schema/display.js";
import { buildDemoItem } from "../../db/seed/catalog.factory.js";
import { createOutletItem } from "../../db/seed/display.factory.js";
import { DISPLAY_DEMO_NOW } from "../../db/seed/display-seed-content.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { stillClockAt } from "../../test/still-clock.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { OUTLET_CACHE_TTL_MS } from "./outlet.service.js";

const clock = stillClockAt(DISPLAY_DEMO_NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: "GET", url });
const demoItems = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i).item);
const rateOf = (item: (typeof demoItems)[number]) =>
  discountRate(item.consumerPrice, presentPrice(item.salePrice, item.specialSalePrice ?? 0));

async function allOutlet() {
  return outletListSchema.parse((await get("/api/outlet?size=100")).json());
}

describe("GET /api/outlet", () => {
  it("lists near-expiry items soonest first, then items discounted 30% or more, deepest first", async () => {
    const body = await allOutlet();
    const nearExpiry = body.list.filter((item) => item.outletReason === "near-expiry");
    const discounted = body.list.filter((item) => item.outletReason === "discount");
    expect(nearExpiry).toHaveLength(6);
    expect(body.list.slice(0, 6)).toEqual(nearExpiry);
    const dates = nearExpiry.map((item) => item.bestBefore!);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe("2027-01-10");
    for (const item of nearExpiry) expect(["meat-processing", "pb"]).toContain(item.livestock);

    const nearCodes = new Set(nearExpiry.map((item) => item.itemUserCode));
    const expected = demoItems
      .filter((item) => item.displayed && rateOf(item) >= 30 && !nearCodes.has(item.itemUserCode))
      .sort((a, b) => rateOf(b) - rateOf(a) || a.itemUserCode.localeCompare(b.itemUserCode));
    expect(discounted.map((item) => item.itemUserCode)).toEqual(expected.map((item) => item.itemUserCode));
    for (const item of discounted) {
      expect(item.discountRate).toBeGreaterThanOrEqual(30);
      expect(item.bestBefore).toBeNull();
    }
    expect(body.pagination.totalCount).toBe(body.list.length);
  });

  it("pages", async () => {
    const all = (await allOutlet()).list;
    const page2 = outletListSchema.parse((await get("/api/outlet?size=5&page=2")).json());
    expect(page2.list).toEqual(all.slice(5, 10));
    expect(page2.pagination).toEqual({
      page: 2,
      size: 5,
      totalCount: all.length,
      totalPages: Math.ceil(all.length / 5),
    });
  });

  it("drops a near-expiry item once its best-before has passed, and hidden items always", async () => {
    const all = (await allOutlet()).list;
    clock.set(new Date("2027-01-11T09:00:00+09:00"));
    try {
      const later = (await allOutlet()).list;
      expect(later.some((item) => item.bestBefore === "2027-01-10")).toBe(false);
      expect(later.filter((item) => item.outletReason === "near-expiry")).toHaveLength(5);
    } finally {
      clock.set(DISPLAY_DEMO_NOW);
    }
    // A hidden item leaves its page at once, even while the list is cached.
    const hidden = all.find((item) => item.outletReason === "discount")!;
    await t.db.update(items).set({ displayed: false }).where(eq(items.id, hidden.itemId));
    try {
      expect((await allOutlet()).list.map((item) => item.itemId)).not.toContain(hidden.itemId);
    } finally {
      await t.db.update(items).set({ displayed: true }).where(eq(items.id, hidden.itemId));
    }
  });

  it("takes a newly flagged item, best-before today included", async () => {
    const plain = demoItems.findIndex((item) => item.displayed && rateOf(item) < 30 && item.livestock === "hanwoo");
    const itemId = plain + 1;
    const before = await allOutlet();
    await createOutletItem(t.db, { itemId, bestBefore: "2026-11-15", note: "오늘까지" });
    try {
      // The list is kept for 30 s.
      expect(await allOutlet()).toEqual(before);
      clock.set(DISPLAY_DEMO_NOW.getTime() + OUTLET_CACHE_TTL_MS);
      const after = await allOutlet();
      expect(after.list[0]).toMatchObject({ itemId, outletReason: "near-expiry", bestBefore: "2026-11-15" });
      expect(after.pagination.totalCount).toBe(before.pagination.totalCount + 1);
    } finally {
      clock.set(DISPLAY_DEMO_NOW);
      await t.db.delete(outletItems).where(eq(outletItems.itemId, itemId));
    }
  });

  it.each(["?page=0", "?size=0", "?size=101", "?page=first"])("refuses %s with 400", async (query) => {
    const res = await get(`/api/outlet${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});
