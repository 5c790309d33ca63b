import { count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { users } from "../schema/account.js";
import { items } from "../schema/catalog.js";
import { orderItems, orders } from "../schema/order.js";
import { reviewLikes, reviewPhotos, reviews } from "../schema/review.js";
import { DEMO_REVIEWERS, REVIEWED_DEMO_ITEMS, seedReviews } from "./review-seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const [r] = await t.db.select({ n: count(), items: countDistinct(reviews.itemId) }).from(reviews);
  const [p] = await t.db.select({ n: count() }).from(reviewPhotos);
  const [l] = await t.db.select({ n: count() }).from(reviewLikes);
  const [o] = await t.db.select({ n: count() }).from(orders);
  return { reviews: r!.n, items: r!.items, photos: p!.n, likes: l!.n, orders: o!.n };
}

describe("demo reviews", () => {
  it("the template has reviews on the first demo items, with photos and likes, and loading again adds none", async () => {
    const before = await counts();
    expect(before.items).toBe(REVIEWED_DEMO_ITEMS);
    expect(before.reviews).toBeGreaterThanOrEqual(REVIEWED_DEMO_ITEMS * 3);
    expect(before.photos).toBeGreaterThan(0);
    expect(before.likes).toBeGreaterThan(0);
    expect(await seedReviews(t.db)).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it("every review is of a confirmed line its author ordered, and like counts match the likes", async () => {
    const rows = await t.db
      .select({
        reviewer: reviews.userId,
        buyer: orders.userId,
        lineItem: orderItems.itemId,
        item: reviews.itemId,
        status: orderItems.status,
        likeCount: reviews.likeCount,
        likes: sql<number>`(select count(*) from ${reviewLikes} where ${reviewLikes.reviewId} = ${reviews.id})`.mapWith(
          Number,
        ),
      })
      .from(reviews)
      .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId));
    for (const row of rows) {
      expect(row.reviewer).toBe(row.buyer);
      expect(row.item).toBe(row.lineItem);
      expect(row.status).toBe("confirmed");
      expect(row.likes).toBe(row.likeCount);
    }
  });

  it("an item never shows fewer reviews than it has, and the reviewers cannot log in", async () => {
    const rows = await t.db
      .select({ reviewCount: items.reviewCount, n: count() })
      .from(items)
      .innerJoin(reviews, eq(reviews.itemId, items.id))
      .groupBy(items.id);
    for (const row of rows) expect(row.reviewCount).toBeGreaterThanOrEqual(row.n);
    const reviewers = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(sql`${users.loginId} like 'demoreviewer%'`);
    expect(reviewers).toHaveLength(DEMO_REVIEWERS.length);
    expect(reviewers.every((reviewer) => reviewer.passwordHash === null)).toBe(true);
  });
});
