import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

interface Faq {
  id: number;
  category: string;
  question: string;
  answer: string;
}

const CATEGORIES = ["회원", "주문·결제", "배송", "교환·반품", "상품"];

describe("faq routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const list = (query: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/faq", query }).then((res) => res.json());

  it("pages every FAQ in tab order with the category list", async () => {
    const res = await get("/api/faq");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories).toEqual(CATEGORIES);
    expect(body.pagination).toEqual({ page: 1, size: 20, totalCount: 20, totalPages: 1 });
    const seen = [...new Set(body.list.map((faq: Faq) => faq.category))];
    expect(seen).toEqual(CATEGORIES);
  });

  it("filters by category", async () => {
    const body = await list({ category: "배송" });
    expect(body.pagination.totalCount).toBe(4);
    expect(body.list.every((faq: Faq) => faq.category === "배송")).toBe(true);
    expect(body.categories).toEqual(CATEGORIES);
    expect((await list({ category: "없는 분류" })).list).toEqual([]);
  });

  it("searches questions and answers by keyword", async () => {
    const dormant = await list({ keyword: "휴면" });
    expect(dormant.list.map((faq: Faq) => faq.question)).toContain("휴면계정은 무엇인가요?");
    for (const faq of dormant.list) expect(`${faq.question}${faq.answer}`).toContain("휴면");

    // Only one answer names the grading body; no question does.
    const inAnswer = await list({ keyword: "축산물품질평가원" });
    expect(inAnswer.list.map((faq: Faq) => faq.question)).toEqual(["한우 등급은 어떻게 표시되나요?"]);

    const both = await list({ keyword: "배송", category: "교환·반품" });
    expect(both.list.length).toBeGreaterThan(0);
    for (const faq of both.list) {
      expect(faq.category).toBe("교환·반품");
      expect(`${faq.question}${faq.answer}`).toContain("배송");
    }
  });

  it("pages with size", async () => {
    const first = await list({ size: "8" });
    const third = await list({ size: "8", page: "3" });
    expect(first.pagination).toEqual({ page: 1, size: 8, totalCount: 20, totalPages: 3 });
    expect(third.list).toHaveLength(4);
    expect(third.list[0].id).not.toBe(first.list[0].id);
  });

  it("answers one FAQ", async () => {
    const [first] = (await list({})).list as Faq[];
    const res = await get(`/api/faq/${first!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ faq: first });
  });

  it("answers 404 for an unknown FAQ", async () => {
    const res = await get("/api/faq/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });

  it.each([
    "/api/faq/abc",
    "/api/faq/-1",
    "/api/faq?page=abc",
    "/api/faq?size=500",
    `/api/faq?category=${"a".repeat(41)}`,
  ])("refuses %s with 400", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });
});
