import {
  categoryCurrentSchema,
  categoryTreeSchema,
  categoryUpdatedCheckSchema,
  type ItemCard,
  itemListSchema,
  livestockListSchema,
} from "@shop/contracts/catalog";
import { errorBodySchema } from "@shop/contracts/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDemoItem, createItem, type NewItem } from "../../db/seed/catalog.factory.js";
import { DEMO_CATEGORIES_UPDATED_AT, OWN_SELLER_ID, SELLERS } from "../../db/seed/catalog-data.js";
import { DEFAULT_SEED_ITEMS } from "../../db/seed/seed-demo.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

/** Fetches every page of a list query (size 100) and returns the cards in order. */
async function allPages(query: string): Promise<ItemCard[]> {
  const cards: ItemCard[] = [];
  for (let page = 1; ; page++) {
    const { body } = await get(`/api/item?${query}${query ? "&" : ""}size=100&page=${page}`);
    const list = itemListSchema.parse(body);
    cards.push(...list.list);
    if (page >= list.pagination.totalPages) return cards;
  }
}

// The seed is deterministic: the expected lists come from the same generator that filled the
// template, independently of the SQL under test. Literal counts pin the generator itself.
const demoItems: NewItem[] = Array.from({ length: DEFAULT_SEED_ITEMS }, (_, i) => ({
  ...buildDemoItem(i).item,
  id: i + 1,
}));
const displayed = demoItems.filter((item) => item.displayed);
const present = (item: NewItem) =>
  item.specialSalePrice! > 0 && item.specialSalePrice! < item.salePrice ? item.specialSalePrice! : item.salePrice;
const byIdDesc = (a: NewItem, b: NewItem) => b.id! - a.id!;
const codes = (list: { itemUserCode: string }[]) => list.map((item) => item.itemUserCode);

function expectValidationError(status: number, body: unknown) {
  expect(status).toBe(400);
  const error = errorBodySchema.parse(body);
  expect(error).toMatchObject({ status: 400, code: "VALIDATION" });
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.errors.length).toBeGreaterThan(0);
}

describe("GET /api/category", () => {
  it("returns the 3-level tree of displayed categories with SPEC url rules", async () => {
    const { status, body } = await get("/api/category");
    expect(status).toBe(200);
    const tree = categoryTreeSchema.parse(body);
    expect(tree.updatedDate).toBe(DEMO_CATEGORIES_UPDATED_AT.toISOString());
    expect(tree.groups.map((group) => [group.id, group.name, group.livestock, group.url])).toEqual([
      [1, "한우", "hanwoo", "/items?livestock=hanwoo"],
      [2, "한돈", "handon", "/items?livestock=handon"],
      [3, "수입육", "imported", "/items?livestock=imported"],
      [4, "닭·오리", "poultry", "/items?livestock=poultry"],
      [5, "가공육", "meat-processing", "/category/5"],
      [6, "자체가공육", "meat-processing-private", "/category/6"],
      [7, "PB", "pb", "/items?livestock=pb"],
      [8, "신선식품", "fresh", "/items?livestock=fresh"],
      [9, "명절 선물", "", "/category/9"],
    ]);
    for (const group of tree.groups) {
      expect(group.categories.length).toBeGreaterThan(0);
      for (const category of group.categories) {
        expect(category.url).toBe(`/category/${category.id}`);
        expect(category.livestock).toBe(group.livestock);
        expect(category.childCategories.length).toBeGreaterThan(0);
        for (const child of category.childCategories) {
          expect(child.url).toBe(`/category/${child.id}`);
          expect(child.childCategories).toEqual([]);
        }
      }
    }
    const hanwoo = tree.groups[0]!;
    expect(hanwoo.categories.map((category) => category.name)).toEqual([
      "구이용",
      "국거리·탕",
      "불고기·장조림",
      "선물세트",
    ]);
    expect(hanwoo.categories[0]!.childCategories.map((child) => child.name)).toEqual([
      "등심",
      "안심",
      "채끝",
      "갈비살",
      "부채살",
      "치마살",
      "살치살",
      "토시살",
    ]);
  });
});

describe("GET /api/category/updated-check", () => {
  it.each([
    ["2026-09-30T23:59:59.999Z", true],
    ["2026-10-01T08:59:59+09:00", true],
    [DEMO_CATEGORIES_UPDATED_AT.toISOString(), false],
    ["2026-10-01T09:00:00+09:00", false],
    ["2027-01-01T00:00:00Z", false],
  ])("d=%s → updated %s", async (d, updated) => {
    const { status, body } = await get(`/api/category/updated-check?d=${encodeURIComponent(d)}`);
    expect(status).toBe(200);
    expect(categoryUpdatedCheckSchema.parse(body)).toEqual({
      updated,
      updatedDate: DEMO_CATEGORIES_UPDATED_AT.toISOString(),
    });
  });

  it.each(["yesterday", "2026-13-45", "abc123"])("an unreadable d (%s) is a 400 in Korean", async (d) => {
    const { status, body } = await get(`/api/category/updated-check?d=${d}`);
    expectValidationError(status, body);
    expect(errorBodySchema.parse(body)).toMatchObject({
      message: "날짜 형식이 올바르지 않습니다.",
      errors: [{ field: "d", message: "날짜 형식이 올바르지 않습니다." }],
    });
  });

  it("reads an offset whose '+' was not percent-encoded", async () => {
    const { status, body } = await get("/api/category/updated-check?d=2026-10-01T08:00:00+09:00");
    expect(status).toBe(200);
    expect(categoryUpdatedCheckSchema.parse(body).updated).toBe(true);
  });

  it("a missing d is a 400", async () => {
    const { status, body } = await get("/api/category/updated-check");
    expectValidationError(status, body);
  });
});

describe("GET /api/category/current", () => {
  it("returns a level-3 category with its path from the top", async () => {
    const { status, body } = await get("/api/category/current?id=111");
    expect(status).toBe(200);
    expect(categoryCurrentSchema.parse(body)).toEqual({
      category: { id: 111, name: "등심", url: "/category/111", livestock: "hanwoo", depth: 3 },
      path: [
        { id: 1, name: "한우", url: "/items?livestock=hanwoo" },
        { id: 11, name: "구이용", url: "/category/11" },
        { id: 111, name: "등심", url: "/category/111" },
      ],
      childCategories: [],
    });
  });

  it("returns a group with its categories", async () => {
    const current = categoryCurrentSchema.parse((await get("/api/category/current?id=5")).body);
    expect(current.category).toEqual({
      id: 5,
      name: "가공육",
      url: "/category/5",
      livestock: "meat-processing",
      depth: 1,
    });
    expect(current.path).toEqual([{ id: 5, name: "가공육", url: "/category/5" }]);
    expect(current.childCategories.map((category) => category.name)).toEqual(["햄·소시지", "간편식"]);
  });

  it("an unknown id is a 404 with the error body", async () => {
    const { status, body } = await get("/api/category/current?id=99999");
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body)).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it.each(["abc", "0", "-3", "1.5", ""])("id=%s is a 400", async (id) => {
    const { status, body } = await get(`/api/category/current?id=${id}`);
    expectValidationError(status, body);
  });
});

describe("GET /api/common/livestock", () => {
  it("lists every livestock kind with the brands that sell it, own brands first", async () => {
    const { status, body } = await get("/api/common/livestock");
    expect(status).toBe(200);
    const { list } = livestockListSchema.parse(body);
    expect(list.map((kind) => [kind.code, kind.name, kind.url])).toEqual([
      ["hanwoo", "한우", "/items?livestock=hanwoo"],
      ["handon", "한돈", "/items?livestock=handon"],
      ["imported", "수입육", "/items?livestock=imported"],
      ["poultry", "닭·오리", "/items?livestock=poultry"],
      ["meat-processing", "가공육", "/category/5"],
      ["meat-processing-private", "자체가공육", "/category/6"],
      ["pb", "PB", "/items?livestock=pb"],
      ["fresh", "신선식품", "/items?livestock=fresh"],
    ]);
    const hanwoo = list[0]!.sellerBrands;
    expect(hanwoo.map((brand) => [brand.sellerId, brand.brandName, brand.sellerName])).toEqual([
      [OWN_SELLER_ID, "농협안심한우", "농협축산유통(주)"],
      [10000001, "대관령한우", "(주)대관령한우"],
      [10000002, "횡성명품한우", "횡성축산유통"],
    ]);
    for (const kind of list) {
      expect(kind.sellerBrands.length).toBeGreaterThan(0);
      for (const brand of kind.sellerBrands) expect(brand.livestock).toBe(kind.code);
    }
    const brandCount = SELLERS.reduce((sum, seller) => sum + seller.brands.length, 0);
    expect(list.flatMap((kind) => kind.sellerBrands)).toHaveLength(brandCount);
  });
});

describe("GET /api/item", () => {
  it("lists displayed items newest first with 20 per page by default", async () => {
    const { status, body } = await get("/api/item");
    expect(status).toBe(200);
    const list = itemListSchema.parse(body);
    expect(list.pagination).toEqual({ page: 1, size: 20, totalCount: 352, totalPages: 18 });
    expect(displayed).toHaveLength(352);
    const expected = [...displayed].sort((a, b) => +b.createdAt! - +a.createdAt! || byIdDesc(a, b));
    expect(codes(list.list)).toEqual(codes(expected.slice(0, 20)));
    expect(codes(list.list).slice(0, 3)).toEqual(["G0000142", "G0000017", "G0000003"]);
  });

  it("pages through every displayed item exactly once, hidden ones never", async () => {
    const cards = await allPages("");
    expect(cards).toHaveLength(352);
    expect(new Set(codes(cards)).size).toBe(352);
    const hidden = demoItems.filter((item) => !item.displayed).map((item) => item.itemUserCode);
    expect(hidden).toEqual([
      "G0000018",
      "G0000080",
      "G0000156",
      "G0000173",
      "G0000195",
      "G0000209",
      "G0000280",
      "G0000294",
    ]);
    for (const code of hidden) expect(codes(cards)).not.toContain(code);
  });

  it.each([
    ["popular", (a: NewItem, b: NewItem) => b.salesCount! - a.salesCount! || byIdDesc(a, b)],
    ["reviews", (a: NewItem, b: NewItem) => b.reviewCount! - a.reviewCount! || byIdDesc(a, b)],
    // priceLow is priceHigh reversed, ties included.
    ["priceLow", (a: NewItem, b: NewItem) => present(a) - present(b) || a.id! - b.id!],
    ["priceHigh", (a: NewItem, b: NewItem) => present(b) - present(a) || byIdDesc(a, b)],
  ] as const)("sort=%s orders the whole list", async (sort, compare) => {
    const cards = await allPages(`sort=${sort}`);
    expect(codes(cards)).toEqual(codes([...displayed].sort(compare)));
  });

  it("prices follow the core rules: special price, discount against consumer price, per 100 g", async () => {
    const cards = await allPages("");
    const special = cards.find((card) => card.itemUserCode === "G0000001")!;
    // G0000001: consumer 16,000, sale 11,600, special 9,600, 500 g.
    expect(special).toMatchObject({
      consumerPrice: 16_000,
      presentPrice: 9_600,
      discountRate: 40,
      unitPricePer100g: 1_920,
    });
    for (const card of cards) {
      const item = demoItems.find((demo) => demo.itemUserCode === card.itemUserCode)!;
      expect(card.presentPrice).toBe(present(item));
      expect(card.presentPrice).toBeLessThan(card.consumerPrice);
      expect(card.soldOut).toBe(item.stock === 0);
    }
    expect(cards.filter((card) => card.soldOut)).toHaveLength(25);
    expect(new Set(cards.map((card) => card.deliveryType))).toEqual(new Set([1, 2]));
  });

  it.each([
    ["livestock=hanwoo", (item: NewItem) => item.livestock === "hanwoo", 99],
    ["livestock=meat-processing", (item: NewItem) => item.livestock === "meat-processing", 31],
    ["livestock=nothing", () => false, 0],
    [`sellerId=${OWN_SELLER_ID}`, (item: NewItem) => item.sellerId === OWN_SELLER_ID, 147],
    ["sellerId=10000003", (item: NewItem) => item.sellerId === 10000003, 25],
    // A group matches its descendants: level 1 → every cut under it.
    ["categoryId=1", (item: NewItem) => Math.floor(item.categoryId / 100) === 1, 97],
    ["categoryId=11", (item: NewItem) => Math.floor(item.categoryId / 10) === 11, 41],
    ["categoryId=111", (item: NewItem) => item.categoryId === 111, 8],
    ["livestock=hanwoo&sellerId=10000001", (item: NewItem) => item.sellerId === 10000001, 32],
  ] as const)("%s filters (%#)", async (query, matches, count) => {
    const cards = await allPages(query);
    const expected = displayed.filter(matches).sort((a, b) => +b.createdAt! - +a.createdAt! || byIdDesc(a, b));
    expect(cards).toHaveLength(count);
    expect(codes(cards)).toEqual(codes(expected));
  });

  it("pages: size, total pages, a page past the end is empty", async () => {
    const first = itemListSchema.parse((await get("/api/item?livestock=handon&size=30")).body);
    expect(first.pagination).toEqual({ page: 1, size: 30, totalCount: 73, totalPages: 3 });
    const third = itemListSchema.parse((await get("/api/item?livestock=handon&size=30&page=3")).body);
    expect(third.list).toHaveLength(13);
    const past = itemListSchema.parse((await get("/api/item?livestock=handon&size=30&page=4")).body);
    expect(past).toEqual({ list: [], pagination: { page: 4, size: 30, totalCount: 73, totalPages: 3 } });
  });

  it.each([
    "size=0",
    "size=101",
    "page=0",
    "page=abc",
    "sort=cheapest",
    "categoryId=abc",
    "categoryId=-1",
    "sellerId=1.5",
    `livestock=${"x".repeat(41)}`,
  ])("bad query %s is a 400 VALIDATION body", async (query) => {
    const { status, body } = await get(`/api/item?${query}`);
    expectValidationError(status, body);
  });

  it("an unknown categoryId is a 404", async () => {
    const { status, body } = await get("/api/item?categoryId=99999");
    expect(status).toBe(404);
    expect(errorBodySchema.parse(body)).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("shows an item a test inserts through the factory, and hides an undisplayed one", async () => {
    const fresh = await createItem(t.db, {
      livestock: "pb",
      categoryId: 711,
      createdAt: new Date("2030-01-01T00:00:00Z"),
      stock: 0,
    });
    const hidden = await createItem(t.db, {
      livestock: "pb",
      categoryId: 711,
      createdAt: new Date("2030-02-01T00:00:00Z"),
      displayed: false,
    });
    const list = itemListSchema.parse((await get("/api/item?livestock=pb&size=5")).body);
    expect(list.list[0]).toMatchObject({ itemUserCode: fresh.itemUserCode, soldOut: true });
    expect(codes(list.list)).not.toContain(hidden.itemUserCode);
    expect(list.pagination.totalCount).toBe(19);
  });
});
