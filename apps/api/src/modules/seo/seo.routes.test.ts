import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoEntries } from "../../db/schema/content.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

describe("seo routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const seo = (u: string) => t.app.inject({ method: "GET", url: "/api/seo", query: { u } });

  it("answers the home page entry", async () => {
    const res = await seo("/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe("농협축산몰 - 산지에서 식탁까지, 믿을 수 있는 축산물 도매몰");
    expect(body.indexFlag).toBe("Y");
    expect(body.keywords).toContain("한우");
    expect(body.openGraph).toEqual({
      url: "/",
      type: "website",
      title: body.title,
      image: "",
      description: body.description,
    });
  });

  it.each([
    ["/customer/notice", "공지사항 | 농협축산몰"],
    ["/notice", "공지사항 | 농협축산몰"],
    ["/customer/faq", "자주 묻는 질문 | 농협축산몰"],
    ["/faq", "자주 묻는 질문 | 농협축산몰"],
    ["/policy/terms", "이용약관 | 농협축산몰"],
    ["/policy/privacy", "개인정보처리방침 | 농협축산몰"],
    ["/company/about", "회사소개 | 농협축산몰"],
    ["/items", "전체 상품 | 농협축산몰"],
    ["/search", "검색 결과 | 농협축산몰"],
    ["/maintenance", "시스템 점검 중 | 농협축산몰"],
  ])("answers the exact entry of %s", async (path, title) => {
    const res = await seo(path);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(title);
    expect(res.json().openGraph.url).toBe(path);
  });

  it("falls back to the longest prefix entry", async () => {
    const item = (await seo("/items/G0000001")).json();
    expect(item.title).toBe("상품 상세 | 농협축산몰");
    expect(item.openGraph).toMatchObject({ url: "/items/G0000001", type: "product" });

    await t.db.insert(seoEntries).values({
      path: "/items/G0000001/*",
      title: "상품 부가 정보 | 농협축산몰",
      description: "상품의 부가 정보입니다.",
    });
    expect((await seo("/items/G0000001/reviews")).json().title).toBe("상품 부가 정보 | 농협축산몰");
    expect((await seo("/items/G0000002/reviews")).json().title).toBe("상품 상세 | 농협축산몰");
    expect((await seo("/category/12")).json().title).toBe("카테고리 | 농협축산몰");
    expect((await seo("/customer/notice/3")).json().openGraph.url).toBe("/customer/notice/3");
  });

  it("falls back to the home entry for a path without one", async () => {
    const res = await seo("/event/stylebook");
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe("농협축산몰 - 산지에서 식탁까지, 믿을 수 있는 축산물 도매몰");
    expect(res.json().openGraph.url).toBe("/event/stylebook");
  });

  it("matches the path without its query, hash or trailing slash", async () => {
    const res = await seo("/search?query=%ED%95%9C%EC%9A%B0#results");
    expect(res.json()).toMatchObject({ title: "검색 결과 | 농협축산몰", indexFlag: "N" });
    expect(res.json().openGraph.url).toBe("/search");
    expect((await seo("/customer/faq/")).json().openGraph.url).toBe("/customer/faq");
  });

  it("marks private pages noindex", async () => {
    for (const path of ["/mypage", "/mypage/order", "/order/step1", "/cart", "/user/login"]) {
      expect((await seo(path)).json().indexFlag, path).toBe("N");
    }
  });

  it.each([
    ["a missing u", "/api/seo"],
    ["an empty u", "/api/seo?u="],
    ["a repeated u", "/api/seo?u=/faq&u=/notice"],
    ["a u over 2000 characters", `/api/seo?u=/${"a".repeat(2000)}`],
  ])("refuses %s with 400", async (_name, url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION");
  });

  it("answers 404 when not even the home entry exists", async () => {
    const bare = await createTestApp();
    try {
      await bare.db.delete(seoEntries).where(eq(seoEntries.path, "/"));
      const res = await bare.app.inject({ method: "GET", url: "/api/seo?u=/event/best" });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
      expect((await bare.app.inject({ method: "GET", url: "/api/seo?u=/faq" })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
