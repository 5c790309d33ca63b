import { eq } from "drizzle-orm";
import type { Db } from "../client.js";
import { coupons } from "../schema/coupon.js";
import { rouletteEvents } from "../schema/roulette.js";
import { DEMO_EPOCH } from "./catalog-data.js";
import { kst } from "./display-seed-content.js";
import { createRoulette } from "./roulette.factory.js";

// The demo's roulette (decision 047): one daily wheel live over the demo period (decision 009's dates), with the demo
// coupon made for it (coupon-seed.ts; not in the download corner, so nobody holds it in advance), 100, 500 and 1,000
// points and two 꽝 slices. Idempotent by its title.

export const DEMO_ROULETTE_TITLE = "매일 돌리는 행운의 룰렛";
export const DEMO_ROULETTE_COUPON_NAME = "룰렛 당첨 2,000원 할인 쿠폰";

const DEMO_ROULETTE_UNTIL = kst("2027-04-01T00:00:00");

const NOTICES = [
  "로그인한 회원만 참여할 수 있으며, 하루에 한 번 참여할 수 있습니다. (매일 자정 초기화)",
  "당첨된 적립금은 바로 적립되며, 적립일로부터 12개월 동안 사용할 수 있습니다.",
  "당첨된 쿠폰은 마이페이지 쿠폰함에서 확인할 수 있으며, 발급일로부터 14일 동안 사용할 수 있습니다.",
  "경품이 모두 소진되면 해당 경품은 더 이상 당첨되지 않습니다.",
  "부정한 방법으로 참여한 경우 당첨이 취소될 수 있습니다.",
].join("\n");

/** Adds the demo roulette and its coupon when missing; answers whether the event was added. */
export async function seedRoulette(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [present] = await tx
      .select({ id: rouletteEvents.id })
      .from(rouletteEvents)
      .where(eq(rouletteEvents.title, DEMO_ROULETTE_TITLE));
    if (present) return false;
    // The coupon is one of the demo coupons (coupon-seed.ts), loaded before.
    const [coupon] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.name, DEMO_ROULETTE_COUPON_NAME));
    if (!coupon) throw new Error("the demo roulette's coupon was not written");
    await createRoulette(
      tx,
      [
        { kind: "points", label: "적립금 100원", points: 100, weight: 30, stock: 10_000 },
        { kind: "nothing", label: "꽝", weight: 25, stock: null },
        { kind: "coupon", label: "2,000원 쿠폰", couponId: coupon.id, weight: 10, stock: 1_000 },
        { kind: "points", label: "적립금 500원", points: 500, weight: 8, stock: 2_000 },
        { kind: "nothing", label: "다음 기회에", weight: 25, stock: null },
        { kind: "points", label: "적립금 1,000원", points: 1_000, weight: 2, stock: 300 },
      ],
      {
        title: DEMO_ROULETTE_TITLE,
        subTitle: "하루 한 번, 룰렛을 돌리고 적립금과 할인 쿠폰을 받아 가세요!",
        notices: NOTICES,
        limitRule: "daily",
        startAt: DEMO_EPOCH,
        endAt: DEMO_ROULETTE_UNTIL,
      },
    );
    return true;
  });
}
