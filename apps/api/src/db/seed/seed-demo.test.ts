import { isValidBusinessNumber } from "@shop/core/validation/business-number";
import { count, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { categories, itemImages, items, livestockKinds, sellerBrands, sellers } from "../schema/catalog.js";
import { buildCategoryRows, buildDemoItem, buildSellerRows, withBusinessCheckDigit } from "./catalog.factory.js";
import { OWN_SELLER_ID } from "./catalog-data.js";
import { DEFAULT_SEED_ITEMS, seedDemoData } from "./seed-demo.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tableCounts() {
  const tables = { livestockKinds, categories, sellers, sellerBrands, items, itemImages };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe("seedDemoData", () => {
  it("the template holds the default demo catalog", async () => {
    expect(await tableCounts()).toMatchObject({
      livestockKinds: 8,
      categories: buildCategoryRows().length,
      sellers: 8,
      sellerBrands: 16,
      items: DEFAULT_SEED_ITEMS,
    });
  });

  it("is idempotent: loading again changes nothing", async () => {
    const before = await tableCounts();
    expect(await seedDemoData(t.db, { items: DEFAULT_SEED_ITEMS })).toEqual({ itemsInserted: 0 });
    expect(await tableCounts()).toEqual(before);
  });

  it("a larger count adds only the missing items, and a repeat adds none", async () => {
    const before = await tableCounts();
    expect(await seedDemoData(t.db, { items: DEFAULT_SEED_ITEMS + 40 })).toEqual({ itemsInserted: 40 });
    const after = await tableCounts();
    expect(after.items).toBe(before.items! + 40);
    expect(after.itemImages).toBeGreaterThanOrEqual(before.itemImages! + 40);
    expect(await seedDemoData(t.db, { items: DEFAULT_SEED_ITEMS + 40 })).toEqual({ itemsInserted: 0 });
    expect(await tableCounts()).toEqual(after);
    const [demo] = await t.db.select({ n: count() }).from(items).where(like(items.itemUserCode, "G%"));
    expect(demo!.n).toBe(DEFAULT_SEED_ITEMS + 40);
  });
});

describe("demo generator", () => {
  const demo = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i));

  it("is deterministic and item n does not depend on how many are generated", () => {
    expect(buildDemoItem(7)).toEqual(demo[7]);
    expect(buildDemoItem(0).item).toMatchObject({ itemUserCode: "G0000001", name: "농협 수제가공 양념 목살 500g" });
  });

  it("completes business numbers with the SPEC checksum", () => {
    expect(withBusinessCheckDigit("124810099")).toBe("1248100998");
    const rows = buildSellerRows();
    expect(rows.map((row) => row.id)).toContain(OWN_SELLER_ID);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(isValidBusinessNumber(row.businessNumber)).toBe(true);
  });

  it("makes items a shop would sell", () => {
    const all = demo.map((entry) => entry.item);
    for (const item of all) {
      expect(item.consumerPrice).toBeGreaterThan(item.salePrice);
      expect(item.salePrice % 100).toBe(0);
      if (item.specialSalePrice) {
        expect(item.specialSalePrice).toBeGreaterThan(0);
        expect(item.specialSalePrice).toBeLessThan(item.salePrice);
      }
      expect(item.name).toContain(item.cutName);
      if (item.traceNumber) expect(item.traceNumber).toMatch(/^\d{12}$/);
      if (item.processDate) expect(item.processDate).toMatch(/^2026-1[01]-\d{2}$/);
      if (item.slaughterDate) expect(item.slaughterDate < item.processDate!).toBe(true);
      const expectedGrades = { hanwoo: ["1++", "1+", "1", "2"], handon: ["1+", "1"] }[item.livestock as string] ?? [""];
      expect(expectedGrades).toContain(item.grade);
    }
    expect(all.filter((item) => item.livestock === "hanwoo" && item.traceNumber?.startsWith("002"))).not.toHaveLength(
      0,
    );
    expect(all.some((item) => item.name.startsWith("1++ 한우 등심 (구이용)"))).toBe(true);
    const soldOut = all.filter((item) => item.stock === 0).length / all.length;
    expect(soldOut).toBeGreaterThan(0.04);
    expect(soldOut).toBeLessThan(0.13);
    expect(all.filter((item) => (item.specialSalePrice ?? 0) > 0).length).toBeGreaterThan(20);
    expect(new Set(all.map((item) => item.deliveryType))).toEqual(new Set([1, 2]));
    expect(new Set(all.map((item) => item.livestock)).size).toBe(8);
    for (const { item, images } of demo) {
      expect(images.length).toBeGreaterThan(0);
      expect(images.map((image) => image.url)).toEqual(
        images.map((_, i) => `/images/items/${item.itemUserCode}/${i + 1}.svg`),
      );
    }
  });
});
