import { ROULETTE_PRIZE_KINDS } from "@shop/core/roulette/roulette-draw";
import { ROULETTE_LIMITS } from "@shop/core/roulette/roulette-limit";
import { ROULETTE_MAX_PRIZES, ROULETTE_ODDS_MESSAGES, rouletteOddsProblem } from "@shop/core/roulette/roulette-odds";
import { parseKoreaMinute } from "@shop/core/site/korea-time";
import { z } from "zod";
import { plainText } from "./admin-content.js";
import { idParamSchema, pagedListSchema, pageQuerySchema } from "./common.js";

// The back office's roulette events (docs/decisions/054; the shop's side is decision 047): list, create and edit an
// event with its prizes and odds, end one early, and the latest spins. Operators only (content.write).

export const ADMIN_ROULETTE_MESSAGES = {
  body: "룰렛 이벤트 내용을 입력해 주세요.",
  period: "시작과 종료 시각을 'YYYY-MM-DD HH:mm' 형식으로 입력해 주세요.",
  endBeforeStart: "종료 시각이 시작 시각보다 빠르거나 같습니다. 종료 시각을 시작 시각 이후로 입력해 주세요.",
  limit: "참여 방식을 선택해 주세요.",
  visible: "노출 여부를 선택해 주세요.",
  prizes: ROULETTE_ODDS_MESSAGES.noPrize,
  kind: "경품 종류를 선택해 주세요.",
  coupon: "당첨 쿠폰을 선택해 주세요.",
  couponNotFound: "선택한 쿠폰을 찾을 수 없습니다. 쿠폰 번호를 다시 확인해 주세요.",
  points: "적립금은 1원부터 1,000,000원까지 입력해 주세요.",
  weight: ROULETTE_ODDS_MESSAGES.weight,
  stock: "수량은 0 이상의 정수로 입력하거나, 제한이 없으면 비워 주세요.",
  prizeId: "이 룰렛의 경품이 아닙니다. 화면을 새로 고친 뒤 다시 저장해 주세요.",
  prizeTwice: "같은 경품이 두 번 들어 있습니다. 화면을 새로 고친 뒤 다시 저장해 주세요.",
  wonPrizeChanged: "당첨 기록이 있는 경품은 종류와 쿠폰, 적립금을 바꿀 수 없습니다. 새 경품으로 추가해 주세요.",
  wonPrizeRemoved: "당첨 기록이 있는 경품은 삭제할 수 없습니다. 확률을 0으로 바꿔 주세요.",
  limitLocked: "참여 기록이 있는 룰렛은 참여 방식을 바꿀 수 없습니다.",
  titleTaken: "같은 제목의 룰렛 이벤트가 있습니다. 다른 제목을 입력해 주세요.",
  ended: "이미 종료된 룰렛 이벤트입니다.",
  notStarted: "아직 시작하지 않은 룰렛 이벤트입니다. 노출을 끄거나 기간을 고쳐 주세요.",
} as const;

export const ADMIN_ROULETTE_STATUS_LABELS = { upcoming: "시작 전", active: "진행 중", ended: "종료" } as const;
export const ADMIN_ROULETTE_KIND_LABELS = { coupon: "쿠폰", points: "적립금", nothing: "꽝" } as const;
export const ADMIN_ROULETTE_LIMIT_LABELS = { daily: "회원당 하루 1회", event: "회원당 이벤트 기간 1회" } as const;

const koreaMinuteSchema = z
  .string(ADMIN_ROULETTE_MESSAGES.period)
  .trim()
  .refine((text) => parseKoreaMinute(text) !== null, ADMIN_ROULETTE_MESSAGES.period);

const MAX_POINTS = 1_000_000;

/** One prize as the operator sets it; `prizeId` names a saved prize of this event (none: a new one). */
export const adminRoulettePrizeBodySchema = z
  .object(
    {
      prizeId: z
        .number(ADMIN_ROULETTE_MESSAGES.prizeId)
        .int(ADMIN_ROULETTE_MESSAGES.prizeId)
        .positive(ADMIN_ROULETTE_MESSAGES.prizeId)
        .max(2_147_483_647, ADMIN_ROULETTE_MESSAGES.prizeId)
        .optional(),
      kind: z.enum(ROULETTE_PRIZE_KINDS, ADMIN_ROULETTE_MESSAGES.kind),
      /** The slice's text; blank: the coupon's name, "적립금 500원" or "꽝". */
      label: plainText(30, { optional: true }).default(""),
      couponId: z
        .number(ADMIN_ROULETTE_MESSAGES.coupon)
        .int(ADMIN_ROULETTE_MESSAGES.coupon)
        .positive(ADMIN_ROULETTE_MESSAGES.coupon)
        .max(2_147_483_647, ADMIN_ROULETTE_MESSAGES.couponNotFound)
        .nullable()
        .default(null),
      points: z
        .number(ADMIN_ROULETTE_MESSAGES.points)
        .int(ADMIN_ROULETTE_MESSAGES.points)
        .min(0, ADMIN_ROULETTE_MESSAGES.points)
        .max(MAX_POINTS, ADMIN_ROULETTE_MESSAGES.points)
        .default(0),
      /** Odds relative to the other prizes (whole numbers; 10/30/60 reads as percents). */
      weight: z.number(ADMIN_ROULETTE_MESSAGES.weight),
      /** The total copies to give, won ones included; null: no limit. */
      stock: z
        .number(ADMIN_ROULETTE_MESSAGES.stock)
        .int(ADMIN_ROULETTE_MESSAGES.stock)
        .min(0, ADMIN_ROULETTE_MESSAGES.stock)
        .max(10_000_000, ADMIN_ROULETTE_MESSAGES.stock)
        .nullable(),
    },
    ADMIN_ROULETTE_MESSAGES.prizes,
  )
  .superRefine((prize, ctx) => {
    if (prize.kind === "coupon" && prize.couponId === null) {
      ctx.addIssue({ code: "custom", message: ADMIN_ROULETTE_MESSAGES.coupon, path: ["couponId"] });
    }
    if (prize.kind === "points" && prize.points < 1) {
      ctx.addIssue({ code: "custom", message: ADMIN_ROULETTE_MESSAGES.points, path: ["points"] });
    }
  })
  // A coupon or points left over from a kind switched in the form does not go with the prize.
  .transform((prize) => ({
    ...prize,
    couponId: prize.kind === "coupon" ? prize.couponId : null,
    points: prize.kind === "points" ? prize.points : 0,
  }));
export type AdminRoulettePrizeBody = z.infer<typeof adminRoulettePrizeBodySchema>;

/** A roulette event as the operator creates or edits it, prizes in wheel order (the first at the top). */
export const adminRouletteBodySchema = z
  .object(
    {
      title: plainText(100),
      subTitle: plainText(200, { optional: true }).default(""),
      /** 유의사항, one per line. */
      notices: plainText(2000, { optional: true }).default(""),
      limitRule: z.enum(ROULETTE_LIMITS, ADMIN_ROULETTE_MESSAGES.limit),
      startAt: koreaMinuteSchema,
      endAt: koreaMinuteSchema,
      visible: z.boolean(ADMIN_ROULETTE_MESSAGES.visible).default(true),
      prizes: z
        .array(adminRoulettePrizeBodySchema, ADMIN_ROULETTE_MESSAGES.prizes)
        .min(1, ADMIN_ROULETTE_MESSAGES.prizes)
        .max(ROULETTE_MAX_PRIZES, ROULETTE_ODDS_MESSAGES.tooMany),
    },
    ADMIN_ROULETTE_MESSAGES.body,
  )
  .superRefine((body, ctx) => {
    if (parseKoreaMinute(body.endAt)! <= parseKoreaMinute(body.startAt)!) {
      ctx.addIssue({ code: "custom", message: ADMIN_ROULETTE_MESSAGES.endBeforeStart, path: ["endAt"] });
    }
    // The odds rule is core's (also what the form shows as the operator types).
    const problem = rouletteOddsProblem(body.prizes.map((prize) => prize.weight));
    if (problem) {
      ctx.addIssue({
        code: "custom",
        message: problem.message,
        path: problem.index === null ? ["prizes"] : ["prizes", problem.index, "weight"],
      });
    }
    const ids = body.prizes.flatMap((prize) => (prize.prizeId === undefined ? [] : [prize.prizeId]));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: ADMIN_ROULETTE_MESSAGES.prizeTwice, path: ["prizes"] });
    }
  });
export type AdminRouletteBody = z.infer<typeof adminRouletteBodySchema>;

export const ADMIN_ROULETTE_STATUSES = ["upcoming", "active", "ended"] as const;

export const adminRouletteListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50, "검색어는 50자 이내로 입력해 주세요.").optional(),
  status: z.enum(ADMIN_ROULETTE_STATUSES, "상태를 선택해 주세요.").optional(),
});
export type AdminRouletteListQuery = z.infer<typeof adminRouletteListQuerySchema>;

export const adminRouletteSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Korea minutes as staff type them; the end is exclusive. */
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(ADMIN_ROULETTE_STATUSES),
  limitRule: z.enum(ROULETTE_LIMITS),
  visible: z.boolean(),
  spinCount: z.number().int(),
  /** Coupon and points prizes won (꽝 not counted). */
  granted: z.number().int(),
  /** The copies of coupon and points prizes to give, won ones included; null when one has no limit. */
  stock: z.number().int().nullable(),
});
export type AdminRouletteSummary = z.infer<typeof adminRouletteSummarySchema>;
export const adminRouletteListSchema = pagedListSchema(adminRouletteSummarySchema);

export const adminRoulettePrizeSchema = z.object({
  prizeId: z.number().int(),
  position: z.number().int(),
  kind: z.enum(ROULETTE_PRIZE_KINDS),
  label: z.string(),
  couponId: z.number().int().nullable(),
  couponName: z.string().nullable(),
  points: z.number().int(),
  weight: z.number().int(),
  /** The chance as set, every prize in stock (core rouletteOddsPercents). */
  percent: z.number(),
  /** Total copies (won + left); null: no limit. */
  stock: z.number().int().nullable(),
  granted: z.number().int(),
  left: z.number().int().nullable(),
});
export type AdminRoulettePrize = z.infer<typeof adminRoulettePrizeSchema>;

export const adminRouletteSchema = adminRouletteSummarySchema.extend({
  subTitle: z.string(),
  notices: z.string(),
  prizes: z.array(adminRoulettePrizeSchema),
});
export type AdminRoulette = z.infer<typeof adminRouletteSchema>;
export const adminRouletteResponseSchema = z.object({ roulette: adminRouletteSchema });

export const adminRouletteIdParamsSchema = idParamSchema;

export const adminRouletteSpinSchema = z.object({
  spinId: z.number().int(),
  /** "2026-11-28 14:05:09" Korea time. */
  spunAt: z.string(),
  /** Masked: "김**". */
  memberName: z.string(),
  /** Masked: "han***". */
  memberLoginId: z.string(),
  prizeKind: z.enum(ROULETTE_PRIZE_KINDS),
  prizeLabel: z.string(),
});
export type AdminRouletteSpin = z.infer<typeof adminRouletteSpinSchema>;
export const adminRouletteSpinListSchema = pagedListSchema(adminRouletteSpinSchema);
export const adminRouletteSpinQuerySchema = pageQuerySchema;
