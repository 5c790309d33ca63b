import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/catalog.js";
import { createCategory, createItem } from "../../db/seed/catalog.factory.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { CATALOG_CACHE_TTL_MS, createCatalogService, ITEM_PAGE_TTL_MS } from "./catalog.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("category cache", () => {
  it("serves the built tree until the TTL passes, then picks up changes", async () => {
    let clock = 1_000_000;
    const catalog = createCatalogService({ db: t.db, clock: () => clock });
    const before = await catalog.getCategoryTree();
    expect(before.groups).toHaveLength(9);

    const changedAt = new Date("2026-11-20T10:00:00Z");
    const added = await createCategory(t.db, { name: "기획전", updatedAt: changedAt });
    clock += CATALOG_CACHE_TTL_MS - 1;
    expect(await catalog.getCategoryTree()).toBe(before);
    expect((await catalog.checkCategoriesUpdated(before.updatedDate)).updated).toBe(false);

    clock += 2;
    const after = await catalog.getCategoryTree();
    expect(after.groups.map((group) => group.name)).toContain("기획전");
    expect(after.groups.find((group) => group.id === added.id)?.url).toBe(`/category/${added.id}`);
    expect(after.updatedDate).toBe(changedAt.toISOString());
    expect(await catalog.checkCategoriesUpdated(before.updatedDate)).toEqual({
      updated: true,
      updatedDate: changedAt.toISOString(),
    });

    // Unchanged version after the TTL: the same built tree is reused.
    clock += CATALOG_CACHE_TTL_MS + 1;
    expect(await catalog.getCategoryTree()).toBe(after);
  });

  it("leaves out hidden categories and everything under them", async () => {
    await t.db
      .update(categories)
      .set({ displayed: false, updatedAt: new Date("2026-11-21T00:00:00Z") })
      .where(eq(categories.id, 11));
    const tree = await createCatalogService({ db: t.db }).getCategoryTree();
    const hanwoo = tree.groups.find((group) => group.id === 1)!;
    expect(hanwoo.categories.map((category) => category.id)).toEqual([12, 13, 14]);
    await expect(createCatalogService({ db: t.db }).getCurrentCategory(111)).rejects.toMatchObject({ status: 404 });
  });
});

describe("item totals and pages", () => {
  it("totals are remembered per filter for the TTL, a page only for ITEM_PAGE_TTL_MS", async () => {
    let clock = 5_000_000;
    const catalog = createCatalogService({ db: t.db, clock: () => clock });
    const query = { livestock: "fresh", page: 1, size: 5, sort: "newest" as const, soldOut: "show" as const };
    const before = await catalog.listItems(query);
    expect(before.pagination.totalCount).toBe(14);

    const added = await createItem(t.db, { livestock: "fresh", createdAt: new Date("2031-01-01T00:00:00Z") });
    // The same page within its short life is the same object.
    expect(await catalog.listItems(query)).toBe(before);
    clock += ITEM_PAGE_TTL_MS;
    const within = await catalog.listItems(query);
    expect(within.list[0]?.itemUserCode).toBe(added.itemUserCode);
    expect(within.pagination.totalCount).toBe(14);

    clock += CATALOG_CACHE_TTL_MS;
    expect((await catalog.listItems(query)).pagination.totalCount).toBe(15);
    expect((await catalog.listItems({ ...query, sellerId: added.sellerId })).pagination.totalCount).toBeGreaterThan(0);
  });
});
