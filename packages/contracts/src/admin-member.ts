import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";
import { pointEntrySchema } from "./point.js";

// The back office's members (issue 14 item 5): search and detail for operators and customer service, and the
// operators' point adjustments. Customer service reads names, phones, e-mails and addresses masked (`masked: true`);
// no answer here has a password hash, a token or card data, for anyone.

export const ADMIN_MEMBER_SEARCH_FIELDS = [
  "all",
  "loginId",
  "name",
  "phone",
  "email",
  "company",
  "businessNumber",
] as const;
export const adminMemberSearchFieldSchema = z.enum(ADMIN_MEMBER_SEARCH_FIELDS, { error: "검색 항목을 선택해 주세요." });
export type AdminMemberSearchField = z.infer<typeof adminMemberSearchFieldSchema>;
export const ADMIN_MEMBER_SEARCH_FIELD_LABELS: Record<AdminMemberSearchField, string> = {
  all: "전체",
  loginId: "아이디",
  name: "이름",
  phone: "휴대폰 번호",
  email: "이메일",
  company: "회사명",
  businessNumber: "사업자등록번호",
};

export const adminMemberStatusSchema = z.enum(["ACTIVE", "DORMANT", "SECEDED"], {
  error: "회원 상태를 선택해 주세요.",
});
export type AdminMemberStatus = z.infer<typeof adminMemberStatusSchema>;
export const ADMIN_MEMBER_STATUS_LABELS: Record<AdminMemberStatus, string> = {
  ACTIVE: "정상",
  DORMANT: "휴면",
  SECEDED: "탈퇴",
};

export const adminMemberTypeSchema = z.enum(["PERSONAL", "BUSINESS"], { error: "회원 구분을 선택해 주세요." });
export type AdminMemberType = z.infer<typeof adminMemberTypeSchema>;
export const ADMIN_MEMBER_TYPE_LABELS: Record<AdminMemberType, string> = {
  PERSONAL: "개인",
  BUSINESS: "사업자",
};

export const ADMIN_MEMBER_LOGIN_TYPE_LABELS: Record<"NORMAL" | "NAVER" | "KAKAO", string> = {
  NORMAL: "일반",
  NAVER: "네이버",
  KAKAO: "카카오",
};

/** The most won one adjustment may add or take. */
export const ADMIN_POINT_ADJUST_MAX = 10_000_000;
/** The longest reason: the member reads it in their point history. */
export const ADMIN_POINT_REASON_MAX = 100;

export const ADMIN_MEMBER_MESSAGES = {
  notFound: "존재하지 않는 회원입니다.",
  period: "가입 기간을 확인해 주세요.",
  keywordTooLong: "검색어는 50자 이내로 입력해 주세요.",
  amountRequired: "조정할 적립금을 입력해 주세요.",
  amountInvalid: "조정할 적립금을 0이 아닌 정수(원)로 입력해 주세요.",
  amountTooLarge: `한 번에 조정할 수 있는 적립금은 ${ADMIN_POINT_ADJUST_MAX.toLocaleString("ko-KR")}원까지입니다.`,
  reasonRequired: "조정 사유를 입력해 주세요.",
  reasonTooLong: `조정 사유는 ${ADMIN_POINT_REASON_MAX}자 이내로 입력해 주세요.`,
  seceded: "탈퇴한 회원의 적립금은 조정할 수 없습니다.",
  adjusted: "적립금을 조정했습니다.",
  keyReused: "이미 처리된 요청과 내용이 다릅니다. 화면을 새로 고친 뒤 다시 시도해 주세요.",
} as const;

/** "보유 적립금(n원)보다 많이 차감할 수 없습니다.": an adjustment would take the balance below 0. */
export function pointBelowZeroMessage(balance: number): string {
  return `보유 적립금(${balance.toLocaleString("ko-KR")}원)보다 많이 차감할 수 없습니다.`;
}

/** GET /api/admin/members: newest joins first. */
export const adminMemberListQuerySchema = pageQuerySchema
  .extend({
    /** Matched by its start on the chosen field (all: every field); a phone also by its last four digits. */
    keyword: z.string().trim().max(50, ADMIN_MEMBER_MESSAGES.keywordTooLong).optional(),
    searchField: adminMemberSearchFieldSchema.default("all"),
    userType: adminMemberTypeSchema.optional(),
    status: adminMemberStatusSchema.optional(),
    /** Joined on or after this Korea day. */
    joinedFrom: z.iso.date({ error: "가입 시작일을 다시 선택해 주세요." }).optional(),
    /** Joined on or before this Korea day. */
    joinedTo: z.iso.date({ error: "가입 종료일을 다시 선택해 주세요." }).optional(),
  })
  .refine((query) => !query.joinedFrom || !query.joinedTo || query.joinedFrom <= query.joinedTo, {
    message: ADMIN_MEMBER_MESSAGES.period,
    path: ["joinedTo"],
  });
export type AdminMemberListQuery = z.infer<typeof adminMemberListQuerySchema>;

export const adminMemberRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  /** Masked for customer service (김**). */
  userName: z.string(),
  /** 010-1234-5678, or 010-****-5678 for customer service; null when none (seceded). */
  phoneNumber: z.string().nullable(),
  /** Masked for customer service. */
  email: z.string().nullable(),
  userType: adminMemberTypeSchema,
  companyName: z.string().nullable(),
  /** 124-81-00998. */
  businessNumber: z.string().nullable(),
  loginType: z.enum(["NORMAL", "NAVER", "KAKAO"]),
  status: adminMemberStatusSchema,
  /** ISO times. */
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberListSchema = pagedListSchema(adminMemberRowSchema).extend({
  /** true: names, phones, e-mails and addresses are masked for this staff member (customer service). */
  masked: z.boolean(),
});
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

export const adminMemberIdParamsSchema = z.object({
  id: z.coerce.number({ error: ADMIN_MEMBER_MESSAGES.notFound }).int().min(1).max(2_147_483_647),
});

export const adminMemberDetailSchema = z.object({
  masked: z.boolean(),
  member: adminMemberRowSchema.extend({
    agreeMarketing: z.boolean(),
    /** Carried over from the old shop and not yet confirmed (전환 가입 대기). */
    transferPending: z.boolean(),
    dormantAt: z.string().nullable(),
    secededAt: z.string().nullable(),
    /** Linked social logins. */
    snsProviders: z.array(z.enum(["NAVER", "KAKAO"])),
  }),
  /** Business members (사업자 회원): the company and whether its number passes the National Tax Service checksum. */
  company: z
    .object({
      companyName: z.string().nullable(),
      businessNumber: z.string().nullable(),
      businessNumberValid: z.boolean(),
    })
    .nullable(),
  /** The base shipping address (기본 배송지), masked for customer service; null when the book is empty. */
  baseAddress: z
    .object({
      receiverName: z.string(),
      receiverPhone: z.string(),
      postcode: z.string(),
      address: z.string(),
    })
    .nullable(),
  /** The grade as /mypage/grade judges it (what the member paid over the last months). */
  grade: z.object({
    code: z.string(),
    label: z.string(),
    periodAmount: z.number().int(),
    periodMonths: z.number().int(),
  }),
  points: z.object({
    balance: z.number().int(),
    expiringAmount: z.number().int(),
    expiringDate: z.string().nullable(),
    /** The newest entries (at most 10). */
    recent: z.array(pointEntrySchema),
  }),
  /** Usable item and shipping coupons. */
  couponCount: z.number().int(),
  orders: z.object({
    /** Paid orders, cancelled ones included. */
    count: z.number().int(),
    /** What the member paid over all time, less what cancels and returns refunded. */
    paidTotal: z.number().int(),
  }),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** GET /api/admin/members/{id}/points: the member's whole point history, newest first. */
export const adminMemberPointsQuerySchema = pageQuerySchema;
export const adminMemberPointsSchema = pagedListSchema(pointEntrySchema).extend({ balance: z.number().int() });
export type AdminMemberPoints = z.infer<typeof adminMemberPointsSchema>;

/** POST /api/admin/members/{id}/points: one adjust entry on the ledger (never an edit). */
export const adminPointAdjustRequestSchema = z.object({
  amount: z
    .number({
      error: (issue) =>
        issue.input == null || issue.input === ""
          ? ADMIN_MEMBER_MESSAGES.amountRequired
          : ADMIN_MEMBER_MESSAGES.amountInvalid,
    })
    .int(ADMIN_MEMBER_MESSAGES.amountInvalid)
    .refine((value) => value !== 0, ADMIN_MEMBER_MESSAGES.amountInvalid)
    .refine((value) => Math.abs(value) <= ADMIN_POINT_ADJUST_MAX, ADMIN_MEMBER_MESSAGES.amountTooLarge),
  reason: z
    .string(ADMIN_MEMBER_MESSAGES.reasonRequired)
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, ADMIN_MEMBER_MESSAGES.reasonRequired)
        .max(ADMIN_POINT_REASON_MAX, ADMIN_MEMBER_MESSAGES.reasonTooLong),
    ),
});
export type AdminPointAdjustRequest = z.infer<typeof adminPointAdjustRequestSchema>;

export const adminPointAdjustResponseSchema = z.object({
  entry: pointEntrySchema,
  /** The balance right after the entry. */
  balance: z.number().int(),
  message: z.string(),
});
export type AdminPointAdjustResponse = z.infer<typeof adminPointAdjustResponseSchema>;
