import {
  categoryFilterSchema,
  type ItemCard,
  itemListSchema,
  parsePriceAreaId,
  priceAreaListSchema,
} from "@shop/contracts/catalog";
import { errorBodySchema } from "@shop/contracts/common";
import { presentPrice } from "@shop/core/catalog/pricing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { OWN_SELLER_ID } from "../../db/seed/catalog-data.js";
import { type DemoItem, demoCatalog, listComparators } from "../../test/demo-catalog.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The item list's filters and sorts against a brute-force reading of the demo seed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { displayed } = demoCatalog();
const codes = (list: readonly { itemUserCode: string }[]) => list.map((item) => item.itemUserCode);

async function get(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() as unknown };
}

async function allPages(query: string, size = 100): Promise<{ cards: ItemCard[]; totalCount: number }> {
  const cards: ItemCard[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await get(`/api/item?${query}&size=${size}&page=${page}`);
    expect(status, query).toBe(200);
    const list = itemListSchema.parse(body);
    cards.push(...list.list);
    if (page >= list.pagination.totalPages) return { cards, totalCount: list.pagination.totalCount };
  }
}

type Predicate = (item: DemoItem) => boolean;
const everything: Predicate = () => true;

// Categories: 1 = 한우 group (level 1), 11 = 한우 구이용 (level 2), 21 = 한돈 구이용, 111 = 한우 등심 (leaf).
const scopes: [string, Predicate][] = [
  ["", everything],
  ["livestock=hanwoo", (item) => item.livestock === "hanwoo"],
  ["livestock=handon", (item) => item.livestock === "handon"],
  ["categoryId=1", (item) => Math.floor(item.categoryId / 100) === 1],
  ["categoryId=11", (item) => Math.floor(item.categoryId / 10) === 11],
  ["categoryId=21", (item) => Math.floor(item.categoryId / 10) === 21],
  ["categoryId=111", (item) => item.categoryId === 111],
  [`sellerId=${OWN_SELLER_ID}`, (item) => item.sellerId === OWN_SELLER_ID],
  ["brandId=7", (item) => item.brandId === 7],
  ["livestock=hanwoo&sellerId=10000001", (item) => item.livestock === "hanwoo" && item.sellerId === 10000001],
];
const prices: [string, Predicate][] = [
  ["", everything],
  ["minPrice=20000", (item) => item.presentPrice >= 20_000],
  ["maxPrice=30000", (item) => item.presentPrice <= 30_000],
  ["minPrice=10000&maxPrice=50000", (item) => item.presentPrice >= 10_000 && item.presentPrice <= 50_000],
  ["priceArea=20000-50000", (item) => item.presentPrice >= 20_000 && item.presentPrice < 50_000],
  ["priceArea=100000-", (item) => item.presentPrice >= 100_000],
  // An area and a bound narrow together.
  ["priceArea=20000-50000&minPrice=30000", (item) => item.presentPrice >= 30_000 && item.presentPrice < 50_000],
];
const soldOuts: [string, Predicate][] = [
  ["soldOut=show", everything],
  ["soldOut=hide", (item) => item.stock! > 0],
];
const extras: [string, Predicate][] = [
  ["", everything],
  ["grade=1%2B", (item) => item.grade === "1+"],
  ["deliveryType=2", (item) => item.deliveryType === 2],
];
const sorts = Object.keys(listComparators) as (keyof typeof listComparators)[];

const combinations = scopes.flatMap(([scope, inScope]) =>
  prices.flatMap(([price, inPrice]) =>
    soldOuts.flatMap(([soldOut, inSoldOut]) =>
      extras.map(([extra, inExtra]) => ({
        query: [scope, price, soldOut, extra].filter(Boolean).join("&"),
        matches: (item: DemoItem) => inScope(item) && inPrice(item) && inSoldOut(item) && inExtra(item),
      })),
    ),
  ),
);

describe("GET /api/item filters", () => {
  it(`each of ${combinations.length} filter combinations answers what a brute force over the seed says`, async () => {
    let nonEmpty = 0;
    for (const [i, combination] of combinations.entries()) {
      // Every sort comes round over the combinations.
      const sort = sorts[i % sorts.length]!;
      const expected = displayed.filter(combination.matches).sort(listComparators[sort]);
      const { cards, totalCount } = await allPages(`${combination.query}&sort=${sort}`);
      expect(codes(cards), `${combination.query}&sort=${sort}`).toEqual(codes(expected));
      expect(totalCount).toBe(expected.length);
      if (expected.length > 0) nonEmpty++;
    }
    // The grid must exercise the filters, not compare empty lists.
    expect(nonEmpty).toBeGreaterThan(combinations.length * 0.8);
  }, 120_000);

  it("literal counts pin the seed: brand, price area and sold-out", async () => {
    expect((await allPages("brandId=7")).totalCount).toBe(32);
    expect((await allPages("priceArea=100000-")).totalCount).toBe(
      displayed.filter((item) => item.presentPrice >= 100_000).length,
    );
    const hidden = await allPages("soldOut=hide");
    expect(hidden.totalCount).toBe(352 - 25);
    expect(hidden.cards.every((card) => !card.soldOut)).toBe(true);
  });

  it.each(sorts)(
    "pages of 7 through a level-1 and a level-2 category agree with one big page (sort=%s)",
    async (sort) => {
      for (const categoryId of [1, 11]) {
        const small = await allPages(`categoryId=${categoryId}&sort=${sort}`, 7);
        const big = await allPages(`categoryId=${categoryId}&sort=${sort}`, 100);
        expect(codes(small.cards)).toEqual(codes(big.cards));
        expect(new Set(codes(small.cards)).size).toBe(small.cards.length);
      }
    },
  );

  it("the stored presentPrice equals core's presentPrice for every item", async () => {
    const result = await t.db.execute(
      sql`select ${items.salePrice} as sale, ${items.specialSalePrice} as special, ${items.presentPrice} as present from ${items}`,
    );
    const rows = (result as unknown as { rows: { sale: number; special: number; present: number }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(360);
    for (const row of rows) expect(Number(row.present)).toBe(presentPrice(Number(row.sale), Number(row.special)));
  });

  it.each([
    "priceArea=abc",
    "priceArea=50000-20000",
    "priceArea=20000-20000",
    "minPrice=-1",
    "minPrice=50000&maxPrice=20000",
    "maxPrice=1.5",
    "brandId=abc",
    "brandId=0",
    "deliveryType=3",
    "soldOut=maybe",
    `grade=${"1".repeat(11)}`,
  ])("bad query %s is a 400 VALIDATION body", async (query) => {
    const { status, body } = await get(`/api/item?${query}`);
    expect(status).toBe(400);
    const error = errorBodySchema.parse(body);
    expect(error.code).toBe("VALIDATION");
    expect(error.errors.length).toBeGreaterThan(0);
  });

  it("names the price rule in Korean", async () => {
    const { body } = await get("/api/item?minPrice=50000&maxPrice=20000");
    expect(errorBodySchema.parse(body)).toMatchObject({
      message: "가격대가 올바르지 않습니다.",
      errors: [{ field: "maxPrice", message: "가격대가 올바르지 않습니다." }],
    });
  });
});

describe("GET /api/category/price-areas", () => {
  it.each(["", "livestock=hanwoo", "categoryId=21", "brandId=7"])(
    "bands cover the scope once each, with brute-force counts (%s)",
    async (query) => {
      const inScope = scopes.find(([scope]) => scope === query)![1];
      const { status, body } = await get(`/api/category/price-areas?${query}`);
      expect(status).toBe(200);
      const { list } = priceAreaListSchema.parse(body);
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list[0]!.minPrice).toBe(0);
      expect(list.at(-1)!.maxPrice).toBeNull();
      for (let i = 1; i < list.length; i++) expect(list[i]!.minPrice).toBe(list[i - 1]!.maxPrice);
      const scoped = displayed.filter(inScope);
      for (const area of list) {
        const inArea = (item: DemoItem) =>
          item.presentPrice >= area.minPrice && (area.maxPrice === null || item.presentPrice < area.maxPrice);
        expect(area.count, area.id).toBe(scoped.filter(inArea).length);
        expect(parsePriceAreaId(area.id)).toEqual({ minPrice: area.minPrice, maxPriceExclusive: area.maxPrice });
        // The id filters the list to exactly the band.
        const listed = await allPages(`${query}&priceArea=${area.id}`);
        expect(listed.totalCount).toBe(area.count);
      }
      expect(list.reduce((sum, area) => sum + area.count, 0)).toBe(scoped.length);
    },
  );

  it("pins the 한우 bands of the seed", async () => {
    const { list } = priceAreaListSchema.parse((await get("/api/category/price-areas?livestock=hanwoo")).body);
    expect(list.map((area) => [area.id, area.label, area.count])).toEqual([
      ["0-20000", "2만원 미만", 17],
      ["20000-50000", "2만원~5만원", 33],
      ["50000-100000", "5만원~10만원", 33],
      ["100000-", "10만원 이상", 16],
    ]);
  });

  it("an empty scope has no bands; an unknown category is a 404; a bad id a 400", async () => {
    expect((await get("/api/category/price-areas?livestock=nothing")).body).toEqual({ list: [] });
    expect((await get("/api/category/price-areas?categoryId=99999")).status).toBe(404);
    expect((await get("/api/category/price-areas?brandId=x")).status).toBe(400);
  });
});

describe("GET /api/category/filter", () => {
  it.each(["livestock=hanwoo", "categoryId=2", ""])("counts brands, grades, delivery types (%s)", async (query) => {
    const inScope =
      query === "categoryId=2"
        ? (item: DemoItem) => Math.floor(item.categoryId / 100) === 2
        : scopes.find(([scope]) => scope === query)![1];
    const scoped = displayed.filter(inScope);
    const { status, body } = await get(`/api/category/filter?${query}`);
    expect(status).toBe(200);
    const filter = categoryFilterSchema.parse(body);
    expect(filter.totalCount).toBe(scoped.length);
    expect(filter.soldOutCount).toBe(scoped.filter((item) => item.stock === 0).length);
    const countBy = <K>(key: (item: DemoItem) => K) => {
      const counts = new Map<K, number>();
      for (const item of scoped) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
      return counts;
    };
    expect(new Map(filter.brands.map((brand) => [brand.brandId, brand.count]))).toEqual(
      countBy((item) => item.brandId),
    );
    for (let i = 1; i < filter.brands.length; i++) {
      expect(filter.brands[i - 1]!.count).toBeGreaterThanOrEqual(filter.brands[i]!.count);
    }
    const grades = countBy((item) => item.grade!);
    grades.delete("");
    expect(new Map(filter.grades.map((grade) => [grade.grade, grade.count]))).toEqual(grades);
    expect(new Map(filter.deliveryTypes.map((type) => [type.deliveryType, type.count]))).toEqual(
      countBy((item) => item.deliveryType),
    );
    expect(filter.priceAreas.reduce((sum, area) => sum + area.count, 0)).toBe(scoped.length);
  });

  it("labels grades best first and delivery types in Korean", async () => {
    const filter = categoryFilterSchema.parse((await get("/api/category/filter?livestock=hanwoo")).body);
    expect(filter.grades.map((grade) => grade.label)).toEqual(["1++등급", "1+등급", "1등급", "2등급"]);
    expect(filter.deliveryTypes.map((type) => type.label)).toEqual(["신선물류배송", "개별배송"]);
    expect(filter.brands.map((brand) => brand.brandName)).toEqual(["횡성명품한우", "대관령한우", "농협안심한우"]);
  });
});
