import { z } from "zod";
import { pagedListSchema, pageQuerySchema } from "./common.js";

// The back office's answers (issue 14 item 4): staff read and answer members' 1:1 inquiries (qna), questions about
// items (item) and applications to sell on the shop (store). Each kind is its owning module's: the paths are
// /api/admin/inquiries/{qna|item|store}[/{id}[/answer|/files/{fileId}]].

export const ADMIN_INQUIRY_KINDS = ["qna", "item", "store"] as const;
export const adminInquiryKindSchema = z.enum(ADMIN_INQUIRY_KINDS);
export type AdminInquiryKind = z.infer<typeof adminInquiryKindSchema>;

/** What staff call each kind in the back office's tabs. */
export const ADMIN_INQUIRY_KIND_LABELS: Record<AdminInquiryKind, string> = {
  qna: "1:1 문의",
  item: "상품 문의",
  store: "입점 문의",
};

export const adminInquiryStatusSchema = z.enum(["waiting", "completed"]);
export type AdminInquiryStatus = z.infer<typeof adminInquiryStatusSchema>;
export const ADMIN_INQUIRY_STATUS_LABELS: Record<AdminInquiryStatus, string> = {
  waiting: "답변대기",
  completed: "답변완료",
};

/** The longest answer staff may write (a store inquiry's answer goes out whole in a long text message). */
export const ADMIN_INQUIRY_ANSWER_MAX = 2000;

export const ADMIN_INQUIRY_MESSAGES = {
  answerRequired: "답변 내용을 입력해 주세요.",
  answerTooLong: `답변은 ${ADMIN_INQUIRY_ANSWER_MAX.toLocaleString("ko-KR")}자 이내로 입력해 주세요.`,
  notFound: "존재하지 않는 문의입니다.",
  fileNotFound: "존재하지 않는 첨부파일입니다.",
  answered: "답변을 등록했습니다. 고객에게 문자로 알렸습니다.",
  edited: "답변을 수정했습니다.",
  period: "조회 기간을 확인해 주세요.",
} as const;

/** The text a member or applicant gets when the answer is written or changed. */
export const INQUIRY_ANSWER_SMS_TEXT = "[농협몰] 문의하신 내용에 답변이 등록되었습니다. 마이페이지에서 확인해 주세요.";

export const adminInquiryListQuerySchema = pageQuerySchema
  .extend({
    status: adminInquiryStatusSchema.optional(),
    /** Filed on or after this day in Korea. */
    from: z.iso.date().optional(),
    /** Filed on or before this day in Korea. */
    to: z.iso.date().optional(),
    /** Part of the title or text, the member's name or login id (item: the item's name or code; store: the company). */
    keyword: z.string().trim().max(50).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ADMIN_INQUIRY_MESSAGES.period,
    path: ["to"],
  });
export type AdminInquiryListQuery = z.infer<typeof adminInquiryListQuerySchema>;

export const adminInquiryRowSchema = z.object({
  kind: adminInquiryKindSchema,
  id: z.number().int(),
  /** qna: the group (주문/결제 …); item: 상품 문의; store: the category proposed. */
  category: z.string(),
  title: z.string(),
  /** The member's name (masked for customer service), or the applicant company. */
  authorName: z.string(),
  /** What it concerns: the item's name, the order code, or the application number; null for none. */
  about: z.string().nullable(),
  secret: z.boolean(),
  status: adminInquiryStatusSchema,
  statusLabel: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type AdminInquiryRow = z.infer<typeof adminInquiryRowSchema>;

export const adminInquiryCountsSchema = z.object({
  all: z.number().int(),
  waiting: z.number().int(),
  completed: z.number().int(),
});

export const adminInquiryListSchema = pagedListSchema(adminInquiryRowSchema).extend({
  /** The rows of the other filters (period, keyword) in each status, for the status filter's numbers. */
  counts: adminInquiryCountsSchema,
});
export type AdminInquiryList = z.infer<typeof adminInquiryListSchema>;

export const adminInquiryFileSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
});

export const adminInquiryDetailSchema = z.object({
  kind: adminInquiryKindSchema,
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  secret: z.boolean(),
  status: adminInquiryStatusSchema,
  statusLabel: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(adminInquiryFileSchema),
  /** Who asked: a member (name and phone masked for customer service) or the applicant's contact. */
  author: z.object({
    name: z.string(),
    loginId: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** The item an item question is about. */
  item: z
    .object({
      itemId: z.number().int(),
      itemUserCode: z.string(),
      itemName: z.string(),
      imageSrc: z.string(),
    })
    .nullable(),
  /** The order a 1:1 inquiry names. */
  orderCode: z.string().nullable(),
  /** A store inquiry's company. */
  company: z
    .object({
      applicationNumber: z.string(),
      companyName: z.string(),
      ceoName: z.string(),
      businessNumber: z.string(),
      website: z.string(),
    })
    .nullable(),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

export const adminInquiryIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const adminInquiryFileParamsSchema = adminInquiryIdParamsSchema.extend({
  fileId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const adminInquiryAnswerRequestSchema = z.object({
  answer: z
    .string(ADMIN_INQUIRY_MESSAGES.answerRequired)
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, ADMIN_INQUIRY_MESSAGES.answerRequired)
        .max(ADMIN_INQUIRY_ANSWER_MAX, ADMIN_INQUIRY_MESSAGES.answerTooLong),
    ),
});
export type AdminInquiryAnswerRequest = z.infer<typeof adminInquiryAnswerRequestSchema>;

export const adminInquiryAnswerResponseSchema = z.object({
  inquiry: adminInquiryDetailSchema,
  /** false: the first answer; true: an earlier answer was replaced. */
  edited: z.boolean(),
  message: z.string(),
});
