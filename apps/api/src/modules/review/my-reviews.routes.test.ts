import { errorBodySchema } from "@shop/contracts/common";
import { itemDetailResponseSchema } from "@shop/contracts/item";
import {
  deleteReviewResponseSchema,
  myReviewListSchema,
  reviewableLineListSchema,
  reviewWriteResponseSchema,
} from "@shop/contracts/review";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { multipartPayload } from "../../test/multipart.js";
import { deliveredOrder, moveOrder, paidOrder } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// My page's reviews through the real routes: the lines awaiting a review (real orders paid through the payment
// sandbox and moved to 배송완료 or 구매확정 by the dev status route), the member's own reviews, and deleting one —
// each member sees and deletes only their own.

let t: TestApp;
type Member = { token: string };

async function member(userName = "김한우"): Promise<Member> {
  const created = await createMember(t.db, { userName });
  return { token: await loginToken(t.app, created.user.loginId, created.password) };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AWAITING = "/api/mypage/nonregistered-reviews";
const WRITTEN = "/api/mypage/reviews";
const CONTENT = "마블링이 고르고 육즙이 풍부해요. 또 살게요!";

function get(url: string, who: Member | null) {
  return t.app.inject({ method: "GET", url, headers: who ? bearer(who.token) : {} });
}

async function awaiting(who: Member, query = "") {
  const res = await get(`${AWAITING}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return reviewableLineListSchema.parse(res.json());
}

async function written(who: Member, query = "") {
  const res = await get(`${WRITTEN}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return myReviewListSchema.parse(res.json());
}

function deleteReview(reviewId: number | string, who: Member | null) {
  return t.app.inject({
    method: "POST",
    url: `/api/mypage/delete-review/${reviewId}`,
    headers: who ? bearer(who.token) : {},
  });
}

async function writeReview(who: Member, line: { itemUserCode: string; orderItemId: number }, photos = 0) {
  const { payload, headers } = multipartPayload(
    { itemUserCode: line.itemUserCode, orderItemId: line.orderItemId, score: 4, content: CONTENT },
    Array.from({ length: photos }, (_, i) => ({
      field: "photos",
      filename: `photo-${i}.png`,
      contentType: "image/png",
      data: drawReviewPhoto(i + 1),
    })),
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/item/review",
    payload,
    headers: { ...headers, ...bearer(who.token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return reviewWriteResponseSchema.parse(res.json()).review;
}

/** The item's review count as `viewer` reads it: a member reads the item fresh, a guest within 2 s (decision 056). */
async function reviewCountOf(itemUserCode: string, viewer: { token: string } | null = null) {
  const headers = viewer ? bearer(viewer.token) : {};
  const res = await t.app.inject({ method: "GET", url: `/api/item/${itemUserCode}`, headers });
  return itemDetailResponseSchema.parse(res.json()).item.reviewCount;
}

describe("lines awaiting a review", () => {
  it("a line appears once delivered, stays when confirmed, and leaves once reviewed", async () => {
    const buyer = await member();
    const item = await createItem(t.db);
    const { orderCode, lines } = await paidOrder(t, buyer.token, [{ itemId: item.id }]);
    const orderItemId = lines[0]!.orderItemId!;

    // 결제완료, 상품준비중 and 배송중 are not reviewable yet.
    expect((await awaiting(buyer)).list).toEqual([]);
    await moveOrder(t.app, orderCode, "shipping");
    expect((await awaiting(buyer)).pagination.totalCount).toBe(0);

    await moveOrder(t.app, orderCode, "delivered", "shipping");
    const delivered = await awaiting(buyer);
    expect(delivered.pagination).toEqual({ page: 1, size: 20, totalCount: 1, totalPages: 1 });
    expect(delivered.list[0]).toMatchObject({
      orderItemId,
      itemUserCode: item.itemUserCode,
      itemName: item.name,
      orderCode,
      quantity: 1,
      status: "delivered",
      statusLabel: "배송완료",
    });
    expect(delivered.list[0]!.optionName).not.toBe("");
    expect(delivered.list[0]!.imageSrc).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(delivered.list[0]!.orderedAt))).toBe(false);

    await moveOrder(t.app, orderCode, "confirmed", "delivered");
    expect((await awaiting(buyer)).list[0]).toMatchObject({
      orderItemId,
      status: "confirmed",
      statusLabel: "구매확정",
    });

    await writeReview(buyer, { itemUserCode: item.itemUserCode, orderItemId });
    expect(await awaiting(buyer)).toEqual({
      list: [],
      pagination: { page: 1, size: 20, totalCount: 0, totalPages: 0 },
    });
  });

  it("pages the member's lines, newest order first, leaving out the reviewed ones", async () => {
    const buyer = await member();
    const bought = [];
    for (let i = 0; i < 4; i += 1) {
      const item = await createItem(t.db);
      bought.push({ item, ...(await deliveredOrder(t, buyer.token, item.id)) });
    }
    await writeReview(buyer, { itemUserCode: bought[1]!.item.itemUserCode, orderItemId: bought[1]!.orderItemId });

    const first = await awaiting(buyer, "?page=1&size=2");
    expect(first.pagination).toEqual({ page: 1, size: 2, totalCount: 3, totalPages: 2 });
    const second = await awaiting(buyer, "?page=2&size=2");
    expect([...first.list, ...second.list].map((line) => line.orderItemId)).toEqual([
      bought[3]!.orderItemId,
      bought[2]!.orderItemId,
      bought[0]!.orderItemId,
    ]);
    expect((await awaiting(buyer, "?page=3&size=2")).list).toEqual([]);
  });
});

describe("the member's reviews", () => {
  it("lists the member's reviews newest first with photos, likes and the line reviewed", async () => {
    const buyer = await member();
    const fan = await member("이한돈");
    const older = await createItem(t.db);
    const newer = await createItem(t.db);
    const olderLine = await deliveredOrder(t, buyer.token, older.id);
    const newerLine = await deliveredOrder(t, buyer.token, newer.id, { status: "confirmed" });
    const first = await writeReview(buyer, { itemUserCode: older.itemUserCode, orderItemId: olderLine.orderItemId });
    const second = await writeReview(
      buyer,
      { itemUserCode: newer.itemUserCode, orderItemId: newerLine.orderItemId },
      2,
    );
    const liked = await t.app.inject({
      method: "POST",
      url: `/api/item/review/add-like/${second.reviewId}`,
      headers: bearer(fan.token),
    });
    expect(liked.statusCode, liked.body).toBe(200);

    const mine = await written(buyer);
    expect(mine.pagination).toEqual({ page: 1, size: 20, totalCount: 2, totalPages: 1 });
    expect(mine.list.map((review) => review.reviewId)).toEqual([second.reviewId, first.reviewId]);
    expect(mine.list[0]).toMatchObject({
      itemUserCode: newer.itemUserCode,
      itemName: newer.name,
      orderItemId: newerLine.orderItemId,
      orderCode: newerLine.orderCode,
      score: 4,
      content: CONTENT,
      likeCount: 1,
      liked: false,
      authorName: "김**",
    });
    expect(mine.list[0]!.photos.map((photo) => photo.url)).toEqual(second.photos.map((photo) => photo.url));
    expect(mine.list[0]!.optionName).not.toBe("");
    expect(mine.list[0]!.imageSrc).toMatch(/\S/);
    expect(mine.list[1]).toMatchObject({ reviewId: first.reviewId, photos: [], likeCount: 0 });

    // Another member's list holds none of them.
    expect((await written(fan)).list).toEqual([]);
    expect((await written(buyer, "?page=2&size=1")).list.map((review) => review.reviewId)).toEqual([first.reviewId]);
  });
});

describe("deleting a review", () => {
  it("deletes the member's own review: its photos go, the item's count goes down and the line awaits again", async () => {
    const buyer = await member();
    const item = await createItem(t.db);
    const line = await deliveredOrder(t, buyer.token, item.id);
    const review = await writeReview(buyer, { itemUserCode: item.itemUserCode, orderItemId: line.orderItemId }, 1);
    const countWithReview = await reviewCountOf(item.itemUserCode, buyer);
    expect((await awaiting(buyer)).list).toEqual([]);

    const res = await deleteReview(review.reviewId, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(deleteReviewResponseSchema.parse(res.json())).toEqual({ reviewId: review.reviewId, deleted: true });

    expect((await written(buyer)).list).toEqual([]);
    expect((await awaiting(buyer)).list.map((awaited) => awaited.orderItemId)).toEqual([line.orderItemId]);
    expect(await reviewCountOf(item.itemUserCode, buyer)).toBe(countWithReview - 1);
    expect((await t.app.inject({ method: "GET", url: review.photos[0]!.url })).statusCode).toBe(404);
    expect((await get(`/api/item/review/info/${review.reviewId}`, null)).statusCode).toBe(404);

    // Gone is gone: a second delete is a 404, and the line can be reviewed again.
    const again = await deleteReview(review.reviewId, buyer);
    expect(again.statusCode).toBe(404);
    expect(errorBodySchema.parse(again.json()).message).toBe("존재하지 않는 리뷰입니다.");
    await writeReview(buyer, { itemUserCode: item.itemUserCode, orderItemId: line.orderItemId });
  });

  it("another member's review answers 404 and stays", async () => {
    const buyer = await member();
    const stranger = await member("이한돈");
    const item = await createItem(t.db);
    const line = await deliveredOrder(t, buyer.token, item.id);
    const review = await writeReview(buyer, { itemUserCode: item.itemUserCode, orderItemId: line.orderItemId });

    const res = await deleteReview(review.reviewId, stranger);
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: "NOT_FOUND",
      message: "존재하지 않는 리뷰입니다.",
    });
    expect((await written(buyer)).list.map((kept) => kept.reviewId)).toEqual([review.reviewId]);
    // The stranger sees neither the buyer's line nor the review.
    expect((await awaiting(stranger)).list).toEqual([]);
  });
});

describe("refusals", () => {
  it("anonymous calls are 401", async () => {
    for (const res of [await get(AWAITING, null), await get(WRITTEN, null), await deleteReview(1, null)]) {
      expect(res.statusCode).toBe(401);
      expect(errorBodySchema.parse(res.json()).message).toBe("로그인 후 이용이 가능합니다.");
    }
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999", "%00"])("review id %s is a 400", async (id) => {
    const res = await deleteReview(id, await member());
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it("an id no review has is a 404", async () => {
    expect((await deleteReview(2_000_000_000, await member())).statusCode).toBe(404);
  });

  it.each(["?page=0", "?page=abc", "?size=0", "?size=101"])("list query %s is a 400", async (query) => {
    const who = await member();
    for (const url of [AWAITING, WRITTEN]) {
      const res = await get(`${url}${query}`, who);
      expect(res.statusCode, `${url}${query}: ${res.body}`).toBe(400);
    }
  });
});

describe("OpenAPI", () => {
  it("documents my page's review calls", async () => {
    const paths = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
    expect(paths["/api/mypage/nonregistered-reviews"]?.get?.summary).toMatch(/not reviewed yet/);
    expect(paths["/api/mypage/reviews"]?.get?.summary).toMatch(/reviews written/);
    expect(paths["/api/mypage/delete-review/{id}"]?.post?.summary).toMatch(/delete an own review/);
  });
});
