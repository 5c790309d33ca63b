import { errorBodySchema } from "@shop/contracts/common";
import {
  experienceReviewLikeSchema,
  experienceTeamReviewListSchema,
  itemDetailResponseSchema,
  itemQnaListSchema,
  restockStateSchema,
} from "@shop/contracts/item";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devOutbox } from "../../db/schema/account.js";
import { itemQnas, restockSubscriptions } from "../../db/schema/catalog.js";
import { createMember } from "../../db/seed/account.factory.js";
import { createItem } from "../../db/seed/catalog.factory.js";
import { bearer, loginToken } from "../../test/auth-client.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { restockNoticeText } from "./item.service.js";

// The item page's member calls: restock alerts (with the text when stock returns), liking an
// experience-team review, and a member's own secret question.

let t: TestApp;
let token: string;
let member: Awaited<ReturnType<typeof createMember>>["user"];
beforeAll(async () => {
  t = await createTestApp();
  const created = await createMember(t.db, { userName: "김한우" });
  member = created.user;
  token = await loginToken(t.app, member.loginId, created.password);
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST", url: string, options: { token?: string; payload?: unknown } = {}) =>
  t.app.inject({
    method,
    url,
    headers: options.token ? bearer(options.token) : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

async function soldOutItem() {
  const item = await createItem(
    t.db,
    { stock: 0 },
    {
      options: [
        { groupName: "중량", name: "500g", weightGrams: 500, stock: 0, sortOrder: 0 },
        { groupName: "중량", name: "1kg", weightGrams: 1000, priceDelta: 9000, stock: 0, sortOrder: 1 },
      ],
    },
  );
  const detail = itemDetailResponseSchema.parse((await inject("GET", `/api/item/${item.itemUserCode}`)).json());
  return { item, options: detail.options };
}

describe("restock alerts", () => {
  it("anonymous calls may read the state but not subscribe", async () => {
    const { item } = await soldOutItem();
    expect((await inject("GET", `/api/item/${item.itemUserCode}/restock`)).json()).toEqual({
      subscribed: false,
      soldOut: true,
    });
    const res = await inject("POST", `/api/item/${item.itemUserCode}/restock`);
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json())).toMatchObject({ message: "로그인 후 이용이 가능합니다." });
  });

  it("a member subscribes to a sold-out item, is texted once when stock returns, and the wait ends", async () => {
    const { item, options } = await soldOutItem();
    const url = `/api/item/${item.itemUserCode}/restock`;
    expect((await inject("GET", url, { token })).json()).toEqual({ subscribed: false, soldOut: true });
    const subscribed = await inject("POST", url, { token });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(restockStateSchema.parse(subscribed.json())).toEqual({ subscribed: true, soldOut: true });
    // Subscribing twice is still one wait.
    expect((await inject("POST", url, { token, payload: { subscribe: true } })).statusCode).toBe(200);
    expect((await inject("GET", url, { token })).json()).toEqual({ subscribed: true, soldOut: true });

    const restocked = await inject("POST", `/api/dev/items/${item.itemUserCode}/restock`, {
      payload: { optionId: options[1]!.optionId, quantity: 4 },
    });
    expect(restocked.json()).toEqual({ stock: 4, notified: 1 });
    const texts = await t.db.select().from(devOutbox).where(eq(devOutbox.recipient, member.phoneNumber!));
    expect(texts.map((text) => text.text)).toContain(restockNoticeText(item.name, item.itemUserCode));
    expect(texts.filter((text) => text.text.includes("재입고 알림"))).toHaveLength(1);

    expect((await inject("GET", url, { token })).json()).toEqual({ subscribed: false, soldOut: false });
    const detail = itemDetailResponseSchema.parse((await inject("GET", `/api/item/${item.itemUserCode}`)).json());
    expect(detail.item.soldOut).toBe(false);
    expect(detail.options.map((option) => option.stock)).toEqual([0, 4]);

    // More stock on an item that has some: nobody is waiting, nobody is texted.
    const again = await inject("POST", `/api/dev/items/${item.itemUserCode}/restock`, {
      payload: { optionId: options[0]!.optionId, quantity: 1 },
    });
    expect(again.json()).toEqual({ stock: 5, notified: 0 });
    const [row] = await t.db.select().from(restockSubscriptions).where(eq(restockSubscriptions.itemId, item.id));
    expect(row?.notifiedAt).not.toBeNull();
  });

  it("an item in stock cannot be subscribed to; stopping a wait always works", async () => {
    const inStock = await inject("POST", "/api/item/G0000001/restock", { token });
    expect(inStock.statusCode).toBe(400);
    expect(errorBodySchema.parse(inStock.json())).toMatchObject({
      code: "NOT_SOLD_OUT",
      message: "판매 중인 상품은 재입고 알림을 신청할 수 없습니다.",
    });
    const { item } = await soldOutItem();
    const url = `/api/item/${item.itemUserCode}/restock`;
    await inject("POST", url, { token });
    const stopped = await inject("POST", url, { token, payload: { subscribe: false } });
    expect(stopped.json()).toEqual({ subscribed: false, soldOut: true });
    expect((await inject("POST", url, { token, payload: { subscribe: "yes" } })).statusCode).toBe(400);
  });

  it("an option of another item is a 404 and changes nothing", async () => {
    const { item } = await soldOutItem();
    const other = await soldOutItem();
    const res = await inject("POST", `/api/dev/items/${item.itemUserCode}/restock`, {
      payload: { optionId: other.options[0]!.optionId, quantity: 3 },
    });
    expect(res.statusCode).toBe(404);
    const detail = itemDetailResponseSchema.parse((await inject("GET", `/api/item/${other.item.itemUserCode}`)).json());
    expect(detail.options[0]!.stock).toBe(0);
  });
});

describe("experience-team review likes", () => {
  it("a member's like toggles, counted once; anonymous calls are refused", async () => {
    const list = experienceTeamReviewListSchema.parse(
      (await inject("GET", "/api/item/G0000020/experience-team-reviews")).json(),
    );
    const review = list.list[0]!;
    const url = `/api/item/G0000020/experience-team-reviews/add-like/${review.reviewId}`;
    expect((await inject("POST", url)).statusCode).toBe(401);
    const liked = experienceReviewLikeSchema.parse((await inject("POST", url, { token })).json());
    expect(liked).toEqual({ liked: true, likeCount: review.likeCount + 1 });
    const other = await createMember(t.db);
    const otherToken = await loginToken(t.app, other.user.loginId, other.password);
    expect((await inject("POST", url, { token: otherToken })).json()).toEqual({
      liked: true,
      likeCount: review.likeCount + 2,
    });
    expect((await inject("POST", url, { token })).json()).toEqual({ liked: false, likeCount: review.likeCount + 1 });
    const after = experienceTeamReviewListSchema.parse(
      (await inject("GET", "/api/item/G0000020/experience-team-reviews")).json(),
    );
    expect(after.list[0]!.likeCount).toBe(review.likeCount + 1);
  });

  it("the list tells each member whether they liked a review; anonymous callers never did", async () => {
    const listAs = async (as?: string) =>
      experienceTeamReviewListSchema.parse(
        (await inject("GET", "/api/item/G0000020/experience-team-reviews", as ? { token: as } : {})).json(),
      ).list;
    const [first, second] = await listAs(token);
    const liker = await createMember(t.db);
    const likerToken = await loginToken(t.app, liker.user.loginId, liker.password);
    await inject("POST", `/api/item/G0000020/experience-team-reviews/add-like/${second!.reviewId}`, {
      token: likerToken,
    });
    const seen = await listAs(likerToken);
    expect(seen.map((review) => [review.reviewId, review.liked])).toEqual([
      [first!.reviewId, false],
      [second!.reviewId, true],
      ...seen.slice(2).map((review) => [review.reviewId, false]),
    ]);
    expect((await listAs()).every((review) => !review.liked)).toBe(true);
    expect((await listAs(token)).find((review) => review.reviewId === second!.reviewId)!.liked).toBe(false);
  });

  it("a review of another item, or none, is a 404", async () => {
    const list = experienceTeamReviewListSchema.parse(
      (await inject("GET", "/api/item/G0000020/experience-team-reviews")).json(),
    );
    const foreign = await inject(
      "POST",
      `/api/item/G0000001/experience-team-reviews/add-like/${list.list[0]!.reviewId}`,
      {
        token,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await inject("POST", "/api/item/G0000020/experience-team-reviews/add-like/99999999", { token })).statusCode,
    ).toBe(404);
    expect(
      (await inject("POST", "/api/item/G0000020/experience-team-reviews/add-like/abc", { token })).statusCode,
    ).toBe(400);
  });
});

describe("a member's own secret question", () => {
  it("shows its text to its author only", async () => {
    const item = await createItem(t.db);
    await t.db.insert(itemQnas).values({
      itemId: item.id,
      userId: member.id,
      authorName: "김**",
      title: "포장 문의",
      content: "아이스팩을 넉넉히 넣어 주세요.",
      secret: true,
    });
    const url = `/api/item/${item.itemUserCode}/qna`;
    const mine = itemQnaListSchema.parse((await inject("GET", url, { token })).json()).list[0]!;
    expect(mine).toMatchObject({ title: "포장 문의", content: "아이스팩을 넉넉히 넣어 주세요.", status: "waiting" });
    const anonymous = itemQnaListSchema.parse((await inject("GET", url)).json()).list[0]!;
    expect(anonymous).toMatchObject({ title: "비밀글입니다.", content: "비밀글입니다.", secret: true });
  });
});
