import { ROULETTE_PRIZE_KINDS } from "@shop/core/roulette/roulette-draw";
import { ROULETTE_LIMITS } from "@shop/core/roulette/roulette-limit";
import { z } from "zod";
import { idParamSchema, pagedListSchema, pageQuerySchema } from "./common.js";

// 룰렛 이벤트 (SPEC §2 /roulette/:id?, §7 GET /api/roulette, /roulette/{id}, /roulette/{id}/validate-apply, POST
// /roulette/{id}/apply; issue 15 item 2, docs/decisions/047). A member spins once per Korea day or once per event; the
// prize (a coupon, points or 꽝) is drawn by the odds the operator set, and given exactly once.

export const ROULETTE_STATUSES = ["upcoming", "active", "ended"] as const;

export const rouletteIdParamSchema = idParamSchema;
export const rouletteListQuerySchema = pageQuerySchema;

/** One slice of the wheel, in wheel order (index 0 at the top, clockwise). */
export const roulettePrizeSchema = z.object({
  prizeId: z.number().int(),
  /** The slice's place on the wheel; apply answers the drawn one's. */
  index: z.number().int().min(0),
  kind: z.enum(ROULETTE_PRIZE_KINDS),
  /** The slice's text: "적립금 500원", "5,000원 할인 쿠폰", "꽝". */
  label: z.string(),
  /** Coupon prizes: the coupon's name and benefit ("5,000원 할인"); null otherwise. */
  couponName: z.string().nullable(),
  couponBenefit: z.string().nullable(),
  /** Points prizes: won credited; 0 otherwise. */
  points: z.number().int().min(0),
  /** The chance in percent as things stand (a sold-out prize's share is counted as 꽝). */
  chance: z.number().min(0).max(100),
  /** Every copy of this prize is given. */
  soldOut: z.boolean(),
});
export type RoulettePrize = z.infer<typeof roulettePrizeSchema>;

export const rouletteSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** "2026.11.01 ~ 2027.03.31" (Korea days). */
  period: z.string(),
  status: z.enum(ROULETTE_STATUSES),
  limit: z.enum(ROULETTE_LIMITS),
  /** "하루 1회 참여할 수 있습니다." */
  limitLabel: z.string(),
});
export type RouletteSummary = z.infer<typeof rouletteSummarySchema>;

/** GET /api/roulette: live events first (the current one first), then upcoming, then ended ones (latest first). */
export const rouletteListSchema = pagedListSchema(rouletteSummarySchema).extend({
  /** The roulette /roulette without an id shows: the live one that started last; null when none runs. */
  currentId: z.number().int().nullable(),
});
export type RouletteList = z.infer<typeof rouletteListSchema>;

/** GET /api/roulette/{id}: the event with its wheel (the same for every shopper). */
export const rouletteDetailSchema = rouletteSummarySchema.extend({
  /** The operator's notes (유의사항), one line each. */
  notices: z.array(z.string()),
  prizes: z.array(roulettePrizeSchema),
});
export type RouletteDetail = z.infer<typeof rouletteDetailSchema>;

export const ROULETTE_REFUSALS = ["login", "notStarted", "ended", "spunToday", "spunEvent"] as const;

/** GET /api/roulette/{id}/validate-apply: whether this shopper may spin now and, when not, why (in Korean). */
export const rouletteValidateSchema = z.object({
  applicable: z.boolean(),
  reason: z.enum(ROULETTE_REFUSALS).nullable(),
  message: z.string(),
  /** Spins left now: 1 or 0 (a daily roulette gives a new one at Korea midnight). */
  remainingChances: z.number().int().min(0),
});
export type RouletteValidate = z.infer<typeof rouletteValidateSchema>;

/** POST /api/roulette/{id}/apply: the drawn prize (its wheel index, so the wheel stops on it) and what was given. */
export const rouletteApplyResultSchema = z.object({
  spinId: z.number().int(),
  prizeIndex: z.number().int().min(0),
  prize: roulettePrizeSchema,
  /** "축하합니다! 적립금 500원이 적립되었습니다." or the 꽝 text. */
  message: z.string(),
  /** The member's copy of a won coupon (shown in 쿠폰함); null for other prizes. */
  couponUserId: z.number().int().nullable(),
  spunAt: z.string(),
  remainingChances: z.number().int().min(0),
});
export type RouletteApplyResult = z.infer<typeof rouletteApplyResultSchema>;
