import { styleBookDetailSchema, styleBookListSchema } from "@shop/contracts/display";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { styleBooks } from "../../db/schema/display.js";
import { createStyleBook } from "../../db/seed/display.factory.js";
import { STYLE_BOOK_SEEDS } from "../../db/seed/display-seed-content.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const newestFirst = [...STYLE_BOOK_SEEDS].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());

async function idOf(code: string): Promise<number> {
  const [row] = await t.db.select({ id: styleBooks.id }).from(styleBooks).where(eq(styleBooks.code, code));
  return row!.id;
}

describe("GET /api/style-book", () => {
  it("pages the style books newest first", async () => {
    const first = styleBookListSchema.parse((await get("/api/style-book?size=3")).json());
    expect(first.pagination).toEqual({ page: 1, size: 3, totalCount: 8, totalPages: 3 });
    expect(first.list.map((book) => book.title)).toEqual(newestFirst.slice(0, 3).map((book) => book.title));
    expect(first.list[0]).toMatchObject({
      title: "꼬리반골 곰탕",
      cookingMinutes: 480,
      servings: 8,
      difficulty: "어려움",
      tags: ["한우", "곰탕", "보양식"],
      date: "2026-11-14",
      imageSrc: "/images/banners/style-book/oxtail-gomtang.svg",
    });
    const last = styleBookListSchema.parse((await get("/api/style-book?size=3&page=3")).json());
    expect(last.list.map((book) => book.title)).toEqual(newestFirst.slice(6).map((book) => book.title));
  });

  it("leaves out hidden style books", async () => {
    const hidden = await createStyleBook(t.db, { code: "hidden-recipe", displayed: false, publishedAt: new Date() });
    try {
      const { list, pagination } = (await get("/api/style-book?size=100")).json();
      expect(pagination.totalCount).toBe(8);
      expect(list.map((book: { id: number }) => book.id)).not.toContain(hidden.id);
      expect((await get(`/api/style-book/${hidden.id}`)).statusCode).toBe(404);
    } finally {
      await t.db.delete(styleBooks).where(eq(styleBooks.id, hidden.id));
    }
  });

  it.each(["?page=0", "?size=101", "?size=a"])("refuses %s with 400", async (query) => {
    expect((await get(`/api/style-book${query}`)).statusCode).toBe(400);
  });
});

describe("GET /api/style-book/{id}", () => {
  it("answers the recipe with the items it uses", async () => {
    const id = await idOf("hanwoo-sirloin-steak");
    const res = await get(`/api/style-book/${id}`);
    expect(res.statusCode).toBe(200);
    const { styleBook } = styleBookDetailSchema.parse(res.json());
    const seed = STYLE_BOOK_SEEDS.find((book) => book.code === "hanwoo-sirloin-steak")!;
    expect(styleBook).toMatchObject({
      id,
      title: "한우 등심 스테이크",
      ingredients: seed.ingredients,
      steps: seed.steps,
      tip: seed.tip,
    });
    expect(styleBook.items).toHaveLength(3);
    for (const item of styleBook.items) {
      expect(item.livestock).toBe("hanwoo");
      expect(item.itemName).toMatch(/등심|채끝/);
    }
    const codes = styleBook.items.map((item) => item.itemUserCode);
    expect(codes).toEqual([...codes].sort());
  });

  it("leaves a hidden item out of the recipe", async () => {
    const id = await idOf("handon-bossam");
    const before = styleBookDetailSchema.parse((await get(`/api/style-book/${id}`)).json()).styleBook.items;
    await t.db.update(items).set({ displayed: false }).where(eq(items.id, before[0]!.itemId));
    try {
      const after = styleBookDetailSchema.parse((await get(`/api/style-book/${id}`)).json()).styleBook.items;
      expect(after.map((item) => item.itemId)).toEqual(before.slice(1).map((item) => item.itemId));
    } finally {
      await t.db.update(items).set({ displayed: true }).where(eq(items.id, before[0]!.itemId));
    }
  });

  it("answers 404 for an unknown style book and 400 for a bad id", async () => {
    expect((await get("/api/style-book/99999")).statusCode).toBe(404);
    for (const id of ["0", "steak", "1.5"]) expect((await get(`/api/style-book/${id}`)).statusCode, id).toBe(400);
  });
});
