import { errorBodySchema } from "@shop/contracts/common";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemQnas } from "../db/schema/catalog.js";
import { reviews } from "../db/schema/review.js";
import { createMember } from "../db/seed/account.factory.js";
import { createItem } from "../db/seed/catalog.factory.js";
import { createPurchase } from "../db/seed/order.factory.js";
import { bearer, login, loginToken, signedPost } from "../test/auth-client.js";
import { multipartPayload } from "../test/multipart.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

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

  it("text without a NUL byte still passes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/faq?keyword=%ED%95%9C%EC%9A%B0%20%27%20OR%201%3D1--" });
    expect(res.statusCode, res.body).toBe(200);
  });
});
