import {
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  REPORT_TEXT_MAX_LENGTH,
  type ReportReasonCode,
} from "@shop/core/moderation/moderation-rules";
import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";

// 신고하기 / 차단하기 on members' reviews and event replies, and the daily visit (SPEC §7 Common: GET
// /api/common/report/init, POST /api/common/report, /block, /unblock, /visit; issue 15 item 5, decision 051).

const REPORT_TARGET_MESSAGE = "신고 또는 차단할 글을 확인해 주세요.";

export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, { error: REPORT_TARGET_MESSAGE });

/** Which piece of content: an item review (its reviewId), an event reply (its id) or a 체험단 review (its reviewId). */
export const reportTargetSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: z.number({ error: REPORT_TARGET_MESSAGE }).int().min(1).max(2_147_483_647),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const reportReasonSchema = z.object({ code: z.string(), label: z.string(), textRequired: z.boolean() });

/** The report dialog's reasons; 기타 asks for the member's own words. */
export const reportInitSchema = z.object({
  reasons: z.array(reportReasonSchema),
  textMaxLength: z.number().int(),
});
export type ReportInit = z.infer<typeof reportInitSchema>;

/** The reasons as report/init answers them (the storefront shows the same list without a call where it must). */
export const REPORT_INIT: ReportInit = {
  reasons: REPORT_REASONS.map((reason) => ({
    code: reason.code,
    label: reason.label,
    textRequired: reason.code === ("ETC" satisfies ReportReasonCode),
  })),
  textMaxLength: REPORT_TEXT_MAX_LENGTH,
};

export const reportBodySchema = reportTargetSchema.extend({
  /** A code of report/init's reasons; checked by the API with its own message. */
  reasonCode: z.string().max(20),
  /** Optional words; required for 기타 (ETC), at most 300 characters. */
  reasonText: z.string().max(2000).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const reportResultSchema = z.object({
  reportId: z.number().int(),
  targetType: reportTargetTypeSchema,
  targetId: z.number().int(),
  reasonCode: z.string(),
  reportedAt: z.string(),
  /** True when the member had reported this content before: the first report is answered, no second one is kept. */
  alreadyReported: z.boolean(),
  message: z.string(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

export const blockBodySchema = reportTargetSchema;
export type BlockBody = z.infer<typeof blockBodySchema>;

/** Unblock by the content the block was made from, or by a row of the member's block list. */
export const unblockBodySchema = z.object({
  targetType: reportTargetTypeSchema.optional(),
  targetId: z.number().int().min(1).max(2_147_483_647).optional(),
  blockId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type UnblockBody = z.infer<typeof unblockBodySchema>;

export const blockResultSchema = z.object({
  blockId: z.number().int().nullable(),
  /** The author's masked name ("김**"). */
  authorName: z.string(),
  blocked: z.boolean(),
  message: z.string(),
});
export type BlockResult = z.infer<typeof blockResultSchema>;

/** The member's blocked authors, latest first (my page's 차단한 회원). */
export const blockListSchema = z.object({
  list: z.array(z.object({ blockId: z.number().int(), authorName: z.string(), blockedAt: z.string() })),
});
export type BlockList = z.infer<typeof blockListSchema>;

export const visitResultSchema = z.object({ accepted: z.literal(true), day: z.string() });
export type VisitResult = z.infer<typeof visitResultSchema>;

// ─── Back office: the reports ───────────────────────────────────────────────────────────────────────────────────────

export const REPORT_STATUSES = ["received", "handled"] as const;
export const REPORT_STATUS_LABELS: Record<(typeof REPORT_STATUSES)[number], string> = {
  received: "접수",
  handled: "처리완료",
};
export const REPORT_TARGET_LABELS: Record<(typeof REPORT_TARGET_TYPES)[number], string> = {
  review: "상품 리뷰",
  event_reply: "이벤트 댓글",
  experience_review: "체험단 리뷰",
};

export const adminReportListQuerySchema = pageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES, { error: "처리 상태를 확인해 주세요." }).optional(),
});
export type AdminReportListQuery = z.infer<typeof adminReportListQuerySchema>;

export const adminReportSchema = z.object({
  reportId: z.number().int(),
  targetType: reportTargetTypeSchema,
  targetId: z.number().int(),
  reasonCode: z.string(),
  reasonLabel: z.string(),
  reasonText: z.string(),
  /** The reported content's author (masked) and words as they are now; null once the content is gone. */
  authorName: z.string().nullable(),
  content: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportListSchema = pagedListSchema(adminReportSchema);
export type AdminReportList = z.infer<typeof adminReportListSchema>;

export const adminReportHandledSchema = z.object({ report: adminReportSchema });
