import { pointExpiresAt } from "@shop/core/member/point-expiry";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db, Tx } from "../client.js";
import { users } from "../schema/account.js";
import { items } from "../schema/catalog.js";
import { coupons } from "../schema/coupon.js";
import { pointLedger } from "../schema/point.js";
import { DEMO_EPOCH } from "./catalog-data.js";
import { kst } from "./display-seed-content.js";
import { DEMO_REVIEWERS } from "./review-seed.js";

// Demo coupons and points, so a newcomer can use both at checkout: the welcome gift's coupons (issued at join by the
// coupon module, found by name), the download corner's coupons and two codes, dated around the demo epoch like the
// display content (decision 009: live from 2026-11-01 through 2027-03-31, welcome coupons longer), and a point
// balance for the demo members. Idempotent by natural keys: a coupon by its name, a demo member's grant by its reason.

/** The demo coupons' download period. */
const DEMO_COUPON_FROM = DEMO_EPOCH;
const DEMO_COUPON_UNTIL = kst("2027-03-31T23:59:59");
/** The welcome coupons are a standing programme: issued at every join until then. */
const WELCOME_COUPON_UNTIL = kst("2030-12-31T23:59:59");

/** The offline (paper) code and the link code of the demo. */
export const DEMO_OFFLINE_COUPON_CODE = "HANWOO2026";
export const DEMO_LINK_COUPON_CODE = "KAKAO-FRIEND";

/** (주)대관령한우: the seller of the seller-only demo coupon. */
const DEMO_COUPON_SELLER_ID = 10_000_001;

type CouponSeed = Omit<typeof coupons.$inferInsert, "validFrom" | "validUntil" | "itemId"> & {
  validFrom?: Date;
  validUntil?: Date;
  /** The item-only coupon: the first displayed hanwoo 등심 by item code (no coupon when the catalog has none). */
  forDemoItem?: true;
};

/** Names must stay as they are: the name is the coupon's natural key (and the welcome gift's, coupon.service.ts). */
export const COUPON_SEEDS: readonly CouponSeed[] = [
  {
    name: "회원가입 축하 3,000원 할인 쿠폰",
    description: "가입을 환영합니다. 30,000원 이상 상품에 사용할 수 있어요. (발급일로부터 30일)",
    kind: "item",
    discountType: "fixed",
    amount: 3_000,
    minOrderAmount: 30_000,
    downloadable: false,
    validDays: 30,
    validUntil: WELCOME_COUPON_UNTIL,
  },
  {
    name: "회원가입 축하 무료배송 쿠폰",
    description: "첫 주문의 배송비를 받지 않습니다. (발급일로부터 30일)",
    kind: "shipping",
    discountType: "rate",
    rate: 100,
    downloadable: false,
    validDays: 30,
    validUntil: WELCOME_COUPON_UNTIL,
  },
  {
    name: "11월 감사 10% 할인 쿠폰",
    description: "전 상품 10% 할인, 최대 10,000원까지. 50,000원 이상 구매 시 사용할 수 있어요.",
    kind: "item",
    discountType: "rate",
    rate: 10,
    maxDiscount: 10_000,
    minOrderAmount: 50_000,
    validDays: 14,
  },
  {
    name: "5,000원 할인 쿠폰",
    description: "70,000원 이상 구매 시 5,000원을 할인해 드립니다.",
    kind: "item",
    discountType: "fixed",
    amount: 5_000,
    minOrderAmount: 70_000,
  },
  {
    name: "대관령한우 15% 할인 쿠폰",
    description: "(주)대관령한우 상품 15% 할인, 최대 20,000원까지.",
    kind: "item",
    discountType: "rate",
    rate: 15,
    maxDiscount: 20_000,
    minOrderAmount: 30_000,
    sellerId: DEMO_COUPON_SELLER_ID,
  },
  {
    name: "선착순 단독 20% 할인 쿠폰",
    description: "선착순 100명. 다른 상품 쿠폰과 함께 사용할 수 없습니다. 최대 30,000원까지.",
    kind: "item",
    discountType: "rate",
    rate: 20,
    maxDiscount: 30_000,
    minOrderAmount: 100_000,
    concurrently: false,
    issueLimit: 100,
  },
  {
    name: "오늘의 한우 등심 2,000원 할인 쿠폰",
    description: "이 상품에만 사용할 수 있는 쿠폰입니다.",
    kind: "item",
    discountType: "fixed",
    amount: 2_000,
    forDemoItem: true,
  },
  {
    name: "배송비 3,000원 할인 쿠폰",
    description: "40,000원 이상 담은 배송 한 건의 배송비를 3,000원 할인합니다.",
    kind: "shipping",
    discountType: "fixed",
    amount: 3_000,
    minOrderAmount: 40_000,
    validDays: 7,
  },
  {
    name: "한우 선물세트 교환 쿠폰",
    description: `매장에서 받은 쿠폰 번호(${DEMO_OFFLINE_COUPON_CODE})를 입력하면 10,000원 할인 쿠폰으로 교환됩니다.`,
    kind: "item",
    discountType: "fixed",
    amount: 10_000,
    minOrderAmount: 100_000,
    downloadable: false,
    exchangeCode: DEMO_OFFLINE_COUPON_CODE,
    issueLimit: 500,
  },
  {
    name: "카카오톡 친구 전용 3,000원 쿠폰",
    description: "카카오톡 채널 친구에게 링크로 보내 드린 쿠폰입니다. (발급일로부터 7일)",
    kind: "item",
    discountType: "fixed",
    amount: 3_000,
    minOrderAmount: 20_000,
    downloadable: false,
    exchangeCode: DEMO_LINK_COUPON_CODE,
    validDays: 7,
  },
  {
    // The demo roulette's coupon prize (roulette-seed.ts, decision 047): given only by the wheel.
    name: "룰렛 당첨 2,000원 할인 쿠폰",
    description: "룰렛 이벤트 당첨 쿠폰입니다. 20,000원 이상 구매 시 2,000원을 할인해 드립니다. (발급일로부터 14일)",
    kind: "item",
    discountType: "fixed",
    amount: 2_000,
    minOrderAmount: 20_000,
    downloadable: false,
    issueMethod: "members",
    validDays: 14,
  },
];

/** What each demo member (the demo reviewers) holds in points, and the reason the history shows. */
export const DEMO_MEMBER_POINTS = 5_000;
export const DEMO_MEMBER_POINT_REASON = "구매 감사 적립금";

async function demoItemId(tx: Tx): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.displayed, true), eq(items.livestock, "hanwoo"), eq(items.cutName, "등심")))
    .orderBy(asc(items.itemUserCode))
    .limit(1);
  return row?.id;
}

async function seedCouponRows(tx: Tx): Promise<number> {
  const present = new Set(
    (
      await tx
        .select({ name: coupons.name })
        .from(coupons)
        .where(
          inArray(
            coupons.name,
            COUPON_SEEDS.map((seed) => seed.name),
          ),
        )
    ).map((row) => row.name),
  );
  const missing = COUPON_SEEDS.filter((seed) => !present.has(seed.name));
  if (missing.length === 0) return 0;
  const itemId = await demoItemId(tx);
  const rows = missing.flatMap(({ forDemoItem, ...seed }) => {
    if (forDemoItem && itemId === undefined) return [];
    return [
      {
        ...seed,
        itemId: forDemoItem ? itemId : null,
        validFrom: seed.validFrom ?? DEMO_COUPON_FROM,
        validUntil: seed.validUntil ?? DEMO_COUPON_UNTIL,
        createdAt: DEMO_EPOCH,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(coupons).values(rows);
  return rows.length;
}

async function seedDemoMemberPoints(tx: Tx): Promise<number> {
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.loginId,
        DEMO_REVIEWERS.map((reviewer) => reviewer.loginId),
      ),
    );
  if (members.length === 0) return 0;
  const granted = new Set(
    (
      await tx
        .select({ userId: pointLedger.userId })
        .from(pointLedger)
        .where(
          and(
            eq(pointLedger.reason, DEMO_MEMBER_POINT_REASON),
            isNull(pointLedger.orderId),
            inArray(
              pointLedger.userId,
              members.map((member) => member.id),
            ),
          ),
        )
    ).map((row) => row.userId),
  );
  const rows = members
    .filter((member) => !granted.has(member.id))
    .map((member) => ({
      userId: member.id,
      amount: DEMO_MEMBER_POINTS,
      kind: "earn" as const,
      reason: DEMO_MEMBER_POINT_REASON,
      createdAt: DEMO_EPOCH,
      expiresAt: pointExpiresAt(DEMO_EPOCH),
    }));
  if (rows.length > 0) await tx.insert(pointLedger).values(rows);
  return rows.length;
}

/** Loads the demo coupons and the demo members' points (idempotent); answers how many rows of each went in. */
export async function seedCoupons(db: Db): Promise<{ coupons: number; pointGrants: number }> {
  return db.transaction(async (tx) => ({
    coupons: await seedCouponRows(tx),
    pointGrants: await seedDemoMemberPoints(tx),
  }));
}
