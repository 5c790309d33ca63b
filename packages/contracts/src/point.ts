import { z } from "zod";
import { pageQuerySchema, paginationSchema } from "./common.js";

// Points (적립금) and the my-page summary (SPEC §3 My-page summary; §7 My page: /api/mypage, /api/mypage/points).

/** `adjust`: an operator's correction in the back office (either sign; issue 14). */
export const pointEntryKindSchema = z.enum(["earn", "use", "use_cancel", "earn_cancel", "expire", "adjust"]);

/** One line of the point history. */
export const pointEntrySchema = z.object({
  pointId: z.number().int(),
  kind: pointEntryKindSchema,
  /** 적립, 사용, 사용 취소, 적립 취소, 소멸, 조정. */
  kindLabel: z.string(),
  /** Signed won: positive adds to the balance, negative takes from it. */
  amount: z.number().int(),
  /** What the shopper reads (회원가입 축하 적립금, 주문 시 사용 …). */
  reason: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

/** GET /api/mypage/points?page&size — newest first. */
export const pointHistoryQuerySchema = pageQuerySchema;
export const pointHistorySchema = z.object({
  /** The balance now (the sum of the whole history). */
  balance: z.number().int(),
  /** Won expiring within 30 days (docs/decisions/035): "30일 이내 소멸 예정 적립금". */
  expiringAmount: z.number().int(),
  /** The earliest of those points' last valid Korea day, 'YYYY-MM-DD'; null when nothing expires within 30 days. */
  expiringDate: z.string().nullable(),
  list: z.array(pointEntrySchema),
  pagination: paginationSchema,
});
export type PointHistory = z.infer<typeof pointHistorySchema>;

/** GET /api/mypage — SPEC §3 my-page summary: points, usable item coupons and usable shipping coupons. */
export const mypageSummarySchema = z.object({
  point: z.number().int(),
  couponCount: z.number().int(),
  shippingCouponCount: z.number().int(),
});
export type MypageSummary = z.infer<typeof mypageSummarySchema>;

/**
 * GET /api/mypage/coupon-and-point — SPEC §7 My page: the balance, the points expiring within 30 days, the usable
 * item and shipping coupons and the coupons expiring within 7 days.
 */
export const couponAndPointSchema = z.object({
  point: z.number().int(),
  expiringPoint: z.number().int(),
  /** 'YYYY-MM-DD', the earliest last valid day of expiringPoint; null when nothing expires within 30 days. */
  expiringPointDate: z.string().nullable(),
  couponCount: z.number().int(),
  shippingCouponCount: z.number().int(),
  /** Usable coupons (item and shipping) whose validity ends within 7 days. */
  expiringCouponCount: z.number().int(),
});
export type CouponAndPoint = z.infer<typeof couponAndPointSchema>;
