import { designatedSchema } from "@shop/contracts/display";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { displayBlocks } from "../../db/schema/display.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/designated", () => {
  it("answers how designated trade works and its items with minimum quantities", async () => {
    const res = await get("/api/designated");
    expect(res.statusCode).toBe(200);
    const body = designatedSchema.parse(res.json());
    expect(body.info).toMatchObject({ code: "designated", title: "지정거래 안내", link: "/designated" });
    expect(body.info.sections.map((section) => section.title)).toEqual(["이용 대상", "주문 방법", "정산과 세금계산서"]);
    expect(body.pagination).toEqual({ page: 1, size: 20, totalCount: 12, totalPages: 1 });
    expect(body.list).toHaveLength(12);
    expect(body.list[0]).toMatchObject({ minOrderQuantity: 10, unit: "박스", note: "주 2회(화·금) 정기 출고" });
    expect(body.list[1]).toMatchObject({ minOrderQuantity: 5, unit: "팩" });
    for (const item of body.list) {
      expect(["hanwoo", "handon"]).toContain(item.livestock);
      expect(item.weightGrams).toBeGreaterThanOrEqual(1000);
    }
  });

  it("pages, and leaves out hidden items", async () => {
    const all = designatedSchema.parse((await get("/api/designated?size=100")).json()).list;
    const page2 = designatedSchema.parse((await get("/api/designated?size=5&page=2")).json());
    expect(page2.list).toEqual(all.slice(5, 10));
    expect(page2.pagination).toEqual({ page: 2, size: 5, totalCount: 12, totalPages: 3 });

    await t.db.update(items).set({ displayed: false }).where(eq(items.id, all[0]!.itemId));
    try {
      const after = designatedSchema.parse((await get("/api/designated?size=100")).json());
      expect(after.list).toEqual(all.slice(1));
      expect(after.pagination.totalCount).toBe(11);
    } finally {
      await t.db.update(items).set({ displayed: true }).where(eq(items.id, all[0]!.itemId));
    }
  });

  it.each(["?page=0", "?size=101", "?page=one"])("refuses %s with 400", async (query) => {
    expect((await get(`/api/designated${query}`)).statusCode).toBe(400);
  });

  it("answers 404 when the designated-trade guide is missing", async () => {
    const bare = await createTestApp();
    try {
      await bare.db.delete(displayBlocks).where(eq(displayBlocks.code, "designated"));
      expect((await bare.app.inject({ method: "GET", url: "/api/designated" })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
