import { z } from "zod";

// 외부 포인트 전환 (SPEC §7 Cafe24: /api/cafe24/points, /api/cafe24/exchange-points; docs/decisions/033): the member's
// points at the cooperative's Cafe24 mall, read and decreased through Cafe24's Admin API, credited 1:1 as shop points.

/** Exchanged in units of 100 points, at least 1,000 at a time, at most 1,000,000. */
export const CAFE24_EXCHANGE_UNIT = 100;
export const CAFE24_EXCHANGE_MIN = 1_000;
export const CAFE24_EXCHANGE_MAX = 1_000_000;

/** GET /api/cafe24/points. */
export const cafe24PointsSchema = z.object({
  /** The member id at the Cafe24 mall (the shop's login id). */
  memberId: z.string(),
  /** Points the member has at the Cafe24 mall now. */
  points: z.number().int(),
  /** The shop's own points (적립금) now. */
  shopPoints: z.number().int(),
  unit: z.number().int(),
  minimum: z.number().int(),
});
export type Cafe24Points = z.infer<typeof cafe24PointsSchema>;

/** POST /api/cafe24/exchange-points: how many to exchange and the request's own id (a retry sends the same id). */
export const cafe24ExchangeSchema = z.object({
  amount: z.coerce
    .number({ error: "전환할 포인트를 숫자로 입력해 주세요." })
    .int("전환할 포인트를 숫자로 입력해 주세요.")
    .min(CAFE24_EXCHANGE_MIN, `포인트는 ${CAFE24_EXCHANGE_MIN.toLocaleString("ko-KR")}점부터 전환할 수 있습니다.`)
    .max(CAFE24_EXCHANGE_MAX, "한 번에 1,000,000점까지 전환할 수 있습니다.")
    .refine((value) => value % CAFE24_EXCHANGE_UNIT === 0, "포인트는 100점 단위로 전환해 주세요."),
  requestId: z
    .string({ error: "전환 요청을 다시 시도해 주세요." })
    .regex(/^[A-Za-z0-9-]{8,64}$/, "전환 요청을 다시 시도해 주세요."),
});

export const cafe24ExchangeResultSchema = z.object({
  /** Shop points credited by this exchange. */
  exchanged: z.number().int(),
  points: z.number().int(),
  shopPoints: z.number().int(),
});
export type Cafe24ExchangeResult = z.infer<typeof cafe24ExchangeResultSchema>;
