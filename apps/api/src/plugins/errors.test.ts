import { errorBodySchema } from "@shop/contracts/common";
import { count, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemQnas } from "../db/schema/catalog.js";
import { reviews } from "../db/schema/review.js";
import { createMember } from "../db/seed/account.factory.js";
import { createItem } from "../db/seed/catalog.factory.js";
import { createPurchase } from "../db/seed/order.factory.js";
import { bearer, login, loginToken, signedPost } from "../test/auth-client.js";
import { multipartPayload } from "../test/multipart.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { errorsPlugin } from "./errors.js";

const UNUSABLE_CHARACTER_MESSAGE = "입력값에 사용할 수 없는 문자가 포함되어 있습니다.";

// The one error body at the edge: a NUL byte in any text is refused before it reaches SQL (PostgreSQL text cannot
// hold one), and a 400 names what the shopper got wrong in the shop's own words, never the validator's.

let t: TestApp;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const created = await createMember(t.db, { userName: "김한우" });
  member = { id: created.user.id, token: await loginToken(t.app, created.user.loginId, created.password) };
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; body: string; json(): unknown }, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(errorBodySchema.parse(res.json())).toMatchObject({
    status: 400,
    code: "VALIDATION",
    message: UNUSABLE_CHARACTER_MESSAGE,
    errors: [{ field, message: UNUSABLE_CHARACTER_MESSAGE }],
  });
}

describe("a NUL byte in any text is refused at the edge", () => {
  it.each([
    ["an item filter", "/api/item?livestock=a%00b", "livestock"],
    ["a grade filter", "/api/item?grade=a%00b", "grade"],
    ["an FAQ keyword", "/api/faq?keyword=a%00b", "keyword"],
    ["a notice keyword", "/api/notice?keyword=%00", "keyword"],
    ["a search query", "/api/search/result?query=%ED%95%9C%EC%9A%B0%00", "query"],
    ["a path segment", "/api/event/a%00b", "key"],
    ["one of a repeated query key", "/api/item?grade=1&grade=a%00b", "grade.1"],
  ])("%s: %s", async (_, url, field) => {
    expectRefused(await t.app.inject({ method: "GET", url }), field);
  });

  it("a login id in a signed token call", async () => {
    expectRefused(await login(t.app, "hanwoo\u0000", "Qz!7mK#2pL9x"), "loginId");
  });

  it("a field name, and text deep inside a JSON body", async () => {
    const res = await signedPost(t.app, "/api/auth/token", { loginId: "hanwoo", password: "x", "a\u0000": 1 });
    expectRefused(res, "a\u0000");
    const nested = await t.app.inject({
      method: "POST",
      url: "/api/qna/delete-item-inquiry",
      headers: bearer(member.token),
      payload: { inquiryId: 1, extra: [{ note: ["ok", "not\u0000ok"] }] },
    });
    expectRefused(nested, "extra.0.note.1");
  });

  it("a question's text is refused and nothing is written", async () => {
    const item = await createItem(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/qna/item-inquiry",
      headers: bearer(member.token),
      payload: { itemUserCode: item.itemUserCode, title: "배송", content: "목요일까지\u0000 받을 수 있을까요?" },
    });
    expectRefused(res, "content");
    const [row] = await t.db.select({ n: count() }).from(itemQnas).where(eq(itemQnas.itemId, item.id));
    expect(row?.n).toBe(0);
  });

  it("a review's text in a multipart form is refused and nothing is written", async () => {
    const item = await createItem(t.db);
    const { orderItem } = await createPurchase(t.db, { userId: member.id, itemId: item.id, status: "delivered" });
    const { payload, headers } = multipartPayload({
      itemUserCode: item.itemUserCode,
      orderItemId: orderItem.id,
      score: 5,
      content: "정말 신선하고\u0000 맛있어요. 강추합니다!",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/item/review",
      payload,
      headers: { ...headers, ...bearer(member.token) },
    });
    expectRefused(res, "content");
    const [row] = await t.db.select({ n: count() }).from(reviews).where(eq(reviews.itemId, item.id));
    expect(row?.n).toBe(0);
  });

  it("leaves the storefront's pages to their loaders, which call the API (a page never answers a JSON error)", async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get("/*", { config: { page: true } }, async () => "page");
    app.get("/api/probe", async () => "api");
    const page = await app.inject({ method: "GET", url: "/items?grade=a%00b" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe("page");
    expect((await app.inject({ method: "GET", url: "/api/probe?grade=a%00b" })).statusCode).toBe(400);
    await app.close();
  });

  it("text without a NUL byte still passes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/faq?keyword=%ED%95%9C%EC%9A%B0%20%27%20OR%201%3D1--" });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("a 400's message is a sentence a shopper can read", () => {
  const long = (n: number) => encodeURIComponent("한".repeat(n));
  it.each([
    ["page 0", "/api/item?page=0", "page", "페이지 번호를 확인해 주세요."],
    ["a page that is not a number", "/api/notice?page=two", "page", "페이지 번호를 확인해 주세요."],
    ["a page past the last allowed", "/api/faq?page=100001", "page", "페이지 번호를 확인해 주세요."],
    ["a size that is not a number", "/api/item?size=abc", "size", "조회 개수를 확인해 주세요."],
    ["a size over 100", "/api/item?size=101", "size", "한 번에 100개까지 조회할 수 있습니다."],
    [
      "a size over a block's own cap",
      "/api/display/group-best?size=21",
      "size",
      "한 번에 20개까지 조회할 수 있습니다.",
    ],
    [
      "a search query over 100",
      `/api/search/result?query=${long(101)}`,
      "query",
      "검색어는 100자 이내로 입력해 주세요.",
    ],
    ["no search query", "/api/search/result", "query", "검색어를 입력해 주세요."],
    ["an FAQ keyword over 100", `/api/faq?keyword=${long(101)}`, "keyword", "검색어는 100자 이내로 입력해 주세요."],
    ["an id that is not a number", "/api/item?categoryId=abc", "categoryId", "숫자로만 입력해 주세요."],
    ["an id out of range", "/api/item?brandId=99999999999", "brandId", "입력 가능한 범위를 벗어났습니다."],
    ["a sort that is not offered", "/api/item?sort=cheapest", "sort", "선택할 수 없는 값입니다."],
    ["a filter too long", `/api/item?grade=${long(11)}`, "grade", "10자 이내로 입력해 주세요."],
    ["a blank required value", "/api/category/updated-check?d=", "d", "필수 입력 항목입니다."],
    ["a missing required text", "/api/seo", "u", "필수 입력 항목입니다."],
    // A coerced number cannot tell a missing value from letters: both arrive as NaN.
    ["a missing required number", "/api/category/current", "id", "숫자로만 입력해 주세요."],
    ["a SPEC message a schema sets stays", "/api/item?priceArea=cheap", "priceArea", "가격대가 올바르지 않습니다."],
  ])("%s", async (_, url, field, message) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toBe(message);
    expect(body.errors[0]).toEqual({ field, message });
  });

  it.each([
    [
      "a login id breaking its SPEC rule",
      "/api/auth/join",
      { loginId: "AB" },
      "loginId",
      "4~16자 이내 영문 소문자, 숫자로 입력해 주세요.",
    ],
    ["a flag of the wrong type", "/api/qna/item-inquiry", { secret: "yes" }, "secret", "입력값이 올바르지 않습니다."],
    ["an empty list", "/api/mypage/delete-wishlist", { itemIds: [] }, "itemIds", "하나 이상 선택해 주세요."],
    ["an id that is text", "/api/mypage/delete-wishlist", { itemIds: ["7"] }, "itemIds.0", "숫자로만 입력해 주세요."],
  ])("in a JSON body, %s", async (_, url, fields, field, message) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      headers: bearer(member.token),
      payload: { itemUserCode: "T0000001", content: "목요일까지 받을 수 있을까요?", ...fields },
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.errors).toContainEqual({ field, message });
  });
});
