import { brandDetailSchema, brandItemsSchema, brandMainSchema } from "@shop/contracts/display";
import { OWN_SELLER_ID } from "@shop/core/catalog/seller";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { buildDemoItem, buildSellerBrandRows } from "../../db/seed/catalog.factory.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { BRAND_STATS_TTL_MS } from "./brand.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const demoItems = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => buildDemoItem(i).item);
const brandRows = buildSellerBrandRows();
const displayedOf = (brandId: number) => demoItems.filter((item) => item.displayed && item.brandId === brandId);

describe("GET /api/brand/main", () => {
  it("answers the featured brands with their best sellers in stock, then every brand", async () => {
    const res = await get("/api/brand/main");
    expect(res.statusCode).toBe(200);
    const body = brandMainSchema.parse(res.json());
    expect(body.featured.map((brand) => brand.brandName)).toEqual([
      "농협안심한우",
      "대관령한우",
      "횡성명품한우",
      "제주흑돈",
      "한끼찬",
      "청정닭",
    ]);
    for (const brand of body.featured) {
      expect(brand.items).toHaveLength(4);
      expect(brand.headline).not.toBe("");
      expect(brand.itemCount).toBe(displayedOf(brand.id).length);
      const best = displayedOf(brand.id)
        .filter((item) => item.stock! > 0)
        .sort((a, b) => b.salesCount! - a.salesCount!);
      expect(brand.items.map((item) => item.itemUserCode)).toEqual(best.slice(0, 4).map((item) => item.itemUserCode));
      expect(brand.items.every((item) => item.brandId === brand.id && !item.soldOut)).toBe(true);
    }
    // Every brand: the cooperative's own first.
    expect(body.list).toHaveLength(brandRows.length);
    expect(body.list.slice(0, 6).every((brand) => brand.sellerId === OWN_SELLER_ID)).toBe(true);
    expect(body.list[0]).toMatchObject({
      id: 1,
      brandName: "농협안심한우",
      livestockName: "한우",
      logoSrc: "/images/brands/1.svg",
    });
  });

  it("takes the number of items per brand", async () => {
    const body = brandMainSchema.parse((await get("/api/brand/main?itemsPerBrand=1")).json());
    expect(body.featured.every((brand) => brand.items.length === 1)).toBe(true);
  });

  it.each(["?itemsPerBrand=0", "?itemsPerBrand=13", "?itemsPerBrand=many"])("refuses %s with 400", async (query) => {
    expect((await get(`/api/brand/main${query}`)).statusCode).toBe(400);
  });
});

describe("GET /api/brand/{id}", () => {
  it("answers a featured brand with its seller's shipping condition", async () => {
    const { brand } = brandDetailSchema.parse((await get("/api/brand/7")).json());
    expect(brand).toMatchObject({
      id: 7,
      brandName: "대관령한우",
      sellerId: 10000001,
      sellerName: "(주)대관령한우",
      livestock: "hanwoo",
      livestockName: "한우",
      description: "해발 700m 대관령 고원 한우",
      logoSrc: "/images/brands/7.svg",
      featured: true,
      headline: "해발 700m 고원에서 자란 대관령 한우",
      itemCount: displayedOf(7).length,
      seller: { sellerId: 10000001, sellerName: "(주)대관령한우", shippingCondition: "7만원 이상 무료배송" },
    });
  });

  it("answers a brand that is not featured", async () => {
    const { brand } = brandDetailSchema.parse((await get("/api/brand/14")).json());
    expect(brand).toMatchObject({ brandName: "명가햄", featured: false, headline: "" });
  });

  it("answers 404 for an unknown brand and 400 for a bad id", async () => {
    expect((await get("/api/brand/9999")).statusCode).toBe(404);
    for (const id of ["0", "abc", "-3", "1.5"]) expect((await get(`/api/brand/${id}`)).statusCode, id).toBe(400);
  });
});

describe("GET /api/brand/{id}/items", () => {
  it("pages the brand's displayed items, most bought first by default", async () => {
    const expected = displayedOf(8).sort(
      (a, b) => b.salesCount! - a.salesCount! || b.itemUserCode.localeCompare(a.itemUserCode),
    );
    const page1 = brandItemsSchema.parse((await get("/api/brand/8/items?size=5")).json());
    expect(page1.pagination).toEqual({
      page: 1,
      size: 5,
      totalCount: expected.length,
      totalPages: Math.ceil(expected.length / 5),
    });
    expect(page1.list.map((item) => item.itemUserCode)).toEqual(expected.slice(0, 5).map((item) => item.itemUserCode));
    const page2 = brandItemsSchema.parse((await get("/api/brand/8/items?size=5&page=2")).json());
    expect(page2.list.map((item) => item.itemUserCode)).toEqual(expected.slice(5, 10).map((item) => item.itemUserCode));
    expect([...page1.list, ...page2.list].every((item) => item.brand === "횡성명품한우")).toBe(true);
  });

  it("sorts by price when asked", async () => {
    const { list } = brandItemsSchema.parse((await get("/api/brand/5/items?sort=priceLow&size=100")).json());
    expect(list).toHaveLength(displayedOf(5).length);
    const prices = list.map((item) => item.presentPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("answers 404 for an unknown brand, 400 for a bad query", async () => {
    expect((await get("/api/brand/9999/items")).statusCode).toBe(404);
    for (const query of ["?sort=cheap", "?page=0", "?size=500"]) {
      expect((await get(`/api/brand/1/items${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("brand item counts", () => {
  it("are kept for 30 s, then counted again", async () => {
    const before = (await get("/api/brand/14")).json().brand.itemCount;
    const code = displayedOf(14)[0]!.itemUserCode;
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    try {
      await t.db.update(items).set({ displayed: false }).where(eq(items.itemUserCode, code));
      expect((await get("/api/brand/14")).json().brand.itemCount).toBe(before);
      vi.setSystemTime(Date.now() + BRAND_STATS_TTL_MS);
      expect((await get("/api/brand/14")).json().brand.itemCount).toBe(before - 1);
    } finally {
      await t.db.update(items).set({ displayed: true }).where(eq(items.itemUserCode, code));
      vi.useRealTimers();
    }
  });
});
