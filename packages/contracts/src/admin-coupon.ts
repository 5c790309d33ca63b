import {
  COUPON_ISSUE_METHODS,
  COUPON_MAX_ISSUE_LIMIT,
  COUPON_MAX_VALID_DAYS,
  COUPON_MAX_WON,
  type CouponIssueMethod,
  couponTermProblems,
} from "@shop/core/checkout/coupon-terms";
import { MEMBER_GRADES } from "@shop/core/member/member-grade";
import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";
import { couponDiscountTypeSchema, couponTypeSchema } from "./coupon.js";

// The back office's coupons (issue 14 item 5): operators make coupons, issue them to a grade or to members, make
// offline codes in bulk and end them. The terms are checked by core's couponTermProblems (one Korean sentence each).

export const ADMIN_COUPON_MESSAGES = {
  notFound: "존재하지 않는 쿠폰입니다.",
  nameRequired: "쿠폰 이름을 입력해 주세요.",
  nameTooLong: "쿠폰 이름은 60자 이내로 입력해 주세요.",
  descriptionTooLong: "쿠폰 설명은 200자 이내로 입력해 주세요.",
  kindRequired: "쿠폰 종류를 선택해 주세요.",
  discountTypeRequired: "할인 방식을 선택해 주세요.",
  issueMethodRequired: "발급 방식을 선택해 주세요.",
  wholeWon: "금액은 원 단위 정수로 입력해 주세요.",
  wholeNumber: "숫자(정수)로 입력해 주세요.",
  validFrom: "시작일을 선택해 주세요.",
  validUntil: "종료일을 선택해 주세요.",
  created: "쿠폰을 만들었습니다.",
  updated: "쿠폰을 저장했습니다.",
  lockedAfterIssue: "이미 발급된 쿠폰은 이름, 설명과 종료일 연장만 바꿀 수 있습니다.",
  ended: "쿠폰 발급과 사용을 종료했습니다.",
  alreadyEnded: "이미 종료된 쿠폰입니다.",
  endedCannotIssue: "종료된 쿠폰은 발급할 수 없습니다.",
  notIssuable: "회원 등급 발급 또는 지정 회원 발급 쿠폰만 직접 발급할 수 있습니다.",
  targetRequired: "발급할 회원 등급을 고르거나 회원 아이디를 입력해 주세요.",
  gradeRequired: "발급할 회원 등급을 선택해 주세요.",
  loginIdsRequired: "발급할 회원 아이디를 한 개 이상 입력해 주세요.",
  tooManyLoginIds: "회원 아이디는 한 번에 1,000개까지 입력할 수 있습니다.",
  keyReused: "이미 처리된 요청과 내용이 다릅니다. 화면을 새로 고친 뒤 다시 시도해 주세요.",
  notCodes: "오프라인 코드 발급 쿠폰만 코드를 만들 수 있습니다.",
  codeCount: "만들 코드 수를 1개에서 10,000개 사이로 입력해 주세요.",
  tooManyCodes: "한 쿠폰의 코드는 100,000개까지 만들 수 있습니다.",
} as const;

/** "쿠폰 3장을 발급했습니다." */
export function couponsIssuedByStaffMessage(count: number): string {
  return `쿠폰 ${count.toLocaleString("ko-KR")}장을 발급했습니다.`;
}
/** "코드 100개를 만들었습니다." */
export function couponCodesMadeMessage(count: number): string {
  return `코드 ${count.toLocaleString("ko-KR")}개를 만들었습니다.`;
}

/** The most codes one request makes, and one coupon holds. */
export const COUPON_CODES_PER_REQUEST = 10_000;
export const COUPON_CODES_PER_COUPON = 100_000;
/** The most login ids one issue request names. */
export const COUPON_ISSUE_MAX_LOGIN_IDS = 1_000;

export const couponIssueMethodSchema = z.enum(COUPON_ISSUE_METHODS, {
  error: ADMIN_COUPON_MESSAGES.issueMethodRequired,
});
export const COUPON_ISSUE_METHOD_LABELS: Record<CouponIssueMethod, string> = {
  download: "회원 다운로드",
  grade: "회원 등급 발급",
  members: "지정 회원 발급",
  codes: "오프라인 코드",
};
export const COUPON_KIND_LABELS = { item: "상품 쿠폰", shipping: "배송비 쿠폰" } as const;

const gradeCodes = MEMBER_GRADES.map((grade) => grade.code) as [string, ...string[]];
export const memberGradeCodeSchema = z.enum(gradeCodes, { error: ADMIN_COUPON_MESSAGES.gradeRequired });

/** active: can still be issued or used (not ended, its end not passed); ended: stopped, or past its end. */
export const adminCouponStatusSchema = z.enum(["active", "ended"]);
export type AdminCouponStatus = z.infer<typeof adminCouponStatusSchema>;
export const ADMIN_COUPON_STATUS_LABELS: Record<AdminCouponStatus, string> = { active: "진행 중", ended: "종료" };

const wonField = z.number({ error: ADMIN_COUPON_MESSAGES.wholeWon }).int(ADMIN_COUPON_MESSAGES.wholeWon);
const countField = z.number({ error: ADMIN_COUPON_MESSAGES.wholeNumber }).int(ADMIN_COUPON_MESSAGES.wholeNumber);
const koreaDay = (message: string) => z.iso.date({ error: message });

/** The form's fields (POST /api/admin/coupons, PUT /api/admin/coupons/{id}); checked by core's couponTermProblems. */
export const adminCouponWriteSchema = z
  .object({
    name: z
      .string({ error: ADMIN_COUPON_MESSAGES.nameRequired })
      .trim()
      .min(1, ADMIN_COUPON_MESSAGES.nameRequired)
      .max(60, ADMIN_COUPON_MESSAGES.nameTooLong),
    description: z.string().trim().max(200, ADMIN_COUPON_MESSAGES.descriptionTooLong).default(""),
    kind: z.enum(couponTypeSchema.options, { error: ADMIN_COUPON_MESSAGES.kindRequired }),
    discountType: z.enum(couponDiscountTypeSchema.options, { error: ADMIN_COUPON_MESSAGES.discountTypeRequired }),
    /** Won off (fixed). */
    amount: wonField.max(COUPON_MAX_WON * 10).default(0),
    /** Percent off (rate). */
    rate: countField.max(1_000).default(0),
    /** The most a rate coupon takes off; 0 = no cap. */
    maxDiscount: wonField
      .min(-COUPON_MAX_WON * 10)
      .max(COUPON_MAX_WON * 10)
      .default(0),
    minOrderAmount: wonField
      .min(-COUPON_MAX_WON * 10)
      .max(COUPON_MAX_WON * 10)
      .default(0),
    /** Usable together with other item coupons in one order. */
    concurrently: z.boolean().default(true),
    /** Korea days, both included: the period it is issued and used in. */
    validFrom: koreaDay(ADMIN_COUPON_MESSAGES.validFrom),
    validUntil: koreaDay(ADMIN_COUPON_MESSAGES.validUntil),
    /** Each copy valid this many days from its issue (never past validUntil); null = until validUntil. */
    validDays: countField
      .min(-1_000)
      .max(COUPON_MAX_VALID_DAYS * 10)
      .nullable()
      .default(null),
    issueMethod: couponIssueMethodSchema,
    /** First-come limit (download coupons only); null = none. */
    issueLimit: countField
      .min(-1_000)
      .max(COUPON_MAX_ISSUE_LIMIT * 10)
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    for (const problem of couponTermProblems(value)) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
  });
export type AdminCouponWrite = z.infer<typeof adminCouponWriteSchema>;
export type AdminCouponWriteInput = z.input<typeof adminCouponWriteSchema>;

/** GET /api/admin/coupons: newest first. */
export const adminCouponListQuerySchema = pageQuerySchema.extend({
  /** A part of the name. */
  name: z.string().trim().max(60, ADMIN_COUPON_MESSAGES.nameTooLong).optional(),
  kind: z.enum(couponTypeSchema.options, { error: ADMIN_COUPON_MESSAGES.kindRequired }).optional(),
  status: z.enum(adminCouponStatusSchema.options, { error: "쿠폰 상태를 선택해 주세요." }).optional(),
});
export type AdminCouponListQuery = z.infer<typeof adminCouponListQuerySchema>;

export const adminCouponRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: couponTypeSchema,
  discountType: couponDiscountTypeSchema,
  issueMethod: couponIssueMethodSchema,
  /** "2,000원 할인", "10% 할인 (최대 5,000원)", "무료배송". */
  benefit: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  status: adminCouponStatusSchema,
  /** Copies given to members (downloads, issues, exchanged codes). */
  issuedCount: z.number().int(),
  /** Copies used by an order. */
  usedCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRowSchema>;
export const adminCouponListSchema = pagedListSchema(adminCouponRowSchema);
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

/** GET /api/admin/coupons/{id}: the row, the form's values and what may still change. */
export const adminCouponDetailSchema = z.object({
  coupon: adminCouponRowSchema.extend({
    description: z.string(),
    amount: z.number().int(),
    rate: z.number().int(),
    maxDiscount: z.number().int(),
    minOrderAmount: z.number().int(),
    concurrently: z.boolean(),
    /** Korea days of the form. */
    validFromDay: z.string(),
    validUntilDay: z.string(),
    validDays: z.number().int().nullable(),
    issueLimit: z.number().int().nullable(),
    /** A copy is held or a code made: only name, description and a later end may change. */
    issued: z.boolean(),
    /** Offline codes made, and how many were exchanged. */
    codeCount: z.number().int(),
    codeUsedCount: z.number().int(),
  }),
});
export type AdminCouponDetail = z.infer<typeof adminCouponDetailSchema>;

export const adminCouponSavedSchema = adminCouponDetailSchema.extend({ message: z.string() });
export type AdminCouponSaved = z.infer<typeof adminCouponSavedSchema>;

export const adminCouponIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/admin/coupons/{id}/issue: to every active member of a grade, or to members by login id. */
export const adminCouponIssueRequestSchema = z
  .object({
    grade: memberGradeCodeSchema.optional(),
    loginIds: z
      .array(z.string().trim().max(50, "회원 아이디를 다시 확인해 주세요."))
      .max(COUPON_ISSUE_MAX_LOGIN_IDS, ADMIN_COUPON_MESSAGES.tooManyLoginIds)
      .optional(),
  })
  .superRefine((value, ctx) => {
    const ids = (value.loginIds ?? []).filter((id) => id.length > 0);
    if (value.grade === undefined && ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["loginIds"], message: ADMIN_COUPON_MESSAGES.targetRequired });
    }
  });
export type AdminCouponIssueRequest = z.infer<typeof adminCouponIssueRequestSchema>;

export const adminCouponIssueResponseSchema = z.object({
  message: z.string(),
  /** Copies issued by this request (members who already held one are skipped). */
  issuedCount: z.number().int(),
  /** Members of the target who already held a copy. */
  alreadyHeldCount: z.number().int(),
  /** Login ids asked for that are no active member. */
  unknownLoginIds: z.array(z.string()),
});
export type AdminCouponIssueResponse = z.infer<typeof adminCouponIssueResponseSchema>;

/** POST /api/admin/coupons/{id}/offline-codes */
export const adminCouponCodesRequestSchema = z.object({
  count: z
    .number({ error: ADMIN_COUPON_MESSAGES.codeCount })
    .int(ADMIN_COUPON_MESSAGES.codeCount)
    .min(1, ADMIN_COUPON_MESSAGES.codeCount)
    .max(COUPON_CODES_PER_REQUEST, ADMIN_COUPON_MESSAGES.codeCount),
});
export const adminCouponCodesResponseSchema = z.object({
  message: z.string(),
  /** The codes made now, as printed (XXXX-XXXX-XXXX-XXXX). */
  codes: z.array(z.string()),
  codeCount: z.number().int(),
});
export type AdminCouponCodesResponse = z.infer<typeof adminCouponCodesResponseSchema>;

export const adminCouponMessageSchema = z.object({ message: z.string() });
