import { randomBytes } from "node:crypto";
import type { Db, Tx } from "../client.js";
import { coupons } from "../schema/coupon.js";

type Executor = Db | Tx;

const DAY_MS = 86_400_000;

/**
 * Inserts a coupon for a test: by default a downloadable 1,000원 item coupon for every item, open from yesterday for
 * 30 days, without an issue limit. Returns the row.
 */
export async function createCoupon(db: Executor, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await db
    .insert(coupons)
    .values({
      name: `테스트 쿠폰 ${randomBytes(4).toString("hex")}`,
      kind: "item",
      discountType: "fixed",
      amount: 1_000,
      validFrom: new Date(now - DAY_MS),
      validUntil: new Date(now + 30 * DAY_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert into coupons returned no row");
  return row;
}

/** A random exchange code nobody else holds. */
export function randomCouponCode(prefix = "T"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`.toUpperCase();
}
