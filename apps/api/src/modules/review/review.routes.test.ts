import { errorBodySchema } from "@shop/contracts/common";
import { itemDetailResponseSchema } from "@shop/contracts/item";
import {
  reviewDetailResponseSchema,
  reviewInfoSchema,
  reviewLikeSchema,
  reviewListSchema,
  reviewWriteResponseSchema,
} from "@shop/contracts/review";
import { asc, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../db/schema/catalog.js";
import { reviews } from "../../db/schema/review.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { createReview, drawReviewPhoto } from "../../db/seed/review.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { type FilePart, IMAGE_SAMPLES, multipartPayload } from "../../test/multipart.js";
import { type DeliveryStatus, deliveredOrder, moveOrder, paidOrder } from "../../test/orders.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Shoppers' reviews through the real routes: who may write one (lines of real orders, paid through the payment
// sandbox and moved to 배송완료 by the dev status route), what photos are accepted, the photos served back, likes, the
// rating box and the list's filter, sort and pages.

let t: TestApp;
type Member = { id: number; loginId: string; token: string };
let buyer: Member;
let stranger: Member;

async function member(userName = "김한우"): Promise<Member> {
  const created = await createMember(t.db, { userName });
  return {
    id: created.user.id,
    loginId: created.user.loginId,
    token: await loginToken(t.app, created.user.loginId, created.password),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await member("김한우");
  stranger = await member("이한돈");
});
afterAll(() => t.close());

const png = drawReviewPhoto(1);
const photo = (data: Buffer, contentType = "image/png", filename = "photo.png"): FilePart => ({
  field: "photos",
  filename,
  contentType,
  data,
});

function postReview(token: string | null, fields: Record<string, string | number>, files: readonly FilePart[] = []) {
  const { payload, headers } = multipartPayload(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/item/review",
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

const GOOD_CONTENT = "정말 신선하고 맛있어요. <b>강추</b>합니다!";

/** A new item and the line of the member's real order of it, delivered unless told otherwise. */
async function boughtItem(who: Member = buyer, status: DeliveryStatus = "delivered") {
  const item = await createItem(t.db);
  const { orderItemId } = await deliveredOrder(t, who.token, item.id, { status });
  return { item, orderItemId };
}

async function reviewRows(itemId: number) {
  const [row] = await t.db.select({ n: count() }).from(reviews).where(eq(reviews.itemId, itemId));
  return row!.n;
}

describe("who may write a review", () => {
  it("the buyer of a delivered line writes once; text stays plain text and the item counts it", async () => {
    const { item, orderItemId } = await boughtItem();
    const fields = { itemUserCode: item.itemUserCode, orderItemId, score: 4, content: `  ${GOOD_CONTENT}\r\n` };
    const res = await postReview(buyer.token, fields);
    expect(res.statusCode, res.body).toBe(200);
    const { review } = reviewWriteResponseSchema.parse(res.json());
    expect(review).toMatchObject({
      itemUserCode: item.itemUserCode,
      authorName: "김**",
      score: 4,
      content: GOOD_CONTENT,
      photos: [],
      likeCount: 0,
      liked: false,
    });
    const detail = itemDetailResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}` })).json(),
    );
    expect(detail.item.reviewCount).toBe(item.reviewCount + 1);

    const again = await postReview(buyer.token, fields);
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json())).toMatchObject({
      code: "ALREADY_REVIEWED",
      message: "이미 리뷰를 작성한 주문 상품입니다.",
    });
    expect(await reviewRows(item.id)).toBe(1);
  });

  it("another purchase of the same item is a new line and may be reviewed again", async () => {
    const { item, orderItemId } = await boughtItem();
    const second = await deliveredOrder(t, buyer.token, item.id, { status: "confirmed" });
    for (const line of [orderItemId, second.orderItemId]) {
      const res = await postReview(buyer.token, {
        itemUserCode: item.itemUserCode,
        orderItemId: line,
        score: 5,
        content: GOOD_CONTENT,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await reviewRows(item.id)).toBe(2);
  });

  it.each([
    { name: "anonymous", who: "anonymous", line: "buyer's", status: 401, message: "로그인 후 이용이 가능합니다." },
    {
      name: "a member who did not buy it",
      who: "stranger",
      line: "buyer's",
      status: 403,
      message: "구매하신 상품만 리뷰를 작성할 수 있습니다.",
    },
    {
      name: "a line of another item",
      who: "buyer",
      line: "other item",
      status: 403,
      message: "구매하신 상품만 리뷰를 작성할 수 있습니다.",
    },
    {
      name: "a line that does not exist",
      who: "buyer",
      line: "missing",
      status: 403,
      message: "구매하신 상품만 리뷰를 작성할 수 있습니다.",
    },
    {
      name: "a line still on its way",
      who: "buyer",
      line: "shipping",
      status: 400,
      message: "배송이 완료된 상품만 리뷰를 작성할 수 있습니다.",
    },
  ] as const)("refuses $name ($status)", async ({ who, line, status, message }) => {
    const { item, orderItemId } = await boughtItem(buyer, line === "shipping" ? "shipping" : "delivered");
    const other = await boughtItem();
    const lineId = line === "other item" ? other.orderItemId : line === "missing" ? 2_000_000_000 : orderItemId;
    const token = who === "anonymous" ? null : who === "stranger" ? stranger.token : buyer.token;
    const res = await postReview(token, {
      itemUserCode: item.itemUserCode,
      orderItemId: lineId,
      score: 5,
      content: GOOD_CONTENT,
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(errorBodySchema.parse(res.json()).message).toBe(message);
    expect(await reviewRows(item.id)).toBe(0);
  });

  it("a line becomes reviewable only at delivery: 결제완료, 상품준비중 and 배송중 are refused", async () => {
    const item = await createItem(t.db);
    const { orderCode, lines } = await paidOrder(t, buyer.token, [{ itemId: item.id }]);
    const fields = {
      itemUserCode: item.itemUserCode,
      orderItemId: lines[0]!.orderItemId!,
      score: 5,
      content: GOOD_CONTENT,
    };
    let at: DeliveryStatus = "paid";
    for (const next of ["preparing", "shipping", "delivered"] as const) {
      const early = await postReview(buyer.token, fields);
      expect(early.statusCode, at).toBe(400);
      expect(errorBodySchema.parse(early.json()).message).toBe("배송이 완료된 상품만 리뷰를 작성할 수 있습니다.");
      await moveOrder(t.app, orderCode, next, at);
      at = next;
    }
    const res = await postReview(buyer.token, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(await reviewRows(item.id)).toBe(1);
  });

  it("an unknown item is a 404", async () => {
    const { orderItemId } = await boughtItem();
    const res = await postReview(buyer.token, {
      itemUserCode: "NOPE0000",
      orderItemId,
      score: 5,
      content: GOOD_CONTENT,
    });
    expect(res.statusCode).toBe(404);
  });

  it("a JSON body instead of a form is refused with a message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/item/review",
      payload: { itemUserCode: "G0000001", orderItemId: 1, score: 5, content: GOOD_CONTENT },
      headers: bearer(buyer.token),
    });
    expect(res.statusCode).toBe(415);
    expect(errorBodySchema.parse(res.json()).message).toBe("지원하지 않는 요청 형식입니다.");
  });
});

describe("the review's fields", () => {
  const score = "별점은 1~5점 중에서 선택해 주세요.";
  it.each([
    {
      name: "content of 9 characters",
      fields: { content: "가".repeat(9) },
      field: "content",
      message: "10~1000자 이내로 입력해 주세요.",
    },
    {
      name: "content of 1001 characters",
      fields: { content: "가".repeat(1001) },
      field: "content",
      message: "10~1000자 이내로 입력해 주세요.",
    },
    {
      name: "content padded with spaces to 10",
      fields: { content: "  맛있어요 좋아요  " },
      field: "content",
      message: "10~1000자 이내로 입력해 주세요.",
    },
    { name: "no content", fields: { content: undefined }, field: "content", message: "필수 입력 항목입니다." },
    { name: "score 0", fields: { score: 0 }, field: "score", message: score },
    { name: "score 6", fields: { score: 6 }, field: "score", message: score },
    { name: "score 4.5", fields: { score: "4.5" }, field: "score", message: score },
    { name: "score not a number", fields: { score: "다섯" }, field: "score", message: score },
  ])("$name → 400 on $field", async ({ fields, field, message }) => {
    const { item, orderItemId } = await boughtItem();
    const body: Record<string, string | number> = {
      itemUserCode: item.itemUserCode,
      orderItemId,
      score: 5,
      content: GOOD_CONTENT,
    };
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    const res = await postReview(buyer.token, body);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorBodySchema.parse(res.json());
    expect(error.message).toBe(message);
    expect(error.errors).toContainEqual({ field, message });
    expect(await reviewRows(item.id)).toBe(0);
  });

  it("exactly 10 and 1000 characters are accepted", async () => {
    for (const content of ["가".repeat(10), "나".repeat(1000)]) {
      const { item, orderItemId } = await boughtItem();
      const res = await postReview(buyer.token, { itemUserCode: item.itemUserCode, orderItemId, score: 3, content });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe("review photos", () => {
  const sixMb = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 0)]);
  it.each([
    {
      name: "a text file named .jpg",
      files: [photo(Buffer.from("이것은 사진이 아니라 글자입니다. not a picture at all"), "image/jpeg", "meat.jpg")],
      message: "JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.",
    },
    {
      name: "an SVG picture",
      files: [photo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml", "a.svg")],
      message: "JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.",
    },
    {
      name: "a good photo followed by a PDF",
      files: [photo(png), photo(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "image/png", "b.png")],
      message: "JPG, PNG, GIF, WEBP 이미지만 등록할 수 있습니다.",
    },
    {
      name: "a photo over 5 MB",
      files: [photo(sixMb)],
      message: "사진은 한 장에 5MB 이하만 등록할 수 있습니다.",
    },
    {
      name: "six photos",
      files: Array.from({ length: 6 }, (_, i) => photo(drawReviewPhoto(i + 10))),
      message: "사진은 최대 5장까지 등록할 수 있습니다.",
    },
  ])("refuses $name and writes nothing", async ({ files, message }) => {
    const { item, orderItemId } = await boughtItem();
    const fields = { itemUserCode: item.itemUserCode, orderItemId, score: 5, content: GOOD_CONTENT };
    const res = await postReview(buyer.token, fields, files);
    expect(res.statusCode, res.body).toBe(400);
    const error = errorBodySchema.parse(res.json());
    expect(error.message).toBe(message);
    expect(error.errors).toEqual([{ field: "photos", message }]);
    expect(await reviewRows(item.id)).toBe(0);
    // Nothing was half-written: the same line can still be reviewed.
    expect((await postReview(buyer.token, fields)).statusCode).toBe(200);
  });

  it("keeps up to five photos of the four types in order and serves each with its detected type", async () => {
    const { item, orderItemId } = await boughtItem();
    const exactlyFiveMb = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length, 0)]);
    // The client's types are wrong on purpose: what counts is what the bytes are.
    const files = [
      photo(png, "application/octet-stream", "a.bin"),
      photo(IMAGE_SAMPLES.jpeg, "image/png", "b.png"),
      photo(IMAGE_SAMPLES.gif, "image/jpeg", "c.jpg"),
      photo(IMAGE_SAMPLES.webp, "image/gif", "d.gif"),
      photo(exactlyFiveMb, "image/png", "e.png"),
    ];
    const res = await postReview(
      buyer.token,
      { itemUserCode: item.itemUserCode, orderItemId, score: 5, content: GOOD_CONTENT },
      files,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { review } = reviewWriteResponseSchema.parse(res.json());
    expect(review.photos).toHaveLength(5);
    const expected = [
      ["image/png", png],
      ["image/jpeg", IMAGE_SAMPLES.jpeg],
      ["image/gif", IMAGE_SAMPLES.gif],
      ["image/webp", IMAGE_SAMPLES.webp],
      ["image/png", exactlyFiveMb],
    ] as const;
    for (const [i, [type, bytes]] of expected.entries()) {
      const served = await t.app.inject({ method: "GET", url: review.photos[i]!.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["cache-control"]).toContain("immutable");
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/review-photo/2000000000" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/review-photo/abc" })).statusCode).toBe(400);
  });

  it("an empty file part (a form sent with no file chosen) is no photo", async () => {
    const { item, orderItemId } = await boughtItem();
    const res = await postReview(
      buyer.token,
      { itemUserCode: item.itemUserCode, orderItemId, score: 5, content: GOOD_CONTENT },
      [photo(Buffer.alloc(0), "application/octet-stream", "")],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(reviewWriteResponseSchema.parse(res.json()).review.photos).toEqual([]);
  });
});

describe("likes", () => {
  it("a member's like toggles and counts once; anonymous calls are refused; unknown reviews are 404", async () => {
    const item = await createItem(t.db);
    const review = await createReview(t.db, { userId: buyer.id, itemId: item.id });
    const url = `/api/item/review/add-like/${review.id}`;
    const like = (token: string | null) => t.app.inject({ method: "POST", url, headers: token ? bearer(token) : {} });

    const anonymous = await like(null);
    expect(anonymous.statusCode).toBe(401);
    expect(reviewLikeSchema.parse((await like(stranger.token)).json())).toEqual({ liked: true, likeCount: 1 });
    expect((await like(buyer.token)).json()).toEqual({ liked: true, likeCount: 2 });
    expect((await like(stranger.token)).json()).toEqual({ liked: false, likeCount: 1 });
    expect((await like(stranger.token)).json()).toEqual({ liked: true, likeCount: 2 });

    const seen = await t.app.inject({
      method: "GET",
      url: `/api/item/review/info/${review.id}`,
      headers: bearer(stranger.token),
    });
    expect(reviewDetailResponseSchema.parse(seen.json()).review).toMatchObject({ likeCount: 2, liked: true });
    const anonymousView = await t.app.inject({ method: "GET", url: `/api/item/review/info/${review.id}` });
    expect(anonymousView.json().review).toMatchObject({ likeCount: 2, liked: false });

    const missing = await t.app.inject({
      method: "POST",
      url: "/api/item/review/add-like/2000000000",
      headers: bearer(buyer.token),
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/item/review/info/2000000000" })).statusCode).toBe(404);
  });
});

describe("the rating box and the list", () => {
  async function itemWithReviews(
    specs: readonly { score: number; likes?: number; photos?: number; daysAgo: number }[],
  ) {
    const item = await createItem(t.db);
    const ids: number[] = [];
    for (const [i, spec] of specs.entries()) {
      const review = await createReview(t.db, {
        userId: buyer.id,
        itemId: item.id,
        score: spec.score,
        content: `리뷰 번호 ${i} 입니다. 맛있어요.`,
        likeCount: spec.likes ?? 0,
        photos: Array.from({ length: spec.photos ?? 0 }, (_, p) => ({
          contentType: "image/png",
          data: drawReviewPhoto(i * 10 + p),
        })),
        createdAt: new Date(Date.now() - spec.daysAgo * 86_400_000),
      });
      ids.push(review.id);
    }
    return { item, ids };
  }

  it("averages to one decimal and counts every score, 5 down to 1", async () => {
    const { item } = await itemWithReviews([
      { score: 5, daysAgo: 1 },
      { score: 5, daysAgo: 2, photos: 1 },
      { score: 4, daysAgo: 3 },
      { score: 3, daysAgo: 4, photos: 2 },
      { score: 1, daysAgo: 5 },
      { score: 5, daysAgo: 6 },
    ]);
    const res = await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}/review/info` });
    expect(reviewInfoSchema.parse(res.json())).toEqual({
      average: 3.8,
      count: 6,
      photoCount: 2,
      distribution: [
        { score: 5, count: 3, percent: 50 },
        { score: 4, count: 1, percent: 17 },
        { score: 3, count: 1, percent: 17 },
        { score: 2, count: 0, percent: 0 },
        { score: 1, count: 1, percent: 17 },
      ],
    });
    const empty = await createItem(t.db);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/item/${empty.itemUserCode}/review/info` })).json(),
    ).toMatchObject({
      average: 0,
      count: 0,
      photoCount: 0,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/item/NOPE0000/review/info" })).statusCode).toBe(404);
  });

  it("lists newest first or by likes, filters photo reviews and pages", async () => {
    const { item, ids } = await itemWithReviews([
      { score: 5, likes: 3, daysAgo: 5 },
      { score: 4, likes: 9, daysAgo: 4, photos: 2 },
      { score: 3, likes: 0, daysAgo: 3 },
      { score: 5, likes: 9, daysAgo: 2 },
      { score: 2, likes: 1, daysAgo: 1, photos: 1 },
    ]);
    const list = async (query: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}/reviews${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return reviewListSchema.parse(res.json());
    };
    const newest = await list("");
    expect(newest.list.map((review) => review.reviewId)).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(newest.pagination).toEqual({ page: 1, size: 20, totalCount: 5, totalPages: 1 });
    expect(newest.list[0]!.photos).toHaveLength(1);
    expect(newest.list[0]!.photos[0]!.url).toMatch(/^\/api\/review-photo\/\d+$/);

    // Equal likes: the newer first.
    const byLikes = await list("?sort=likes");
    expect(byLikes.list.map((review) => review.reviewId)).toEqual([ids[3], ids[1], ids[0], ids[4], ids[2]]);

    const photoOnly = await list("?photoOnly=true");
    expect(photoOnly.list.map((review) => review.reviewId)).toEqual([ids[4], ids[1]]);
    expect(photoOnly.pagination.totalCount).toBe(2);
    expect((await list("?photoOnly=false")).pagination.totalCount).toBe(5);

    const page2 = await list("?page=2&size=2");
    expect(page2.list.map((review) => review.reviewId)).toEqual([ids[2], ids[1]]);
    expect(page2.pagination).toEqual({ page: 2, size: 2, totalCount: 5, totalPages: 3 });
    expect((await list("?page=4&size=2")).list).toEqual([]);

    for (const bad of ["?sort=oldest", "?size=101", "?page=0", "?photoOnly=maybe"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/item/${item.itemUserCode}/reviews${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/item/NOPE0000/reviews" })).statusCode).toBe(404);
  });

  it("the first reviewed demo item shows its seeded reviews", async () => {
    const [first] = await t.db
      .select({ code: items.itemUserCode })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .where(like(items.itemUserCode, "G%"))
      .orderBy(asc(items.itemUserCode))
      .limit(1);
    const code = first!.code;
    const info = reviewInfoSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/item/${code}/review/info` })).json(),
    );
    expect(info.count).toBeGreaterThanOrEqual(3);
    const list = reviewListSchema.parse(
      (await t.app.inject({ method: "GET", url: `/api/item/${code}/reviews?size=100` })).json(),
    );
    expect(list.list).toHaveLength(info.count);
    expect(list.list.every((review) => review.content.length >= 10 && review.authorName.endsWith("**"))).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents the review, wishlist and item question calls, the review form as multipart", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const [path, method] of [
      ["/api/item/{itemUserCode}/reviews", "get"],
      ["/api/item/{itemUserCode}/review/info", "get"],
      ["/api/item/review/info/{id}", "get"],
      ["/api/item/review/add-like/{id}", "post"],
      ["/api/item/review", "post"],
      ["/api/review-photo/{id}", "get"],
      ["/api/item/wishlist", "post"],
      ["/api/mypage/wishlist", "get"],
      ["/api/mypage/delete-wishlist", "post"],
      ["/api/qna/item-inquiry", "get"],
      ["/api/qna/item-inquiry", "post"],
      ["/api/qna/delete-item-inquiry", "post"],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const form = paths["/api/item/review"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(form.properties)).toEqual(["itemUserCode", "orderItemId", "score", "content", "photos"]);
  });
});
