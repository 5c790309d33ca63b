import { errorBodySchema } from "@shop/contracts/common";
import { quickInfoResponseSchema } from "@shop/contracts/content";
import { itemDetailResponseSchema } from "@shop/contracts/item";
import { deleteWishlistResponseSchema, wishlistListSchema, wishlistToggleResponseSchema } from "@shop/contracts/review";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { bearer, loginToken, signedPost } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// The wishlist heart, the my-page list, removing from it, and the counts shown in the header and on the item page.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function memberToken() {
  const created = await createMember(t.db);
  return loginToken(t.app, created.user.loginId, created.password);
}

const call = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const toggle = (token: string | null, itemId: number) => call("POST", "/api/item/wishlist", token, { itemId });
const quickInfo = async (token: string | null) =>
  quickInfoResponseSchema.parse((await call("GET", "/api/common/quick-info", token)).json());
const wished = async (token: string | null, itemUserCode: string) =>
  itemDetailResponseSchema.parse((await call("GET", `/api/item/${itemUserCode}`, token)).json()).wished;

describe("the wishlist heart", () => {
  it("toggles for a member, and the header count and the item page follow", async () => {
    const token = await memberToken();
    const [a, b] = [await createItem(t.db), await createItem(t.db)];
    expect(await quickInfo(token)).toEqual({ cartQuantity: 0, wishlistCount: 0 });
    expect(await wished(token, a.itemUserCode)).toBe(false);

    const first = await toggle(token, a.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(wishlistToggleResponseSchema.parse(first.json())).toEqual({ wished: true, wishlistCount: 1 });
    expect((await toggle(token, b.id)).json()).toEqual({ wished: true, wishlistCount: 2 });
    expect(await quickInfo(token)).toEqual({ cartQuantity: 0, wishlistCount: 2 });
    expect(await wished(token, a.itemUserCode)).toBe(true);
    // Another member and an anonymous shopper see their own state.
    expect(await wished(await memberToken(), a.itemUserCode)).toBe(false);
    expect(await wished(null, a.itemUserCode)).toBe(false);
    expect(await quickInfo(null)).toEqual({ cartQuantity: 0, wishlistCount: 0 });

    expect((await toggle(token, a.id)).json()).toEqual({ wished: false, wishlistCount: 1 });
    expect(await wished(token, a.itemUserCode)).toBe(false);
    expect(await quickInfo(token)).toEqual({ cartQuantity: 0, wishlistCount: 1 });
  });

  it("refuses anonymous shoppers and guests with 로그인 후 등록이 가능합니다.", async () => {
    const guest = await signedPost(t.app, "/api/auth/guest-token", {});
    expect(guest.statusCode, guest.body).toBe(200);
    for (const token of [null, guest.json().token as string, "not-a-valid-token-at-all-xxxxx"]) {
      const res = await toggle(token, 1);
      expect(res.statusCode).toBe(401);
      expect(errorBodySchema.parse(res.json())).toMatchObject({
        status: 401,
        code: "UNAUTHORIZED",
        message: "로그인 후 등록이 가능합니다.",
      });
    }
  });

  it.each([
    { name: "an unknown item", body: { itemId: 2_000_000_000 }, status: 404 },
    { name: "no item id", body: {}, status: 400 },
    { name: "a text item id", body: { itemId: "G0000001" }, status: 400 },
    { name: "item id 0", body: { itemId: 0 }, status: 400 },
  ])("$name → $status", async ({ body, status }) => {
    const token = await memberToken();
    const res = await call("POST", "/api/item/wishlist", token, body);
    expect(res.statusCode).toBe(status);
    expect(errorBodySchema.parse(res.json()).message).not.toBe("");
  });

  it("a hidden item cannot be wished and drops out of the count and the list", async () => {
    const token = await memberToken();
    const [kept, hidden] = [await createItem(t.db), await createItem(t.db)];
    await toggle(token, kept.id);
    await toggle(token, hidden.id);
    await t.db.update(items).set({ displayed: false }).where(eq(items.id, hidden.id));
    expect(await quickInfo(token)).toMatchObject({ wishlistCount: 1 });
    const list = wishlistListSchema.parse((await call("GET", "/api/mypage/wishlist", token)).json());
    expect(list.list.map((card) => card.itemId)).toEqual([kept.id]);
    expect((await toggle(token, hidden.id)).statusCode).toBe(404);
  });
});

describe("the my-page wishlist", () => {
  it("lists cards latest first, pages, and removes chosen items", async () => {
    const token = await memberToken();
    const created = [];
    for (let i = 0; i < 3; i++) {
      const item = await createItem(t.db);
      created.push(item);
      await toggle(token, item.id);
    }
    const page = async (query: string) => {
      const res = await call("GET", `/api/mypage/wishlist${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return wishlistListSchema.parse(res.json());
    };
    const all = await page("");
    expect(all.list.map((card) => card.itemId)).toEqual(created.map((item) => item.id).reverse());
    expect(all.list[0]).toMatchObject({ itemUserCode: created[2]!.itemUserCode, itemName: created[2]!.name });
    expect(all.pagination).toEqual({ page: 1, size: 20, totalCount: 3, totalPages: 1 });
    expect((await page("?page=2&size=2")).list.map((card) => card.itemId)).toEqual([created[0]!.id]);

    const removed = await call("POST", "/api/mypage/delete-wishlist", token, {
      itemIds: [created[0]!.id, created[1]!.id, 2_000_000_000],
    });
    expect(deleteWishlistResponseSchema.parse(removed.json())).toEqual({ deletedCount: 2, wishlistCount: 1 });
    expect((await page("")).list.map((card) => card.itemId)).toEqual([created[2]!.id]);
    expect(await quickInfo(token)).toMatchObject({ wishlistCount: 1 });

    expect((await call("POST", "/api/mypage/delete-wishlist", token, { itemIds: [] })).statusCode).toBe(400);
    expect((await call("GET", "/api/mypage/wishlist", null)).statusCode).toBe(401);
    expect((await call("POST", "/api/mypage/delete-wishlist", null, { itemIds: [1] })).statusCode).toBe(401);
  });

  it("one member's removal leaves another's wishlist alone", async () => {
    const [mine, theirs] = [await memberToken(), await memberToken()];
    const item = await createItem(t.db);
    await toggle(mine, item.id);
    await toggle(theirs, item.id);
    await call("POST", "/api/mypage/delete-wishlist", mine, { itemIds: [item.id] });
    expect(await wished(theirs, item.itemUserCode)).toBe(true);
    expect(await wished(mine, item.itemUserCode)).toBe(false);
  });
});
