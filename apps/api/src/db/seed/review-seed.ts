import { and, asc, eq, gte, inArray, like } from "drizzle-orm";
import { createRandom, type Random, seedFor } from "../../lib/random.js";
import type { Db } from "../client.js";
import { users } from "../schema/account.js";
import { items } from "../schema/catalog.js";
import { byteaValue } from "../schema/columns.js";
import { orderItems, orders } from "../schema/order.js";
import { reviewLikes, reviewPhotos, reviews } from "../schema/review.js";
import { DEMO_EPOCH } from "./catalog-data.js";
import { buildPurchase } from "./order.factory.js";
import { drawReviewPhoto } from "./review.factory.js";

// Shoppers' reviews for the first demo items, so the item page has a rating box, photo reviews and likes. A fixed
// number of items whatever the catalog size (the 100k benchmark seed adds nothing per item), chosen by item code
// like the display picks, and deterministic: review n of item G… is the same on every run.

/** How many demo items get reviews: the first displayed ones by code with a review count of at least 9. */
export const REVIEWED_DEMO_ITEMS = 16;
const MAX_REVIEWS_PER_ITEM = 9;
const REVIEW_STREAM = 4;
const DAY_MS = 86_400_000;

/** Members who wrote the demo reviews; they have no password (nobody logs in as them). */
export const DEMO_REVIEWERS = [
  "김민준",
  "이서연",
  "박도윤",
  "최지우",
  "정하준",
  "강서윤",
  "조예준",
  "윤지민",
  "장시우",
  "임수아",
  "한지호",
  "오하은",
].map((userName, i) => ({ loginId: `demoreviewer${String(i + 1).padStart(2, "0")}`, userName }));

const CONTENT_BY_SCORE: Record<number, readonly string[]> = {
  5: [
    "{cut} 정말 신선하고 육즙이 가득해요. 구워 먹었는데 가족들이 모두 만족했습니다. 다음에도 주문할게요.",
    "포장이 꼼꼼하고 아이스팩도 넉넉해서 시원하게 도착했어요. {cut} 품질이 마트보다 훨씬 좋네요.",
    "마블링이 고르게 들어가 있고 잡내가 전혀 없어요. 선물용으로도 손색없을 것 같습니다.",
    "두께가 적당해서 굽기 좋았어요. 부드럽고 고소해서 아이들이 정말 잘 먹었습니다.",
    "재구매입니다. 늘 같은 품질이라 믿고 주문해요. 배송도 빨라서 좋아요.",
  ],
  4: [
    "{cut} 맛은 아주 좋아요. 다만 생각보다 지방이 조금 많았어요. 그래도 만족합니다.",
    "신선하게 잘 받았습니다. 배송이 하루 늦었지만 상태는 좋았어요.",
    "가격 대비 품질이 괜찮아요. 양념해서 볶음으로 먹었는데 부드러웠습니다.",
  ],
  3: [
    "보통이에요. {cut} 두께가 일정하지 않아서 굽는 데 신경이 쓰였어요.",
    "맛은 괜찮은데 중량이 살짝 적게 느껴졌어요. 다음에는 다른 부위도 시도해 볼게요.",
  ],
  2: ["해동하니 핏물이 많이 나왔어요. 맛은 나쁘지 않았지만 기대보다는 아쉬웠습니다."],
  1: ["포장이 일부 찢어져서 도착했어요. 고객센터에서 처리해 주셨지만 아쉬움이 남네요."],
};

const SCORE_WEIGHTS = [
  [5, 55],
  [4, 25],
  [3, 11],
  [2, 6],
  [1, 3],
] as const;

function shuffled<T>(random: Random, values: readonly T[]): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface PlannedReview {
  orderCode: string;
  itemId: number;
  unitPrice: number;
  reviewerIndex: number;
  score: number;
  content: string;
  createdAt: Date;
  photoSeeds: number[];
  likerIndexes: number[];
}

function planItemReviews(
  item: { id: number; itemUserCode: string; cutName: string; presentPrice: number; createdAt: Date },
  itemNumber: number,
): PlannedReview[] {
  const random = createRandom(seedFor(REVIEW_STREAM, itemNumber));
  const reviewers = shuffled(
    random,
    DEMO_REVIEWERS.map((_, i) => i),
  );
  const count = random.int(3, MAX_REVIEWS_PER_ITEM);
  const listedAt = Math.min(item.createdAt.getTime(), DEMO_EPOCH.getTime() - 60 * DAY_MS);
  return Array.from({ length: count }, (_, n) => {
    const reviewerIndex = reviewers[n]!;
    const score = random.weighted(SCORE_WEIGHTS);
    const createdAt = new Date(listedAt + Math.floor(random.next() * (DEMO_EPOCH.getTime() - listedAt)));
    const photoSeeds = random.chance(0.35)
      ? Array.from({ length: random.int(1, 3) }, (_, p) => seedFor(REVIEW_STREAM, itemNumber * 100 + n * 10 + p))
      : [];
    const likers = reviewers.filter((index) => index !== reviewerIndex);
    return {
      orderCode: `DEMO-${item.itemUserCode}-${String(n + 1).padStart(2, "0")}`,
      itemId: item.id,
      unitPrice: item.presentPrice,
      reviewerIndex,
      score,
      content: random.pick(CONTENT_BY_SCORE[score]!).replaceAll("{cut}", item.cutName),
      createdAt,
      photoSeeds,
      likerIndexes: shuffled(random, likers).slice(0, random.int(0, 6)),
    };
  });
}

/**
 * Loads the demo reviews (with their reviewers, delivered orders, photos and likes) once: a run that finds the
 * first demo order skips everything, so loading twice changes nothing.
 */
export async function seedReviews(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [already] = await tx.select({ id: orders.id }).from(orders).where(like(orders.orderCode, "DEMO-%")).limit(1);
    if (already) return 0;
    const reviewedItems = await tx
      .select({
        id: items.id,
        itemUserCode: items.itemUserCode,
        cutName: items.cutName,
        presentPrice: items.presentPrice,
        createdAt: items.createdAt,
      })
      .from(items)
      // Items whose made-up count (the old shop's reviews) covers what is added here, so no count needs changing.
      .where(
        and(like(items.itemUserCode, "G%"), eq(items.displayed, true), gte(items.reviewCount, MAX_REVIEWS_PER_ITEM)),
      )
      .orderBy(asc(items.itemUserCode))
      .limit(REVIEWED_DEMO_ITEMS);
    if (reviewedItems.length === 0) return 0;

    await tx
      .insert(users)
      .values(
        DEMO_REVIEWERS.map((reviewer) => ({
          loginId: reviewer.loginId,
          passwordHash: null,
          userName: reviewer.userName,
          userType: "PERSONAL" as const,
          agreeTerms: true,
          agreePrivacy: true,
          createdAt: new Date(DEMO_EPOCH.getTime() - 400 * DAY_MS),
        })),
      )
      .onConflictDoNothing();
    const reviewerRows = await tx
      .select({ id: users.id, loginId: users.loginId })
      .from(users)
      .where(
        inArray(
          users.loginId,
          DEMO_REVIEWERS.map((reviewer) => reviewer.loginId),
        ),
      );
    const reviewerIds = DEMO_REVIEWERS.map((reviewer) => {
      const row = reviewerRows.find((r) => r.loginId === reviewer.loginId);
      if (!row) throw new Error(`demo reviewer ${reviewer.loginId} missing`);
      return row.id;
    });

    const planned = reviewedItems.flatMap((item) => planItemReviews(item, Number(item.itemUserCode.slice(1))));
    const purchases = planned.map((review) =>
      buildPurchase({
        userId: reviewerIds[review.reviewerIndex]!,
        itemId: review.itemId,
        unitPrice: review.unitPrice,
        status: "confirmed",
        orderCode: review.orderCode,
        orderedAt: new Date(review.createdAt.getTime() - 5 * DAY_MS),
      }),
    );
    const orderRows = await tx
      .insert(orders)
      .values(purchases.map((purchase) => purchase.order))
      .returning({ id: orders.id, orderCode: orders.orderCode });
    const orderIdByCode = new Map(orderRows.map((row) => [row.orderCode, row.id]));
    const lineRows = await tx
      .insert(orderItems)
      .values(
        purchases.map((purchase) => ({ ...purchase.line, orderId: orderIdByCode.get(purchase.order.orderCode)! })),
      )
      .returning({ id: orderItems.id, orderId: orderItems.orderId });
    const lineIdByOrderId = new Map(lineRows.map((row) => [row.orderId, row.id]));

    const reviewRows = await tx
      .insert(reviews)
      .values(
        planned.map((review) => ({
          userId: reviewerIds[review.reviewerIndex]!,
          itemId: review.itemId,
          orderItemId: lineIdByOrderId.get(orderIdByCode.get(review.orderCode)!)!,
          score: review.score,
          content: review.content,
          photoCount: review.photoSeeds.length,
          likeCount: review.likerIndexes.length,
          createdAt: review.createdAt,
        })),
      )
      .returning({ id: reviews.id });

    const photoRows = planned.flatMap((review, i) =>
      review.photoSeeds.map((seed, sortOrder) => {
        const data = drawReviewPhoto(seed);
        return {
          reviewId: reviewRows[i]!.id,
          sortOrder,
          contentType: "image/png",
          byteSize: data.length,
          data: byteaValue(data),
          createdAt: review.createdAt,
        };
      }),
    );
    if (photoRows.length > 0) await tx.insert(reviewPhotos).values(photoRows);
    const likeRows = planned.flatMap((review, i) =>
      review.likerIndexes.map((liker) => ({ reviewId: reviewRows[i]!.id, userId: reviewerIds[liker]! })),
    );
    if (likeRows.length > 0) await tx.insert(reviewLikes).values(likeRows);

    return reviewRows.length;
  });
}
